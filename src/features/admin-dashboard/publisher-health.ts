// Whether the publisher looks healthy from its last recorded run. It runs every minute, so a
// last run older than a few minutes means scheduled posts are waiting. Pure.

import type { JobRun } from '../../firebase/jobs';

/** The publisher is late once its last run is older than this. */
export const PUBLISHER_LATE_MS = 5 * 60_000;

export type PublisherHealth = 'never' | 'late' | 'failed' | 'ok';

/** When the publisher last started a run, finished or still going. */
export function lastPublisherRun(run: JobRun | null): number | null {
  const times = [run?.lastRunAt, run?.lastStartedAt].filter(
    (t): t is number => typeof t === 'number',
  );
  return times.length > 0 ? Math.max(...times) : null;
}

export function publisherHealth(run: JobRun | null, now: number): PublisherHealth {
  const last = lastPublisherRun(run);
  if (last === null) return 'never';
  if (now - last > PUBLISHER_LATE_MS) return 'late';
  return run?.error ? 'failed' : 'ok';
}
