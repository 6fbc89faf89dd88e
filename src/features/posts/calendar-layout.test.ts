import { describe, expect, it } from 'vitest';
import { hoursShown, isToday, placeByDay } from './calendar-layout';

const post = (iso: string | null, id = iso ?? 'none') => ({
  id,
  scheduledAt: iso ? new Date(iso) : null,
});

describe('the calendar places posts at their workspace time', () => {
  it("puts a post on the workspace's day and hour, not the viewer's", () => {
    // 23:30 UTC on 14 Jan is 00:30 on 15 Jan in Madrid and 18:30 on 14 Jan in New York.
    const placed = placeByDay([post('2027-01-14T23:30:00Z')], 'Europe/Madrid');
    expect([...placed.keys()]).toEqual(['2027-01-15']);
    expect(placed.get('2027-01-15')?.[0]).toMatchObject({ hour: 0, minute: 30 });
    const inNewYork = placeByDay([post('2027-01-14T23:30:00Z')], 'America/New_York');
    expect(inNewYork.get('2027-01-14')?.[0]).toMatchObject({ hour: 18, minute: 30 });
  });

  it('keeps the wall-clock hour across the daylight-saving change, earliest first', () => {
    // 25 Oct 2026 in Madrid: 02:30 CEST (00:30 UTC), then 02:30 CET (01:30 UTC), then 09:00.
    const placed = placeByDay(
      [
        post('2026-10-25T08:00:00Z', 'nine'),
        post('2026-10-25T01:30:00Z', 'second'),
        post('2026-10-25T00:30:00Z', 'first'),
        post(null),
      ],
      'Europe/Madrid',
    );
    expect(placed.get('2026-10-25')?.map((p) => [p.post.id, p.hour])).toEqual([
      ['first', 2],
      ['second', 2],
      ['nine', 9],
    ]);
  });

  it('shows working hours, widened to the earliest and latest post', () => {
    expect(hoursShown([])).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
    expect(hoursShown([{ hour: 5 }, { hour: 23 }])[0]).toBe(5);
    expect(hoursShown([{ hour: 5 }, { hour: 23 }]).at(-1)).toBe(23);
  });

  it('marks today on the workspace clock', () => {
    const now = new Date('2026-11-27T23:30:00Z');
    expect(isToday({ year: 2026, month: 11, day: 28 }, 'Europe/Madrid', now)).toBe(true);
    expect(isToday({ year: 2026, month: 11, day: 27 }, 'America/New_York', now)).toBe(true);
  });
});
