import { describe, expect, it } from 'vitest';
import { SLOW_JOBS, startSlowTicks } from './slow-ticks';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('slow ticks', () => {
  it('ticks the metrics collection, shortly after start and then every few minutes', () => {
    const metrics = SLOW_JOBS.find((job) => job.name === 'collectMetrics');
    expect(metrics?.firstAfterMs).toBeLessThanOrEqual(60_000);
    expect(metrics?.everyMs).toBe(5 * 60_000);
  });

  it('ticks each job, logs a line only when what it says changes, and stops when asked', async () => {
    const lines: string[] = [];
    const stop = startSlowTicks(undefined, 'demo-smm', (line) => lines.push(line), [
      { name: 'collectMetrics', firstAfterMs: 1, everyMs: 5 },
    ]);
    await wait(60);
    stop();
    expect(lines).toEqual([
      '[stack] collectMetrics: no collectMetrics is deployed (the Functions emulator is not up)',
    ]);
  });

  it('never ticks a job stopped before its first tick', async () => {
    const lines: string[] = [];
    const stop = startSlowTicks(undefined, 'demo-smm', (line) => lines.push(line), [
      { name: 'collectMetrics', firstAfterMs: 20, everyMs: 5 },
    ]);
    stop();
    await wait(50);
    expect(lines).toEqual([]);
  });
});
