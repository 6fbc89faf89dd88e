import { useLingui } from '@lingui/react';
import { PRODUCTS, ROLES, type Role } from '@model/roles';
import type { Product } from '@model/variant';
import { type FormEvent, useState } from 'react';
import { setUserRoles } from '../../firebase/admin/admin-calls';
import { type AccountRow, searchAccounts } from '../../firebase/admin/admin-super';
import type { PageCursor } from '../../firebase/cursor';
import { productNames, roleNames, usersPage as u } from '../../ui/admin/messages';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { errorSentence } from '../../ui/error-text';
import { LoadedTable } from '../../ui/LoadedTable';
import { notify } from '../../ui/notification-store';
import { CursorPager } from '../../ui/Pager';
import { useLoad } from '../../ui/use-load';
import { usePages } from '../../ui/use-pages';
import { superAdminPage as m } from './messages';

interface Change {
  row: AccountRow;
  product: Product;
  to: Role | null;
}

/** Accounts found by email, with their role per product and the power to change it. */
export function AdminGrants() {
  const { _ } = useLingui();
  const [input, setInput] = useState('');
  const [prefix, setPrefix] = useState('');
  const pages = usePages<PageCursor>();
  const { load, reload } = useLoad(
    () => searchAccounts(prefix, pages.cursor),
    [prefix, pages.cursor],
  );
  const [change, setChange] = useState<Change | null>(null);
  const [busy, setBusy] = useState(false);

  function search(event: FormEvent) {
    event.preventDefault();
    setPrefix(input);
    pages.restart();
  }

  const roleLabel = (role: Role | null | undefined) => _(role ? roleNames[role] : roleNames.none);

  async function apply({ row, product, to }: Change) {
    setBusy(true);
    try {
      await setUserRoles({ uid: row.uid, product, role: to });
      notify(
        _({
          ...m.changed,
          values: { email: row.email, role: roleLabel(to), product: _(productNames[product]) },
        }),
        'success',
      );
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
      setChange(null);
      reload();
    }
  }

  const rows = load.state === 'ready' ? load.value.rows : [];
  return (
    <section aria-labelledby="grants-title">
      <h2 id="grants-title">{_(m.grants)}</h2>
      <form className="actions" aria-label={_(m.grants)} onSubmit={search}>
        <label className="field">
          {_(m.searchEmail)}
          <input
            type="search"
            name="accountEmail"
            value={input}
            autoComplete="off"
            onChange={(e) => setInput(e.target.value)}
          />
        </label>
        <button type="submit" className="button">
          {_(u.search)}
        </button>
      </form>
      <LoadedTable
        load={load}
        isEmpty={rows.length === 0}
        empty={m.empty}
        onRetry={reload}
        label={_(m.grants)}
        columns={[
          u.email,
          u.name,
          ...PRODUCTS.map((p) => ({ ...m.roleIn, values: { product: _(productNames[p]) } })),
        ]}
      >
        {rows.map((row) => (
          <tr key={row.uid} data-account={row.uid}>
            <td>{row.email}</td>
            <td>
              {row.displayName}
              {row.legacyRole ? (
                <div className="muted">{_({ ...m.legacy, values: { role: row.legacyRole } })}</div>
              ) : null}
            </td>
            {PRODUCTS.map((product) => (
              <td key={product}>
                <select
                  name={`role-${product}`}
                  aria-label={_({
                    ...m.roleOf,
                    values: { email: row.email, product: _(productNames[product]) },
                  })}
                  value={row.roles[product] ?? ''}
                  disabled={busy}
                  onChange={(e) =>
                    setChange({
                      row,
                      product,
                      to: e.target.value ? (e.target.value as Role) : null,
                    })
                  }
                >
                  <option value="">{_(roleNames.none)}</option>
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {_(roleNames[role])}
                    </option>
                  ))}
                </select>
              </td>
            ))}
          </tr>
        ))}
      </LoadedTable>
      <CursorPager
        label={_(m.grants)}
        pages={pages}
        next={load.state === 'ready' ? load.value.next : null}
      />
      {change ? (
        <ConfirmDialog
          text={_({
            ...m.confirmChange,
            values: {
              email: change.row.email,
              product: _(productNames[change.product]),
              from: roleLabel(change.row.roles[change.product]),
              to: roleLabel(change.to),
            },
          })}
          busy={busy}
          onConfirm={() => apply(change)}
          onCancel={() => setChange(null)}
        />
      ) : null}
    </section>
  );
}
