// Weekly posting slots in a time zone, turned into instants. Shared by the queue callables (which
// place posts) and the queue screen (which shows the next slots). A slot is a wall-clock time on
// a weekday in the workspace's zone, so "Mon 09:00" stays 09:00 on both sides of a daylight-saving
// change. A wall time that does not exist that day (the hour skipped in spring) is taken at the
// same distance after the jump (02:30 becomes 03:30); a wall time that happens twice (the hour
// repeated in autumn) is taken the first time.

/** ISO weekday (1 = Monday ... 7 = Sunday) and a time "HH:MM". */
export interface QueueSlot {
  day: number;
  time: string;
}

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A zone's wall clock, parts by parts (weekday included), one formatter per zone. */
export function zoneFormatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** The zone's offset from UTC (ms) at the instant `at`. */
export function zoneOffset(at: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of zoneFormatter(zone).formatToParts(new Date(at))) {
    if (part.type !== 'literal' && part.type !== 'weekday') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant of a wall-clock time in a zone. `wall` is that time written as if it were UTC
 * (Date.UTC(y, m, d, h, min)).
 */
export function wallToInstant(wall: number, zone: string): number {
  const before = zoneOffset(wall - DAY_MS, zone);
  const after = zoneOffset(wall + DAY_MS, zone);
  if (before === after) return wall - before;
  const early = wall - before;
  const late = wall - after;
  const earlyFits = instantToWall(early, zone) === wall;
  const lateFits = instantToWall(late, zone) === wall;
  // Repeated hour: both readings exist, the first comes first.
  if (earlyFits && lateFits) return Math.min(early, late);
  if (earlyFits) return early;
  if (lateFits) return late;
  // Skipped hour: the offset before the jump puts the time as far after the jump as it was
  // after the skipped hour's start.
  return early;
}

/** The wall-clock time of an instant in a zone, written as if it were UTC. */
export function instantToWall(at: number, zone: string): number {
  return at + zoneOffset(at, zone);
}

export function parseSlotTime(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return null;
  return Number(match[1]) * 3_600_000 + Number(match[2]) * 60_000;
}

/** Slots in week order, without repeats; each as its day and minutes from midnight. */
function weekOf(slots: readonly QueueSlot[]): { day: number; offset: number }[] {
  const seen = new Set<string>();
  const week: { day: number; offset: number }[] = [];
  for (const slot of slots) {
    const offset = parseSlotTime(slot.time);
    if (offset === null || slot.day < 1 || slot.day > 7) continue;
    const key = `${slot.day}@${offset}`;
    if (seen.has(key)) continue;
    seen.add(key);
    week.push({ day: slot.day, offset });
  }
  return week.sort((a, b) => a.day - b.day || a.offset - b.offset);
}

/**
 * The slot instants after `from`, in order, skipping those in `taken`, until `count` are found
 * or `until` is passed. The zone's offset is read once a day, at noon: when the noons either
 * side of a day agree, nothing changed in between (zones change at most once in two days), and
 * the day's slots need no further lookups.
 */
export function nextSlots(
  slots: readonly QueueSlot[],
  zone: string,
  from: number,
  count: number,
  options: { taken?: ReadonlySet<number>; until?: number } = {},
): number[] {
  const week = weekOf(slots);
  const found: number[] = [];
  if (week.length === 0 || count <= 0) return found;
  const until = options.until ?? from + 400 * DAY_MS;
  const byDay = new Map<number, number[]>();
  for (const { day, offset } of week) byDay.set(day, [...(byDay.get(day) ?? []), offset]);
  const noon = (midnight: number) =>
    zoneOffset(midnight + DAY_MS / 2 - zoneOffset(midnight, zone), zone);
  let midnight = Math.floor(instantToWall(from, zone) / DAY_MS) * DAY_MS;
  let before = noon(midnight - DAY_MS);
  let today = noon(midnight);
  for (;;) {
    const after = noon(midnight + DAY_MS);
    // 1970-01-01 was a Thursday (ISO day 4).
    const weekday = ((Math.floor(midnight / DAY_MS) + 3) % 7) + 1;
    const offsets = byDay.get(weekday);
    if (offsets) {
      const emitted = new Set<number>();
      for (const offset of offsets) {
        const wall = midnight + offset;
        const at = before === after ? wall - before : wallToInstant(wall, zone);
        if (at > until) return found;
        // In the skipped spring hour two wall times can name one instant: it is one slot.
        if (at <= from || emitted.has(at) || options.taken?.has(at)) continue;
        emitted.add(at);
        found.push(at);
        if (found.length >= count) return found;
      }
    }
    before = today;
    today = after;
    midnight += DAY_MS;
    if (midnight - 2 * DAY_MS > until) return found;
  }
}
