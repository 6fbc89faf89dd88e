// Posts through the REST API, for the workspace an API key belongs to: list them, and create
// drafts (the approval and scheduling workflow stays with people in the app).

import { answeredFields, apiPostSchema } from '@model/schemas/api-responses';
import {
  type ApiCreatePostInput,
  POST_STATUSES,
  type PostStatus,
} from '@model/schemas/posts/posts';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { SCHEDULE_MAX_AHEAD_MS } from '../../config';
import { toJson } from '../catalogue';
import { listedChannelIds } from '../channels/channelList';
import { invalid } from '../errors';
import { runOnce } from '../idempotency';
import { readWorkspace } from '../workspaces/workspaces';
import { recordActivity } from './postActivity';

/** The fields a listed post shows: those of its API schema. */
const POST_FIELDS = answeredFields(apiPostSchema);

export async function listPosts(
  db: Firestore,
  workspaceId: string,
  options: { status: PostStatus | null; limit: number },
): Promise<Record<string, unknown>[]> {
  let query = db.collection('workspaces').doc(workspaceId).collection('posts').limit(options.limit);
  if (options.status) query = query.where('status', '==', options.status);
  const snap = await query.get();
  return snap.docs.map((doc) => {
    const data = doc.data();
    const out: Record<string, unknown> = { id: doc.id };
    for (const key of POST_FIELDS) out[key] = toJson(data[key]) ?? null;
    return out;
  });
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
  key: { keyId: string; workspaceId: string },
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
    { operation: 'createApiPost', owner: `key_${key.keyId}`, requestId, payload: input, now },
    async (tx) => {
      const workspace = await readWorkspace(db, tx, key.workspaceId);
      const channelIds = [...new Set(input.channelIds)];
      // The rules' check on a client's post: only the workspace's own, connected channels.
      const listed = new Set(listedChannelIds(workspace) ?? []);
      const unknown = channelIds.find((channelId) => !listed.has(channelId));
      if (unknown !== undefined) {
        throw invalid(`Channel ${unknown} is not a connected channel of this workspace.`);
      }
      const ref = workspace.ref.collection('posts').doc();
      tx.create(ref, {
        authorUid: null,
        apiKeyId: key.keyId,
        text: input.text,
        // The follow-up parts, trimmed by the schema; the publisher sends them as replies.
        thread: input.thread ?? [],
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
      recordActivity(tx, ref, {
        type: 'created',
        actorUid: null,
        actorName: `API key ${key.keyId}`,
        details: { text: input.text, apiKeyId: key.keyId },
      });
      return { id: ref.id, status: 'draft' };
    },
  );
}
