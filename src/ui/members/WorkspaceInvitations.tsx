import { useLingui } from '@lingui/react';
import { type FormEvent, useId, useState } from 'react';
import {
  type InvitationRow,
  MEMBER_ROLES,
  type MemberRole,
  type PeopleApi,
} from '../../lib/workspace-people';
import { errorSentence } from '../error-text';
import { mailErrors } from '../mail-errors';
import { notify } from '../notification-store';
import { InvitationActions } from './InvitationActions';
import { invitationStatusLabels, membersMessages as m, memberRoleLabels } from './messages';

/** Invite a member by email with a role, and the workspace's invitations with their state. */
export function WorkspaceInvitations({
  workspaceId,
  rows,
  failed,
  reload,
  api,
}: {
  api: PeopleApi;
  workspaceId: string;
  rows: InvitationRow[] | null;
  failed: boolean;
  reload: () => void;
}) {
  const { _, i18n } = useLingui();
  const ids = { title: useId(), email: useId(), role: useId() };
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const email = String(form.get('email') ?? '').trim();
    const memberRole = String(form.get('memberRole') ?? 'editor') as MemberRole;
    setBusy(true);
    setError(null);
    try {
      await api.inviteWorkspaceMember({ workspaceId, email, memberRole });
      notify(_({ ...m.invitationSent, values: { email } }), 'success');
      formElement.reset();
    } catch (failure) {
      setError(errorSentence(_, failure, mailErrors));
    } finally {
      setBusy(false);
      reload();
    }
  }

  return (
    <section aria-labelledby={ids.title}>
      <h3 id={ids.title}>{_(m.inviteTitle)}</h3>
      <form className="form form-inline" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={ids.email}>{_(m.inviteEmail)}</label>
          <input id={ids.email} name="email" type="email" autoComplete="off" required />
        </div>
        <div className="field">
          <label htmlFor={ids.role}>{_(m.inviteRole)}</label>
          <select id={ids.role} name="memberRole" defaultValue="editor">
            {MEMBER_ROLES.map((role) => (
              <option key={role} value={role}>
                {_(memberRoleLabels[role]!)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {_(m.invite)}
        </button>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
      <h3>{_(m.invitationsTitle)}</h3>
      {failed ? <p className="form-error">{_(m.loadFailed)}</p> : null}
      {rows && rows.length === 0 ? <p className="empty">{_(m.noInvitations)}</p> : null}
      {rows && rows.length > 0 ? (
        <ul className="member-list">
          {rows.map((row) => (
            <li key={row.id} className="member-row">
              <span className="member-name">{row.email}</span>
              <span>{row.memberRole ? _(memberRoleLabels[row.memberRole]!) : null}</span>
              <span className={`status status-${row.status}`}>
                {_(invitationStatusLabels[row.status]!)}
              </span>
              {row.expiresAt && row.status === 'pending' ? (
                <span>
                  {_(m.expiresAt)} {i18n.date(new Date(row.expiresAt), { dateStyle: 'medium' })}
                </span>
              ) : null}
              <InvitationActions api={api} row={row} onChanged={reload} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
