import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  type CourtesyPage,
  type CourtesyRow,
  listCourtesy,
  revokeCourtesy,
} from '../../firebase/admin-courtesy';
import { localisedText } from '../../firebase/localised';
import { COURTESY_VIEWS, type CourtesyView } from '../../lib/schemas/subscriptions';
import type { Product } from '../../lib/variant';
import { session } from '../../session/store';
import { nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { AdminOpsStyle } from './AdminOpsStyle';
import { ConfirmDialog } from './ConfirmDialog';
import { errorMessage } from './errorMessage';
import { GrantCourtesyForm } from './GrantCourtesyForm';
import { dashboard, usersPage } from './messages';
import { courtesyPage as m } from './opsMessages';
import { Pager } from './Pager';
import { administeredProducts } from './scope';

type Load = { state: 'loading' } | { state: 'ready'; page: CourtesyPage } | { state: 'failed' };

const productNames = { smm: dashboard.productSmm, connect: dashboard.productConnect };
const viewNames = { active: m.active, expired: m.expired, all: m.all };
const stateNames = { active: m.active, expired: m.expired, revoked: m.revoked };

export function CourtesySubscriptionsPage() {
  const { _, i18n } = useLingui();
  const { roles } = useSnapshot(session);
  const products = administeredProducts(roles);
  const [product, setProduct] = useState<Product>(products[0] ?? 'smm');
  const [view, setView] = useState<CourtesyView>('active');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [page, setPage] = useState(0);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [reloadKey, setReloadKey] = useState(0);
  const [revoking, setRevoking] = useState<CourtesyRow | null>(null);
  const [busy, setBusy] = useState(false);
  const after = cursors[page] ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey re-reads after a change
  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    listCourtesy(product, view, after).then(
      (result) => current && setLoad({ state: 'ready', page: result }),
      (error: unknown) => {
        notify(errorMessage(error), 'error');
        if (current) setLoad({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [product, view, after, reloadKey]);

  const restart = () => {
    setCursors([null]);
    setPage(0);
    setReloadKey((k) => k + 1);
  };
  const date = (iso: string | null) =>
    iso ? i18n.date(new Date(iso), { dateStyle: 'medium' }) : '';

  async function revoke(row: CourtesyRow) {
    setBusy(true);
    try {
      await revokeCourtesy({ workspaceId: row.workspaceId });
      notify(_({ ...m.revokedDone, values: { name: row.workspaceName } }), 'success');
      restart();
    } catch (error) {
      notify(errorMessage(error), 'error');
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  }

  return (
    <>
      <AdminOpsStyle />
      <PageHeader title={nav.courtesySubscriptions} lead={m.lead} />
      <div className="form">
        {products.length > 1 ? (
          <label className="field">
            {_(usersPage.product)}
            <select
              name="product"
              value={product}
              onChange={(e) => {
                setProduct(e.target.value as Product);
                restart();
              }}
            >
              {products.map((p) => (
                <option key={p} value={p}>
                  {_(productNames[p])}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="field">
          {_(m.show)}
          <select
            name="courtesyView"
            value={view}
            onChange={(e) => {
              setView(e.target.value as CourtesyView);
              restart();
            }}
          >
            {COURTESY_VIEWS.map((v) => (
              <option key={v} value={v}>
                {_(viewNames[v])}
              </option>
            ))}
          </select>
        </label>
      </div>

      {load.state === 'loading' ? <Spinner /> : null}
      {load.state === 'failed' ? (
        <p className="empty" role="alert">
          {_(m.failed)}
        </p>
      ) : null}
      {load.state === 'ready' && load.page.rows.length === 0 ? (
        <p className="empty">{_(m.empty)}</p>
      ) : null}
      {load.state === 'ready' && load.page.rows.length > 0 ? (
        <div className="ops-table-wrap">
          <table className="ops-table">
            <thead>
              <tr>
                <th scope="col">{_(m.workspace)}</th>
                <th scope="col">{_(m.plan)}</th>
                <th scope="col">{_(m.reason)}</th>
                <th scope="col">{_(m.until)}</th>
                <th scope="col">{_(m.state)}</th>
                <th scope="col">{_(usersPage.actions)}</th>
              </tr>
            </thead>
            <tbody>
              {load.page.rows.map((row) => (
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
                      <button
                        type="button"
                        className="button"
                        aria-label={_({ ...m.revokeFor, values: { name: row.workspaceName } })}
                        disabled={busy}
                        onClick={() => setRevoking(row)}
                      >
                        {_(m.revoke)}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager
        label={_(nav.courtesySubscriptions)}
        page={page}
        hasNext={load.state === 'ready' && load.page.next !== null}
        onPrevious={() => setPage(page - 1)}
        onNext={() => {
          if (load.state !== 'ready' || !load.page.next) return;
          const next = load.page.next;
          setCursors((c) => [...c.slice(0, page + 1), next]);
          setPage(page + 1);
        }}
      />

      <GrantCourtesyForm
        key={product}
        product={product}
        onGranted={() => {
          setView('active');
          restart();
        }}
      />

      {revoking ? (
        <ConfirmDialog
          text={_({ ...m.confirmRevoke, values: { name: revoking.workspaceName } })}
          busy={busy}
          onConfirm={() => revoke(revoking)}
          onCancel={() => setRevoking(null)}
        />
      ) : null}
    </>
  );
}
