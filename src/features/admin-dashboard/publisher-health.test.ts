import { describe, expect, it } from 'vitest';
import type { JobRun } from '../../firebase/jobs';
import { PUBLISHER_LATE_MS, publisherHealth } from './publisher-health';

const NOW = Date.UTC(2026, 10, 21, 9, 0);

function run(agoMs: number, error: string | null = null): JobRun {
  return {
    name: 'publishDuePosts',
    lastRunAt: NOW - agoMs,
    lastSuccessAt: error ? null : NOW - agoMs,
    lastStartedAt: NOW - agoMs,
    durationMs: 800,
    processed: 4,
    rescued: 0,
    deadLetters: null,
    lastDeadLetterAt: null,
    error,
  };
}

describe('publisher health', () => {
  it('is fine when the publisher ran within the last five minutes', () => {
    expect(publisherHealth(run(60_000), NOW)).toBe('ok');
    expect(publisherHealth(run(PUBLISHER_LATE_MS), NOW)).toBe('ok');
  });

  it('warns once the last run is more than five minutes old', () => {
    expect(PUBLISHER_LATE_MS).toBe(5 * 60_000);
    expect(publisherHealth(run(PUBLISHER_LATE_MS + 1), NOW)).toBe('late');
    expect(publisherHealth(run(3_600_000, 'boom'), NOW)).toBe('late');
  });

  it('counts a run that started recently and has not finished yet', () => {
    const slow = { ...run(20 * 60_000), lastStartedAt: NOW - 60_000 };
    expect(publisherHealth(slow, NOW)).toBe('ok');
  });

  it('says when the last recent run failed, and when the publisher never ran', () => {
    expect(publisherHealth(run(30_000, 'Firestore is unavailable'), NOW)).toBe('failed');
    expect(publisherHealth(null, NOW)).toBe('never');
  });
});
