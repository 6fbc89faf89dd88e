import { describe, expect, it } from 'vitest';
import type { Post } from '../../firebase/posts';
import { filterPosts, NO_FILTERS } from './filters';

const NOW = new Date('2026-06-10T12:00:00Z');
const DAY = 86_400_000;

function post(id: string, over: Partial<Post>): Post {
  return {
    id,
    authorUid: 'alice',
    text: id,
    variants: {},
    media: [],
    channelIds: ['bsky'],
    timeZone: 'UTC',
    scheduledAt: null,
    status: 'draft',
    results: {},
    approvalComment: null,
    createdAt: new Date('2026-06-01T00:00:00Z'),
    ...over,
  };
}

const POSTS = [
  post('soon', { status: 'scheduled', scheduledAt: new Date(NOW.getTime() + 2 * DAY) }),
  post('later', {
    status: 'scheduled',
    scheduledAt: new Date(NOW.getTime() + 20 * DAY),
    channelIds: ['masto'],
  }),
  post('failed', {
    status: 'failed',
    scheduledAt: new Date(NOW.getTime() - 3 * DAY),
    authorUid: 'bob',
  }),
  post('draft', { createdAt: new Date('2026-06-05T00:00:00Z') }),
  post('old-draft', { authorUid: 'bob' }),
];

const ids = (posts: Post[]) => posts.map((p) => p.id);

describe('filterPosts', () => {
  it('keeps everything without filters, scheduled in time order then drafts newest first', () => {
    expect(ids(filterPosts(POSTS, NO_FILTERS, NOW))).toEqual([
      'failed',
      'soon',
      'later',
      'draft',
      'old-draft',
    ]);
  });

  it('filters by status', () => {
    expect(ids(filterPosts(POSTS, { ...NO_FILTERS, status: 'scheduled' }, NOW))).toEqual([
      'soon',
      'later',
    ]);
  });

  it('filters by channel', () => {
    expect(ids(filterPosts(POSTS, { ...NO_FILTERS, channelId: 'masto' }, NOW))).toEqual(['later']);
  });

  it('filters by author', () => {
    expect(ids(filterPosts(POSTS, { ...NO_FILTERS, authorUid: 'bob' }, NOW))).toEqual([
      'failed',
      'old-draft',
    ]);
  });

  it('keeps only posts scheduled inside the period, dropping unscheduled ones', () => {
    expect(ids(filterPosts(POSTS, { ...NO_FILTERS, period: 'next7' }, NOW))).toEqual(['soon']);
    expect(ids(filterPosts(POSTS, { ...NO_FILTERS, period: 'next30' }, NOW))).toEqual([
      'soon',
      'later',
    ]);
    expect(ids(filterPosts(POSTS, { ...NO_FILTERS, period: 'last7' }, NOW))).toEqual(['failed']);
  });

  it('combines filters with AND', () => {
    expect(
      ids(filterPosts(POSTS, { ...NO_FILTERS, authorUid: 'bob', period: 'next30' }, NOW)),
    ).toEqual([]);
  });
});
