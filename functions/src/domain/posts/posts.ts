// The post workflow the server owns: asking for approval, deciding it, scheduling and
// cancelling. Each step checks the post's current status, so a stale screen cannot move a
// published post back into the queue.

import type { CallableReply } from '@model/callables';
import { POST_ROLES, postRulesOf, postStatusesFor } from '@model/capabilities';
import { type ApprovalStepDef, stepDeciders } from '@model/schemas/approval';
import type {
  CancelPostInput,
  CancelPostsInput,
  PostStatus,
  SchedulePostInput,
} from '@model/schemas/posts/posts';
import { postDocSchema } from '@model/schemas/posts/posts-stored';
import {
  type DocumentReference,
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { SCHEDULE_MAX_AHEAD_MS } from '../../config';
import { recordAudit } from '../audit';
import { eachPost } from '../bulk/eachPost';
import type { Caller } from '../caller';
import { invalid, notFound, precondition } from '../errors';
import { refuseUnfitMedia } from '../media/mediaPreflight';
import { actorName } from '../notifications/outbox';
import { leaveQueue } from '../queues/queueMembership';
import { storedField } from '../stored';
import { refuseUnchosenThread } from '../threads/threadChoice';
import { actAs, readWorkspace, type Workspace } from '../workspaces/workspaces';
import { recordActivity } from './postActivity';

export interface LoadedPost {
  workspace: Workspace;
  ref: DocumentReference;
  status: PostStatus;
  data: Record<string, unknown>;
}

/**
 * The post, once the caller is authorised on its workspace: a caller of another tenant hears
 * permission-denied whatever post id they name, never whether it exists.
 */
export async function readPost(
  db: Firestore,
  tx: Transaction,
  workspaceId: string,
  postId: string,
  caller: Caller,
  roles: readonly string[],
): Promise<LoadedPost & { as: 'member' | 'admin' }> {
  const workspace = await readWorkspace(db, tx, workspaceId);
  const as = actAs(workspace, caller, roles);
  const ref = workspace.ref.collection('posts').doc(postId);
  const snap = await tx.get(ref);
  if (!snap.exists) throw notFound('The post');
  const data = snap.data() ?? {};
  return { workspace, ref, status: storedField(postDocSchema, data, 'status', 'draft'), data, as };
}

export function auditIfAdmin(
  db: Firestore,
  tx: Transaction,
  as: 'member' | 'admin',
  caller: Caller,
  post: LoadedPost,
  action: string,
  details: Record<string, unknown>,
) {
  if (as === 'admin') {
    recordAudit(db, tx, {
      action,
      actorUid: caller.uid,
      product: post.workspace.product,
      target: post.ref.path,
      details,
    });
  }
}

export type PostStatusResult = CallableReply<'requestPostApproval'> & Record<string, unknown>;

/** The post's own link in the post manager. */
export function postPath(post: { ref: DocumentReference; workspace: { id: string } }): string {
  return `/app/posts?workspace=${encodeURIComponent(post.workspace.id)}&post=${encodeURIComponent(post.ref.id)}`;
}

export function membersWithRole(workspace: Workspace, roles: readonly string[]): string[] {
  return Object.entries(workspace.members)
    .filter(([, role]) => roles.includes(role))
    .map(([uid]) => uid);
}

/** Who hears that an approval step awaits them: the people it names, else the owners. */
export function stepAudience(workspace: Workspace, step: ApprovalStepDef): string[] {
  const named = stepDeciders(step, workspace.members);
  return named.length > 0 ? named : membersWithRole(workspace, ['owner']);
}

/**
 * Statuses a post may be scheduled from: when the workspace's mode requires approval, only an
 * approved (or already scheduled) post; otherwise drafts too.
 */
function schedulableFrom(workspace: Workspace): readonly PostStatus[] {
  return postStatusesFor('schedule', postRulesOf(workspace.data));
}

/**
 * Refuses channels that need reconnecting (the screens show them disabled with a link), and
 * thread parts with no word on what they do on the networks without threads.
 */
export async function refuseUnusableChannels(
  tx: Transaction,
  post: LoadedPost,
  channelIds: unknown[],
): Promise<void> {
  const docs = await readChannels(tx, post.workspace.ref, channelIds);
  refuseBroken(docs);
  refuseUnchosenThread(post.data, docs);
}

/**
 * Every way a post gets a time (schedule, publish now, a queue slot) goes through here: the
 * post must be schedulable from its status, name channels that can publish and have content.
 * The caller replans the post's publish task after the transaction.
 */
export async function placeOnSchedule(
  tx: Transaction,
  post: LoadedPost,
  at: number,
  timeZone: string,
  extra: Record<string, unknown> = {},
  /** The post's channels, when the caller read them already (in parallel with other reads). */
  channelDocs?: DocumentSnapshot[],
): Promise<void> {
  assertSchedulable(post);
  const channels = post.data.channelIds as unknown[];
  const docs = channelDocs ?? (await readChannels(tx, post.workspace.ref, channels));
  // A channel that needs reconnecting cannot publish: the post would be bound to fail.
  refuseBroken(docs);
  refuseUnchosenThread(post.data, docs);
  // What the networks would refuse at publish time is refused now, while it can be fixed.
  await refuseUnfitMedia(post.data, docs);
  if ('queue' in extra && extra.queue !== post.data.queue) leaveQueue(tx, post);
  tx.update(post.ref, { ...scheduledFields(at, timeZone), ...extra });
}

/** What a post scheduled at `at` stores, however it got its time. */
export function scheduledFields(at: number, timeZone: string): Record<string, unknown> {
  return {
    status: 'scheduled',
    scheduledAt: Timestamp.fromMillis(at),
    timeZone,
    lease: null,
    // A new time starts afresh under the hourly cap: it is when the post is due.
    deferredUntil: FieldValue.delete(),
    deferredReason: FieldValue.delete(),
    dueAt: Timestamp.fromMillis(at),
    // Every scheduled post says whether it is held, so the reconciler's due query can ask.
    held: false,
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/** The post's channels, to check before it gets a time. */
export function readChannels(
  tx: Transaction,
  workspaceRef: DocumentReference,
  channelIds: unknown[],
): Promise<DocumentSnapshot[]> {
  return Promise.all(
    channelIds.map((id) => tx.get(workspaceRef.collection('channels').doc(String(id)))),
  );
}

/**
 * Whether the post may get a time at all: a status schedulable under the workspace's approval
 * mode, channels, and content. Throws failed-precondition saying why not.
 */
export function assertSchedulable(post: LoadedPost): void {
  if (!schedulableFrom(post.workspace).includes(post.status)) {
    throw precondition(
      post.status === 'in_review'
        ? 'This post is still awaiting approval: every level has to approve it first.'
        : post.status === 'draft' || post.status === 'changes_requested'
          ? 'This post has to be approved before it can be scheduled.'
          : `A post that is ${post.status} cannot be scheduled.`,
    );
  }
  const channels = post.data.channelIds;
  if (!Array.isArray(channels) || channels.length === 0)
    throw precondition('Choose at least one channel first.');
  const text = typeof post.data.text === 'string' ? post.data.text.trim() : '';
  const media = Array.isArray(post.data.media) ? post.data.media : [];
  if (text === '' && media.length === 0) throw precondition('An empty post cannot be scheduled.');
}

export function refuseBroken(docs: DocumentSnapshot[]): void {
  const broken = docs.find((doc) => doc.get('status') === 'needs_reconnect');
  if (broken) {
    throw precondition(
      `${String(broken.get('displayName') ?? broken.id)} needs reconnecting before it can publish.`,
    );
  }
}

export interface ScheduleResult extends PostStatusResult {
  scheduledAt: string;
}

export async function schedulePost(
  db: Firestore,
  caller: Caller,
  input: SchedulePostInput,
  now: Date,
): Promise<ScheduleResult> {
  const at = Date.parse(input.scheduledAt);
  return db.runTransaction(async (tx) => {
    const post = await readPost(
      db,
      tx,
      input.workspaceId,
      input.postId,
      caller,
      POST_ROLES.schedule,
    );
    const as = post.as;
    if (at <= now.getTime()) throw invalid('scheduledAt must be in the future.');
    if (at > now.getTime() + SCHEDULE_MAX_AHEAD_MS) {
      throw invalid('scheduledAt must be within a year.');
    }
    const current = post.data.scheduledAt;
    if (
      post.status === 'scheduled' &&
      current instanceof Timestamp &&
      current.toMillis() === at &&
      post.data.timeZone === input.timeZone
    ) {
      // A retried call finds its own result: nothing to change, nothing to record.
      return {
        postId: input.postId,
        status: 'scheduled',
        changed: false,
        scheduledAt: new Date(at).toISOString(),
      };
    }
    await placeOnSchedule(tx, post, at, input.timeZone, { queue: null, held: false });
    auditIfAdmin(db, tx, as, caller, post, 'post.schedule', { scheduledAt: input.scheduledAt });
    recordActivity(tx, post.ref, {
      type: post.status === 'scheduled' ? 'rescheduled' : 'scheduled',
      actorUid: caller.uid,
      actorName: actorName(caller) ?? caller.uid,
      details: {
        scheduledAt: new Date(at).toISOString(),
        timeZone: input.timeZone,
        ...(current instanceof Timestamp ? { previous: current.toDate().toISOString() } : {}),
      },
    });
    return {
      postId: input.postId,
      status: 'scheduled',
      changed: true,
      scheduledAt: new Date(at).toISOString(),
    };
  });
}

const CANCELLABLE = postStatusesFor('cancel', 'smm');

/** Cancels a post that may be cancelled from its status (throws failed-precondition if not). */
export function applyCancel(tx: Transaction, post: LoadedPost): void {
  if (!CANCELLABLE.includes(post.status))
    throw precondition(`A post that is ${post.status} cannot be cancelled.`);
  leaveQueue(tx, post);
  tx.update(post.ref, {
    status: 'cancelled',
    lease: null,
    queue: null,
    held: false,
    updatedAt: FieldValue.serverTimestamp(),
  });
}

export async function cancelPost(
  db: Firestore,
  caller: Caller,
  input: CancelPostInput,
): Promise<PostStatusResult> {
  return db.runTransaction(async (tx) => {
    const post = await readPost(db, tx, input.workspaceId, input.postId, caller, POST_ROLES.cancel);
    const as = post.as;
    if (post.status === 'cancelled')
      return { postId: input.postId, status: 'cancelled', changed: false };
    applyCancel(tx, post);
    auditIfAdmin(db, tx, as, caller, post, 'post.cancel', { from: post.status });
    recordActivity(tx, post.ref, {
      type: 'cancelled',
      actorUid: caller.uid,
      actorName: actorName(caller) ?? caller.uid,
      details: { from: post.status },
    });
    return { postId: input.postId, status: 'cancelled', changed: true };
  });
}

export type CancelManyResult = CallableReply<'cancelPosts'> & Record<string, unknown>;

/**
 * Cancels several posts of one workspace, each in its own transaction as cancelPost does: one
 * that has started publishing or is gone is reported, not a reason to stop; a caller who may not
 * cancel in the workspace is refused outright.
 */
export async function cancelPosts(
  db: Firestore,
  caller: Caller,
  input: CancelPostsInput,
): Promise<CancelManyResult> {
  const { done, refused } = await eachPost(input.postIds, (postId) =>
    cancelPost(db, caller, { workspaceId: input.workspaceId, postId }),
  );
  return { cancelled: done, refused };
}
