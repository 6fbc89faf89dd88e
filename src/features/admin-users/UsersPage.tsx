import { useLingui } from '@lingui/react';
import { administeredProducts, grantableRoles, mayChangeRole } from '@model/admin-reach';
import { mayOnAccount } from '@model/capabilities';
import { PRODUCTS, type Role } from '@model/roles';
import { emailSchema } from '@model/schemas';
import type { Product } from '@model/variant';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { useSnapshot } from 'valtio';
import { deleteUser } from '../../firebase/accounts';
import { inviteUser, setUserDisabled, setUserRoles } from '../../firebase/admin/admin-calls';
import {
  type AdminUserRow,
  listUsersPage,
  type UserSearchField,
  type UsersCursor,
} from '../../firebase/admin/admin-users';
import { pageCursorKeys } from '../../firebase/cursor';
import { formatList } from '../../lib/list-format';
import { urlCodec } from '../../lib/url-state/url-codec';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { session } from '../../session/store';
import { adminAccounts } from '../../ui/admin/account-messages';
import { usersPage as m, productNames, roleNames } from '../../ui/admin/messages';
import { ProductSelect } from '../../ui/admin/ProductSelect';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { errorSentence } from '../../ui/error-text';
import { LoadedTable } from '../../ui/LoadedTable';
import { mailErrors } from '../../ui/mail-errors';
import { nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { CursorPager } from '../../ui/Pager';
import { SelectField } from '../../ui/SelectField';
import { useLoad } from '../../ui/use-load';
import { usePages } from '../../ui/use-pages';
import { InvitationsList } from './InvitationsList';

const SEARCH_FIELDS: readonly UserSearchField[] = ['email', 'displayName'];

// The product, search field and search live in the address: a reload, Back or a shared link
// shows the same table. Product '' stands for the first one the admin administers.
const usersUrl = urlCodec<{ product: Product | ''; field: UserSearchField; search: string }>({
  product: { key: 'product', fallback: '', values: PRODUCTS },
  field: { key: 'field', fallback: 'email', values: SEARCH_FIELDS },
  search: { key: 'q', fallback: '' },
});
const searchFieldNames = { email: m.email, displayName: m.name };

export function UsersPage() {
  const { _, i18n } = useLingui();
  const { roles, uid: selfUid } = useSnapshot(session);
  const products = administeredProducts(roles);
  const grantable = grantableRoles(roles);
  const [url, setUrl] = useUrlState(usersUrl.read, usersUrl.write);
  const product: Product =
    url.product && products.includes(url.product) ? url.product : (products[0] ?? 'smm');
  const { field, search } = url;
  const [searchInput, setSearchInput] = useState(search);
  const pages = usePages<UsersCursor>(`${product} ${field} ${search}`, pageCursorKeys);
  const { restart } = pages;
  const { load, reload } = useLoad(
    () => listUsersPage({ product, field, search, after: pages.cursor }),
    [product, field, search, pages.cursor],
  );
  const [busyUid, setBusyUid] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<AdminUserRow | null>(null);
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);
  const rows = load.state === 'ready' ? load.value.rows : [];

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setUrl({ search: searchInput.trim() }, true);
    restart();
  }

  async function changeRole(row: AdminUserRow, value: string) {
    const role = value === '' ? null : (value as Role);
    setBusyUid(row.uid);
    try {
      await setUserRoles({ uid: row.uid, product, role });
      notify(_({ ...m.roleChanged, values: { email: row.email } }), 'success');
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusyUid(null);
      reload();
    }
  }

  async function remove(row: AdminUserRow) {
    setBusyUid(row.uid);
    try {
      await deleteUser(row.uid);
      notify(_({ ...adminAccounts.deleted, values: { email: row.email } }), 'success');
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusyUid(null);
      setDeleting(null);
      reload();
    }
  }

  async function toggleDisabled(row: AdminUserRow) {
    setBusyUid(row.uid);
    try {
      await setUserDisabled({ uid: row.uid, disabled: !row.disabled });
      const done = row.disabled ? m.enabledDone : m.disabledDone;
      notify(_({ ...done, values: { email: row.email } }), 'success');
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusyUid(null);
      setConfirming(null);
      reload();
    }
  }

  return (
    <>
      <PageHeader title={nav.users} lead={m.lead} />
      <form className="form" aria-label={_(m.search)} onSubmit={submitSearch}>
        <ProductSelect
          name="product"
          products={products}
          value={product}
          onChange={(p) => {
            setUrl({ product: p }, true);
            restart();
          }}
        />
        <SelectField
          label={m.searchBy}
          name="field"
          value={field}
          options={SEARCH_FIELDS}
          names={searchFieldNames}
          onChange={(value) => {
            setUrl({ field: value });
            restart();
          }}
        />
        <label className="field">
          {_(m.search)}
          <input
            type="search"
            name="search"
            value={searchInput}
            placeholder={_(m.searchHint)}
            onChange={(event) => setSearchInput(event.target.value)}
          />
        </label>
        <button type="submit" className="button">
          {_(m.search)}
        </button>
      </form>

      <LoadedTable
        load={load}
        label={_(nav.users)}
        className="admin-table"
        columns={[m.email, m.name, m.role, m.otherRoles, m.status, m.actions]}
        isEmpty={rows.length === 0}
        empty={m.empty}
        failed={m.failed}
        onRetry={reload}
      >
        {rows.map((row) => {
          const current = row.roles[product];
          const canChange = mayChangeRole(roles, current) && row.uid !== selfUid;
          const options =
            current && !grantable.includes(current) ? [current, ...grantable] : grantable;
          return (
            <tr key={row.uid} data-uid={row.uid}>
              <td>{row.email}</td>
              <td>{row.displayName}</td>
              <td>
                <select
                  aria-label={_({ ...m.roleFor, values: { email: row.email } })}
                  value={current ?? ''}
                  disabled={!canChange || busyUid === row.uid}
                  onChange={(event) => changeRole(row, event.target.value)}
                >
                  <option value="">{_(roleNames.none)}</option>
                  {options.map((role) => (
                    <option key={role} value={role} disabled={!grantable.includes(role)}>
                      {_(roleNames[role])}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                {formatList(
                  i18n.locale,
                  PRODUCTS.filter((p) => p !== product && row.roles[p]).map(
                    (p) => `${_(productNames[p])}: ${_(roleNames[row.roles[p] as Role])}`,
                  ),
                )}
              </td>
              <td>{_(row.disabled ? m.disabled : m.enabled)}</td>
              <td>
                {mayOnAccount(roles, row.roles, { self: row.uid === selfUid }) ? (
                  <button
                    type="button"
                    className="button"
                    disabled={busyUid === row.uid}
                    onClick={() => setConfirming(row)}
                  >
                    {_(row.disabled ? m.enable : m.disable)}
                  </button>
                ) : null}
                {row.uid !== selfUid && canChange ? (
                  <button
                    type="button"
                    className="button"
                    disabled={busyUid === row.uid}
                    aria-label={_({
                      ...adminAccounts.deleteUserFor,
                      values: { email: row.email },
                    })}
                    onClick={() => setDeleting(row)}
                  >
                    {_(adminAccounts.deleteUser)}
                  </button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </LoadedTable>
      <CursorPager
        label={_(nav.users)}
        pages={pages}
        next={load.state === 'ready' ? load.value.next : null}
      />

      <InviteForm products={products} grantable={grantable} />
      <InvitationsList product={product} />

      {deleting ? (
        <ConfirmDialog
          text={_({ ...adminAccounts.confirmDelete, values: { email: deleting.email } })}
          busy={busyUid === deleting.uid}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}

      {confirming ? (
        <ConfirmDialog
          text={_({
            ...(confirming.disabled ? m.confirmEnable : m.confirmDisable),
            values: { email: confirming.email },
          })}
          busy={busyUid === confirming.uid}
          onConfirm={() => toggleDisabled(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}

function InviteForm({ products, grantable }: { products: Product[]; grantable: Role[] }) {
  const { _ } = useLingui();
  const [email, setEmail] = useState('');
  const [product, setProduct] = useState<Product>(products[0] ?? 'smm');
  const [role, setRole] = useState<Role>('user');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One idempotency key per intent: a retry of the same invitation repeats nothing.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(v.pipe(emailSchema, v.email()), email);
    if (!parsed.success) {
      setError(_(m.emailInvalid));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      // An invitation grants nothing until its link is accepted.
      await inviteUser({ requestId, email: parsed.output, product, role });
      notify(_({ ...adminAccounts.invitationSent, values: { email: parsed.output } }), 'success');
      setEmail('');
      setRequestId(crypto.randomUUID());
    } catch (failure) {
      setError(errorSentence(_, failure, mailErrors));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="invite-title">
      <h2 id="invite-title">{_(m.invite)}</h2>
      <form className="form" onSubmit={submit} noValidate>
        <label className="field">
          {_(m.email)}
          <input
            type="email"
            name="inviteEmail"
            value={email}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'invite-error' : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setRequestId(crypto.randomUUID());
            }}
          />
        </label>
        {error ? (
          <p className="field-error" id="invite-error" role="alert">
            {error}
          </p>
        ) : null}
        <ProductSelect
          name="inviteProduct"
          products={products}
          value={product}
          onChange={setProduct}
        />
        <label className="field">
          {_(m.role)}
          <select
            name="inviteRole"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
          >
            {grantable.map((r) => (
              <option key={r} value={r}>
                {_(roleNames[r])}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-primary" disabled={busy}>
          {_(m.sendInvite)}
        </button>
      </form>
    </section>
  );
}
