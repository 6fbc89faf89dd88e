import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockNetwork, savingContext } from '../../../../test/support/functions/providerKit';
import type { InboxChannel } from './types';
import { xInbox } from './x';

const API = 'https://api.x.com';
const US = '1500';
const secrets = { accessToken: 'x-token', userId: US, username: 'bakery' };
const channel: InboxChannel = {
  channelId: 'x1',
  accountId: US,
  now: 0,
  posts: new Map([['1900', { postId: 'p1', text: 'New rye loaf' }]]),
};
const { ctx } = savingContext();

// GET /2/users/:id/mentions as documented: data newest first, includes.users, meta.next_token.
const tweet = (id: string, author: string, reply: boolean) => ({
  id,
  text: `@bakery hello ${id}`,
  created_at: '2026-11-29T10:00:00.000Z',
  author_id: author,
  conversation_id: reply ? '1900' : id,
  ...(reply
    ? { in_reply_to_user_id: US, referenced_tweets: [{ type: 'replied_to', id: '1900' }] }
    : {}),
});
const asked: { since: string | null; token: string | null; auth: string | null }[] = [];

mockNetwork(
  http.get(`${API}/2/users/${US}/mentions`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const token = params.get('pagination_token');
    asked.push({
      since: params.get('since_id'),
      token,
      auth: request.headers.get('authorization'),
    });
    const users = {
      users: [
        { id: '77', name: 'Ana', username: 'ana' },
        { id: '78', name: 'Bo', username: 'bo' },
      ],
    };
    return token
      ? HttpResponse.json({
          data: [tweet('2001', '78', false)],
          includes: users,
          meta: { result_count: 1 },
        })
      : HttpResponse.json({
          data: [tweet('2003', '77', true)],
          includes: users,
          meta: { result_count: 1, newest_id: '2003', next_token: 'more' },
        });
  }),
);

describe('X inbox', () => {
  it('reads mentions since the newest seen, following next_token, replies grouped by conversation', async () => {
    const read = await xInbox.read(
      'mentions',
      { cursor: '2000', etag: null },
      channel,
      secrets,
      ctx(),
    );
    expect(asked).toEqual([
      { since: '2000', token: null, auth: 'Bearer x-token' },
      { since: '2000', token: 'more', auth: 'Bearer x-token' },
    ]);
    expect(read.cursor).toBe('2003');
    expect(read.events.map((e) => [e.kind, e.threadId, e.authorHandle])).toEqual([
      ['comment', '1900', 'ana'],
      ['mention', '2001', 'bo'],
    ]);
    expect(read.events[0]).toMatchObject({
      postId: 'p1',
      parentId: '1900',
      url: 'https://x.com/ana/status/2003',
    });
  });
});
