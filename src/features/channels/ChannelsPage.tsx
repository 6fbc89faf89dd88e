import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { listMemberWorkspaces } from '../../firebase/posts/post-queries';
import { session } from '../../session/store';
import { nav } from '../../ui/messages';
import { PageHeader } from '../../ui/PageHeader';
import { mayEditWorkspace, useWorkspaces, WorkspacePage } from '../../ui/WorkspacePage';
import { ChannelsPanel } from './ChannelsPanel';
import { m } from './messages';

// The chosen workspace survives the trip to a network's sign-in page and back.
const CHOICE_KEY = 'smm.channels.workspace';

function rememberedChoice(): string | null {
  try {
    return sessionStorage.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
}

function remember(workspaceId: string): void {
  try {
    sessionStorage.setItem(CHOICE_KEY, workspaceId);
  } catch {
    // Without storage the first workspace is shown after a network's redirect.
  }
}

/** /app/channels (smm): the channels of a workspace the user belongs to. */
export function ChannelsPage() {
  const { uid, roles } = useSnapshot(session);
  const [workspaceId, setWorkspaceId] = useState<string | null>(null);
  const workspaces = useWorkspaces(uid, listMemberWorkspaces, m.loadFailed);
  return (
    <WorkspacePage
      header={<PageHeader title={nav.channels} lead={m.lead} />}
      workspaces={workspaces}
      preferred={[workspaceId ?? rememberedChoice()]}
      onChoose={(id) => {
        remember(id);
        setWorkspaceId(id);
      }}
      label={m.workspace}
      noWorkspace={m.noWorkspace}
      toolbarClass="channels-toolbar"
    >
      {(workspace) => (
        <ChannelsPanel
          key={workspace.id}
          workspaceId={workspace.id}
          canManage={mayEditWorkspace(workspace, roles)}
        />
      )}
    </WorkspacePage>
  );
}
