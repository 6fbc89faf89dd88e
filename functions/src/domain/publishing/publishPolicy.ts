// How long the publisher waits and how often it tries: pure rules, one place.

/** A run holds a post this long; a crashed run's posts are picked up once it runs out. */
export const LEASE_MS = 5 * 60_000;
/** Sends of one channel, counting the first. */
export const MAX_ATTEMPTS = 5;
const BACKOFF_BASE_MS = 60_000;
const BACKOFF_MAX_MS = 30 * 60_000;
/** How soon reconciliation looks again for a post it has not found yet. */
export const RECONCILE_INTERVAL_MS = 60_000;
/** After this long without finding it, the post is declared not published (and not re-sent). */
export const RECONCILE_WINDOW_MS = 15 * 60_000;

/** 1, 2, 4, 8 ... minutes after the nth failed attempt, never less than the network asked for. */
export function backoffMs(attempts: number, retryAfterMs = 0): number {
  const exponential = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(attempts - 1, 0), BACKOFF_MAX_MS);
  return Math.max(exponential, retryAfterMs);
}
