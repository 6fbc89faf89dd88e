import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockNetwork, savingContext } from '../../../../test/support/functions/providerKit';
import type { InboxChannel } from './types';
import { youtubeInbox } from './youtube';

const API = 'https://www.googleapis.com/youtube/v3';
const OURS = 'UCbakery';
const secrets = { accessToken: 'ya29.token', channelId: OURS };
const channel: InboxChannel = {
  channelId: 'yt1',
  accountId: OURS,
  now: Date.UTC(2026, 10, 29, 12),
  posts: new Map([['vid1', { postId: 'p1', text: 'How we bake' }]]),
};
const { ctx } = savingContext();

// A comment thread as commentThreads.list documents it (part=snippet,replies).
function thread(n: number, at: string, replies: { id: string; author: string; at: string }[] = []) {
  const comment = (id: string, author: string, when: string, parentId?: string) => ({
    kind: 'youtube#comment',
    id,
    snippet: {
      videoId: 'vid1',
      textOriginal: `Comment ${id}`,
      authorDisplayName: author,
      authorChannelId: { value: author === 'Us' ? OURS : `UC${author}` },
      publishedAt: when,
      updatedAt: when,
      ...(parentId ? { parentId } : {}),
    },
  });
  return {
    kind: 'youtube#commentThread',
    id: `t${n}`,
    snippet: {
      videoId: 'vid1',
      topLevelComment: comment(`t${n}`, `Fan${n}`, at),
      totalReplyCount: replies.length,
    },
    replies: { comments: replies.map((r) => comment(r.id, r.author, r.at, `t${n}`)) },
  };
}
const pages: Record<string, Record<string, unknown>> = {
  '': {
    etag: 'etag-1',
    nextPageToken: 'next',
    items: [
      thread(3, '2026-11-29T10:00:00Z', [
        { id: 't3.r1', author: 'Us', at: '2026-11-29T10:05:00Z' },
        { id: 't3.r2', author: 'Fan9', at: '2026-11-29T10:06:00Z' },
      ]),
    ],
  },
  next: { items: [thread(2, '2026-11-29T09:00:00Z'), thread(1, '2026-11-28T09:00:00Z')] },
};
const seen: { pageToken: string | null; ifNoneMatch: string | null; channel: string | null }[] = [];

mockNetwork(
  http.get(`${API}/commentThreads`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const ifNoneMatch = request.headers.get('if-none-match');
    seen.push({
      pageToken: params.get('pageToken'),
      ifNoneMatch,
      channel: params.get('allThreadsRelatedToChannelId'),
    });
    if (ifNoneMatch === 'etag-1') return new HttpResponse(null, { status: 304 });
    return HttpResponse.json(pages[params.get('pageToken') ?? '']);
  }),
);

describe('YouTube inbox', () => {
  it("reads the channel's comment threads page by page back to the last poll, leaving our own replies out", async () => {
    seen.length = 0;
    const read = await youtubeInbox.read(
      'comments',
      { cursor: '2026-11-28T12:00:00.000Z', etag: null },
      channel,
      secrets,
      ctx(),
    );
    expect(seen.map((s) => [s.pageToken, s.channel])).toEqual([
      [null, OURS],
      ['next', OURS],
    ]);
    expect(read.events.map((e) => [e.externalId, e.parentId])).toEqual([
      ['t3', null],
      ['t3.r2', 't3'],
      ['t2', null],
    ]);
    expect(read.events[0]).toMatchObject({
      threadId: 'vid1',
      postId: 'p1',
      subject: 'How we bake',
    });
    expect(read.cursor).toBe('2026-11-29T10:06:00.000Z');
    expect(read.etag).toBe('etag-1');
  });

  it('sends the ETag back and reads nothing on 304', async () => {
    seen.length = 0;
    const read = await youtubeInbox.read(
      'comments',
      { cursor: '2026-11-29T10:06:00.000Z', etag: 'etag-1' },
      channel,
      secrets,
      ctx(),
    );
    expect(seen).toHaveLength(1);
    expect(read.events).toEqual([]);
    expect(read.cursor).toBe('2026-11-29T10:06:00.000Z');
  });
});
