// Publishing through Cloud Tasks: each post due within the horizon has one task, scheduled for
// its time, whose id names the post and the plan's version. Planning a new time (schedule,
// reschedule, retry, pacing, a follow-up attempt) bumps the version, so the older task finds a
// newer plan and does nothing; a duplicate enqueue of the same plan is refused by the queue.
// Every delivery is checked against the post: the lease and never-twice rules of publish.ts
// make a second delivery, or a retry after a crash, harmless.

import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
} from 'firebase-admin/firestore';
import { legacyScheduleFields } from '../posts/legacyPosts';
import type { PostLease } from './publishTypes';

/** Queues the publish tasks are spread over (each one function, each up to 500 dispatches/s). */
export const QUEUE_SHARDS = 4;
/** Cloud Tasks holds a task at most 30 days ahead; later posts are planned by the daily sweep. */
export const HORIZON_MS = 29 * 24 * 3_600_000;
/**
 * A task delivered before its time waits this long at most. Cloud Tasks never delivers early;
 * the firebase-tools emulator ignores scheduleTime and delivers at once, so locally the horizon
 * is this short and the stack's sweep plans the rest.
 */
export const EARLY_WAIT_MS = 50_000;

export interface PublishTaskData {
  /** The post's document path. */
  path: string;
  id: string;
  /** The task's time (ms): a delivery before it waits, without reading anything. */
  at?: number;
}

export interface PlannedTask {
  id: string;
  version: number;
  shard: number;
  at: Timestamp;
}

/** The Cloud Tasks queues as the publisher sees them (the Admin SDK, or the bench's simulation). */
export interface PublishQueue {
  /** Resolves also when a task of this id exists already (a duplicate enqueue). */
  enqueue(shard: number, id: string, at: Date, data: PublishTaskData): Promise<void>;
  /** Best effort: a task already gone is fine. */
  remove(shard: number, id: string): Promise<void>;
}

