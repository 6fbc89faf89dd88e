// Best time to post (issue 40): engagement rate by hour of the week in a channel's time zone,
// learned from its own published posts, and the defaults used while it has too few of them.
// Hours of the week run from 0 (Monday 00:00-01:00) to 167 (Sunday 23:00-24:00).

import * as v from 'valibot';
import type { NetworkId } from './networks';
import { instantToWall } from './queue-slots';
import { docIdSchema } from './schemas/common';

export const HOURS_OF_WEEK = 168;
/** Below this many measured posts a channel's own figures are shown, but the defaults suggested. */
export const MIN_MEASURED_POSTS = 10;

export interface BestSlot {
  /** ISO weekday: 1 Monday ... 7 Sunday (as queue slots have it). */
  day: number;
  hour: number;
}

export function hourOfWeek(at: number, zone: string): number {
  const wall = new Date(instantToWall(at, zone));
  return ((wall.getUTCDay() + 6) % 7) * 24 + wall.getUTCHours();
}

export function slotOf(hour: number): BestSlot {
  return { day: Math.floor(hour / 24) + 1, hour: hour % 24 };
}

export interface DefaultBestTimes {
  slots: readonly BestSlot[];
  /** Where the default comes from, shown next to it. */
  source: string;
}

const SPROUT =
  'Sprout Social, "Best times to post on social media" (sproutsocial.com/insights/best-times-to-post-on-social-media)';
const HOOTSUITE =
  'Hootsuite, "The best time to post on social media" (blog.hootsuite.com/best-time-to-post-on-social-media)';
const GENERAL =
  'No published study for this network: the weekday late-morning window the studies above agree on for most networks';
const weekdays = (hour: number, days = [2, 3, 4]): BestSlot[] => days.map((day) => ({ day, hour }));

/**
 * The defaults per network while a channel's own data is thin: the weekday windows the named
 * industry studies report as most engaging across their customers, rounded to one hour. They are
 * labelled as defaults wherever they are shown and give way to the channel's own figures.
 */
export const DEFAULT_BEST_TIMES: Readonly<Record<NetworkId, DefaultBestTimes>> = {
  facebook: { slots: weekdays(10, [2, 3, 4]), source: SPROUT },
  instagram: { slots: weekdays(11, [2, 3, 4]), source: SPROUT },
  threads: { slots: weekdays(10), source: GENERAL },
  linkedin: { slots: weekdays(10, [2, 3, 4]), source: SPROUT },
  linkedin_page: { slots: weekdays(10, [2, 3, 4]), source: SPROUT },
  x: { slots: weekdays(9, [2, 3, 4]), source: SPROUT },
  bluesky: { slots: weekdays(10), source: GENERAL },
  mastodon: { slots: weekdays(10), source: GENERAL },
  youtube: { slots: weekdays(15, [4, 5, 6]), source: HOOTSUITE },
  tiktok: { slots: weekdays(16, [2, 3, 4]), source: SPROUT },
  pinterest: { slots: weekdays(20, [5, 6, 7]), source: HOOTSUITE },
  google_business: { slots: weekdays(10), source: GENERAL },
  sandbox: { slots: weekdays(10), source: GENERAL },
};

/** What the heatmap and the suggestions show for one channel. */
export interface ChannelBestTimes {
  channelId: string;
  name: string;
  network: string;
  zone: string;
  /** Measured posts (with a publication time and impressions). */
  posts: number;
  /** Smoothed engagement rate per hour of the week (null: no post near that hour). */
  rates: (number | null)[];
  /** Posts per hour of the week, as measured. */
  counts: number[];
  /** The suggested hours, best first. */
  best: BestSlot[];
  /** 'measured': from the channel's posts; 'default': DEFAULT_BEST_TIMES, too few posts yet. */
  basis: 'measured' | 'default';
  /** How sure the best hour beats the channel's average (0..1), when measured. */
  confidence: number | null;
  source: string | null;
}

export const readBestTimesSchema = v.strictObject({ workspaceId: docIdSchema });
export type ReadBestTimesInput = v.InferOutput<typeof readBestTimesSchema>;
