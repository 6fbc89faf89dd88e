import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../test/support/functions/suiteFirestore';
import { recordJobRun } from './jobRun';

const fs = suiteFirestore();

/** A clock that moves on by `stepMs` at every reading. */
function ticking(start: string, stepMs: number) {
  let at = new Date(start).getTime() - stepMs;
  return () => {
    at += stepMs;
    return new Date(at);
  };
}

const millis = (value: unknown) => (value as Timestamp).toMillis();

describe('job runs', () => {
  it('records a successful run: when, how long, how much', async () => {
    const outcome = await recordJobRun(
      fs.db,
      'okJob',
      async () => ({ processed: 12 }),
      ticking('2026-11-20T10:00:00Z', 1500),
    );
    expect(outcome).toEqual({ processed: 12 });
    const job = (await fs.db.doc('jobs/okJob').get()).data() ?? {};
    const started = Date.parse('2026-11-20T10:00:00Z');
    expect(job).toMatchObject({ name: 'okJob', durationMs: 1500, processed: 12, error: null });
    expect(millis(job.lastStartedAt)).toBe(started);
    expect(millis(job.lastRunAt)).toBe(started);
    expect(millis(job.lastSuccessAt)).toBe(started);
  });

  it('records a failed run with its reason, keeps the last success, and throws again', async () => {
    await recordJobRun(
      fs.db,
      'flaky',
      async () => ({ processed: 3 }),
      ticking('2026-11-20T10:00:00Z', 10),
    );
    await expect(
      recordJobRun(
        fs.db,
        'flaky',
        async () => {
          throw new Error('Firestore is unavailable');
        },
        ticking('2026-11-20T10:01:00Z', 40),
      ),
    ).rejects.toThrow('Firestore is unavailable');
    const job = (await fs.db.doc('jobs/flaky').get()).data() ?? {};
    expect(job).toMatchObject({ error: 'Firestore is unavailable', durationMs: 40, processed: 0 });
    expect(millis(job.lastRunAt)).toBe(Date.parse('2026-11-20T10:01:00Z'));
    expect(millis(job.lastFailureAt)).toBe(Date.parse('2026-11-20T10:01:00Z'));
    expect(millis(job.lastSuccessAt)).toBe(Date.parse('2026-11-20T10:00:00Z'));
  });
});
