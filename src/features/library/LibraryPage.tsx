import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { useSearch } from 'wouter';
import { listMemberWorkspaces } from '../../firebase/post-queries';
import { isAdminRole } from '../../lib/roles';
import type { Product } from '../../lib/variant';
import { session } from '../../session/store';
import { errorSentence } from '../../ui/error-text';
import { nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { useStyles } from '../../ui/styles';
import { useLoad, valueOr } from '../../ui/use-load';
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
  const workspaces = valueOr(load, null);
  const header = <PageHeader title={nav.library} lead={m.lead} />;
  if (load.state === 'loading') {
    return (
      <>
        {header}
        <Spinner />
      </>
    );
  }
  // A link may name the workspace (?workspace=...); otherwise the first one.
  const linked = new URLSearchParams(search).get('workspace');
  const list = workspaces ?? [];
  const workspace =
    list.find((w) => w.id === chosen) ?? list.find((w) => w.id === linked) ?? list[0] ?? null;
  if (!workspace) {
    return (
      <>
        {header}
        <p className="empty">{_(m.noWorkspace)}</p>
      </>
    );
  }
  // The server decides; this only spares viewers and approvers buttons that would be refused.
  const canEdit =
    workspace.role === 'owner' ||
    workspace.role === 'editor' ||
    isAdminRole(roles[workspace.product as Product]);
  return (
    <>
      {header}
      {list.length > 1 ? (
        <div className="library-toolbar">
          <label>
            {_(m.workspace)}
            <select value={workspace.id} onChange={(event) => setChosen(event.target.value)}>
              {list.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      <LibraryPanel key={workspace.id} workspaceId={workspace.id} canEdit={canEdit} />
    </>
  );
}
