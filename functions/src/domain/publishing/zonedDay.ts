// The calendar day around a moment in an IANA time zone, as epoch milliseconds: a network whose
// daily quota restarts at midnight in its own zone (YouTube's, Pacific time) is counted per that
// day, which lasts 23 or 25 hours when the clocks change.

const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string): Intl.DateTimeFormat {
  let made = formats.get(zone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, made);
  }
  return made;
}

/** The zone's wall clock at `at`, read as if it were UTC, and its date. */
function wallClock(at: number, zone: string) {
  const parts: Record<string, number> = {};
  for (const { type, value } of format(zone).formatToParts(at)) parts[type] = Number(value);
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return {
    wall: Date.UTC(year, month - 1, day, hour, minute, second),
    midnight: Date.UTC(year, month - 1, day),
  };
}

/** When the zone's day holding `at` began. */
function dayStart(at: number, zone: string): number {
  const { wall, midnight } = wallClock(at, zone);
  // The offset at `at` first; the clocks may have changed between midnight and `at`.
  const guess = midnight - (wall - Math.floor(at / 1000) * 1000);
  const offset = wallClock(guess, zone).wall - guess;
  return midnight - offset;
}

/** The start (inclusive) and end (exclusive) of the zone's calendar day holding `at`. */
export function zonedDay(at: number, zone: string): { start: number; end: number } {
  const start = dayStart(at, zone);
  return { start, end: dayStart(start + 25 * 3_600_000, zone) };
}
