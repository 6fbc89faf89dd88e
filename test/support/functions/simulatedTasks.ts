// The lateness bench's stand-ins for time and for Cloud Tasks.
//
// Time is virtual: it stands still while any handler works (reads and writes the Firestore
// emulator, runs our code) and jumps to the next moment something waits for (a network answer,
// a task's time, the queue's next dispatch token) once every handler waits. So the figures are
// those of the design — queue rates, network round trips, pacing — and not of how much CPU a
// shared build machine lends the process.

import { PUBLISH_QUEUE_OPTIONS } from '../../../functions/src/tasks/publishQueue';

export class VirtualClock {
  now: number;
  /** Handlers working in real time; virtual time moves only when this is 0. */
  busy = 0;
  private timers: { at: number; fire: () => void }[] = [];

  /**
   * `tickMs` rounds every wake-up up to a multiple of it: handlers that would wake a few
   * milliseconds apart wake together and work side by side, so a bench that counts outcomes
   * rather than milliseconds runs its deliveries in parallel instead of one moment at a time.
   */
  constructor(
    start: number,
    readonly tickMs = 1,
  ) {
    this.now = start;
  }

  /** The first moment of the clock's ticks at or after `at`. */
  round(at: number): number {
    return Math.ceil(at / this.tickMs) * this.tickMs;
  }

  /** Waits `ms` of virtual time; the caller stops counting as busy meanwhile. */
  sleep(ms: number): Promise<void> {
    this.busy--;
    return new Promise((resolve) => {
      this.insert(this.now + Math.max(0, ms), () => {
        this.busy++;
        resolve();
      });
    });
  }

  /** Runs work that counts as busy until it ends. */
  async work<T>(run: () => Promise<T>): Promise<T> {
    this.busy++;
    try {
      return await run();
    } finally {
      this.busy--;
    }
  }

  nextTimer(): number | null {
    return this.timers[0]?.at ?? null;
  }

  /** Moves to `at` and fires every timer due by then. */
  advance(at: number) {
    this.now = Math.max(this.now, at);
    while (this.timers.length > 0 && (this.timers[0]?.at ?? Number.POSITIVE_INFINITY) <= this.now) {
      this.timers.shift()?.fire();
    }
  }

  private insert(moment: number, fire: () => void) {
    const at = this.round(moment);
    let low = 0;
    let high = this.timers.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.timers[mid]?.at ?? 0) <= at) low = mid + 1;
      else high = mid;
    }
    this.timers.splice(low, 0, { at, fire });
  }
}

export interface SimTask<D> {
  id: string;
  at: number;
  data: D;
  attempt: number;
}

/**
 * One Cloud Tasks queue with the publish queue's settings: dispatch tokens refill at
 * maxDispatchesPerSecond (a bucket one second deep), at most maxConcurrentDispatches run at
 * once, no task starts before its time, a failed one is retried with the queue's backoff and
 * given up after maxAttempts.
 */
export class SimQueue<D> {
  private pending: SimTask<D>[] = [];
  private running = 0;
  private tokens = 0;
  private last: number;
  private readonly known = new Set<string>();
  private readonly removed = new Set<string>();
  failed = 0;
  /** Deliveries that threw (each retried, or given up after the last attempt). */
  errors = 0;
  lastError = '';

  constructor(
    private readonly clock: VirtualClock,
    private readonly run: (task: SimTask<D>) => Promise<void>,
  ) {
    this.last = clock.now;
  }

  /** A task id is taken once: a duplicate enqueue is refused, as Cloud Tasks does. */
  add(task: SimTask<D>) {
    if (this.known.has(task.id)) return;
    this.known.add(task.id);
    this.insert(task);
  }

  remove(id: string) {
    this.removed.add(id);
  }

  private insert(task: SimTask<D>) {
    let low = 0;
    let high = this.pending.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.pending[mid]?.at ?? 0) <= task.at) low = mid + 1;
      else high = mid;
    }
    this.pending.splice(low, 0, task);
  }

  /** Starts every task it may now; answers how many started. */
  dispatch(): number {
    const { maxDispatchesPerSecond, maxConcurrentDispatches } = PUBLISH_QUEUE_OPTIONS.rateLimits;
    const now = this.clock.now;
    this.tokens = Math.min(
      maxDispatchesPerSecond,
      this.tokens + ((now - this.last) / 1000) * maxDispatchesPerSecond,
    );
    this.last = now;
    let started = 0;
    let index = 0;
    while (
      index < this.pending.length &&
      (this.pending[index]?.at ?? Number.POSITIVE_INFINITY) <= now &&
      this.tokens >= 1 &&
      this.running < maxConcurrentDispatches
    ) {
      const task = this.pending[index++] as SimTask<D>;
      if (this.removed.has(task.id)) continue;
      this.tokens--;
      this.running++;
      started++;
      void this.clock
        .work(() => this.run(task))
        .catch((error: unknown) => this.retry(task, error))
        .finally(() => {
          this.running--;
        });
    }
    this.pending.splice(0, index);
    return started;
  }

  private retry(task: SimTask<D>, error: unknown) {
    this.errors++;
    this.lastError = error instanceof Error ? error.message : String(error);
    const retry = PUBLISH_QUEUE_OPTIONS.retryConfig;
    if (task.attempt + 1 >= retry.maxAttempts) {
      this.failed++;
      return;
    }
    const backoff = Math.min(
      retry.maxBackoffSeconds,
      retry.minBackoffSeconds * 2 ** Math.min(task.attempt, retry.maxDoublings),
    );
    this.insert({ ...task, attempt: task.attempt + 1, at: this.clock.now + backoff * 1000 });
  }

  /** The next virtual moment this queue could start a task, if it has one waiting. */
  nextMoment(): number | null {
    const first = this.pending[0];
    if (!first) return null;
    const { maxDispatchesPerSecond, maxConcurrentDispatches } = PUBLISH_QUEUE_OPTIONS.rateLimits;
    if (this.running >= maxConcurrentDispatches) return null;
    const tokenAt =
      this.tokens >= 1
        ? this.clock.now
        : this.clock.now + Math.ceil(((1 - this.tokens) / maxDispatchesPerSecond) * 1000);
    return Math.max(first.at, tokenAt);
  }

  get idle() {
    return this.pending.length === 0 && this.running === 0;
  }
}

/** Runs the queues until they are empty: dispatch, let handlers work, move time on. */
export async function runUntilIdle<D>(clock: VirtualClock, queues: SimQueue<D>[]) {
  for (;;) {
    for (const queue of queues) queue.dispatch();
    // Let every handler work until all of them wait on virtual time.
    while (clock.busy > 0) await new Promise((resolve) => setTimeout(resolve, 2));
    const moments = [clock.nextTimer(), ...queues.map((queue) => queue.nextMoment())].filter(
      (at): at is number => at !== null,
    );
    if (moments.length === 0) {
      if (queues.every((queue) => queue.idle)) return;
      await new Promise((resolve) => setTimeout(resolve, 2));
      continue;
    }
    clock.advance(clock.round(Math.max(clock.now, Math.min(...moments))));
  }
}
