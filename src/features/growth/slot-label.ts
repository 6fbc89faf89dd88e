// A weekly hour as a person reads it ("Tuesday 10:00"), weekday names from the locale itself.

import type { BestSlot } from '@model/best-time';

/** 2026-11-02 was a Monday: day 1 of a week the formatter names. */
const MONDAY = Date.UTC(2026, 10, 2, 12);

export function weekdayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(MONDAY + (day - 1) * 86_400_000),
  );
}

export function slotLabel(slot: BestSlot, locale: string): string {
  return `${weekdayName(slot.day, locale)} ${String(slot.hour).padStart(2, '0')}:00`;
}
