// A fixed-window request counter per bucket, kept in rateLimits/{bucketId} and changed only
// inside a transaction, so concurrent requests on many instances never over-admit: the
// transaction that sees count == max refuses, whatever the interleaving.

import { createHash } from 'node:crypto';
import { rateLimitDocSchema } from '@model/schemas/rate-limits';
import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { RateLimit } from '../config';
import { storedField } from './stored';

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** When the current window ends, in ms since the epoch. */
  resetAtMs: number;
  /** Whole seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

/** A bucket id that names its key without storing it (addresses are personal data). */
export function bucketId(kind: string, key: string): string {
  return `${kind}_${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
}

/** One bucket to count in: its id, its limit and how many units this request costs. */
export interface Count {
  bucket: string;
  limit: RateLimit;
  cost?: number;
}

/**
 * Counts one request in several buckets at once, all or none: every bucket is read first (a
 * transaction cannot read after its first write), and the counters move only when every bucket
 * still has room. Answers one decision per bucket, in order.
 */
export async function countRequests(
  db: Firestore,
  tx: Transaction,
  counts: readonly Count[],
  nowMs: number,
): Promise<RateDecision[]> {
  const refs = counts.map(({ bucket }) => db.collection('rateLimits').doc(bucket));
  const snaps = await Promise.all(refs.map((ref) => tx.get(ref)));
  const planned = counts.map(({ limit, cost = 1 }, index) => {
    const data = snaps[index]?.data();
    const storedStart = storedField(rateLimitDocSchema, data, 'windowStart', null);
    const fresh =
      storedStart === null || nowMs >= storedStart + limit.windowMs || storedStart > nowMs;
    const windowStart = fresh ? nowMs : storedStart;
    const count = fresh ? 0 : storedField(rateLimitDocSchema, data, 'count', 0);
    const resetAtMs = windowStart + limit.windowMs;
    const retryAfterSeconds = Math.max(1, Math.ceil((resetAtMs - nowMs) / 1000));
    const allowed = count + cost <= limit.max;
    const decision: RateDecision = {
      allowed,
      limit: limit.max,
      remaining: allowed ? limit.max - count - cost : 0,
      resetAtMs,
      retryAfterSeconds,
    };
    return { decision, windowStart, next: count + cost, resetAtMs };
  });
  if (planned.every(({ decision }) => decision.allowed)) {
    refs.forEach((ref, index) => {
      const plan = planned[index];
      if (!plan) return;
      tx.set(ref, {
        windowStart: plan.windowStart,
        count: plan.next,
        expiresAt: Timestamp.fromMillis(plan.resetAtMs),
      });
    });
  }
  return planned.map(({ decision }) => decision);
}

/** Counts one request in the transaction; reads the bucket, so call it before any write. */
export async function countRequest(
  db: Firestore,
  tx: Transaction,
  bucket: string,
  limit: RateLimit,
  nowMs: number,
): Promise<RateDecision> {
  const [decision] = await countRequests(db, tx, [{ bucket, limit }], nowMs);
  return decision as RateDecision;
}

const queues = new Map<string, Promise<unknown>>();

/**
 * Runs the work for one bucket after the previous work for it in this instance has settled.
 * Requests of one key arriving at one instance then take turns instead of colliding in
 * transactions that would abort and back off; across instances the transaction still decides.
 */
function inTurn<T>(bucket: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(bucket) ?? Promise.resolve();
  const next = previous.then(work, work);
  queues.set(bucket, next);
  const forget = () => {
    if (queues.get(bucket) === next) queues.delete(bucket);
  };
  next.then(forget, forget);
  return next;
}

/** Counts one request in a transaction of its own. */
export function consumeRateLimit(
  db: Firestore,
  bucket: string,
  limit: RateLimit,
  now: () => number = Date.now,
): Promise<RateDecision> {
  // Each retry re-reads the count, so a generous attempt budget only costs latency under a
  // burst from many instances, never correctness.
  return inTurn(bucket, () =>
    db.runTransaction((tx) => countRequest(db, tx, bucket, limit, now()), { maxAttempts: 50 }),
  );
}
