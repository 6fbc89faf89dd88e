import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { useSearch } from 'wouter';
import { listMemberWorkspaces } from '../../firebase/post-queries';
import { session } from '../../session/store';
import { errorSentence } from '../../ui/error-text';
import { nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { useStyles } from '../../ui/styles';
import { useLoad } from '../../ui/use-load';
import { mayEditWorkspace, WorkspacePage } from '../../ui/WorkspacePage';
import { LibraryPanel } from './LibraryPanel';
import { LIBRARY_CSS } from './library-css';
import { m } from './messages';

/** /app/library (smm): the media library of a workspace the user belongs to. */
export function LibraryPage() {
  const { _ } = useLingui();
  useStyles('library', LIBRARY_CSS);
  const { uid, roles } = useSnapshot(session);
  const search = useSearch();
  const [chosen, setChosen] = useState<string | null>(null);
  const { load } = useLoad(() => listMemberWorkspaces(uid ?? ''), [uid], {
    enabled: Boolean(uid),
    report: (error) =>
      notify(_({ ...m.loadFailed, values: { reason: errorSentence(_, error) } }), 'error'),
  });
  // A failed read shows the no-workspace sentence after its notification.
  const workspaces = load.state === 'ready' ? load.value : load.state === 'failed' ? [] : null;
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
