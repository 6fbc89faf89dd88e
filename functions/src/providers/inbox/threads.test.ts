import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockNetwork, savingContext } from '../../../../test/support/functions/providerKit';
import { threadsInbox } from './threads';
import type { InboxChannel } from './types';

const API = 'https://graph.threads.net/v1.0';
const POST = '17890001';
const secrets = { accessToken: 'th-token', threadsUserId: '2555' };
const channel: InboxChannel = {
  channelId: 'th1',
  accountId: '2555',
  now: 0,
  posts: new Map([
    [POST, { postId: 'p1', text: 'Open on Sunday', publishedAt: 1_764_400_000_000 }],
  ]),
};
const { ctx } = savingContext();
const asked: URL[] = [];

// Replies as the Threads API documents GET /{media-id}/conversation: a flat list at every depth,
// newest first, paged by cursors.
const reply = (id: string, iso: string, extra: Record<string, unknown> = {}) => ({
  id,
  text: `Reply ${id}`,
  username: `user${id}`,
  permalink: `https://www.threads.net/@user${id}/post/${id}`,
  timestamp: iso,
  root_post: { id: POST },
  replied_to: { id: POST },
  ...extra,
});

mockNetwork(
  http.get(`${API}/:media/conversation`, ({ params, request }) => {
    const url = new URL(request.url);
    asked.push(url);
    expect(params.media).toBe(POST);
    expect(request.headers.get('authorization')).toBe('Bearer th-token');
    if (url.searchParams.get('after') === 'page2') {
      return HttpResponse.json({
        data: [reply('3', '2025-11-29T09:00:00+0000'), reply('2', '2025-11-29T08:00:00+0000')],
        paging: { cursors: { before: 'b2', after: 'page3' } },
      });
    }
    return HttpResponse.json({
      data: [
        reply('6', '2025-11-29T12:00:00+0000', { replied_to: { id: '5' } }),
        reply('5', '2025-11-29T11:00:00+0000', { is_reply_owned_by_me: true }),
        reply('4', '2025-11-29T10:00:00+0000'),
      ],
      paging: {
        cursors: { before: 'b1', after: 'page2' },
        next: `${API}/${POST}/conversation?after=page2`,
      },
    });
  }),
);

describe('Threads inbox', () => {
  it('reads the replies at every depth since the last poll, page by page, not our own', async () => {
    const since = Date.parse('2025-11-29T08:30:00Z');
    const read = await threadsInbox.read(
      'replies',
      { cursor: String(since), etag: null },
      channel,
      secrets,
      ctx(),
    );
    expect(asked[0]?.searchParams.get('reverse')).toBe('true');
    expect(asked[0]?.searchParams.get('fields')).toContain('is_reply_owned_by_me');
    expect(asked.map((url) => url.searchParams.get('after'))).toEqual([null, 'page2']);
    expect(read.events.map((e) => [e.externalId, e.parentId, e.postId])).toEqual([
      ['6', '5', 'p1'],
      ['4', null, 'p1'],
      ['3', null, 'p1'],
    ]);
    expect(read.events[0]).toMatchObject({ network: 'threads', kind: 'comment', threadId: POST });
    expect(read.cursor).toBe(String(Date.parse('2025-11-29T12:00:00Z')));
  });
});
