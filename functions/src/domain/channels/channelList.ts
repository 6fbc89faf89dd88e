// The workspace document's list of its channels (channelIds): the ids of the channels that are
// not disconnected. firestore.rules check a client's post against it without reading each
// channel (a rule may read at most 10 documents), and the REST api checks against it too, so
// both refuse a post naming another workspace's channel the same way.

import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { Workspace } from '../workspaces/workspaces';

/** The listed channel ids, or null for a workspace written before the list existed. */
export function listedChannelIds(workspace: Workspace): string[] | null {
  const ids = workspace.data.channelIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : null;
}

/**
 * Lists (connected) or unlists (disconnected) a channel on its workspace. A workspace written
 * before the list existed gets it built from its channels collection first, which is how older
 * data migrates. It reads before it writes, as transactions require: call it after the
 * transaction's other reads and before its writes.
 */
export async function syncChannelIds(
  tx: Transaction,
  workspace: Workspace,
  channelId: string,
  connected: boolean,
): Promise<void> {
  if (listedChannelIds(workspace)) {
    tx.update(workspace.ref, {
      channelIds: connected ? FieldValue.arrayUnion(channelId) : FieldValue.arrayRemove(channelId),
    });
    return;
  }
  const channels = await tx.get(workspace.ref.collection('channels'));
  const ids = new Set(
    channels.docs.filter((doc) => doc.get('status') !== 'disconnected').map((doc) => doc.id),
  );
  if (connected) ids.add(channelId);
  else ids.delete(channelId);
  tx.update(workspace.ref, { channelIds: [...ids].sort() });
}
