import { describe, expect, it } from 'vitest';
import {
  formatZoned,
  formatZonedClock,
  knownZone,
  offsetMinutes,
  scheduleTime,
} from './time-format';

// Europe/Madrid leaves summer time on 25 Oct 2026 at 03:00 CEST (01:00 UTC); New York leaves
// it a week later, on 1 Nov 2026 at 02:00 EDT (06:00 UTC).
const beforeMadridChange = Date.parse('2026-10-25T00:30:00Z');
const afterMadridChange = Date.parse('2026-10-25T01:30:00Z');

describe('one time, one zone', () => {
  it('names the workspace zone, as the locale writes it', () => {
    const at = Date.parse('2026-11-27T07:00:00Z');
    expect(formatZoned(at, 'en-GB', 'Europe/Madrid')).toBe('Fri 27 Nov, 08:00 CET');
    expect(formatZoned(at, 'en-US', 'Europe/Madrid')).toMatch(/^Fri, Nov 27, 8:00 AM GMT\+1$/);
    expect(formatZoned(at, 'de', 'Europe/Madrid')).toBe('Fr., 27. Nov., 08:00 MEZ');
    expect(formatZonedClock(at, 'en-GB', 'Europe/Madrid')).toBe('08:00 CET');
  });

  it('follows the daylight-saving change: the same zone, a new offset and name', () => {
    expect(offsetMinutes(beforeMadridChange, 'Europe/Madrid')).toBe(120);
    expect(offsetMinutes(afterMadridChange, 'Europe/Madrid')).toBe(60);
    // 02:30 CEST, then an hour later the clock reads 02:30 again, in CET.
    expect(formatZonedClock(beforeMadridChange, 'en-GB', 'Europe/Madrid')).toBe('02:30 CEST');
    expect(formatZonedClock(afterMadridChange, 'en-GB', 'Europe/Madrid')).toBe('02:30 CET');
    expect(offsetMinutes(beforeMadridChange, 'America/New_York')).toBe(-240);
    expect(offsetMinutes(Date.parse('2026-11-01T06:30:00Z'), 'America/New_York')).toBe(-300);
  });

  it("adds the viewer's time only where their clock differs from the workspace's", () => {
    const at = Date.parse('2026-11-27T07:00:00Z');
    expect(scheduleTime(at, 'en-GB', 'Europe/Madrid', 'Europe/Paris')).toEqual({
      iso: '2026-11-27T07:00:00.000Z',
      workspace: 'Fri 27 Nov, 08:00 CET',
      viewer: null,
    });
    expect(scheduleTime(at, 'en-GB', 'Europe/Madrid', 'Europe/London').viewer).toBe(
      'Fri 27 Nov, 07:00 GMT',
    );
  });

  it('tells apart zones whose clocks agree in one season and not in the other', () => {
    // London is five hours ahead of New York, except between 25 Oct and 1 Nov 2026 (four).
    const summer = Date.parse('2026-10-20T12:00:00Z');
    const gap = Date.parse('2026-10-28T12:00:00Z');
    expect(offsetMinutes(summer, 'Europe/London') - offsetMinutes(summer, 'America/New_York')).toBe(
      300,
    );
    expect(offsetMinutes(gap, 'Europe/London') - offsetMinutes(gap, 'America/New_York')).toBe(240);
    // Madrid and Lisbon are an hour apart all year, across both changes.
    for (const at of [summer, gap, beforeMadridChange, afterMadridChange]) {
      expect(scheduleTime(at, 'en-GB', 'Europe/Madrid', 'Europe/Lisbon').viewer).not.toBeNull();
    }
    // Madrid and Paris always agree, even across the change.
    for (const at of [beforeMadridChange, afterMadridChange]) {
      expect(scheduleTime(at, 'en-GB', 'Europe/Madrid', 'Europe/Paris').viewer).toBeNull();
    }
  });

  it('writes a stored zone the runtime does not know in UTC instead of failing', () => {
    expect(knownZone('Mars/Olympus')).toBe('UTC');
    expect(knownZone(null)).toBe('UTC');
    expect(formatZonedClock(Date.parse('2026-11-27T07:00:00Z'), 'en-GB', 'Mars/Olympus')).toBe(
      '07:00 UTC',
    );
  });
});
