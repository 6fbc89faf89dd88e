// A channel that can no longer act for its account: its status turns needs_reconnect and the
// workspace gets one notification, written in the same transaction as the status change, so a
// channel that stays broken (every later run sees it already marked) is announced only once.

import { CHANNEL_NEEDS_RECONNECT, channelDocSchema } from '@model/schemas/channels/channels';
import { workspaceDocSchema } from '@model/schemas/workspaces';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { networkName } from '../../providers/oauth';
import { queueNotification } from '../notifications/outbox';
import { storedField } from '../stored';

/**
 * Marks a connected channel needs_reconnect with the network's reason and notifies the workspace.
 * Answers whether the channel turned now (false when it was already marked, disconnected or gone).
 */
export async function markChannelNeedsReconnect(
  db: Firestore,
  workspaceId: string,
  channelId: string,
  reason: string,
  now: Date = new Date(),
): Promise<boolean> {
  const workspace = db.collection('workspaces').doc(workspaceId);
  const channelRef = workspace.collection('channels').doc(channelId);
  return db.runTransaction(async (tx) => {
    const [snap, workspaceSnap] = await Promise.all([tx.get(channelRef), tx.get(workspace)]);
    const channel = snap.data();
    if (storedField(channelDocSchema, channel, 'status', null) !== 'connected') return false;
    const at = Timestamp.fromDate(now);
    tx.update(channelRef, {
      status: 'needs_reconnect',
      lastError: { message: reason, at },
      updatedAt: FieldValue.serverTimestamp(),
    });
    const provider = storedField(channelDocSchema, channel, 'provider', '') || 'unknown';
    const handle = storedField(channelDocSchema, channel, 'handle', '') || channelId;
    tx.create(workspace.collection('notifications').doc(), {
      kind: CHANNEL_NEEDS_RECONNECT,
      channelId,
      provider,
      handle,
      message: `${handle} (${networkName(provider)}) needs to be reconnected: ${reason}`,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const stored = workspaceSnap.data();
    const members = storedField(workspaceDocSchema, stored, 'members', {});
    queueNotification(db, tx, {
      event: 'channel_reconnect',
      audience: { uids: Object.keys(members).filter((uid) => members[uid] === 'owner') },
      params: { subject: `${handle} (${networkName(provider)})`, reasons: reason },
      path: '/app',
      workspaceId: workspaceSnap.id,
      product: storedField(workspaceDocSchema, stored, 'product', 'smm'),
    });
    return true;
  });
}
