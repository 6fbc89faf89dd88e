import { useLingui } from '@lingui/react';
import { administeredProducts } from '@model/admin-reach';
import { PRODUCTS } from '@model/roles';
import { COURTESY_VIEWS, type CourtesyView } from '@model/schemas/subscriptions';
import type { Product } from '@model/variant';
import { useSnapshot } from 'valtio';
import {
  type CourtesyRow,
  listCourtesy,
  revokeCourtesy,
} from '../../firebase/admin/admin-courtesy';
import { localisedText } from '../../firebase/localised';
import { urlCodec } from '../../lib/url-state/url-codec';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { session } from '../../session/store';
import { AdminOpsStyle } from '../../ui/admin/AdminOpsStyle';
import { usersPage } from '../../ui/admin/messages';
import { ProductSelect } from '../../ui/admin/ProductSelect';
import { ConfirmButton } from '../../ui/dialogs/ConfirmButton';
import { errorSentence } from '../../ui/error-text';
import { LoadedTable } from '../../ui/LoadedTable';
import { nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { CursorPager } from '../../ui/Pager';
import { SelectField } from '../../ui/SelectField';
import { useLoad } from '../../ui/use-load';
import { TEXT_CURSOR_KEYS, usePages } from '../../ui/use-pages';
import { GrantCourtesyForm } from './GrantCourtesyForm';
import { courtesyPage as m } from './messages';

const viewNames = { active: m.active, expired: m.expired, all: m.all };
const stateNames = { active: m.active, expired: m.expired, revoked: m.revoked };

// The product and view live in the address: a reload, Back or a shared link shows them.
// Product '' stands for the first one the admin administers.
const courtesyUrl = urlCodec<{ product: Product | ''; view: CourtesyView }>({
  product: { key: 'product', fallback: '', values: PRODUCTS },
  view: { key: 'view', fallback: 'active', values: COURTESY_VIEWS },
});

export function CourtesySubscriptionsPage() {
  const { _, i18n } = useLingui();
  const { roles } = useSnapshot(session);
  const products = administeredProducts(roles);
  const [url, setUrl] = useUrlState(courtesyUrl.read, courtesyUrl.write);
  const product: Product =
    url.product && products.includes(url.product) ? url.product : (products[0] ?? 'smm');
  const { view } = url;
  const setProduct = (next: Product) => setUrl({ product: next }, true);
  const setView = (next: CourtesyView) => setUrl({ view: next }, true);
  const pages = usePages<string>(`${product} ${view}`, TEXT_CURSOR_KEYS);
  const { load, reload } = useLoad(
    () => listCourtesy(product, view, pages.cursor),
    [product, view, pages.cursor],
  );
  const rows = load.state === 'ready' ? load.value.rows : [];

  // Back to the first page, read again even if that page is already showing.
  const restart = () => {
    pages.restart();
    reload();
  };
  const date = (iso: string | null) =>
    iso ? i18n.date(new Date(iso), { dateStyle: 'medium' }) : '';

  async function revoke(row: CourtesyRow) {
    try {
      await revokeCourtesy({ workspaceId: row.workspaceId });
      notify(_({ ...m.revokedDone, values: { name: row.workspaceName } }), 'success');
      restart();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    }
  }

  return (
    <>
      <AdminOpsStyle />
      <PageHeader title={nav.courtesySubscriptions} lead={m.lead} />
      <div className="form">
        <ProductSelect
          name="product"
          products={products}
          value={product}
          onChange={(p) => {
            setProduct(p);
            restart();
          }}
        />
        <SelectField
          label={m.show}
          name="courtesyView"
          value={view}
          options={COURTESY_VIEWS}
          names={viewNames}
          onChange={(v) => {
            setView(v);
            restart();
          }}
        />
      </div>

      <LoadedTable
        load={load}
        label={_(nav.courtesySubscriptions)}
        className="ops-table"
        columns={[m.workspace, m.plan, m.reason, m.until, m.state, usersPage.actions]}
        isEmpty={rows.length === 0}
        empty={m.empty}
        failed={m.failed}
      >
        {rows.map((row) => (
          <tr key={row.workspaceId} data-courtesy={row.workspaceId} data-state={row.state}>
            <td>{row.workspaceName}</td>
            <td>{localisedText(row.planName, i18n.locale) || row.planId}</td>
            <td>{row.reason}</td>
            <td>{date(row.expiresAt)}</td>
            <td>
              <span className="ops-badge" data-state={row.state}>
                {_(stateNames[row.state])}
              </span>
            </td>
            <td>
              {row.state === 'active' ? (
                <ConfirmButton
                  label={_(m.revoke)}
                  accessibleName={_({ ...m.revokeFor, values: { name: row.workspaceName } })}
                  question={_({ ...m.confirmRevoke, values: { name: row.workspaceName } })}
                  action={() => revoke(row)}
                />
              ) : null}
            </td>
          </tr>
        ))}
      </LoadedTable>
      <CursorPager
        label={_(nav.courtesySubscriptions)}
        pages={pages}
        next={load.state === 'ready' ? load.value.next : null}
      />

      <GrantCourtesyForm
        key={product}
        product={product}
        onGranted={() => {
          setView('active');
          restart();
        }}
      />
    </>
  );
}
