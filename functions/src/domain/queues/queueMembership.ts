// A post's place in a queue is recorded twice: on the post (`queue`, and its `scheduledAt`) and
// in the queue's count of posts per day of the workspace's zone (`days`), which placement reads
// to skip full days instead of reading the queue's posts. Whatever moves a post out of its queue
// counts it out in the same transaction.
// For the days that still have room, the queue document also knows the exact times taken
// (`open`, day -> times, as the last placement on that day left them) and the times freed since
// (`left`, day -> times, added blind by whoever moves a post out), so placement on such a day
// needs no read of the day's posts: the taken times are `open` minus `left`. A day without an
// `open` entry is unknown and read from the posts; a day that fills up drops its entry, so the
// document holds a few days' times, not the whole queue's.

import { instantToWall } from '@model/queue-slots';
import {
  type DocumentReference,
  FieldValue,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';

export const DAY_MS = 86_400_000;

/** The day number (days since 1970-01-01) of an instant on the zone's calendar: a `days` key. */
export function dayOf(at: number, zone: string): number {
  return Math.floor(instantToWall(at, zone) / DAY_MS);
}

/**
 * The queue document's posts per day. A document of the earlier form kept each post's time in
 * `taken` (post id -> ms); its days are counted from it, and the next write replaces it.
 */
export function readDays(data: Record<string, unknown>, zone: string): Record<string, number> {
  const days: Record<string, number> = {};
  if (typeof data.days === 'object' && data.days !== null) {
    for (const [day, count] of Object.entries(data.days as Record<string, unknown>)) {
      // Zero and below are kept too, so the next write of the queue can drop them.
      if (typeof count === 'number') days[day] = count;
    }
    return days;
  }
  for (const at of Object.values((data.taken ?? {}) as Record<string, unknown>)) {
    if (typeof at === 'number') days[dayOf(at, zone)] = (days[dayOf(at, zone)] ?? 0) + 1;
  }
  return days;
}

/** A `{day: times}` map of the queue document (`open` or `left`). */
export function readTimes(value: unknown): Record<string, number[]> {
  const days: Record<string, number[]> = {};
  if (typeof value !== 'object' || value === null) return days;
  for (const [day, times] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(times)) days[day] = times.filter((at) => typeof at === 'number');
  }
  return days;
}

/** The times taken on a day, when the queue document knows them (null: read the day's posts). */
export function knownTaken(
  open: Record<string, number[]>,
  left: Record<string, number[]>,
  day: number,
): Set<number> | null {
  const times = open[day];
  if (!times) return null;
  const freed = new Set(left[day] ?? []);
  return new Set(times.filter((at) => !freed.has(at)));
}

export function leaveQueue(
  tx: Transaction,
  post: { ref: DocumentReference; data: Record<string, unknown> },
): void {
  const queueId = post.data.queue;
  const at = post.data.scheduledAt;
  if (typeof queueId !== 'string' || !(at instanceof Timestamp)) return;
  // A queued post was placed in the zone it keeps (the workspace's, as the queue counts days).
  const zone = typeof post.data.timeZone === 'string' ? post.data.timeZone : 'UTC';
  const workspace = post.ref.parent.parent as DocumentReference;
  tx.set(
    workspace.collection('queues').doc(queueId),
    {
      days: { [dayOf(at.toMillis(), zone)]: FieldValue.increment(-1) },
      left: { [dayOf(at.toMillis(), zone)]: FieldValue.arrayUnion(at.toMillis()) },
    },
    { merge: true },
  );
}
