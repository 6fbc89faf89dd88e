import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { useSearch } from 'wouter';
import { listMemberWorkspaces } from '../../firebase/posts/post-queries';
import { session } from '../../session/store';
import { nav } from '../../ui/messages';
import { PageHeader } from '../../ui/PageHeader';
import { useStyles } from '../../ui/styles';
import { mayEditWorkspace, useWorkspaces, WorkspacePage } from '../../ui/WorkspacePage';
import { LibraryPanel } from './LibraryPanel';
import { LIBRARY_CSS } from './library-css';
import { m } from './messages';

/** /app/library (smm): the media library of a workspace the user belongs to. */
export function LibraryPage() {
  useStyles('library', LIBRARY_CSS);
  const { uid, roles } = useSnapshot(session);
  const search = useSearch();
  const [chosen, setChosen] = useState<string | null>(null);
  const workspaces = useWorkspaces(uid, listMemberWorkspaces, m.loadFailed);
  return (
    <WorkspacePage
      header={<PageHeader title={nav.library} lead={m.lead} />}
      workspaces={workspaces}
      // A link may name the workspace (?workspace=...); otherwise the first one.
      preferred={[chosen, new URLSearchParams(search).get('workspace')]}
      onChoose={setChosen}
      label={m.workspace}
      noWorkspace={m.noWorkspace}
      toolbarClass="library-toolbar"
    >
      {(workspace) => (
        <LibraryPanel
          key={workspace.id}
          workspaceId={workspace.id}
          canEdit={mayEditWorkspace(workspace, roles)}
        />
      )}
    </WorkspacePage>
  );
}
