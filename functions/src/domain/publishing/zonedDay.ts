// The calendar day around a moment in an IANA time zone, as epoch milliseconds: a network whose
// daily quota restarts at midnight in its own zone (YouTube's, Pacific time) is counted per that
// day, which lasts 23 or 25 hours when the clocks change. The zone arithmetic is the queue
// slots' (model/queue-slots.ts).

import { wallToInstant, zoneOffset } from '@model/queue-slots';

const DAY_MS = 86_400_000;

/** The start (inclusive) and end (exclusive) of the zone's calendar day holding `at`. */
export function zonedDay(at: number, zone: string): { start: number; end: number } {
  const midnight = Math.floor((at + zoneOffset(at, zone)) / DAY_MS) * DAY_MS;
  return { start: wallToInstant(midnight, zone), end: wallToInstant(midnight + DAY_MS, zone) };
}
