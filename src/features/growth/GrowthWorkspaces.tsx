// The growth screens' frame (the heatmap and links, the feeds): the title, the user's
// workspaces with a chooser when there are several, and the chosen workspace's panel.

import type { MessageDescriptor } from '@lingui/core';
import { type ReactNode, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { listMemberWorkspaces } from '../../firebase/posts/post-queries';
import type { Workspace } from '../../firebase/posts/post-types';
import { session } from '../../session/store';
import { PageHeader } from '../../ui/PageHeader';
import { useWorkspaces, WorkspacePage } from '../../ui/WorkspacePage';
import { growth as m } from './messages';

export function GrowthWorkspaces({
  title,
  lead,
  toolbarClass,
  children,
}: {
  title: MessageDescriptor;
  lead: MessageDescriptor;
  toolbarClass: string;
  children: (workspace: Workspace) => ReactNode;
}) {
  const { uid } = useSnapshot(session);
  const [chosen, setChosen] = useState<string | null>(null);
  const workspaces = useWorkspaces(uid, listMemberWorkspaces, m.loadFailed);
  return (
    <WorkspacePage
      header={<PageHeader title={title} lead={lead} />}
      workspaces={workspaces}
      preferred={[chosen]}
      onChoose={setChosen}
      label={m.workspace}
      noWorkspace={m.noWorkspace}
      toolbarClass={toolbarClass}
    >
      {children}
    </WorkspacePage>
  );
}
