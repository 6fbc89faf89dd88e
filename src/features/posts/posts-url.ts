// The posts page's state as its address holds it, so a reload, Back, Forward or a link sent to
// a colleague shows the same screen: the view, the calendar's day, the filters, the workspace and
// the open post (an id, or 'new'). Pure: what is missing or unknown reads as the default, and
// the defaults are left out of the address.

import { POST_STATUSES, type PostStatus } from '@model/schemas/posts/posts';
import type { WallDate } from './calendar-days';
import { NO_FILTERS, PERIODS, type Period, type PostFilters } from './filters';

export const VIEWS = ['list', 'month', 'week', 'day', 'queue'] as const;
export type View = (typeof VIEWS)[number];

export interface PostsUrlState {
  view: View;
  /** The calendar's day; null: today on the workspace's clock. */
  date: WallDate | null;
  filters: PostFilters;
  workspace: string | null;
  /** The post open in the composer: its id, 'new', or null for none. */
  post: string | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

function parseDate(value: string | null): WallDate | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day
    ? { year, month, day }
    : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function readPostsUrl(params: URLSearchParams): PostsUrlState {
  return {
    view: oneOf(VIEWS, params.get('view'), 'list'),
    date: parseDate(params.get('date')),
    filters: {
      status: oneOf<PostStatus | 'all'>(['all', ...POST_STATUSES], params.get('status'), 'all'),
      channelId: params.get('channel') || NO_FILTERS.channelId,
      period: oneOf<Period>(PERIODS, params.get('period'), 'all'),
      authorUid: params.get('author') || NO_FILTERS.authorUid,
    },
    workspace: params.get('workspace') || null,
    // The dashboard's "open the full composer" link says ?compose=1.
    post: params.get('post') || (params.get('compose') === '1' ? 'new' : null),
  };
}

/** `params` with `patch` applied: the keys this page owns are rewritten, any other kept. */
export function writePostsUrl(params: URLSearchParams, patch: Partial<PostsUrlState>): string {
  const state = { ...readPostsUrl(params), ...patch };
  const next = new URLSearchParams(params);
  for (const key of ['view', 'date', 'status', 'channel', 'period', 'author', 'workspace', 'post'])
    next.delete(key);
  next.delete('compose');
  const set = (key: string, value: string | null, fallback: string | null = null) => {
    if (value !== null && value !== fallback) next.set(key, value);
  };
  set('workspace', state.workspace);
  set('view', state.view, 'list');
  if (state.date && state.view !== 'list' && state.view !== 'queue') {
    const { year, month, day } = state.date;
    next.set('date', `${pad(year, 4)}-${pad(month)}-${pad(day)}`);
  }
  set('status', state.filters.status, 'all');
  set('channel', state.filters.channelId, 'all');
  set('period', state.filters.period, 'all');
  set('author', state.filters.authorUid, 'all');
  set('post', state.post);
  return next.toString();
}
