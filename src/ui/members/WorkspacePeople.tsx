import { useCallback, useEffect, useState } from 'react';
import type { InvitationRow, ManagedWorkspace, PeopleApi } from '../../lib/workspace-people';
import { WorkspaceInvitations } from './WorkspaceInvitations';
import { WorkspaceMembers } from './WorkspaceMembers';

/**
 * A workspace's members and, for those who manage it, its invitations. Members cannot read
 * each other's profiles, so a member is named by the address their accepted invitation was
 * sent to, when the manager can see it.
 */
export function WorkspacePeople({
  workspace,
  selfUid,
  selfEmail,
  canManage,
  onChanged,
  api,
}: {
  /** The backend calls; the screens pass src/firebase/accounts. */
  api: PeopleApi;
  workspace: ManagedWorkspace;
  selfUid: string | null;
  selfEmail: string | null;
  canManage: boolean;
  onChanged: () => void;
}) {
  const [rows, setRows] = useState<InvitationRow[] | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(() => {
    if (!canManage) return;
    api
      .listWorkspaceInvitations(workspace.id)
      .then((list) => {
        setRows(list);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, [workspace.id, canManage, api]);
  useEffect(reload, [reload]);

  const emails = new Map<string, string>();
  for (const row of rows ?? []) if (row.acceptedBy) emails.set(row.acceptedBy, row.email);
  if (selfUid && selfEmail) emails.set(selfUid, selfEmail);
  const named = {
    ...workspace,
    members: workspace.members.map((member) => ({
      ...member,
      email: member.email ?? emails.get(member.uid) ?? null,
    })),
  };

  return (
    <>
      <WorkspaceMembers
        api={api}
        workspace={named}
        selfUid={selfUid}
        canManage={canManage}
        onChanged={() => {
          onChanged();
          reload();
        }}
      />
      {canManage ? (
        <WorkspaceInvitations
          api={api}
          workspaceId={workspace.id}
          rows={rows}
          failed={failed}
          reload={reload}
        />
      ) : null}
    </>
  );
}
