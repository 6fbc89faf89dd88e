// Polling the networks that do not push: each connected channel with an inbox reader is read
// stream by stream from its stored cursor (inboxCursors/{channelId}, with the last ETag for a
// conditional request), what it brings goes through ingest(), and the cursor moves only after
// the items are stored, so a failed run reads the same page again. Each read takes a place in the
// account's read budget first (readPace.ts, the publisher's pacing); a network that answers 429
// is left alone until the time it names, a refused token marks the channel for reconnection.
// pollTasks.ts runs one channel per task.

import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { isProviderError } from '../../providers/errors';
import { inboxReaderFor } from '../../providers/inbox/registry';
import type { OurPost } from '../../providers/inbox/types';
import type { Provider } from '../../providers/types';
import { markChannelNeedsReconnect } from '../channels/channelHealth';
import { loadChannel } from '../publishing/publish';
import { ingest } from './ingest';
import { readBudgetFor, takeReadPlace } from './readPace';

export interface PollDeps {
  providerFor: (id: unknown) => Provider;
  now: () => Date;
  providerTimeoutMs?: number;
}

/** Our posts of the channel a thread can be matched to. */
const RECENT_POSTS = 100;

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
  const retryAt = cursorSnap.get('retryAt') as Timestamp | undefined;
  if (retryAt && retryAt.toMillis() > now.getTime()) return 0;
  const budget = readBudgetFor(setup.provider.id, setup.secrets.sandbox === true);
  if (budget && !(await takeReadPlace(db, channelId, budget, now.getTime()))) return 0;
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
