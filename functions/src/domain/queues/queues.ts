// Posting queues: a post added to a queue takes its next free weekly slot in the workspace's
// time zone, through the same scheduling rule as any scheduled post (placeOnSchedule), so the
// publisher's task and lease publish it like any other. A paused queue holds its posts (they
// keep their place but get no task); resuming puts the held posts in the next free slots.
// The queue document keeps how many of its posts fall on each day of the workspace's calendar
// (`days`, day number -> count): placing a post skips the days whose slots are all counted (a
// day's slot count comes from the weekly slots, no clock arithmetic) and reads only the queue's
// posts of the first day with room, so placement reads one small document and at most a day of
// posts however many are queued (none when the document knows that day's times, see
// queueMembership.ts); and since every placement writes the document, two posts added at once
// never take the same slot. A post that leaves the queue (rescheduled, published
// now, cancelled) is counted out in the same transaction; past days are pruned on each write.

import type { CallableReply } from '@model/callables';
import { POST_ROLES } from '@model/capabilities';
import { nextSlots, type QueueSlot } from '@model/queue-slots';
import type { PostStatus } from '@model/schemas/posts/posts';
import {
  type AddToQueueInput,
  type ReorderQueueInput,
  type SetQueueInput,
  WORKSPACE_QUEUE,
} from '@model/schemas/queues';
import {
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { SCHEDULE_MAX_AHEAD_MS } from '../../config';
import { recordAudit } from '../audit';
import { experimentPlan, readExperiment } from '../bestTime/experiment';
import type { Caller } from '../caller';
import { notFound, precondition } from '../errors';
import {
  assertSchedulable,
  auditIfAdmin,
  type LoadedPost,
  placeOnSchedule,
  readChannels,
} from '../posts/posts';
import { actAs, readWorkspace, type Workspace, workspaceOf } from '../workspaces/workspaces';
import { dayOf, readDays, readTimes } from './queueMembership';
import { type FreeSlot, firstFreeSlot, type LoadedQueue } from './queueSearch';

function zoneOf(workspace: Workspace): string {
  return typeof workspace.data.timeZone === 'string' ? workspace.data.timeZone : 'UTC';
}

/** Reads the queue and its waiting posts; a channel queue must name a channel of the workspace. */
async function loadQueue(
  tx: Transaction,
  workspace: Workspace,
  queueId: string,
  withPosts = true,
  /** The queue and its channel, when the caller read them with other documents. */
  read?: [DocumentSnapshot, DocumentSnapshot | null],
): Promise<LoadedQueue> {
  const ref = workspace.ref.collection('queues').doc(queueId);
  // The queue and its channel in one read.
  const [[snap, channel], posts] = await Promise.all([
    read ??
      (queueId === WORKSPACE_QUEUE
        ? Promise.all([tx.get(ref), null])
        : tx.getAll(ref, workspace.ref.collection('channels').doc(queueId))),
    withPosts ? tx.get(workspace.ref.collection('posts').where('queue', '==', queueId)) : null,
  ]);
  if (queueId !== WORKSPACE_QUEUE && !channel?.exists) throw notFound('The channel');
  if (!snap) throw notFound('The queue');
  const data = snap.data() ?? {};
  const waiting = (posts?.docs ?? [])
    .filter((doc) => doc.get('status') === 'scheduled')
    .map((doc) => {
      const at = doc.get('scheduledAt');
      return {
        ref: doc.ref,
        at: at instanceof Timestamp ? at.toMillis() : 0,
        held: doc.get('held') === true,
        // The hourly cap's deferral stays with the post when its time changes here.
        deferredUntil: (doc.get('deferredUntil') as Timestamp | undefined)?.toMillis?.() ?? 0,
      };
    })
    .sort((a, b) => a.at - b.at || a.ref.id.localeCompare(b.ref.id));
  return {
    ref,
    stored: snap.exists,
    days: readDays(data, zoneOf(workspace)),
    open: readTimes(data.open),
    left: readTimes(data.left),
    legacy: data.taken !== undefined,
    slots: Array.isArray(data.slots) ? (data.slots as QueueSlot[]) : [],
    paused: data.paused === true,
    zone: zoneOf(workspace),
    waiting,
  };
}

/** The next `count` free slot instants of a queue after `now`, within the scheduling limit. */
function freeSlots(queue: LoadedQueue, now: Date, count: number, taken: Set<number>): number[] {
  if (queue.slots.length === 0) throw precondition('This queue has no time slots yet.');
  const found = nextSlots(queue.slots, queue.zone, now.getTime(), count, {
    taken,
    until: now.getTime() + SCHEDULE_MAX_AHEAD_MS,
  });
  if (found.length < count) {
    throw precondition('This queue has no free slot in the coming year. Add time slots.');
  }
  return found;
}

/**
 * Writes the queue: its posts' moves between days (`from` and `to` times, null when the post
 * was not in the queue or left it), past days dropped, and `patch`. `placed` is a slot just
 * taken, whose day's times the document now knows (or forgets, once the day is full);
 * `forget` drops every day's known times (posts moved without a day's full picture).
 */
function touchQueue(
  tx: Transaction,
  queue: LoadedQueue,
  now: Date,
  moves: { from: number | null; to: number | null }[] = [],
  patch: Record<string, unknown> = {},
  placed?: FreeSlot,
  forget = false,
) {
  const counts = { ...queue.days };
  for (const { from, to } of moves) {
    if (from !== null) counts[dayOf(from, queue.zone)] = (counts[dayOf(from, queue.zone)] ?? 0) - 1;
    if (to !== null) counts[dayOf(to, queue.zone)] = (counts[dayOf(to, queue.zone)] ?? 0) + 1;
  }
  const today = dayOf(now.getTime(), queue.zone);
  const days: Record<string, unknown> = {};
  for (const [day, count] of Object.entries(counts)) {
    if (Number(day) < today || count <= 0) {
      if (day in queue.days || queue.legacy) days[day] = FieldValue.delete();
    } else if (count !== queue.days[day] || queue.legacy) {
      days[day] = count;
    }
  }
  const data: Record<string, unknown> = { ...patch, updatedAt: FieldValue.serverTimestamp() };
  if (Object.keys(days).length > 0) data.days = days;
  if (forget) {
    data.open = FieldValue.delete();
    data.left = FieldValue.delete();
  } else {
    const open: Record<string, unknown> = {};
    const left: Record<string, unknown> = {};
    for (const day of Object.keys(queue.open)) {
      if (Number(day) < today) open[day] = FieldValue.delete();
    }
    for (const day of Object.keys(queue.left)) {
      // Freed times of an unknown day tell nothing: the day is read whole when needed.
      if (Number(day) < today || !(day in queue.open)) left[day] = FieldValue.delete();
    }
    if (placed) {
      open[placed.day] = placed.full ? FieldValue.delete() : placed.taken;
      left[placed.day] = FieldValue.delete();
    }
    if (Object.keys(open).length > 0) data.open = open;
    if (Object.keys(left).length > 0) data.left = left;
  }
  if (queue.legacy) data.taken = FieldValue.delete();
  tx.set(queue.ref, data, { merge: true });
}

export type QueueResult = CallableReply<'reorderQueue'> & Record<string, unknown>;

export interface AddToQueueResult extends QueueResult {
  postId: string;
  scheduledAt: string;
  changed: boolean;
}

export async function addToQueue(
  db: Firestore,
  caller: Caller,
  input: AddToQueueInput,
  now: Date,
): Promise<AddToQueueResult> {
  return db.runTransaction(async (tx) => {
    // The workspace, the post, the queue and its channel in one read: when the queue document
    // knows the first free day's times and the post publishes only to the queue's channel,
    // placement is this read and the commit, however many posts the queue holds.
    const wsRef = db.collection('workspaces').doc(input.workspaceId);
    const postRef = wsRef.collection('posts').doc(input.postId);
    const queueRef = wsRef.collection('queues').doc(input.queueId);
    const channelRef = wsRef.collection('channels').doc(input.queueId);
    const [wsSnap, postSnap, queueSnap, channelSnap] = await tx.getAll(
      wsRef,
      postRef,
      queueRef,
      ...(input.queueId === WORKSPACE_QUEUE ? [] : [channelRef]),
    );
    const workspace = workspaceOf(wsRef, wsSnap as DocumentSnapshot);
    // Authorised first, so another tenant's caller never learns whether the post exists.
    const as = actAs(workspace, caller, POST_ROLES.schedule);
    if (!postSnap?.exists) throw notFound('The post');
    const data = postSnap.data() ?? {};
    const post = {
      workspace,
      ref: postRef,
      status: (data.status as PostStatus) ?? 'draft',
      data,
      as,
    };
    const result = await placeInQueue(tx, post, input.queueId, now, [
      queueSnap as DocumentSnapshot,
      channelSnap ?? null,
    ]);
    if (result.changed) {
      auditIfAdmin(db, tx, post.as, caller, post, 'post.queue', { queueId: input.queueId });
    }
    return result;
  });
}

/**
 * Puts a post its caller may schedule in the queue's next free slot, by the scheduling rules of
 * every post (placeOnSchedule); the callable and the REST API both come here.
 */
export async function placeInQueue(
  tx: Transaction,
  post: LoadedPost,
  queueId: string,
  now: Date,
  read?: [DocumentSnapshot, DocumentSnapshot | null],
): Promise<AddToQueueResult> {
  const postId = post.ref.id;
  const [queue, experiment] = await Promise.all([
    loadQueue(tx, post.workspace, queueId, false, read),
    readExperiment(tx, post.workspace),
  ]);
  if (post.data.queue === queueId && post.status === 'scheduled') {
    // A retried call finds the post in its slot.
    return {
      queueId,
      postId,
      postIds: [],
      changed: false,
      scheduledAt: (post.data.scheduledAt as Timestamp).toDate().toISOString(),
    };
  }
  const channels = Array.isArray(post.data.channelIds) ? post.data.channelIds : [];
  if (queueId !== WORKSPACE_QUEUE && !channels.includes(queueId)) {
    throw precondition('The post does not publish to this channel.');
  }
  assertSchedulable(post);
  const plan = await experimentPlan(experiment, post, queue, now);
  // The slot and the post's channels (none may need reconnecting) are read side by side; the
  // queue's own channel was read with the queue.
  const queueChannel = read?.[1];
  const [free, channelDocs] = await Promise.all([
    firstFreeSlot(tx, queue, now, plan?.eligible),
    queueChannel && channels.length === 1 && channels[0] === queueId
      ? [queueChannel]
      : readChannels(tx, post.workspace.ref, channels),
  ]);
  const at = free.at;
  await placeOnSchedule(
    tx,
    post,
    at,
    queue.zone,
    // A post placed again keeps no arm of an earlier draw.
    { queue: queueId, held: queue.paused, experiment: plan?.mark(at) ?? FieldValue.delete() },
    channelDocs,
  );
  touchQueue(tx, queue, now, [{ from: null, to: at }], {}, free);
  return {
    queueId,
    postId,
    postIds: [postId],
    changed: true,
    scheduledAt: new Date(at).toISOString(),
  };
}

export async function setQueue(
  db: Firestore,
  caller: Caller,
  input: SetQueueInput,
  now: Date,
): Promise<QueueResult & { paused: boolean }> {
  return db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    const as = actAs(workspace, caller, POST_ROLES.schedule);
    const queue = await loadQueue(tx, workspace, input.queueId);
    const key = (slots: QueueSlot[]) =>
      JSON.stringify(slots.map((slot) => `${slot.day}@${slot.time}`).sort());
    if (queue.paused === input.paused && key(queue.slots) === key(input.slots) && queue.stored) {
      // A retried call finds its own result: nothing to write, nothing to record.
      return { queueId: input.queueId, paused: input.paused, postIds: [] };
    }
    const changed: string[] = [];
    const moves: { from: number; to: number }[] = [];
    if (input.paused && !queue.paused) {
      for (const entry of queue.waiting.filter((post) => !post.held)) {
        tx.update(entry.ref, { held: true, updatedAt: FieldValue.serverTimestamp() });
        changed.push(entry.ref.id);
      }
    } else if (!input.paused && queue.paused) {
      // Held posts take the next free slots in their order: none fires late or in a burst.
      const held = queue.waiting.filter((post) => post.held);
      if (held.length > 0) {
        const taken = new Set(queue.waiting.filter((post) => !post.held).map((post) => post.at));
        const free = freeSlots({ ...queue, slots: input.slots }, now, held.length, taken);
        held.forEach((entry, index) => {
          const at = free[index] as number;
          moves.push({ from: entry.at, to: at });
          tx.update(entry.ref, {
            held: false,
            scheduledAt: Timestamp.fromMillis(at),
            dueAt: Timestamp.fromMillis(Math.max(at, entry.deferredUntil)),
            updatedAt: FieldValue.serverTimestamp(),
          });
          changed.push(entry.ref.id);
        });
      }
    }
    // Held posts moved to new days: the days' known times start afresh from their posts.
    touchQueue(
      tx,
      queue,
      now,
      moves,
      { slots: input.slots, paused: input.paused },
      undefined,
      moves.length > 0,
    );
    if (as === 'admin') {
      recordAudit(db, tx, {
        action: 'queue.update',
        actorUid: caller.uid,
        product: workspace.product,
        target: queue.ref.path,
        details: { paused: input.paused, slots: input.slots.length },
      });
    }
    return { queueId: input.queueId, paused: input.paused, postIds: changed };
  });
}

