// The one way dates and times are written on screen. A schedule time is written in the
// workspace's time zone with the zone named ("Fri 27 Nov, 08:00 CET"), and in the viewer's
// own zone alongside when the two clocks differ at that instant. Everything comes from the
// platform's Intl data: the zone names, the daylight-saving rules and the locale's order.

type Instant = Date | number;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/** A zone the runtime knows, or UTC (a stored zone may be missing or misspelt). */
export function knownZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The zone this browser's clock is set to. */
export function viewerZone(): string {
  return knownZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** Minutes a zone's clock is ahead of UTC at one instant (negative west of Greenwich). */
export function offsetMinutes(at: Instant, timeZone: string): number {
  const parts: Record<string, number> = {};
  const stamp = typeof at === 'number' ? at : at.getTime();
  for (const part of formatter('en-US', {
    timeZone: knownZone(timeZone),
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(stamp)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    (parts.hour ?? 0) % 24,
    parts.minute ?? 0,
  );
  return Math.round((wall - (stamp - (stamp % 60_000))) / 60_000);
}

const SCHEDULE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** Weekday, day, month, time and the zone's name: how a schedule time is written. */
export function formatZoned(at: Instant, locale: string, timeZone: string): string {
  return formatter(locale, { ...SCHEDULE, timeZone: knownZone(timeZone) }).format(at);
}

/** Only the time of day, with the zone named (calendar chips, a day's hours). */
export function formatZonedClock(at: Instant, locale: string, timeZone: string): string {
  return formatter(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: knownZone(timeZone),
  }).format(at);
}

export interface ScheduleTime {
  /** ISO 8601, for <time dateTime>. */
  iso: string;
  /** In the workspace's zone, the zone named. */
  workspace: string;
  /** In the viewer's zone, when its clock differs from the workspace's then; null otherwise. */
  viewer: string | null;
}

/** A schedule time as every screen writes it; the viewer's clock only where it differs. */
export function scheduleTime(
  at: Instant,
  locale: string,
  workspaceZone: string,
  ownZone: string = viewerZone(),
): ScheduleTime {
  const date = typeof at === 'number' ? new Date(at) : at;
  const same = offsetMinutes(date, workspaceZone) === offsetMinutes(date, ownZone);
  return {
    iso: date.toISOString(),
    workspace: formatZoned(date, locale, workspaceZone),
    viewer: same ? null : formatZoned(date, locale, ownZone),
  };
}

/** A day without a time, in the viewer's zone (request updates, expiry dates). */
export function formatDay(at: Instant, locale: string, timeZone: string = viewerZone()): string {
  return formatter(locale, { dateStyle: 'medium', timeZone: knownZone(timeZone) }).format(at);
}

/** A moment that is not a schedule (a message, a notification), in the viewer's zone. */
export function formatMoment(at: Instant, locale: string, timeZone: string = viewerZone()): string {
  return formatter(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: knownZone(timeZone),
  }).format(at);
}
