// Wall-clock time in a named zone <-> instants, with the platform's Intl time-zone data (no
// library in the bundle). Daylight-saving edges follow Temporal's 'compatible' choice: a
// time skipped by a spring-forward gap moves forward by the gap, and a time that occurs twice
// in an autumn overlap means the first (earlier) occurrence.

import { zoneFormatter, zoneOffset } from '@model/queue-slots';

export interface WallTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
}

export interface ZonedParts extends WallTime {
  weekday: number; // 0 = Sunday
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function partsAt(ms: number, zone: string): ZonedParts & { second: number } {
  const out: Record<string, string> = {};
  for (const part of zoneFormatter(zone).formatToParts(new Date(ms))) out[part.type] = part.value;
  return {
    year: Number(out.year),
    month: Number(out.month),
    day: Number(out.day),
    hour: Number(out.hour) % 24,
    minute: Number(out.minute),
    second: Number(out.second),
    weekday: WEEKDAYS.indexOf(out.weekday ?? ''),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
export const offsetAt = zoneOffset;

/** The calendar date and time an instant shows on a clock in `zone`. */
export function zonedParts(instant: Date, zone: string): ZonedParts {
  const { second: _second, ...parts } = partsAt(instant.getTime(), zone);
  return parts;
}

const DAY_MS = 86_400_000;

/** The instant at which clocks in `zone` show `wall`. Throws on an unknown zone. */
export function wallTimeToInstant(wall: WallTime, zone: string): Date {
  const local = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // Offsets a day either side bracket any single transition near this wall time.
  const before = offsetAt(local - DAY_MS, zone);
  const after = offsetAt(local + DAY_MS, zone);
  const valid = [...new Set([before, after])]
    .map((offset) => local - offset)
    .filter((ms) => offsetAt(ms, zone) === local - ms)
    .sort((a, b) => a - b);
  const first = valid[0];
  if (first !== undefined) return new Date(first);
  // In a gap: read the wall time with the offset in force before it, which lands after it.
  return new Date(local - before);
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** "2026-03-08" and "09:30" as used by <input type="date"> and <input type="time">. */
export function toDateInput(wall: Pick<WallTime, 'year' | 'month' | 'day'>): string {
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

export function toTimeInput(wall: Pick<WallTime, 'hour' | 'minute'>): string {
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** Reads the two inputs' values back; null when either is empty or malformed. */
export function parseWallInputs(date: string, time: string): WallTime | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall = {
    year: Number(d[1]),
    month: Number(d[2]),
    day: Number(d[3]),
    hour: Number(t[1]),
    minute: Number(t[2]),
  };
  const check = new Date(Date.UTC(wall.year, wall.month - 1, wall.day));
  if (check.getUTCMonth() !== wall.month - 1 || wall.hour > 23 || wall.minute > 59) return null;
  return wall;
}

/** Whether the runtime knows the IANA zone. */
export function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Adds whole calendar days to a wall date (used by the calendar's day arithmetic). */
export function addDays<T extends Pick<WallTime, 'year' | 'month' | 'day'>>(
  wall: T,
  days: number,
): T {
  const d = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return { ...wall, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
