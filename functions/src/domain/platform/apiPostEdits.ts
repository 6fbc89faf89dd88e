// A post of the key's workspace read, edited, cancelled or deleted through the REST API or an
// agent: the same status rules as the app's (the capability table: a post is edited and deleted
// as a draft or with changes requested, cancelled until it starts publishing), each step on the
// post's history in its own transaction. A repeated step finds its own result and changes nothing.

import { postStatusesFor } from '@model/capabilities';
import { answeredFields, apiPostSchema } from '@model/schemas/api-responses';
import type { ApiUpdatePostInput } from '@model/schemas/platform/platform';
import type { PostStatus } from '@model/schemas/posts/posts';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { SCHEDULE_MAX_AHEAD_MS } from '../../config';
import { toJson } from '../catalogue';
import { listedChannelIds } from '../channels/channelList';
import { invalid, precondition } from '../errors';
import { readApiPost } from '../posts/apiSchedule';
import { applyCancel } from '../posts/posts';
import { assertPostBasedOn } from '../versions/postVersion';
import { type BasedOn, versionOf } from '../versions/versions';
import type { Workspace } from '../workspaces/workspaces';
import { type ApiActor, recordAgentAudit, recordApiStep } from './apiActor';

const POST_FIELDS = answeredFields(apiPostSchema);
const EDITABLE = postStatusesFor('edit', 'smm');

/** A stored post as the API answers it: the fields of its API schema, times in ISO 8601. */
export function postAsApi(id: string, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { id };
  for (const key of POST_FIELDS) out[key] = toJson(data[key]) ?? null;
  return out;
}

/** A post as the API answers it, with its version (the REST API's ETag). */
export async function getVersionedApiPost(
  db: Firestore,
  key: { workspaceId: string },
  postId: string,
): Promise<{ post: Record<string, unknown>; version: number | null }> {
  const post = await db.runTransaction((tx) => readApiPost(db, tx, key, postId));
  return { post: postAsApi(postId, post.data), version: versionOf(post.data) };
}

export async function getApiPost(
  db: Firestore,
  key: { workspaceId: string },
  postId: string,
): Promise<Record<string, unknown>> {
  return (await getVersionedApiPost(db, key, postId)).post;
}

/** Only the workspace's own connected channels, as the rules require of a member's post. */
export function assertListedChannels(workspace: Workspace, channelIds: readonly string[]): void {
  const listed = new Set(listedChannelIds(workspace) ?? []);
  const unknown = channelIds.find((channelId) => !listed.has(channelId));
  if (unknown !== undefined) {
    throw invalid(`Channel ${unknown} is not a connected channel of this workspace.`);
  }
}

export interface ApiPostChange extends Record<string, unknown> {
  id: string;
  status: PostStatus;
  changed: boolean;
}

export async function updateApiPost(
  db: Firestore,
  actor: ApiActor,
  postId: string,
  input: ApiUpdatePostInput,
  now: Date,
  based: BasedOn = null,
): Promise<ApiPostChange> {
  if (input.scheduledAt) {
    const at = Date.parse(input.scheduledAt);
    if (at <= now.getTime() || at > now.getTime() + SCHEDULE_MAX_AHEAD_MS) {
      throw invalid('scheduledAt must be in the future and within a year.');
    }
  }
  return db.runTransaction(async (tx) => {
    const post = await readApiPost(db, tx, actor, postId);
    await assertPostBasedOn(tx, post, based);
    if (!EDITABLE.includes(post.status)) {
      throw precondition(
        `A post that is ${post.status} cannot be edited: only drafts and posts with changes requested can.`,
      );
    }
    const changes: Record<string, unknown> = {};
    if (input.text !== undefined) changes.text = input.text;
    if (input.channelIds !== undefined) {
      const channelIds = [...new Set(input.channelIds)];
      assertListedChannels(post.workspace, channelIds);
      changes.channelIds = channelIds;
    }
    if (input.scheduledAt !== undefined) {
      changes.scheduledAt =
        input.scheduledAt === null ? null : Timestamp.fromMillis(Date.parse(input.scheduledAt));
    }
    if (input.timeZone !== undefined) changes.timeZone = input.timeZone;
    if (input.thread !== undefined) changes.thread = input.thread;
    if (input.firstComment !== undefined) {
      changes.firstComment = input.firstComment ?? FieldValue.delete();
    }
    const same = Object.entries(changes).every(([field, value]) =>
      value instanceof Timestamp
        ? post.data[field] instanceof Timestamp && value.isEqual(post.data[field] as Timestamp)
        : JSON.stringify(toJson(post.data[field]) ?? null) === JSON.stringify(toJson(value)),
    );
    if (same) return { id: postId, status: post.status, changed: false };
    tx.update(post.ref, { ...changes, updatedAt: FieldValue.serverTimestamp() });
    recordApiStep(
      db,
      tx,
      actor,
      post.ref,
      'edited',
      { text: input.text ?? post.data.text ?? '', fields: Object.keys(changes) },
      post.workspace.product,
    );
    return { id: postId, status: post.status, changed: true };
  });
}

export async function cancelApiPost(
  db: Firestore,
  actor: ApiActor,
  postId: string,
  based: BasedOn = null,
): Promise<ApiPostChange> {
  return db.runTransaction(async (tx) => {
    const post = await readApiPost(db, tx, actor, postId);
    await assertPostBasedOn(tx, post, based);
    if (post.status === 'cancelled') return { id: postId, status: 'cancelled', changed: false };
    applyCancel(tx, post);
    recordApiStep(
      db,
      tx,
      actor,
      post.ref,
      'cancelled',
      { from: post.status },
      post.workspace.product,
    );
    return { id: postId, status: 'cancelled', changed: true };
  });
}

/** Deletes a draft (or a post with changes requested); its history goes with it. */
export async function deleteApiPost(
  db: Firestore,
  actor: ApiActor,
  postId: string,
  based: BasedOn = null,
): Promise<{ id: string; deleted: true }> {
  const ref = await db.runTransaction(async (tx) => {
    const post = await readApiPost(db, tx, actor, postId);
    await assertPostBasedOn(tx, post, based);
    if (!postStatusesFor('delete', 'smm').includes(post.status)) {
      throw precondition(
        `A post that is ${post.status} cannot be deleted: cancel it, or delete drafts only.`,
      );
    }
    tx.delete(post.ref);
    if (actor.via === 'mcp') {
      recordAgentAudit(db, tx, actor, 'mcp.post.deleted', post.ref.path, post.workspace.product);
    }
    return post.ref;
  });
  await db.recursiveDelete(ref.collection('activity'));
  return { id: postId, deleted: true };
}
