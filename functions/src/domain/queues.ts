// Posting queues: a post added to a queue takes its next free weekly slot in the workspace's
// time zone, through the same scheduling rule as any scheduled post (placeOnSchedule), so the
// publisher's task and lease publish it like any other. A paused queue holds its posts (they
// keep their place but get no task); resuming puts the held posts in the next free slots.
// The queue document keeps the time of each of its posts (`taken`, post id -> ms): placing a
// post reads that one document, never the queue's posts, so placement costs the same with ten
// thousand queued posts; and since every placement writes it, two posts added at once never
// take the same slot. A post that leaves the queue (rescheduled, published now, cancelled)
// drops its entry in the same transaction; entries in the past are pruned as posts are added.

import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { POST_ROLES } from '../../../src/lib/capabilities';
import { nextSlots, type QueueSlot } from '../../../src/lib/queue-slots';
import {
  type AddToQueueInput,
  queueDocSchema,
  type ReorderQueueInput,
  type SetQueueInput,
  WORKSPACE_QUEUE,
} from '../../../src/lib/schemas/queues';
import { SCHEDULE_MAX_AHEAD_MS } from '../config';
import { recordAudit } from './audit';
import type { Caller } from './caller';
import { notFound, precondition } from './errors';
import { auditIfAdmin, placeOnSchedule, readPost } from './posts';
import { storedField } from './stored';
import { actAs, readWorkspace, type Workspace } from './workspaces';

interface LoadedQueue {
  ref: DocumentReference;
  /** Whether the queue document exists yet. */
  stored: boolean;
  slots: QueueSlot[];
  paused: boolean;
  zone: string;
  taken: Record<string, number>;
  /** The queue's posts waiting to publish, oldest time first. */
  waiting: { ref: DocumentReference; at: number; held: boolean }[];
}

function zoneOf(workspace: Workspace): string {
  return typeof workspace.data.timeZone === 'string' ? workspace.data.timeZone : 'UTC';
}

/** Reads the queue and its waiting posts; a channel queue must name a channel of the workspace. */
async function loadQueue(
  tx: Transaction,
  workspace: Workspace,
  queueId: string,
  withPosts = true,
): Promise<LoadedQueue> {
  if (queueId !== WORKSPACE_QUEUE) {
    const channel = await tx.get(workspace.ref.collection('channels').doc(queueId));
    if (!channel.exists) throw notFound('The channel');
  }
  const ref = workspace.ref.collection('queues').doc(queueId);
  const [snap, posts] = await Promise.all([
    tx.get(ref),
    withPosts ? tx.get(workspace.ref.collection('posts').where('queue', '==', queueId)) : null,
  ]);
  const data = snap.data() ?? {};
  const waiting = (posts?.docs ?? [])
    .filter((doc) => doc.get('status') === 'scheduled')
    .map((doc) => {
      const at = doc.get('scheduledAt');
      return {
        ref: doc.ref,
        at: at instanceof Timestamp ? at.toMillis() : 0,
        held: doc.get('held') === true,
      };
    })
    .sort((a, b) => a.at - b.at || a.ref.id.localeCompare(b.ref.id));
  return {
    ref,
    stored: snap.exists,
    taken: storedField(queueDocSchema, data, 'taken', undefined) ?? {},
    slots: storedField(queueDocSchema, data, 'slots', []),
    paused: storedField(queueDocSchema, data, 'paused', false),
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

/** Writes the queue with its posts' new times (null: the post left) and prunes past entries. */
function touchQueue(
  tx: Transaction,
  queue: LoadedQueue,
  now: Date,
  times: Record<string, number | null> = {},
  patch: Record<string, unknown> = {},
) {
  const taken: Record<string, unknown> = {};
  for (const [postId, at] of Object.entries(queue.taken)) {
    if (at <= now.getTime()) taken[postId] = FieldValue.delete();
  }
  for (const [postId, at] of Object.entries(times)) taken[postId] = at ?? FieldValue.delete();
  const data = { ...patch, updatedAt: FieldValue.serverTimestamp() };
  if (Object.keys(taken).length > 0) Object.assign(data, { taken });
  tx.set(queue.ref, data, { merge: true });
}

export interface QueueResult extends Record<string, unknown> {
  queueId: string;
  /** Posts whose time or hold changed: the callable replans their publish tasks. */
  postIds: string[];
}

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
    const post = await readPost(
      db,
      tx,
      input.workspaceId,
      input.postId,
      caller,
      POST_ROLES.schedule,
    );
    const queue = await loadQueue(tx, post.workspace, input.queueId, false);
    const already =
      post.data.queue === input.queueId && post.status === 'scheduled'
        ? { at: (post.data.scheduledAt as Timestamp).toMillis() }
        : null;
    if (already) {
      // A retried call finds the post in its slot.
      return {
        queueId: input.queueId,
        postId: input.postId,
        postIds: [],
        changed: false,
        scheduledAt: new Date(already.at).toISOString(),
      };
    }
    const channels = Array.isArray(post.data.channelIds) ? post.data.channelIds : [];
    if (input.queueId !== WORKSPACE_QUEUE && !channels.includes(input.queueId)) {
      throw precondition('The post does not publish to this channel.');
    }
    const taken = new Set(Object.values(queue.taken));
    const [at] = freeSlots(queue, now, 1, taken) as [number];
    await placeOnSchedule(tx, post, at, queue.zone, { queue: input.queueId, held: queue.paused });
    touchQueue(tx, queue, now, { [input.postId]: at });
    auditIfAdmin(db, tx, post.as, caller, post, 'post.queue', { queueId: input.queueId });
    return {
      queueId: input.queueId,
      postId: input.postId,
      postIds: [input.postId],
      changed: true,
      scheduledAt: new Date(at).toISOString(),
    };
  });
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
    const times: Record<string, number> = {};
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
          times[entry.ref.id] = at;
          tx.update(entry.ref, {
            held: false,
            scheduledAt: Timestamp.fromMillis(at),
            updatedAt: FieldValue.serverTimestamp(),
          });
          changed.push(entry.ref.id);
        });
      }
    }
    touchQueue(tx, queue, now, times, { slots: input.slots, paused: input.paused });
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
    const times: Record<string, number> = {};
    input.postIds.forEach((postId, index) => {
      const slot = queue.waiting[index];
      const entry = queue.waiting.find((post) => post.ref.id === postId);
      if (!slot || !entry || entry.at === slot.at) return;
      tx.update(entry.ref, {
        scheduledAt: Timestamp.fromMillis(slot.at),
        updatedAt: FieldValue.serverTimestamp(),
      });
      times[postId] = slot.at;
      changed.push(postId);
    });
    if (changed.length > 0) touchQueue(tx, queue, now, times);
    return { queueId: input.queueId, postIds: changed };
  });
}
