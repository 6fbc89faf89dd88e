// A fixed-window request counter per bucket, kept in rateLimits/{bucketId} and changed only
// inside a transaction, so concurrent requests on many instances never over-admit: the
// transaction that sees count == max refuses, whatever the interleaving.

import { createHash } from 'node:crypto';
import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { RateLimit } from '../config';

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

/** Counts one request in the transaction; reads the bucket, so call it before any write. */
export async function countRequest(
  db: Firestore,
  tx: Transaction,
  bucket: string,
  limit: RateLimit,
  nowMs: number,
): Promise<RateDecision> {
  const ref = db.collection('rateLimits').doc(bucket);
  const snap = await tx.get(ref);
  const data = snap.data();
  const storedStart = typeof data?.windowStart === 'number' ? data.windowStart : null;
  const fresh =
    storedStart === null || nowMs >= storedStart + limit.windowMs || storedStart > nowMs;
  const windowStart = fresh ? nowMs : storedStart;
  const count = fresh ? 0 : typeof data?.count === 'number' ? data.count : 0;
  const resetAtMs = windowStart + limit.windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAtMs - nowMs) / 1000));
  if (count >= limit.max) {
    return { allowed: false, limit: limit.max, remaining: 0, resetAtMs, retryAfterSeconds };
  }
  tx.set(ref, { windowStart, count: count + 1, expiresAt: Timestamp.fromMillis(resetAtMs) });
  return {
    allowed: true,
    limit: limit.max,
    remaining: limit.max - count - 1,
    resetAtMs,
    retryAfterSeconds,
  };
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
