import { describe, expect, it } from 'vitest';
import { addDays, parseWallInputs, wallTimeToInstant, zonedParts } from './zoned-time';

const iso = (d: Date) => d.toISOString();

describe('wallTimeToInstant in America/New_York', () => {
  const zone = 'America/New_York';
  it('uses EST (-05:00) in winter and EDT (-04:00) in summer', () => {
    expect(
      iso(wallTimeToInstant({ year: 2026, month: 1, day: 15, hour: 9, minute: 0 }, zone)),
    ).toBe('2026-01-15T14:00:00.000Z');
    expect(
      iso(wallTimeToInstant({ year: 2026, month: 7, day: 15, hour: 9, minute: 0 }, zone)),
    ).toBe('2026-07-15T13:00:00.000Z');
  });

  it('keeps 09:00 at 09:00 on the days either side of the March change', () => {
    expect(iso(wallTimeToInstant({ year: 2026, month: 3, day: 7, hour: 9, minute: 0 }, zone))).toBe(
      '2026-03-07T14:00:00.000Z',
    );
    expect(iso(wallTimeToInstant({ year: 2026, month: 3, day: 8, hour: 9, minute: 0 }, zone))).toBe(
      '2026-03-08T13:00:00.000Z',
    );
  });

  it('moves a time inside the spring-forward gap forward by the gap (02:30 -> 03:30 EDT)', () => {
    const at = wallTimeToInstant({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, zone);
    expect(iso(at)).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedParts(at, zone)).toMatchObject({ hour: 3, minute: 30 });
  });

  it('takes the first of the two 01:30s of the November overlap', () => {
    expect(
      iso(wallTimeToInstant({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, zone)),
    ).toBe('2026-11-01T05:30:00.000Z');
  });
});

describe('wallTimeToInstant in Europe/Paris', () => {
  const zone = 'Europe/Paris';
  it('is +01:00 before and +02:00 after the last Sunday of March', () => {
    expect(
      iso(wallTimeToInstant({ year: 2026, month: 3, day: 28, hour: 9, minute: 0 }, zone)),
    ).toBe('2026-03-28T08:00:00.000Z');
    expect(
      iso(wallTimeToInstant({ year: 2026, month: 3, day: 29, hour: 9, minute: 0 }, zone)),
    ).toBe('2026-03-29T07:00:00.000Z');
  });

  it('moves 02:30 on the change day to 03:30 CEST', () => {
    expect(
      iso(wallTimeToInstant({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, zone)),
    ).toBe('2026-03-29T01:30:00.000Z');
  });

  it('takes the CEST 02:30 in the October overlap', () => {
    expect(
      iso(wallTimeToInstant({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, zone)),
    ).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('wallTimeToInstant in Australia/Sydney (southern hemisphere)', () => {
  const zone = 'Australia/Sydney';
  it('is +11:00 in January (summer time) and +10:00 in July', () => {
    expect(
      iso(wallTimeToInstant({ year: 2026, month: 1, day: 10, hour: 9, minute: 0 }, zone)),
    ).toBe('2026-01-09T22:00:00.000Z');
    expect(
      iso(wallTimeToInstant({ year: 2026, month: 7, day: 10, hour: 9, minute: 0 }, zone)),
    ).toBe('2026-07-09T23:00:00.000Z');
  });

  it('handles the April fall-back (first 02:30) and the October gap (02:30 -> 03:30)', () => {
    expect(
      iso(wallTimeToInstant({ year: 2026, month: 4, day: 5, hour: 2, minute: 30 }, zone)),
    ).toBe('2026-04-04T15:30:00.000Z');
    expect(
      iso(wallTimeToInstant({ year: 2026, month: 10, day: 4, hour: 2, minute: 30 }, zone)),
    ).toBe('2026-10-03T16:30:00.000Z');
  });
});

describe('round trips and inputs', () => {
  it('returns the wall time it was given for every hour of a DST-change day that exists', () => {
    for (let hour = 0; hour < 24; hour++) {
      if (hour === 2) continue;
      const wall = { year: 2026, month: 3, day: 8, hour, minute: 15 };
      const at = wallTimeToInstant(wall, 'America/New_York');
      expect(zonedParts(at, 'America/New_York')).toMatchObject(wall);
    }
  });

  it('parses date and time inputs and refuses impossible dates', () => {
    expect(parseWallInputs('2026-02-28', '09:05')).toEqual({
      year: 2026,
      month: 2,
      day: 28,
      hour: 9,
      minute: 5,
    });
    expect(parseWallInputs('2026-02-30', '09:05')).toBeNull();
    expect(parseWallInputs('2026-02-10', '')).toBeNull();
  });

  it('adds days across month and year ends', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
  });

  it('throws on an unknown zone', () => {
    expect(() =>
      wallTimeToInstant({ year: 2026, month: 1, day: 1, hour: 0, minute: 0 }, 'Mars/Base'),
    ).toThrow();
  });
});
