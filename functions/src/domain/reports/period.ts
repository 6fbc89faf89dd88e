// A report's period in the workspace's time zone: last week (Monday to Monday), last month, or
// custom days, each with the period of the same length just before it for comparison. Bounds are
// wall-clock midnights turned into instants, so a week holding a daylight-saving change is 167
// or 169 hours long and still starts and ends at midnight where the client lives.

import { instantToWall, wallToInstant } from '@model/queue-slots';

export type PeriodKind = 'last_week' | 'last_month' | 'custom';

/** Half-open [startMs, endMs), with its first and last day as the zone's calendar reads them. */
export interface Period {
  startMs: number;
  endMs: number;
  /** YYYY-MM-DD, the first day and the last day included. */
  from: string;
  to: string;
}

export interface ReportPeriods {
  kind: PeriodKind;
  timeZone: string;
  current: Period;
  previous: Period;
}

const DAY_MS = 86_400_000;

function day(wall: number): string {
  return new Date(wall).toISOString().slice(0, 10);
}

function parseDay(text: string): number {
  const wall = Date.parse(`${text}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(wall)) {
    throw new RangeError(`Not a day: ${text}`);
  }
  return wall;
}

/** The period between two wall-clock midnights (written as UTC), end excluded. */
function between(startWall: number, endWall: number, zone: string): Period {
  return {
    startMs: wallToInstant(startWall, zone),
    endMs: wallToInstant(endWall, zone),
    from: day(startWall),
    to: day(endWall - DAY_MS),
  };
}

/** The wall-clock midnight of the day `at` falls on in `zone`, written as UTC. */
function midnightOf(at: number, zone: string): number {
  const wall = instantToWall(at, zone);
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
}

function shiftMonths(wall: number, months: number): number {
  const d = new Date(wall);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1);
}

/**
 * The report's periods at `now`. Custom periods name their first and last day (both included);
 * the previous period is as many days just before.
 */
export function reportPeriods(
  kind: PeriodKind,
  timeZone: string,
  now: Date,
  custom?: { from: string; to: string },
): ReportPeriods {
  const today = midnightOf(now.getTime(), timeZone);
  if (kind === 'last_week') {
    // ISO weeks: Monday is 1; getUTCDay reads Sunday as 0.
    const weekday = (new Date(today).getUTCDay() + 6) % 7;
    const thisMonday = today - weekday * DAY_MS;
    return {
      kind,
      timeZone,
      current: between(thisMonday - 7 * DAY_MS, thisMonday, timeZone),
      previous: between(thisMonday - 14 * DAY_MS, thisMonday - 7 * DAY_MS, timeZone),
    };
  }
  if (kind === 'last_month') {
    const thisMonth = shiftMonths(today, 0);
    return {
      kind,
      timeZone,
      current: between(shiftMonths(thisMonth, -1), thisMonth, timeZone),
      previous: between(shiftMonths(thisMonth, -2), shiftMonths(thisMonth, -1), timeZone),
    };
  }
  if (!custom) throw new RangeError('A custom period names its days.');
  const first = parseDay(custom.from);
  const end = parseDay(custom.to) + DAY_MS;
  if (end <= first) throw new RangeError('A period ends after it starts.');
  const days = (end - first) / DAY_MS;
  return {
    kind,
    timeZone,
    current: between(first, end, timeZone),
    previous: between(first - days * DAY_MS, first, timeZone),
  };
}
