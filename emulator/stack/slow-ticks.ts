// The scheduled jobs the stack runs on timers of its own (metrics, token refresh), sooner than in
// production so a demo shows them.

import { type TickResult, tickScheduled } from './publisher-tick';

export interface SlowJob {
  /** The exported function name, e.g. collectMetrics. */
  name: string;
  firstAfterMs: number;
  everyMs: number;
}

export const SLOW_JOBS: readonly SlowJob[] = [
  // Hourly in production.
  { name: 'collectMetrics', firstAfterMs: 45_000, everyMs: 5 * 60_000 },
  // Every 10 minutes in production too: tokens must be renewed before they lapse.
  { name: 'refreshChannelTokens', firstAfterMs: 30_000, everyMs: 10 * 60_000 },
  // Every 15 minutes in production: feed sources are fetched by tasks it enqueues.
  { name: 'pollFeeds', firstAfterMs: 60_000, everyMs: 15 * 60_000 },
  // Every 6 hours in production: a sign-in that lapses before scheduled posts is announced once.
  { name: 'warnExpiringCredentials', firstAfterMs: 40_000, everyMs: 10 * 60_000 },
];

function summarise(name: string, result: TickResult): string {
  return result.skipped
    ? `${name}: ${result.skipped}`
    : `${name}: ticked ${result.invoked.map((i) => `${i.id} (${i.status})`).join(', ')}`;
}

/** Starts the ticks; the answer stops them. */
export function startSlowTicks(
  functionsOrigin: string | undefined,
  projectId: string,
  log: (line: string) => void,
  jobs: readonly SlowJob[] = SLOW_JOBS,
): () => void {
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    let last = '';
    const tick = () => {
      tickScheduled(functionsOrigin, projectId, job.name).then(
        (result) => {
          const text = summarise(job.name, result);
          // Only changes are worth a line.
          if (text !== last) log(`[stack] ${text}`);
          last = text;
        },
        (error: unknown) => log(`[stack] ${job.name} tick failed: ${(error as Error).message}`),
      );
    };
    const first = setTimeout(() => {
      tick();
      const every = setInterval(tick, job.everyMs);
      every.unref();
      timers.push(every);
    }, job.firstAfterMs);
    first.unref();
    timers.push(first);
  }
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}