export async function reorderQueue(
  db: Firestore,
  caller: Caller,
  input: ReorderQueueInput,
  now: Date,
): Promise<QueueResult> {
  return db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    actAs(workspace, caller, POST_ROLES.schedule);
    const queue = await loadQueue(tx, workspace, input.queueId);
    const current = queue.waiting.map((entry) => entry.ref.id);
    const same =
      new Set(input.postIds).size === input.postIds.length &&
      input.postIds.length === current.length &&
      input.postIds.every((id) => current.includes(id));
    if (!same) throw precondition('The queue changed meanwhile. Reload it and try again.');
    const changed: string[] = [];
    // The posts swap slot times among themselves, so no day's count changes.
    input.postIds.forEach((postId, index) => {
      const slot = queue.waiting[index];
      const entry = queue.waiting.find((post) => post.ref.id === postId);
      if (!slot || !entry || entry.at === slot.at) return;
      tx.update(entry.ref, {
        scheduledAt: Timestamp.fromMillis(slot.at),
        dueAt: Timestamp.fromMillis(Math.max(slot.at, entry.deferredUntil)),
        updatedAt: FieldValue.serverTimestamp(),
      });
      changed.push(postId);
    });
    if (changed.length > 0) touchQueue(tx, queue, now);
    return { queueId: input.queueId, postIds: changed };
  });
}
