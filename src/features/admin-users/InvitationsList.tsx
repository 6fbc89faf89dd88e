import { useLingui } from '@lingui/react';
import { INVITATION_STATUSES } from '@model/schemas/invitations';
import type { Product } from '@model/variant';
import { useId, useState } from 'react';
import * as accounts from '../../firebase/accounts';
import type { InvitationRow, InvitationStatus } from '../../lib/workspace-people';
import { adminAccounts as m } from '../../ui/admin/account-messages';
import { roleNames } from '../../ui/admin/messages';
import { LoadedTable } from '../../ui/LoadedTable';
import { InvitationActions } from '../../ui/members/InvitationActions';
import { invitationStatusLabels, memberRoleLabels } from '../../ui/members/messages';
import { useLoad } from '../../ui/use-load';

const STATUSES = INVITATION_STATUSES;

/** A product's invitations by state, with resend and revoke for the open ones. */
export function InvitationsList({ product }: { product: Product }) {
  const { _, i18n } = useLingui();
  const ids = { title: useId(), filter: useId() };
  const [status, setStatus] = useState<InvitationStatus | 'all'>('pending');
  const { load, reload } = useLoad(() => accounts.listProductInvitations(product), [product]);
  const rows = (load.state === 'ready' ? load.value : []).filter(
    (row) => status === 'all' || row.status === status,
  );

  const access = (row: InvitationRow) =>
    row.kind === 'member' && row.memberRole
      ? _({
          ...m.memberOf,
          values: {
            role: _(memberRoleLabels[row.memberRole]!),
            workspace: row.workspaceName ?? '',
          },
        })
      : row.role
        ? _(roleNames[row.role])
        : '';

  return (
    <section aria-labelledby={ids.title} data-invitations={product}>
      <h2 id={ids.title}>{_(m.invitationsTitle)}</h2>
      <p className="muted">{_(m.invitationsLead)}</p>
      <label className="field" htmlFor={ids.filter}>
        {_(m.show)}
        <select
          id={ids.filter}
          value={status}
          onChange={(event) => setStatus(event.target.value as InvitationStatus | 'all')}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {_(invitationStatusLabels[s]!)}
            </option>
          ))}
          <option value="all">{_(m.all)}</option>
        </select>
      </label>
      <LoadedTable
        load={load}
        label={_(m.invitationsTitle)}
        columns={[m.email, m.grants, m.invitedBy, m.status, m.validUntil, m.actions]}
        isEmpty={rows.length === 0}
        empty={m.empty}
        failed={m.failed}
        onRetry={reload}
      >
        {rows.map((row) => (
          <tr key={row.id} data-invitation={row.id} data-status={row.status}>
            <td>{row.email}</td>
            <td>{access(row)}</td>
            <td>{row.invitedByName}</td>
            <td>{_(invitationStatusLabels[row.status]!)}</td>
            <td>
              {row.expiresAt ? i18n.date(new Date(row.expiresAt), { dateStyle: 'medium' }) : null}
            </td>
            <td>
              <InvitationActions api={accounts} row={row} onChanged={reload} />
            </td>
          </tr>
        ))}
      </LoadedTable>
    </section>
  );
}
