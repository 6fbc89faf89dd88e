import { CREDENTIAL_WARNING_DAYS } from '@model/credential-weather';
import { describe, expect, it } from 'vitest';
import type { Channel, Post } from '../../firebase/posts/post-types';
import {
  awaitingApproval,
  channelsNeedingAttention,
  LAPSE_WINDOW_MS,
  lapsesSoon,
  progressPercent,
  recentResults,
  upcomingPosts,
  type WorkspacePosts,
  withLiveReview,
} from './overview';

const NOW = Date.UTC(2026, 10, 21, 12);

function post(
  id: string,
  status: Post['status'],
  hoursFromNow: number | null,
  results: Post['results'] = {},
): WorkspacePosts {
  return {
    workspaceId: 'w',
    workspaceName: 'W',
    post: {
      id,
      authorUid: 'u',
      text: id,
      variants: {},
      media: [],
      channelIds: Object.keys(results),
      timeZone: 'UTC',
      scheduledAt: hoursFromNow === null ? null : new Date(NOW + hoursFromNow * 3_600_000),
      status,
      results,
      approvalComment: null,
      createdAt: null,
    },
  };
}

describe('dashboard overview', () => {
  it('lists upcoming posts soonest first and leaves out drafts and past posts', () => {
    const posts = [
      post('later', 'scheduled', 48),
      post('draft', 'draft', 2),
      post('soon', 'approved', 3),
      post('old', 'scheduled', -30),
    ];
    expect(upcomingPosts(posts, NOW).map((p) => p.post.id)).toEqual(['soon', 'later']);
  });

  it('puts failed results first, then partial ones, then the newest published', () => {
    const posts = [
      post('ok-old', 'published', -48),
      post('ok-new', 'published', -2),
      post('partial', 'partially_published', -5),
      post('failed', 'failed', -72),
      post('scheduled', 'scheduled', 5),
    ];
    expect(recentResults(posts).map((p) => p.post.id)).toEqual([
      'failed',
      'partial',
      'ok-new',
      'ok-old',
    ]);
  });

  it('shows only posts in review as awaiting approval, soonest first', () => {
    const posts = [post('b', 'in_review', 30), post('x', 'approved', 1), post('a', 'in_review', 2)];
    expect(awaitingApproval(posts, () => true).map((p) => p.post.id)).toEqual(['a', 'b']);
  });

  it("leaves out posts in review whose step is not this person's", () => {
    const posts = [post('mine', 'in_review', 3), post('theirs', 'in_review', 2)];
    const decides = (item: { post: { id: string } }) => item.post.id === 'mine';
    expect(awaitingApproval(posts, decides).map((p) => p.post.id)).toEqual(['mine']);
  });

  it('flags channels that need reconnecting', () => {
    const channels = [
      { id: 'c1', status: 'connected' },
      { id: 'c2', status: 'needs_reconnect' },
    ] as Channel[];
    expect(channelsNeedingAttention(channels).map((c) => c.id)).toEqual(['c2']);
  });

  it('computes onboarding progress as a whole percent', () => {
    expect(
      progressPercent({ profile: true, brand: true, channels: false, plan: false, terms: false }),
    ).toBe(40);
    expect(progressPercent({})).toBe(0);
  });
});

describe('withLiveReview', () => {
  const workspaces = [
    {
      id: 'w',
      name: 'W',
      product: 'connect',
      timeZone: 'UTC',
      role: 'approver' as const,
      memberUids: [],
    },
  ];

  it('takes the posts in review of a listened workspace from the listener, keeping the rest', () => {
    const read = [
      post('gone', 'in_review', 1),
      post('later', 'scheduled', 5),
      post('now', 'draft', 2),
    ];
    const live = new Map([
      ['w', [post('now', 'in_review', 2).post, post('new', 'in_review', 3).post]],
    ]);
    const merged = withLiveReview(read, live, workspaces);
    expect(merged.map((item) => [item.post.id, item.post.status])).toEqual([
      ['later', 'scheduled'],
      ['now', 'in_review'],
      ['new', 'in_review'],
    ]);
    expect(merged[2]).toMatchObject({ workspaceId: 'w', workspaceName: 'W', timeZone: 'UTC' });
  });

  it('leaves a workspace the listener has not answered for as it was read', () => {
    const read = [{ ...post('other', 'in_review', 1), workspaceId: 'x' }];
    expect(withLiveReview(read, new Map([['w', []]]), workspaces)).toEqual(read);
  });
});

describe('lapsesSoon', () => {
  const channel = (over: Partial<Channel>): Channel => ({
    id: 'c',
    provider: 'tiktok',
    handle: '@c',
    displayName: 'C',
    status: 'connected',
    ...over,
  });
  const now = Date.UTC(2026, 10, 29);
  const day = 86_400_000;

  it('uses the warning window of credential weather', () => {
    expect(LAPSE_WINDOW_MS).toBe(CREDENTIAL_WARNING_DAYS * day);
  });

  it('is true only for a connected channel whose sign-in lapses within the window', () => {
    expect(lapsesSoon([channel({ credentialExpiresAt: now + 13 * day })], now)).toBe(true);
    expect(lapsesSoon([channel({ credentialExpiresAt: now + 15 * day })], now)).toBe(false);
    expect(lapsesSoon([channel({ credentialExpiresAt: null })], now)).toBe(false);
    expect(
      lapsesSoon([channel({ status: 'needs_reconnect', credentialExpiresAt: now + day })], now),
    ).toBe(false);
  });
});