export function shardOf(postId: string): number {
  let hash = 0;
  for (const char of postId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % QUEUE_SHARDS;
}

/** Letters, digits, hyphens and underscores only, as Cloud Tasks requires of a task id. */
export function taskId(ref: DocumentReference, version: number): string {
  const workspace = ref.parent.parent?.id ?? 'none';
  return `${workspace}-${ref.id}-v${version}`.replace(/[^A-Za-z0-9_-]/g, '_');
}

function millis(value: unknown): number | null {
  return value instanceof Timestamp ? value.toMillis() : null;
}

export function plannedOf(raw: Record<string, unknown> | undefined): PlannedTask | null {
  const task = raw?.task as Partial<PlannedTask> | null | undefined;
  if (!task || typeof task.id !== 'string' || !(task.at instanceof Timestamp)) return null;
  return {
    id: task.id,
    version: typeof task.version === 'number' ? task.version : 0,
    shard: typeof task.shard === 'number' ? task.shard : 0,
    at: task.at,
  };
}

/** When the post should next be worked on, or null when no task should exist for it. */
export function dueAt(raw: Record<string, unknown>): number | null {
  // A post of a paused queue has no task until the queue resumes.
  if (raw.status === 'scheduled') {
    if (raw.held === true) return null;
    const at = millis(raw.scheduledAt);
    // The hourly cap moved the post to a later hour.
    const deferred = millis(raw.deferredUntil);
    return at !== null && deferred !== null ? Math.max(at, deferred) : at;
  }
  if (raw.status === 'publishing') {
    const lease = raw.lease as PostLease | null | undefined;
    // A post held by a run is that run's; it plans the next attempt when it lets go.
    if (lease?.owner) return null;
    return millis(lease?.expiresAt) ?? Date.now();
  }
  // A post that is out is read back by its task until every channel has its receipt.
  if (raw.status === 'published' || raw.status === 'partially_published') {
    return millis(raw.receiptDueAt);
  }
  return null;
}

export interface Plan {
  next: PlannedTask | null;
  previous: PlannedTask | null;
}

/**
 * Records the task the post needs now (or none): a new version when the time changed, the same
 * one when it did not. `at` overrides the post's own time (pacing moves a post later).
 */
export async function planTask(
  db: Firestore,
  ref: DocumentReference,
  now: Date,
  options: { horizonMs?: number; at?: number; expectedAt?: number } = {},
): Promise<Plan> {
  return db.runTransaction(async (tx) => {
    const raw = (await tx.get(ref)).data();
    const previous = plannedOf(raw);
    const due = raw ? (options.at ?? dueAt(raw)) : null;
    const horizon = now.getTime() + (options.horizonMs ?? HORIZON_MS);
    if (!raw || due === null || due > horizon) {
      if (previous) tx.update(ref, { task: null });
      return { next: null, previous };
    }
    const at = Math.max(due, now.getTime());
    if (previous && previous.at.toMillis() === at && options.expectedAt === undefined) {
      return { next: previous, previous };
    }
    // Versions only grow, even across a cancel: a task id is refused for a while after its task
    // ran or was deleted, so a plan must never reuse one.
    const stored = typeof raw.taskVersion === 'number' ? raw.taskVersion : 0;
    const version = Math.max(previous?.version ?? 0, stored) + 1;
    const next: PlannedTask = {
      id: taskId(ref, version),
      version,
      shard: shardOf(ref.id),
      at: Timestamp.fromMillis(at),
    };
    const patch: Record<string, unknown> = { task: next, taskVersion: version };
    if (options.expectedAt !== undefined) {
      patch.expectedAt = Timestamp.fromMillis(options.expectedAt);
    }
    tx.update(ref, patch);
    return { next, previous };
  });
}

/** Plans the post's task and hands it to the queue; the old task, if replaced, is deleted. */
export async function enqueuePublish(
  db: Firestore,
  queue: PublishQueue,
  ref: DocumentReference,
  now: Date,
  options: {
    horizonMs?: number;
    at?: number;
    expectedAt?: number;
    /** The task now running, which replaces itself: it ends by itself, nothing to delete. */
    running?: string;
  } = {},
): Promise<PlannedTask | null> {
  const { next, previous } = await planTask(db, ref, now, options);
  if (previous && previous.id !== next?.id && previous.id !== options.running) {
    await queue.remove(previous.shard, previous.id).catch(() => undefined);
  }
  if (next) {
    await queue.enqueue(next.shard, next.id, next.at.toDate(), {
      path: ref.path,
      id: next.id,
      at: next.at.toMillis(),
    });
  }
  return next;
}

/** After the queue's last attempt: kept for admins, and the post says so. */
export async function recordDeadLetter(
  db: Firestore,
  data: PublishTaskData,
  error: string,
  attempts: number,
  now: Date,
) {
  const batch = db.batch();
  batch.set(db.collection('publishDeadLetters').doc(data.id.slice(0, 500)), {
    path: data.path,
    taskId: data.id,
    error,
    attempts,
    at: Timestamp.fromDate(now),
  });
  batch.set(
    db.doc(data.path),
    { deadLetter: { taskId: data.id, error, at: Timestamp.fromDate(now) } },
    { merge: true },
  );
  // The publisher's health figure, next to the reconciler's: admins see the count and the latest.
  batch.set(
    db.collection('jobs').doc('publishDuePosts'),
    { deadLetters: FieldValue.increment(1), lastDeadLetterAt: Timestamp.fromDate(now) },
    { merge: true },
  );
  await batch.commit();
}

/**
 * The sweep: posts that came within the horizon since the last sweep (scheduledAt in the last
 * `windowMs` before the horizon's edge) and have no task yet. The window is longer than the
 * sweep's interval, so runs overlap and none is missed; posts already due are the reconciler's.
 */
export async function planUpcoming(
  db: Firestore,
  queue: PublishQueue,
  now: Date,
  horizonMs = HORIZON_MS,
  windowMs = 36 * 3_600_000,
): Promise<number> {
  const edge = now.getTime() + horizonMs;
  const query = db
    .collectionGroup('posts')
    .where('status', '==', 'scheduled')
    .where('scheduledAt', '>', Timestamp.fromMillis(Math.max(now.getTime(), edge - windowMs)))
    .where('scheduledAt', '<=', Timestamp.fromMillis(edge))
    .orderBy('scheduledAt');
  let planned = 0;
  let page = await query.limit(500).get();
  for (;;) {
    for (const doc of page.docs) {
      // A post scheduled before every scheduled post said whether it is held and when it is due
      // gets the fields here, before it is due, so the reconciler's due query can find it (the
      // migration does the same for every post; this covers the hours before it runs).
      const legacy = legacyScheduleFields(doc.data());
      if (legacy) await doc.ref.update(legacy).catch(() => null);
      if (plannedOf(doc.data())) continue;
      await enqueuePublish(db, queue, doc.ref, now, { horizonMs }).catch(() => null);
      planned++;
    }
    const last = page.docs.at(-1);
    if (page.size < 500 || !last) return planned;
    page = await query.startAfter(last).limit(500).get();
  }
}
