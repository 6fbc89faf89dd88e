// Where the calendar puts each post: on the day and at the hour its workspace's clock shows,
// so a post reads the same time on every screen. Daylight-saving days are as long as they are:
// the hour a post sits in is the hour on the wall clock.

import type { WallDate } from './calendar-days';
import { toDateInput, zonedParts } from './zoned-time';

export interface Placed<P> {
  post: P;
  /** yyyy-mm-dd on the workspace's clock. */
  day: string;
  hour: number;
  minute: number;
}

/** Each dated post's day and hour in `zone`, earliest first within the day. */
export function placeByDay<P extends { scheduledAt: Date | null }>(
  posts: readonly P[],
  zone: string,
): Map<string, Placed<P>[]> {
  const byDay = new Map<string, Placed<P>[]>();
  const dated = posts.filter((post) => post.scheduledAt !== null);
  dated.sort((a, b) => (a.scheduledAt?.getTime() ?? 0) - (b.scheduledAt?.getTime() ?? 0));
  for (const post of dated) {
    const parts = zonedParts(post.scheduledAt as Date, zone);
    const day = toDateInput(parts);
    byDay.set(day, [
      ...(byDay.get(day) ?? []),
      { post, day, hour: parts.hour, minute: parts.minute },
    ]);
  }
  return byDay;
}

/** The working hours shown by the week and day views, widened to reach every post shown. */
export function hoursShown(placed: readonly { hour: number }[], from = 7, to = 21): number[] {
  const first = Math.min(from, ...placed.map((p) => p.hour));
  const last = Math.max(to, ...placed.map((p) => p.hour));
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Whether a wall date is today on the workspace's clock. */
export function isToday(day: WallDate, zone: string, now: Date = new Date()): boolean {
  return toDateInput(day) === toDateInput(zonedParts(now, zone));
}
