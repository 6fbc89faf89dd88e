import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  failure,
  mockNetwork,
  savingContext,
} from '../../../../test/support/functions/providerKit';
import { mastodonInbox, plainText } from './mastodon';
import type { InboxChannel } from './types';

const INSTANCE = 'https://social.test';
const secrets = { instanceUrl: INSTANCE, accessToken: 'tok', accountId: '100' };
const channel: InboxChannel = {
  channelId: 'masto1',
  accountId: '100',
  now: Date.UTC(2026, 10, 29, 12),
  posts: new Map([['9000', { postId: 'p9', text: 'Our autumn menu' }]]),
};
const { ctx } = savingContext();

// A mention notification as GET /api/v1/notifications documents it.
function mention(id: number, extra: Record<string, unknown> = {}) {
  return {
    id: String(id),
    type: 'mention',
    created_at: '2026-11-29T10:00:00.000Z',
    account: { id: `a${id}`, acct: `fan${id}@other.test`, display_name: `Fan ${id}` },
    status: {
      id: String(50000 + id),
      created_at: '2026-11-29T10:00:00.000Z',
      in_reply_to_id: '9000',
      in_reply_to_account_id: '100',
      visibility: 'public',
      url: `https://other.test/@fan${id}/${50000 + id}`,
      content: `<p><span class="h-card"><a href="https://social.test/@bakery">@bakery</a></span> Yum &amp; more ${id}</p>`,
      ...extra,
    },
  };
}
// 45 mentions after id 1000: a full page of 40, then 5.
const all = Array.from({ length: 45 }, (_, i) => mention(1001 + i));
const requests: { minId: string | null; types: string[]; ifNoneMatch: string | null }[] = [];

mockNetwork(
  http.get(`${INSTANCE}/api/v1/notifications`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const minId = params.get('min_id');
    const ifNoneMatch = request.headers.get('if-none-match');
    requests.push({ minId, types: params.getAll('types[]'), ifNoneMatch });
    if (ifNoneMatch === 'W/"v1"') return new HttpResponse(null, { status: 304 });
    // min_id: the page right after it, newest first within the page.
    const after = all.filter((n) => Number(n.id) > Number(minId ?? 0)).slice(0, 40);
    return HttpResponse.json([...after].reverse(), { headers: { etag: 'W/"v1"' } });
  }),
);

describe('Mastodon inbox', () => {
  it('pages forward with min_id from the newest id seen, asking for mentions only', async () => {
    requests.length = 0;
    const read = await mastodonInbox.read(
      'notifications',
      { cursor: '1000', etag: null },
      channel,
      secrets,
      ctx(),
    );
    expect(requests.map((r) => r.minId)).toEqual(['1000', '1040']);
    expect(requests[0]?.types).toEqual(['mention']);
    expect(read.events).toHaveLength(45);
    expect(read.cursor).toBe('1045');
    expect(read.etag).toBe('W/"v1"');
    expect(read.events[0]).toMatchObject({
      kind: 'comment',
      threadId: '9000',
      postId: 'p9',
      subject: 'Our autumn menu',
      authorHandle: 'fan1040@other.test',
      text: '@bakery Yum & more 1040',
    });
  });

  it('sends the last ETag back and reads nothing on 304 Not Modified', async () => {
    requests.length = 0;
    const read = await mastodonInbox.read(
      'notifications',
      { cursor: '1045', etag: 'W/"v1"' },
      channel,
      secrets,
      ctx(),
    );
    expect(requests).toHaveLength(1);
    expect(read).toEqual({ events: [], cursor: '1045', etag: 'W/"v1"' });
  });

  it('tells a direct message and a mention from a comment', async () => {
    const direct = mention(7, { visibility: 'direct', in_reply_to_id: null });
    const aside = mention(8, { in_reply_to_id: null, in_reply_to_account_id: null });
    all.length = 0;
    all.push(direct, aside);
    const read = await mastodonInbox.read(
      'notifications',
      { cursor: null, etag: null },
      channel,
      secrets,
      ctx(),
    );
    expect(read.events.map((e) => [e.kind, e.threadId])).toEqual([
      ['mention', '50008'],
      ['message', 'dm:a7'],
    ]);
  });

  it('reports a revoked token as an auth failure', async () => {
    const error = await failure(
      mastodonInbox.read(
        'notifications',
        { cursor: null, etag: null },
        channel,
        { ...secrets, accessToken: '' },
        ctx(),
      ),
    );
    expect(error.kind).toBe('auth');
  });

  it('reads the HTML of a status as text', () => {
    expect(plainText('<p>One<br/>two</p><p>three &lt;3</p>')).toBe('One\ntwo\n\nthree <3');
  });
});
