// The occurrences of a repeat rule (RFC 5545 RRULE, through the rrule library) in a time zone.
// rrule works on "floating" wall-clock times here: the rule runs on dates written as if they were
// UTC, and each wall-clock occurrence becomes an instant in the workspace's zone afterwards
// (wallToInstant), so "every Monday 09:00" stays 09:00 on both sides of a daylight-saving change.
// Imported by the functions and by the composer's lazy repeat chunk only: rrule must stay out
// of the initial JS.

import * as rrulePackage from 'rrule';
import { wallToInstant } from './queue-slots';
import { REPEAT_SPAN_MAX_DAYS, type RepeatRule, type RepeatStart } from './schemas/series';

// Bundlers read rrule's ES module; Node (the prerender, which keeps packages external) loads its
// CommonJS build, whose names sit on the default export.
const commonJs = 'default';
const { RRule } = (
  'RRule' in rrulePackage ? rrulePackage : (rrulePackage as Record<string, unknown>)[commonJs]
) as typeof rrulePackage;
type RRule = rrulePackage.RRule;
type Weekday = rrulePackage.Weekday;

const DAY_MS = 86_400_000;
const WEEKDAYS: Weekday[] = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];
const FREQ = { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY } as const;

export interface Occurrence {
  /** 1 for the first occurrence of the rule. */
  index: number;
  at: number;
}

/** The start as a floating wall-clock time, or null when it is not a real date and time. */
export function startWall(start: RepeatStart): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(start.date);
  const time = /^(\d{2}):(\d{2})$/.exec(start.time);
  if (!match || !time) return null;
  const wall = Date.UTC(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    Number(time[1]),
    Number(time[2]),
  );
  return new Date(wall).toISOString().slice(0, 10) === start.date ? wall : null;
}

/** The last wall-clock moment of the series: the end of its until-day, or its span's limit. */
function lastWall(rule: RepeatRule, start: number): number {
  const span = start + REPEAT_SPAN_MAX_DAYS * DAY_MS;
  if (rule.end.kind !== 'until') return span;
  const until = startWall({ date: rule.end.until, time: '23:59' });
  return until === null ? span : Math.min(span, until + 59_999);
}

/** The rrule of a repeat rule, on floating wall-clock dates. */
export function rruleOf(rule: RepeatRule, start: RepeatStart): RRule | null {
  const wall = startWall(start);
  if (wall === null) return null;
  const weekdays =
    rule.freq === 'weekly' && rule.weekdays.length > 0
      ? [...new Set(rule.weekdays)].sort().map((day) => WEEKDAYS[day - 1] as Weekday)
      : undefined;
  return new RRule({
    freq: FREQ[rule.freq],
    interval: rule.interval,
    dtstart: new Date(wall),
    ...(weekdays ? { byweekday: weekdays } : {}),
    // RFC 5545 allows COUNT or UNTIL, not both; a count is bounded by its 365 occurrences.
    ...(rule.end.kind === 'count'
      ? { count: rule.end.count }
      : { until: new Date(lastWall(rule, wall)) }),
  });
}

/**
 * The RFC 5545 text of the rule, stored beside the series for anyone reading it. The start is
 * written with its zone (rrule writes floating times as UTC).
 */
export function rruleText(rule: RepeatRule, start: RepeatStart, zone: string): string {
  const text = rruleOf(rule, start)?.toString() ?? '';
  return text.replace(/^DTSTART:(\d{8}T\d{6})Z/, `DTSTART;TZID=${zone}:$1`);
}

/**
 * Occurrences of the rule from the one numbered `fromIndex` on, in order: at most `max` of
 * them, none after `until` (an instant). A weekly rule's weekdays may exclude the start's own
 * day: the first occurrence is then the first matching day, as RFC 5545 counts them.
 */
export function occurrences(
  rule: RepeatRule,
  start: RepeatStart,
  zone: string,
  options: { fromIndex?: number; until?: number; max?: number } = {},
): Occurrence[] {
  const rrule = rruleOf(rule, start);
  if (!rrule) return [];
  const fromIndex = options.fromIndex ?? 1;
  const max = options.max ?? REPEAT_SPAN_MAX_DAYS;
  const found: Occurrence[] = [];
  rrule.all((date, i) => {
    const index = i + 1;
    if (index < fromIndex) return true;
    const at = wallToInstant(date.getTime(), zone);
    if (options.until !== undefined && at > options.until) return false;
    found.push({ index, at });
    return found.length < max;
  });
  return found;
}

/** How many occurrences the rule has in all (bounded by its span). */
export function occurrenceCount(rule: RepeatRule, start: RepeatStart): number {
  return rruleOf(rule, start)?.count() ?? 0;
}
