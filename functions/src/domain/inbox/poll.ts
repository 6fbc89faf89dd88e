// Polling the networks that do not push: each connected channel with an inbox reader is read
// stream by stream from its stored cursor (inboxCursors/{channelId}, with the last ETag for a
// conditional request), what it brings goes through ingest(), and the cursor moves only after
// the items are stored, so a failed run reads the same page again. Each channel is read at most
// once per its network's interval (the read budget; the publisher's budgets pace writes); a
// network that answers 429 is left alone until the time it names, a refused token marks the
// channel for reconnection.

import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { isProviderError } from '../../providers/errors';
import { inboxReaderFor } from '../../providers/inbox/registry';
import type { OurPost } from '../../providers/inbox/types';
import type { Provider } from '../../providers/types';
import { markChannelNeedsReconnect } from '../channels/channelHealth';
import { loadChannel } from '../publishing/publish';
import { wakeSnoozed } from './actions';
import { ingest } from './ingest';

export interface PollDeps {
  providerFor: (id: unknown) => Provider;
  now: () => Date;
  providerTimeoutMs?: number;
}

/** Least time between two reads of one channel; the sandbox is read on every tick. */
const INTERVAL_MS: Record<string, number> = { sandbox: 0 };
const DEFAULT_INTERVAL_MS = 5 * 60_000;
/** Our posts of the channel a thread can be matched to. */
const RECENT_POSTS = 100;

export interface PollSummary {
  channels: number;
  stored: number;
  failed: number;
}

type Stored = Record<string, string>;

async function ourPosts(db: Firestore, workspaceId: string, channelId: string) {
  const snap = await db
    .collection('workspaces')
    .doc(workspaceId)
    .collection('posts')
    .where('channelIds', 'array-contains', channelId)
    .limit(RECENT_POSTS)
    .get();
  const posts = new Map<string, OurPost>();
  for (const doc of snap.docs) {
    const result = doc.get('results')?.[channelId] as Record<string, unknown> | undefined;
    if (result?.status !== 'published' || typeof result.externalId !== 'string') continue;
    const publishedAt =
      result.publishedAt instanceof Timestamp ? result.publishedAt.toMillis() : undefined;
    posts.set(result.externalId, {
      postId: doc.id,
      text: String(doc.get('text') ?? ''),
      ...(publishedAt ? { publishedAt } : {}),
    });
  }
  return posts;
}

/** Reads one channel's streams and stores what they bring; answers the items stored. */
export async function pollChannel(
  db: Firestore,
  workspaceId: string,
  channelId: string,
  deps: PollDeps,
): Promise<number> {
  const now = deps.now();
  const cursorRef = db.collection('inboxCursors').doc(channelId);
  const ws = db.collection('workspaces').doc(workspaceId);
  const [setup, cursorSnap] = await Promise.all([
    loadChannel(db, ws, channelId, deps),
    cursorRef.get(),
  ]);
  if (typeof setup === 'string') return 0;
  const reader = inboxReaderFor(setup.provider.id, setup.secrets);
  if (!reader) return 0;
  const interval =
    setup.secrets.sandbox === true ? 0 : (INTERVAL_MS[setup.provider.id] ?? DEFAULT_INTERVAL_MS);
  const polledAt = cursorSnap.get('polledAt') as Timestamp | undefined;
  const retryAt = cursorSnap.get('retryAt') as Timestamp | undefined;
  if (polledAt && now.getTime() - polledAt.toMillis() < interval) return 0;
  if (retryAt && retryAt.toMillis() > now.getTime()) return 0;
  const cursors: Stored = { ...(cursorSnap.get('cursors') ?? {}) };
  const etags: Stored = { ...(cursorSnap.get('etags') ?? {}) };
  const channelDoc = await ws.collection('channels').doc(channelId).get();
  const channel = {
    channelId,
    accountId: String(channelDoc.get('accountId') ?? channelDoc.get('handle') ?? ''),
    posts: await ourPosts(db, workspaceId, channelId),
    now: now.getTime(),
  };
  let stored = 0;
  try {
    for (const stream of reader.streams) {
      const read = await reader.read(
        stream,
        { cursor: cursors[stream] ?? null, etag: etags[stream] ?? null },
        channel,
        setup.secrets,
        setup.ctx,
      );
      stored += (await ingest(db, workspaceId, read.events)).stored;
      if (read.cursor) cursors[stream] = read.cursor;
      if (read.etag) etags[stream] = read.etag;
    }
  } catch (error) {
    if (isProviderError(error) && error.kind === 'auth') {
      await markChannelNeedsReconnect(db, workspaceId, channelId, error.message);
    }
    if (isProviderError(error) && error.kind === 'rate_limited') {
      await cursorRef.set(
        { retryAt: Timestamp.fromMillis(now.getTime() + (error.retryAfterMs ?? 60_000)) },
        { merge: true },
      );
    }
    throw error;
  } finally {
    await cursorRef.set(
      {
        cursors,
        etags,
        polledAt: Timestamp.fromDate(now),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  }
  return stored;
}

/** One tick: every connected channel that is due, a few at a time, and the snoozes run out. */
export async function pollInboxes(db: Firestore, deps: PollDeps): Promise<PollSummary> {
  const channels = await db.collectionGroup('channels').where('status', '==', 'connected').get();
  const summary: PollSummary = { channels: 0, stored: 0, failed: 0 };
  const workspaces = new Set<string>();
  const queue = channels.docs.filter((doc) => doc.ref.parent.parent);
  const worker = async () => {
    for (let doc = queue.shift(); doc; doc = queue.shift()) {
      const workspaceId = doc.ref.parent.parent?.id ?? '';
      workspaces.add(workspaceId);
      try {
        summary.stored += await pollChannel(db, workspaceId, doc.id, deps);
        summary.channels++;
      } catch {
        summary.failed++;
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  for (const workspaceId of workspaces) await wakeSnoozed(db, workspaceId, deps.now());
  return summary;
}
