import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import * as accounts from '../../firebase/accounts';
import type { ManagedWorkspace } from '../../lib/workspace-people';
import { session } from '../../session/store';
import { adminAccounts as m } from '../../ui/admin/account-messages';
import { WorkspacePeople } from '../../ui/members/WorkspacePeople';

/** Agency staff manage a client workspace's people: invite, change roles, remove. */
export function ClientMembers({ workspaceId, name }: { workspaceId: string; name: string }) {
  const { _ } = useLingui();
  const id = useId();
  const { uid, email } = useSnapshot(session);
  const [workspace, setWorkspace] = useState<ManagedWorkspace | null>(null);

  const reload = useCallback(() => {
    accounts
      .readWorkspace(workspaceId, uid ?? '')
      .then(setWorkspace)
      .catch(() => setWorkspace(null));
  }, [workspaceId, uid]);
  useEffect(reload, [reload]);

  return (
    <section aria-labelledby={id} data-client-members={workspaceId}>
      <h3 id={id}>{_({ ...m.clientMembers, values: { name } })}</h3>
      {workspace ? (
        <WorkspacePeople
          api={accounts}
          workspace={workspace}
          selfUid={uid}
          selfEmail={email}
          canManage
          onChanged={reload}
        />
      ) : null}
    </section>
  );
}
