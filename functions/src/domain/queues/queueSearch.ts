// The queue's slot search: the first free slot of a queue after a moment. Days whose slots are
// all counted are skipped without a read; a day whose taken times the queue document knows
// (queueMembership.ts) costs no read either; the others' posts are read two days at a time.

import { nextSlots, type QueueSlot, wallToInstant } from '@model/queue-slots';
import { type DocumentReference, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { SCHEDULE_MAX_AHEAD_MS } from '../../config';
import { notFound, precondition } from '../errors';
import { DAY_MS, dayOf, knownTaken } from './queueMembership';

export interface LoadedQueue {
  ref: DocumentReference;
  /** Whether the queue document exists yet. */
  stored: boolean;
  slots: QueueSlot[];
  paused: boolean;
  zone: string;
  /** Posts of the queue per day number of the zone's calendar, from today on. */
  days: Record<string, number>;
  /** Times taken on days with room, as last written, and times freed since (queueMembership). */
  open: Record<string, number[]>;
  left: Record<string, number[]>;
  /** A queue document of the earlier form, with a `taken` map to drop on the next write. */
  legacy: boolean;
  /** The queue's posts waiting to publish, oldest time first. */
  waiting: { ref: DocumentReference; at: number; held: boolean; deferredUntil: number }[];
}

/** More posts than a day can hold in slots (a day has at most one slot a minute). */
const DAY_POSTS_MAX = 1500;

interface CandidateDay {
  day: number;
  /** The day's slots, and those still ahead. */
  all: number[];
  slots: number[];
  start: number;
  end: number;
}

/**
 * The days that may have a free slot, in order: days whose slots are all counted are skipped
 * without a read. A post at a time no slot names counts too, so a day may be skipped with a
 * slot still free, never the other way round.
 */
function* candidateDays(queue: LoadedQueue, now: Date): Generator<CandidateDay> {
  const until = now.getTime() + SCHEDULE_MAX_AHEAD_MS;
  const perWeekday = new Map<number, number>();
  for (const slot of queue.slots) perWeekday.set(slot.day, (perWeekday.get(slot.day) ?? 0) + 1);
  const today = dayOf(now.getTime(), queue.zone);
  for (let day = today; (day - today - 1) * DAY_MS <= SCHEDULE_MAX_AHEAD_MS; day++) {
    const counted = queue.days[day] ?? 0;
    // 1970-01-01 was a Thursday (ISO day 4).
    if ((perWeekday.get(((day + 3) % 7) + 1) ?? 0) <= counted) continue;
    const start = wallToInstant(day * DAY_MS, queue.zone);
    const end = wallToInstant((day + 1) * DAY_MS, queue.zone);
    // The day's own slots: fewer than the week says when a clock change merges two of them.
    const daySlots = nextSlots(queue.slots, queue.zone, start - 1, 1000, {
      until: Math.min(until, end - 1),
    });
    if (daySlots.length <= counted) continue;
    const slots = daySlots.filter((at) => at > now.getTime());
    if (slots.length > 0) yield { day, all: daySlots, slots, start, end };
  }
}

/** A free slot found, with the times its day will hold once the post takes it. */
export interface FreeSlot {
  at: number;
  day: number;
  /** The day's taken times including `at`, and whether that fills the day's slots. */
  taken: number[];
  full: boolean;
}

function takeFrom(
  day: CandidateDay,
  taken: Set<number>,
  eligible: (at: number) => boolean,
): FreeSlot | null {
  const at = day.slots.find((slot) => !taken.has(slot) && eligible(slot));
  if (at === undefined) return null;
  const times = [...taken, at].sort((a, b) => a - b);
  // Full once every slot of the day is taken: its count then skips it without a read. (Today,
  // with slots gone by untaken, stays known: one day's times.)
  const full = day.all.every((slot) => slot === at || taken.has(slot));
  return { at, day: day.day, taken: times, full };
}

/**
 * The first free slot after `now`. A day whose times the queue document knows costs no read;
 * the others' posts are read two days at a time (in the transaction, so a post placed there
 * meanwhile retries this one); today is usually one of them, as its earlier posts may have
 * gone out. `eligible` narrows the slots the post may take (the best-time experiment's arm,
 * bestTime/experiment.ts); the days are still counted and known by all their slots.
 */
export async function firstFreeSlot(
  tx: Transaction,
  queue: LoadedQueue,
  now: Date,
  eligible: (at: number) => boolean = () => true,
): Promise<FreeSlot> {
  if (queue.slots.length === 0) throw precondition('This queue has no time slots yet.');
  const posts = queue.ref.parent.parent?.collection('posts');
  if (!posts) throw notFound('The workspace');
  const readPosts = async (batch: CandidateDay[]): Promise<FreeSlot | null> => {
    const snaps = await Promise.all(
      batch.map((day) =>
        tx.get(
          posts
            .where('queue', '==', queue.ref.id)
            .where('scheduledAt', '>=', Timestamp.fromMillis(day.start))
            .where('scheduledAt', '<', Timestamp.fromMillis(day.end))
            // Ordered and bounded, so the day is read from the time index, not the whole queue.
            .orderBy('scheduledAt')
            .limit(DAY_POSTS_MAX),
        ),
      ),
    );
    for (const [index, day] of batch.entries()) {
      const taken = new Set(
        snaps[index]?.docs.map((doc) => (doc.get('scheduledAt') as Timestamp).toMillis()),
      );
      const free = takeFrom(day, taken, eligible);
      if (free) return free;
    }
    return null;
  };
  let unknown: CandidateDay[] = [];
  for (const day of candidateDays(queue, now)) {
    const taken = knownTaken(queue.open, queue.left, day.day);
    if (taken === null) {
      unknown.push(day);
      if (unknown.length < 2) continue;
    }
    // Unknown days before this one come first: their slots are earlier.
    if (unknown.length > 0) {
      const free = await readPosts(unknown);
      if (free) return free;
      unknown = [];
    }
    const free = taken && takeFrom(day, taken, eligible);
    if (free) return free;
  }
  const free = unknown.length > 0 ? await readPosts(unknown) : null;
  if (free) return free;
  throw precondition('This queue has no free slot in the coming year. Add time slots.');
}
