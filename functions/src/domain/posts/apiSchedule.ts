// Scheduling through the REST API: a post of the API key's workspace gets a time, or the next
// free slot of one of its queues, by the very rules of the callables. placeOnSchedule checks the
// workspace's approval mode (postRulesOf: a workspace that requires approval schedules only
// approved posts), the channels and the content; the route then replans the post's publish
// task, so it goes out through one task and its lease like any other. The key speaks for its
// creator, who owns the workspace or administers its product (apiKeys), so the role check of the
// callables holds by construction. A repeated call finds its own result and changes nothing.

import type { ApiSchedulePostInput, PostStatus } from '@model/schemas/posts/posts';
import type { ApiQueuePostInput } from '@model/schemas/queues';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { SCHEDULE_MAX_AHEAD_MS } from '../../config';
import { invalid, notFound } from '../errors';
import { type ApiActor, recordApiStep } from '../platform/apiActor';
import { placeInQueue } from '../queues/queues';
import { readWorkspace } from '../workspaces/workspaces';
import { type LoadedPost, placeOnSchedule } from './posts';

export interface ApiScheduleResult extends Record<string, unknown> {
  id: string;
  status: PostStatus;
  scheduledAt: string;
  queueId: string | null;
  /** False when the post already had this time (or this queue): nothing was written. */
  changed: boolean;
}

export async function readApiPost(
  db: Firestore,
  tx: Transaction,
  key: { workspaceId: string },
  postId: string,
): Promise<LoadedPost> {
  const workspace = await readWorkspace(db, tx, key.workspaceId);
  const ref = workspace.ref.collection('posts').doc(postId);
  const snap = await tx.get(ref);
  if (!snap.exists) throw notFound('The post');
  const data = snap.data() ?? {};
  return { workspace, ref, status: (data.status as PostStatus) ?? 'draft', data };
}

export async function scheduleApiPost(
  db: Firestore,
  key: ApiActor,
  postId: string,
  input: ApiSchedulePostInput,
  now: Date,
): Promise<ApiScheduleResult> {
  const at = Date.parse(input.scheduledAt);
  if (at <= now.getTime()) throw invalid('scheduledAt must be in the future.');
  if (at > now.getTime() + SCHEDULE_MAX_AHEAD_MS)
    throw invalid('scheduledAt must be within a year.');
  return db.runTransaction(async (tx) => {
    const post = await readApiPost(db, tx, key, postId);
    const zone =
      input.timeZone ??
      (typeof post.workspace.data.timeZone === 'string' ? post.workspace.data.timeZone : 'UTC');
    const current = post.data.scheduledAt;
    const result = { id: postId, status: 'scheduled' as const, queueId: null };
    if (
      post.status === 'scheduled' &&
      current instanceof Timestamp &&
      current.toMillis() === at &&
      post.data.timeZone === zone &&
      !post.data.queue
    ) {
      return { ...result, scheduledAt: new Date(at).toISOString(), changed: false };
    }
    await placeOnSchedule(tx, post, at, zone, { queue: null, held: false });
    recordApiStep(
      db,
      tx,
      key,
      post.ref,
      post.status === 'scheduled' ? 'rescheduled' : 'scheduled',
      { scheduledAt: new Date(at).toISOString(), timeZone: zone },
      post.workspace.product,
    );
    return { ...result, scheduledAt: new Date(at).toISOString(), changed: true };
  });
}

export async function queueApiPost(
  db: Firestore,
  key: ApiActor,
  postId: string,
  input: ApiQueuePostInput,
  now: Date,
): Promise<ApiScheduleResult> {
  return db.runTransaction(async (tx) => {
    const post = await readApiPost(db, tx, key, postId);
    const placed = await placeInQueue(tx, post, input.queueId, now);
    if (placed.changed) {
      recordApiStep(
        db,
        tx,
        key,
        post.ref,
        post.status === 'scheduled' ? 'rescheduled' : 'scheduled',
        { scheduledAt: placed.scheduledAt, queueId: input.queueId },
        post.workspace.product,
      );
    }
    return {
      id: postId,
      status: 'scheduled',
      scheduledAt: placed.scheduledAt,
      queueId: input.queueId,
      changed: placed.changed,
    };
  });
}
