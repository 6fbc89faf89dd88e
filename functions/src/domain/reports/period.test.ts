import { describe, expect, it } from 'vitest';
import { reportPeriods } from './period';

const HOUR = 3_600_000;

describe('report periods in the workspace zone', () => {
  it('last month across the spring change starts and ends at Paris midnights', () => {
    const p = reportPeriods('last_month', 'Europe/Paris', new Date('2026-04-10T12:00:00Z'));
    expect(new Date(p.current.startMs).toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(new Date(p.current.endMs).toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect((p.current.endMs - p.current.startMs) / HOUR).toBe(31 * 24 - 1);
    expect([p.current.from, p.current.to]).toEqual(['2026-03-01', '2026-03-31']);
    expect([p.previous.from, p.previous.to]).toEqual(['2026-02-01', '2026-02-28']);
    expect(p.previous.endMs).toBe(p.current.startMs);
  });

  it('last week holding the autumn change is 169 hours, Monday to Monday', () => {
    const p = reportPeriods('last_week', 'Europe/Paris', new Date('2026-10-28T08:00:00Z'));
    expect(new Date(p.current.startMs).toISOString()).toBe('2026-10-18T22:00:00.000Z');
    expect(new Date(p.current.endMs).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect((p.current.endMs - p.current.startMs) / HOUR).toBe(169);
    expect([p.current.from, p.current.to]).toEqual(['2026-10-19', '2026-10-25']);
    expect((p.previous.endMs - p.previous.startMs) / HOUR).toBe(168);
  });

  it('reads "today" in the zone: late Sunday in New York is still last week there', () => {
    // 02:00 UTC on Monday is 22:00 on Sunday in New York.
    const p = reportPeriods('last_week', 'America/New_York', new Date('2026-06-15T02:00:00Z'));
    expect([p.current.from, p.current.to]).toEqual(['2026-06-01', '2026-06-07']);
  });

  it('a custom period compares with as many days just before it', () => {
    const p = reportPeriods('custom', 'Asia/Tokyo', new Date('2026-11-01T00:00:00Z'), {
      from: '2026-10-01',
      to: '2026-10-10',
    });
    expect(new Date(p.current.startMs).toISOString()).toBe('2026-09-30T15:00:00.000Z');
    expect([p.previous.from, p.previous.to]).toEqual(['2026-09-21', '2026-09-30']);
    expect(() =>
      reportPeriods('custom', 'UTC', new Date(), { from: '2026-10-10', to: '2026-10-01' }),
    ).toThrow(RangeError);
  });
});
