import { describe, expect, it } from 'vitest';
import { occurrenceCount, occurrences, rruleText, startWall } from './recurrence';
import type { RepeatRule } from './schemas/series';

const weekly = (end: RepeatRule['end'], weekdays: number[] = []): RepeatRule => ({
  freq: 'weekly',
  interval: 1,
  weekdays,
  end,
});

describe('occurrences of a repeat rule', () => {
  it('keeps 09:00 in Madrid across the October change (UTC+2 then UTC+1)', () => {
    const found = occurrences(
      weekly({ kind: 'count', count: 3 }),
      { date: '2026-10-18', time: '09:00' },
      'Europe/Madrid',
    );
    expect(found.map((o) => [o.index, new Date(o.at).toISOString()])).toEqual([
      [1, '2026-10-18T07:00:00.000Z'],
      [2, '2026-10-25T08:00:00.000Z'],
      [3, '2026-11-01T08:00:00.000Z'],
    ]);
  });

  it('keeps 09:00 in New York across the March change', () => {
    const found = occurrences(
      { freq: 'daily', interval: 1, weekdays: [], end: { kind: 'count', count: 3 } },
      { date: '2026-03-07', time: '09:00' },
      'America/New_York',
    );
    expect(found.map((o) => new Date(o.at).toISOString())).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
    ]);
  });

  it('moves a time in the skipped spring hour forward, never drops it', () => {
    const [first] = occurrences(
      { freq: 'daily', interval: 1, weekdays: [], end: { kind: 'count', count: 2 } },
      { date: '2026-03-29', time: '02:30' },
      'Europe/Madrid',
    );
    expect(new Date(first?.at ?? 0).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('ends on the until date inclusive', () => {
    const found = occurrences(
      weekly({ kind: 'until', until: '2026-06-15' }, [1, 3]),
      { date: '2026-06-01', time: '17:30' },
      'UTC',
    );
    expect(found.map((o) => new Date(o.at).toISOString().slice(0, 10))).toEqual([
      '2026-06-01',
      '2026-06-03',
      '2026-06-08',
      '2026-06-10',
      '2026-06-15',
    ]);
    expect(
      occurrenceCount(weekly({ kind: 'until', until: '2026-06-15' }, [1, 3]), {
        date: '2026-06-01',
        time: '17:30',
      }),
    ).toBe(5);
  });

  it('numbers occurrences from a given index and stops at an instant', () => {
    const rule = weekly({ kind: 'count', count: 10 });
    const start = { date: '2026-01-05', time: '10:00' };
    const found = occurrences(rule, start, 'UTC', {
      fromIndex: 4,
      until: Date.parse('2026-02-10T00:00:00Z'),
    });
    expect(found.map((o) => o.index)).toEqual([4, 5, 6]);
    expect(occurrences(rule, start, 'UTC', { fromIndex: 11 })).toEqual([]);
  });

  it('writes the rule as RFC 5545 text and refuses a date that does not exist', () => {
    expect(
      rruleText(
        weekly({ kind: 'count', count: 4 }, [2]),
        { date: '2026-01-06', time: '08:00' },
        'Europe/Paris',
      ),
    ).toBe(
      'DTSTART;TZID=Europe/Paris:20260106T080000\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;COUNT=4',
    );
    expect(startWall({ date: '2026-02-30', time: '08:00' })).toBeNull();
  });
});
