// The list's filters and the Firestore query they become, so the screen and its tests agree
// on what each choice asks the server for.

import type { PostStatus } from '@model/schemas/posts/posts';
import type { PostQuery } from '../../firebase/posts/post-queries';

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
 * The query for the list: every filter as a condition Firestore applies. Coming periods read
 * soonest first; everything else latest first, unscheduled drafts at the end.
 */
export function listQuery(filters: PostFilters, now: Date): PostQuery {
  const query = rangeQuery(filters);
  const range = periodRange(filters.period, now);
  if (range) {
    query.from = new Date(range.from);
    query.to = new Date(range.to);
  }
  query.ascending = filters.period === 'next7' || filters.period === 'next30';
  return query;
}

/** The calendar's query: the filters other than the period, over the days it shows. */
export function calendarQuery(filters: PostFilters, from: Date, to: Date): PostQuery {
  return { ...rangeQuery(filters), from, to, ascending: true };
}

function rangeQuery(filters: PostFilters): PostQuery {
  const query: PostQuery = {};
  if (filters.status !== 'all') query.status = filters.status;
  if (filters.channelId !== 'all') query.channelId = filters.channelId;
  if (filters.authorUid !== 'all') query.authorUid = filters.authorUid;
  return query;
}

export function hasFilters(filters: PostFilters): boolean {
  return (
    filters.status !== 'all' ||
    filters.channelId !== 'all' ||
    filters.period !== 'all' ||
    filters.authorUid !== 'all'
  );
}
