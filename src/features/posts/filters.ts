// The list's filters as a pure function over posts, so the screen and its tests agree.

import type { Post } from '../../firebase/posts';
import type { PostStatus } from '../../lib/schemas/posts';

export const PERIODS = ['all', 'next7', 'next30', 'last7', 'last30'] as const;
export type Period = (typeof PERIODS)[number];

export interface PostFilters {
  status: PostStatus | 'all';
  channelId: string | 'all';
  period: Period;
  authorUid: string | 'all';
}

export const NO_FILTERS: PostFilters = {
  status: 'all',
  channelId: 'all',
  period: 'all',
  authorUid: 'all',
};

const DAY_MS = 86_400_000;

/** The instant range a period covers, relative to `now`; null for "any time". */
export function periodRange(period: Period, now: Date): { from: number; to: number } | null {
  const t = now.getTime();
  switch (period) {
    case 'next7':
      return { from: t, to: t + 7 * DAY_MS };
    case 'next30':
      return { from: t, to: t + 30 * DAY_MS };
    case 'last7':
      return { from: t - 7 * DAY_MS, to: t };
    case 'last30':
      return { from: t - 30 * DAY_MS, to: t };
    default:
      return null;
  }
}

/**
 * The posts that pass every filter, scheduled ones in time order and unscheduled ones after
 * them (newest first). A period keeps only posts scheduled inside it.
 */
export function filterPosts(posts: readonly Post[], filters: PostFilters, now: Date): Post[] {
  const range = periodRange(filters.period, now);
  const kept = posts.filter((post) => {
    if (filters.status !== 'all' && post.status !== filters.status) return false;
    if (filters.channelId !== 'all' && !post.channelIds.includes(filters.channelId)) return false;
    if (filters.authorUid !== 'all' && post.authorUid !== filters.authorUid) return false;
    if (range) {
      const at = post.scheduledAt?.getTime();
      if (at === undefined || at < range.from || at > range.to) return false;
    }
    return true;
  });
  return kept.sort((a, b) => {
    const at = a.scheduledAt?.getTime();
    const bt = b.scheduledAt?.getTime();
    if (at !== undefined && bt !== undefined) return at - bt;
    if (at !== undefined) return -1;
    if (bt !== undefined) return 1;
    return (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0);
  });
}
