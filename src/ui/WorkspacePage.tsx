// A page about one workspace the user belongs to (its channels, its media library): the page's
// header, a skeleton while the list loads, a sentence when there is none, a chooser when there
// are several, and the chosen workspace's own panel.

import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { isAdminRole, type ProductRoles } from '@model/roles';
import type { Product } from '@model/variant';
import type { ReactNode } from 'react';
import { errorSentence } from './error-text';
import { notify } from './notification-store';
import { Skeleton } from './Skeleton';
import { useLoad } from './use-load';

export interface WorkspaceOption {
  id: string;
  name: string;
}

// Here rather than in src/lib/roles: that module ships in the initial chunk, this only with these pages.
/**
 * Whether someone may change a workspace's content (channels, media): its owner or an editor,
 * or an admin of its product. The server decides; this only spares buttons it would refuse.
 */
export function mayEditWorkspace(
  workspace: { role: string; product: string },
  roles: ProductRoles,
): boolean {
  return (
    workspace.role === 'owner' ||
    workspace.role === 'editor' ||
    isAdminRole(roles[workspace.product as Product])
  );
}

/**
 * The signed-in user's workspaces for a WorkspacePage: null while they load; a failed read is
 * notified (`failed` takes the reason) and leaves none, so the page says there is no workspace.
 */
export function useWorkspaces<T>(
  uid: string | null,
  list: (uid: string) => Promise<T[]>,
  failed: MessageDescriptor,
): T[] | null {
  const { _ } = useLingui();
  const { load } = useLoad(() => list(uid ?? ''), [uid], {
    enabled: Boolean(uid),
    report: (error) =>
      notify(_({ ...failed, values: { reason: errorSentence(_, error) } }), 'error'),
  });
  return load.state === 'ready' ? load.value : load.state === 'failed' ? [] : null;
}

/** The labelled chooser of the workspace a page or form is about. */
export function WorkspaceSelect({
  label,
  workspaces,
  value,
  onChoose,
  className,
}: {
  label: MessageDescriptor;
  workspaces: readonly WorkspaceOption[];
  value: string;
  onChoose: (workspaceId: string) => void;
  className?: string;
}) {
  const { _ } = useLingui();
  return (
    <label className={className}>
      {_(label)}
      <select value={value} onChange={(event) => onChoose(event.target.value)}>
        {workspaces.map((w) => (
          <option key={w.id} value={w.id}>
            {w.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function WorkspacePage<T extends WorkspaceOption>({
  header,
  workspaces,
  preferred,
  onChoose,
  label,
  noWorkspace,
  toolbarClass,
  children,
}: {
  header: ReactNode;
  /** The user's workspaces; null while they load (a failed read passes an empty list). */
  workspaces: readonly T[] | null;
  /** Ids to show, best first (the user's choice, a link's, a remembered one); else the first. */
  preferred: readonly (string | null)[];
  onChoose: (workspaceId: string) => void;
  label: MessageDescriptor;
  noWorkspace: MessageDescriptor;
  toolbarClass: string;
  /** The chosen workspace's panel. */
  children: (workspace: T) => ReactNode;
}) {
  const { _ } = useLingui();
  if (workspaces === null) {
    return (
      <>
        {header}
        <Skeleton shape="list" count={3} />
      </>
    );
  }
  const workspace =
    preferred
      .map((id) => workspaces.find((w) => w.id === id))
      .find((found) => found !== undefined) ??
    workspaces[0] ??
    null;
  if (!workspace) {
    return (
      <>
        {header}
        <p className="empty">{_(noWorkspace)}</p>
      </>
    );
  }
  return (
    <>
      {header}
      {workspaces.length > 1 ? (
        <div className={toolbarClass}>
          <WorkspaceSelect
            label={label}
            workspaces={workspaces}
            value={workspace.id}
            onChoose={onChoose}
          />
        </div>
      ) : null}
      {children(workspace)}
    </>
  );
}
