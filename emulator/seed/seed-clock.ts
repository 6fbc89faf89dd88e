// One clock for the seed: every date is an offset from now, so the data looks fresh on every start.

import { Timestamp } from 'firebase-admin/firestore';

const DAY_MS = 86_400_000;

/**
 * Seed dates are relative to the start of the current UTC day, not to the exact moment, so that
 * loading the seed twice on the same day writes exactly the same data, while the demo still shows
 * posts spread over the coming weeks whenever it is loaded.
 */
export interface SeedClock {
  /** Midnight UTC of the day the seed is loaded. */
  anchor: Date;
  /** A timestamp `days` from the anchor at hour:minute UTC (negative days lie in the past). */
  at(days: number, hour?: number, minute?: number): Timestamp;
  /** createdAt/updatedAt for a document created `createdDaysAgo` and last changed `updatedDaysAgo`. */
  stamps(
    createdDaysAgo: number,
    updatedDaysAgo?: number,
  ): { createdAt: Timestamp; updatedAt: Timestamp };
}

export function seedClock(now: Date): SeedClock {
  const anchor = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const at = (days: number, hour = 0, minute = 0) =>
    Timestamp.fromMillis(anchor.getTime() + days * DAY_MS + (hour * 60 + minute) * 60_000);
  return {
    anchor,
    at,
    stamps: (createdDaysAgo, updatedDaysAgo = Math.min(createdDaysAgo, 1)) => ({
      createdAt: at(-createdDaysAgo, 9),
      updatedAt: at(-updatedDaysAgo, 9),
    }),
  };
}
