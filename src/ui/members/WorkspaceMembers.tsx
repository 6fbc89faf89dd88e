import { useLingui } from '@lingui/react';
import { useState } from 'react';
import {
  type ManagedWorkspace,
  MEMBER_ROLES,
  type MemberRole,
  type PeopleApi,
  type WorkspaceMember,
} from '../../lib/workspace-people';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { errorSentence } from '../error-text';
import { notify } from '../notification-store';
import { PersonAvatar } from '../people/PersonAvatar';
import { membersMessages as m, memberRoleLabels } from './messages';

/**
 * A workspace's members with their roles. Those who manage the workspace (its owners, or
 * agency staff) change roles and remove members; anyone may leave, except the last owner,
 * whose controls are disabled with the reason next to them.
 */
export function WorkspaceMembers({
  workspace,
  selfUid,
  canManage,
  onChanged,
  api,
}: {
  api: Pick<PeopleApi, 'setWorkspaceMember'>;
  workspace: ManagedWorkspace;
  selfUid: string | null;
  canManage: boolean;
  onChanged: () => void;
}) {
  const { _ } = useLingui();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<WorkspaceMember | null>(null);
  const owners = workspace.members.filter((member) => member.role === 'owner').length;

  const nameOf = (member: WorkspaceMember) => {
    const name =
      member.displayName ??
      member.email ??
      _({ ...m.unknownMember, values: { id: member.uid.slice(0, 6) } });
    return member.uid === selfUid ? _({ ...m.you, values: { name } }) : name;
  };

  async function change(member: WorkspaceMember, memberRole: MemberRole | null) {
    setBusy(true);
    try {
      await api.setWorkspaceMember({ workspaceId: workspace.id, uid: member.uid, memberRole });
      notify(_(memberRole ? m.roleChanged : m.removed), 'success');
    } catch (error) {
      notify(errorSentence(_, error, { 'functions/failed-precondition': m.lastOwner }), 'error');
    } finally {
      setBusy(false);
      setRemoving(null);
      onChanged();
    }
  }

  const lastOwnerNote = `members-last-owner-${workspace.id}`;
  return (
    <section aria-label={_(m.title)}>
      <h3>{_(m.title)}</h3>
      <ul className="member-list">
        {workspace.members.map((member) => {
          const isLastOwner = member.role === 'owner' && owners <= 1;
          const self = member.uid === selfUid;
          const name = nameOf(member);
          return (
            <li key={member.uid} className="member-row">
              <PersonAvatar
                name={member.displayName ?? member.email ?? ''}
                photoURL={member.photoURL}
              />
              <span className="member-name">
                {name}
                {/* Those who manage the members also see the address (the functions send it). */}
                {member.email && member.email !== name ? (
                  <span className="member-email">{member.email}</span>
                ) : null}
              </span>
              {canManage ? (
                <select
                  aria-label={_({ ...m.roleFor, values: { name } })}
                  value={member.role}
                  disabled={busy || isLastOwner}
                  aria-describedby={isLastOwner ? lastOwnerNote : undefined}
                  onChange={(event) => void change(member, event.target.value as MemberRole)}
                >
                  {MEMBER_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {_(memberRoleLabels[role]!)}
                    </option>
                  ))}
                </select>
              ) : (
                <span className="role-badge">{_(memberRoleLabels[member.role]!)}</span>
              )}
              {canManage || self ? (
                <button
                  type="button"
                  className="button"
                  disabled={busy || isLastOwner}
                  aria-describedby={isLastOwner ? lastOwnerNote : undefined}
                  onClick={() => setRemoving(member)}
                >
                  {self ? _(m.leave) : _(m.remove)}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {owners <= 1 && (canManage || workspace.myRole === 'owner') ? (
        <p className="field-hint" id={lastOwnerNote}>
          {_(m.lastOwner)}
        </p>
      ) : null}
      {removing ? (
        <ConfirmDialog
          text={
            removing.uid === selfUid
              ? _({ ...m.leaveConfirm, values: { workspace: workspace.name } })
              : _({
                  ...m.removeConfirm,
                  values: { name: nameOf(removing), workspace: workspace.name },
                })
          }
          busy={busy}
          onConfirm={() => void change(removing, null)}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
