import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { listMemberWorkspaces } from '../../firebase/post-queries';
import { isAdminRole } from '../../lib/roles';
import type { Product } from '../../lib/variant';
import { session } from '../../session/store';
import { errorSentence } from '../../ui/error-text';
import { nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useLoad } from '../../ui/use-load';
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
  const { _ } = useLingui();
  const { uid, roles } = useSnapshot(session);
  const [workspaceId, setWorkspaceId] = useState<string | null>(null);
  const { load } = useLoad(() => listMemberWorkspaces(uid ?? ''), [uid], {
    enabled: Boolean(uid),
    report: (error) =>
      notify(_({ ...m.loadFailed, values: { reason: errorSentence(_, error) } }), 'error'),
  });
  // A failed read shows the no-workspace sentence after its notification.
  const workspaces = load.state === 'ready' ? load.value : load.state === 'failed' ? [] : null;
  const workspace =
    workspaces?.find((w) => w.id === (workspaceId ?? rememberedChoice())) ??
    workspaces?.[0] ??
    null;
  const header = <PageHeader title={nav.channels} lead={m.lead} />;
  if (workspaces === null) {
    return (
      <>
        {header}
        <Skeleton shape="list" count={3} />
      </>
    );
  }
  if (!workspace) {
    return (
      <>
        {header}
        <p className="empty">{_(m.noWorkspace)}</p>
      </>
    );
  }
  // The server decides; this only spares viewers and approvers buttons that would be refused.
  const canManage =
    workspace.role === 'owner' ||
    workspace.role === 'editor' ||
    isAdminRole(roles[workspace.product as Product]);
  return (
    <>
      {header}
      {workspaces.length > 1 ? (
        <div className="channels-toolbar">
          <label>
            {_(m.workspace)}
            <select
              value={workspace.id}
              onChange={(event) => {
                remember(event.target.value);
                setWorkspaceId(event.target.value);
              }}
            >
              {workspaces.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      <ChannelsPanel key={workspace.id} workspaceId={workspace.id} canManage={canManage} />
    </>
  );
}
