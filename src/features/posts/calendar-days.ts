// The days a month or week view shows, as wall dates, weeks starting on Monday.

import { addDays, type WallTime } from './zoned-time';

export type WallDate = Pick<WallTime, 'year' | 'month' | 'day'>;

function weekday(date: WallDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export function startOfWeek(date: WallDate): WallDate {
  return addDays(date, -((weekday(date) + 6) % 7));
}

/** Whole weeks covering the month of `anchor`. */
export function monthDays(anchor: WallDate): WallDate[] {
  const first = startOfWeek({ year: anchor.year, month: anchor.month, day: 1 });
  const days: WallDate[] = [];
  let day = first;
  do {
    for (let i = 0; i < 7; i++) {
      days.push(day);
      day = addDays(day, 1);
    }
  } while (day.month === anchor.month);
  return days;
}

export function weekDays(anchor: WallDate): WallDate[] {
  const first = startOfWeek(anchor);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** Whole days from one wall date to another. */
export function daysBetween(from: WallDate, to: WallDate): number {
  return Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) /
      86_400_000,
  );
}
