// The warning job: a channel whose sign-in lapses within CREDENTIAL_WARNING_DAYS while a post is
// scheduled after the lapse gets one warning to the workspace's owners (and, in connect, to the
// client the workspace belongs to): a notification and an email through the outbox, written in
// the transaction that records which lapse was announced (credentialWarnedFor), so each lapse
// is announced once however often the job runs, and a reconnection's new lapse gets its own.

import {
  CREDENTIAL_WARNING_DAYS,
  forecastChannel,
  WEATHER_POST_STATUSES,
} from '@model/credential-weather';
import { channelDocSchema } from '@model/schemas/channels/channels';
import { workspaceDocSchema } from '@model/schemas/workspaces';
import {
  FieldValue,
  type Firestore,
  type QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import { networkName } from '../../providers/oauth';
import { queueNotification } from '../notifications/outbox';
import { storedField } from '../stored';

const DAY_MS = 86_400_000;

export interface WarningSummary {
  /** Channels whose sign-in lapses within the warning window. */
  due: number;
  warned: number;
}

/** The earliest post still to go on the channel at or after `from`, or null. */
async function firstFailingPost(channel: QueryDocumentSnapshot, from: number) {
  const posts = await channel.ref.parent.parent
    ?.collection('posts')
    .where('status', 'in', [...WEATHER_POST_STATUSES])
    .where('channelIds', 'array-contains', channel.id)
    .where('scheduledAt', '>=', Timestamp.fromMillis(from))
    .orderBy('scheduledAt')
    .limit(1)
    .get();
  const first = posts?.docs[0];
  const at = first?.get('scheduledAt');
  return first && at instanceof Timestamp ? { id: first.id, scheduledAt: at.toMillis() } : null;
}

async function warnOne(db: Firestore, channel: QueryDocumentSnapshot, now: Date): Promise<boolean> {
  const expiry =
    storedField(channelDocSchema, channel.data(), 'credentialExpiresAt', null)?.toMillis() ?? null;
  if (expiry === null) return false;
  const post = await firstFailingPost(channel, expiry);
  if (forecastChannel(expiry, post ? [post] : [], now.getTime()).outlook !== 'warning') {
    return false;
  }
  const workspaceRef = channel.ref.parent.parent;
  if (!workspaceRef) return false;
  return db.runTransaction(async (tx) => {
    const [snap, workspaceSnap] = await Promise.all([tx.get(channel.ref), tx.get(workspaceRef)]);
    const data = snap.data();
    const current = storedField(channelDocSchema, data, 'credentialExpiresAt', null);
    // Reconnected or disconnected meanwhile: the lapse this run read is no longer the channel's.
    if (storedField(channelDocSchema, data, 'status', null) !== 'connected') return false;
    if (current?.toMillis() !== expiry) return false;
    if (storedField(channelDocSchema, data, 'credentialWarnedFor', null)?.toMillis() === expiry) {
      return false;
    }
    tx.update(channel.ref, {
      credentialWarnedFor: Timestamp.fromMillis(expiry),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const workspace = workspaceSnap.data();
    const members = storedField(workspaceDocSchema, workspace, 'members', {});
    const product = storedField(workspaceDocSchema, workspace, 'product', 'smm');
    const owners = Object.keys(members).filter((uid) => members[uid] === 'owner');
    // In connect the workspace is a client's, named by ownerUid; the agency's staff are its owners.
    const client =
      product === 'connect' ? storedField(workspaceDocSchema, workspace, 'ownerUid', '') : '';
    const provider = storedField(channelDocSchema, data, 'provider', 'sandbox');
    const handle = storedField(channelDocSchema, data, 'handle', '') || channel.id;
    queueNotification(db, tx, {
      event: 'credential_expiring',
      audience: { uids: client ? [...owners, client] : owners },
      params: {
        subject: `${handle} (${networkName(provider)})`,
        date: new Date(expiry).toISOString(),
      },
      path: '/app',
      workspaceId: workspaceSnap.id,
      product,
    });
    return true;
  });
}

export async function warnExpiringCredentials(
  db: Firestore,
  now: Date,
  limit = 500,
): Promise<WarningSummary> {
  const horizon = Timestamp.fromMillis(now.getTime() + CREDENTIAL_WARNING_DAYS * DAY_MS);
  const due = await db
    .collectionGroup('channels')
    .where('status', '==', 'connected')
    .where('credentialExpiresAt', '<=', horizon)
    .orderBy('credentialExpiresAt')
    .limit(limit)
    .get();
  let warned = 0;
  for (const channel of due.docs) if (await warnOne(db, channel, now)) warned += 1;
  return { due: due.size, warned };
}
