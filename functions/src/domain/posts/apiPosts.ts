// Posts through the REST API, for the workspace an API key belongs to: list them, and create
// drafts (the approval and scheduling workflow stays with people in the app).

import {
  type ApiCreatePostInput,
  POST_STATUSES,
  type PostStatus,
} from '@model/schemas/posts/posts';
import { FieldPath, FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { SCHEDULE_MAX_AHEAD_MS } from '../../config';
import { invalid } from '../errors';
import { runOnce } from '../idempotency';
import { type ApiActor, recordApiStep } from '../platform/apiActor';
import { assertListedChannels, postAsApi } from '../platform/apiPostEdits';
import { readCursor, readPage, writeCursor } from '../platform/cursor';
import { readWorkspace } from '../workspaces/workspaces';

export interface PostPageOptions {
  status: PostStatus | null;
  channelId: string | null;
  limit: number;
  /** The opaque cursor of the previous page's answer, or null for the first page. */
  cursor: string | null;
}

/**
 * The cursor names the last post of a page by its creation time (to the nanosecond) and id, the
 * order of the listing: a post created while a client pages sorts after every older one, so the
 * pages list every post that existed once, and the new ones at the end.
 */
export function encodeCursor(createdAt: Timestamp, id: string): string {
  return writeCursor([createdAt.seconds, createdAt.nanoseconds, id]);
}

export function decodeCursor(cursor: string): { createdAt: Timestamp; id: string } {
  const [seconds, nanos, id] = readCursor(
    cursor,
    ([seconds, nanos, id]) =>
      Number.isInteger(seconds) && Number.isInteger(nanos) && typeof id === 'string',
  ) as [number, number, string];
  return { createdAt: new Timestamp(seconds, nanos), id };
}

/** One page of the workspace's posts, oldest first, and the cursor of the next page. */
export async function listPostPage(
  db: Firestore,
  workspaceId: string,
  options: PostPageOptions,
): Promise<{ data: Record<string, unknown>[]; nextCursor: string | null }> {
  let query = db
    .collection('workspaces')
    .doc(workspaceId)
    .collection('posts')
    .orderBy('createdAt', 'asc')
    .orderBy(FieldPath.documentId(), 'asc');
  if (options.status) query = query.where('status', '==', options.status);
  if (options.channelId) query = query.where('channelIds', 'array-contains', options.channelId);
  if (options.cursor) {
    const after = decodeCursor(options.cursor);
    query = query.startAfter(after.createdAt, after.id);
  }
  return readPage(
    query,
    options.limit,
    (doc) => postAsApi(doc.id, doc.data()),
    (last) => {
      const createdAt = last.get('createdAt');
      return createdAt instanceof Timestamp ? encodeCursor(createdAt, last.id) : null;
    },
  );
}

export function isPostStatus(value: string): value is PostStatus {
  return (POST_STATUSES as readonly string[]).includes(value);
}

export interface ApiPostResult extends Record<string, unknown> {
  id: string;
  status: 'draft';
}

export async function createApiPost(
  db: Firestore,
  key: ApiActor,
  input: ApiCreatePostInput,
  requestId: string,
  now: Date,
): Promise<ApiPostResult> {
  if (input.scheduledAt) {
    const at = Date.parse(input.scheduledAt);
    if (at <= now.getTime() || at > now.getTime() + SCHEDULE_MAX_AHEAD_MS) {
      throw invalid('scheduledAt must be in the future and within a year.');
    }
  }
  return runOnce(
    db,
    {
      operation: `createApiPost.${key.via}`,
      owner: `key_${key.keyId}`,
      requestId,
      payload: input,
      now,
    },
    async (tx) => {
      const workspace = await readWorkspace(db, tx, key.workspaceId);
      const channelIds = [...new Set(input.channelIds)];
      assertListedChannels(workspace, channelIds);
      const ref = workspace.ref.collection('posts').doc();
      tx.create(ref, {
        authorUid: null,
        apiKeyId: key.keyId,
        text: input.text,
        // The follow-up parts, trimmed by the schema; the publisher sends them as replies.
        thread: input.thread ?? [],
        ...(input.threadElsewhere ? { threadElsewhere: input.threadElsewhere } : {}),
        // Published after the post (and its thread) on the networks that take one.
        ...(input.firstComment ? { firstComment: input.firstComment } : {}),
        variants: {},
        media: [],
        channelIds,
        timeZone: input.timeZone ?? workspace.data.timeZone ?? 'UTC',
        scheduledAt: input.scheduledAt ? Timestamp.fromMillis(Date.parse(input.scheduledAt)) : null,
        status: 'draft',
        results: {},
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      // The history starts with the key that created it (an API key acts for no account).
      recordApiStep(db, tx, key, ref, 'created', { text: input.text }, workspace.product);
      return { id: ref.id, status: 'draft' };
    },
  );
}
