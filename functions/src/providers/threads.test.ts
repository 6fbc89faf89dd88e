import { delay, HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  failure,
  mockNetwork,
  requestMaker,
  savingContext,
  testEnv,
} from '../../../test/support/functions/providerKit';
import { CONTAINER_POLL } from './graph';
import { threads, threadsOAuth } from './threads';
import type { ChannelSecrets, MediaInput } from './types';

const API = 'https://graph.threads.net/v1.0';
const ROOT = 'https://graph.threads.net';
const USER = '2555';

// A small Threads: containers (processed on the second look), published posts and replies.
interface Threads {
  containers: Map<string, { params: Record<string, string>; polls: number }>;
  posts: { id: string; text: string; replyTo?: string; created: number }[];
  publishCalls: number;
  tokens: Set<string>;
  refreshes: number;
}
let th: Threads;

const expired = () =>
  HttpResponse.json(
    { error: { message: 'Error validating access token', type: 'OAuthException', code: 190 } },
    { status: 401 },
  );
const authorised = (request: Request) =>
  th.tokens.has(request.headers.get('authorization')?.replace('Bearer ', '') ?? '');

function publishContainer(creation: string) {
  const params = th.containers.get(creation)?.params ?? {};
  const id = `1800${th.posts.length + 1}`;
  th.posts.push({ id, text: params.text ?? '', replyTo: params.reply_to_id, created: Date.now() });
  return id;
}

const server = mockNetwork(
  http.post(`${API}/${USER}/threads`, async ({ request }) => {
    if (!authorised(request)) return expired();
    const params = Object.fromEntries(new URLSearchParams(await request.text()));
    const id = `t${th.containers.size + 1}`;
    th.containers.set(id, { params, polls: 0 });
    return HttpResponse.json({ id });
  }),
  http.post(`${API}/${USER}/threads_publish`, async ({ request }) => {
    if (!authorised(request)) return expired();
    th.publishCalls++;
    return HttpResponse.json({
      id: publishContainer(new URLSearchParams(await request.text()).get('creation_id') ?? ''),
    });
  }),
  http.get(`${API}/${USER}/:edge`, ({ params }) =>
    params.edge === 'threads_insights'
      ? HttpResponse.json({
          data: [{ name: 'followers_count', period: 'day', total_value: { value: 3021 }, id: 'x' }],
        })
      : HttpResponse.json({
          data: th.posts
            .filter((post) => (params.edge === 'replies' ? post.replyTo : !post.replyTo))
            .map((post) => ({
              id: post.id,
              text: post.text,
              timestamp: new Date(post.created).toISOString(),
              permalink: `https://www.threads.net/@bakery/post/${post.id}`,
            })),
        }),
  ),
  http.get(`${API}/:id/insights`, ({ params }) =>
    th.posts.some((post) => post.id === params.id)
      ? HttpResponse.json({
          data: ['likes', 'replies', 'reposts', 'quotes', 'views'].map((name, index) => ({
            name,
            period: 'lifetime',
            values: [{ value: [31, 4, 2, 1, 990][index] }],
          })),
        })
      : HttpResponse.json(
          { error: { code: 100, message: 'Object does not exist' } },
          { status: 400 },
        ),
  ),
  http.get(`${API}/me`, ({ request }) =>
    authorised(request)
      ? HttpResponse.json({
          id: USER,
          username: 'bakery',
          name: 'Corner Bakery',
          threads_profile_picture_url: 'https://th.test/p.jpg',
        })
      : expired(),
  ),
  http.get(`${API}/:id`, ({ params, request }) => {
    const container = th.containers.get(String(params.id));
    if (container) {
      container.polls++;
      return HttpResponse.json({
        id: params.id,
        status: container.polls >= 2 ? 'FINISHED' : 'IN_PROGRESS',
      });
    }
    if (new URL(request.url).searchParams.get('fields') === 'permalink')
      return HttpResponse.json({
        id: params.id,
        permalink: `https://www.threads.net/@bakery/post/${params.id}`,
      });
    return HttpResponse.json({ error: { code: 100 } }, { status: 400 });
  }),
  http.post(`${ROOT}/oauth/access_token`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    if (form.get('code') !== 'good-code' || form.get('client_secret') !== 'th-secret')
      return HttpResponse.json(
        { error: { message: 'Invalid verification code', type: 'OAuthException', code: 100 } },
        { status: 400 },
      );
    return HttpResponse.json({ access_token: 'short', user_id: Number(USER) });
  }),
  http.get(`${ROOT}/access_token`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get('grant_type') !== 'th_exchange_token' || query.get('access_token') !== 'short')
      return expired();
    th.tokens.add('long-1');
    return HttpResponse.json({
      access_token: 'long-1',
      token_type: 'bearer',
      expires_in: 5_183_944,
    });
  }),
  http.get(`${ROOT}/refresh_access_token`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (
      query.get('grant_type') !== 'th_refresh_token' ||
      !th.tokens.has(query.get('access_token') ?? '')
    )
      return expired();
    th.refreshes++;
    th.tokens.add('long-2');
    return HttpResponse.json({
      access_token: 'long-2',
      token_type: 'bearer',
      expires_in: 5_183_944,
    });
  }),
);

beforeAll(() => {
  CONTAINER_POLL.intervalMs = 1;
});
beforeEach(() => {
  th = {
    containers: new Map(),
    posts: [],
    publishCalls: 0,
    tokens: new Set(['long-1']),
    refreshes: 0,
  };
});

const { saved, ctx } = savingContext();
testEnv({ THREADS_CLIENT_ID: 'th-app', THREADS_CLIENT_SECRET: 'th-secret' });
const secrets: ChannelSecrets = {
  threadsUserId: USER,
  accessToken: 'long-1',
  accessTokenExpiresAt: Date.now() + 30 * 86_400_000,
};
const request = requestMaker({ idempotencyKey: 'post1_th' });
const image = (name: string): MediaInput => ({
  bytes: new Uint8Array(4),
  contentType: 'image/jpeg',
  alt: `${name} alt`,
  url: `https://files.test/${name}.jpg`,
});

describe('threads.publish', () => {
  it('publishes a text post, and a reply to it for the second part of a thread', async () => {
    const first = await threads.publish(request('Part one'), secrets, ctx());
    expect(first).toEqual({
      externalId: '18001',
      url: 'https://www.threads.net/@bakery/post/18001',
    });
    const second = await threads.publish(
      request('Part two', { replyTo: { parent: first, root: first } }),
      secrets,
      ctx(),
    );
    expect(th.posts[1]).toMatchObject({
      id: second.externalId,
      text: 'Part two',
      replyTo: '18001',
    });
    expect(th.containers.get('t1')?.params).toEqual({ media_type: 'TEXT', text: 'Part one' });
  });

  it('builds a carousel of pictures with their alt text', async () => {
    await threads.publish(request('Two', { media: [image('a'), image('b')] }), secrets, ctx());
    expect([...th.containers.values()].map((c) => c.params)).toEqual([
      {
        media_type: 'IMAGE',
        image_url: 'https://files.test/a.jpg',
        alt_text: 'a alt',
        is_carousel_item: 'true',
      },
      {
        media_type: 'IMAGE',
        image_url: 'https://files.test/b.jpg',
        alt_text: 'b alt',
        is_carousel_item: 'true',
      },
      { media_type: 'CAROUSEL', children: 't1,t2', text: 'Two' },
    ]);
    expect(th.publishCalls).toBe(1);
  });

  it('honours a 429 with its Retry-After', async () => {
    server.use(
      http.post(`${API}/${USER}/threads`, () =>
        HttpResponse.json(
          { error: { code: 4, message: 'limit' } },
          { status: 429, headers: { 'retry-after': '90' } },
        ),
      ),
    );
    const error = await failure(threads.publish(request('x'), secrets, ctx()));
    expect(error.kind).toBe('rate_limited');
  });

  it('treats a 5xx before publishing as transient', async () => {
    server.use(
      http.post(`${API}/${USER}/threads`, () =>
        HttpResponse.json({ error: { code: 2 } }, { status: 503 }),
      ),
    );
    const error = await failure(threads.publish(request('x'), secrets, ctx()));
    expect(error.kind).toBe('transient');
    expect(th.publishCalls).toBe(0);
  });

  it('reports a time-out of threads_publish as an unknown outcome; the lookup finds the post', async () => {
    server.use(
      http.post(`${API}/${USER}/threads_publish`, async ({ request: incoming }) => {
        th.publishCalls++;
        publishContainer(new URLSearchParams(await incoming.text()).get('creation_id') ?? '');
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await failure(threads.publish(request('Lost'), secrets, ctx()));
    expect(error.kind).toBe('unknown_outcome');
    server.resetHandlers();
    expect((await threads.lookup(request('Lost'), secrets, ctx()))?.externalId).toBe('18001');
    expect(await threads.lookup(request('Other'), secrets, ctx())).toBeNull();
    expect(th.publishCalls).toBe(1);
  });

  it('turns a refused token into an auth failure', async () => {
    const error = await failure(
      threads.publish(request('x'), { ...secrets, accessToken: 'gone' }, ctx()),
    );
    expect(error.kind).toBe('auth');
  });

  it('renews a token close to its end before posting, and saves it first', async () => {
    const posted = await threads.publish(
      request('fresh'),
      { ...secrets, accessTokenExpiresAt: Date.now() + 3_600_000 },
      ctx(),
    );
    expect(posted.externalId).toBe('18001');
    expect(th.refreshes).toBe(1);
    expect(saved).toEqual([
      expect.objectContaining({ accessToken: 'long-2', threadsUserId: USER }),
    ]);
  });
});

describe('threads metrics and sign-in', () => {
  it('reads likes, replies, reposts, quotes and views, and the follower count', async () => {
    const posted = await threads.publish(request('m'), secrets, ctx());
    const metrics = await threads.postMetrics([posted.externalId, '404'], secrets, ctx());
    expect([...metrics]).toEqual([
      [posted.externalId, { likes: 31, replies: 4, reposts: 2, quotes: 1, impressions: 990 }],
    ]);
    expect(await threads.channelMetrics(secrets, ctx())).toEqual({ followers: 3021 });
  });

  it('sends the user to the Threads authorisation page and exchanges the code for a 60-day token', async () => {
    const { authorizeUrl } = await threadsOAuth.start(
      { redirectUri: 'https://app.test/oauth', state: 'st-2' },
      {},
    );
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://threads.net/oauth/authorize');
    expect(url.searchParams.get('state')).toBe('st-2');
    expect(url.searchParams.get('scope')).toContain('threads_content_publish');
    const account = await threadsOAuth.complete(
      { code: 'good-code', redirectUri: 'https://app.test/oauth', pending: {} },
      {},
    );
    expect(account).toMatchObject({
      accountId: USER,
      handle: '@bakery',
      secrets: { threadsUserId: USER, accessToken: 'long-1' },
    });
    expect((account.tokenExpiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(59 * 86_400_000);
    const refused = await failure(
      threadsOAuth.complete(
        { code: 'used', redirectUri: 'https://app.test/oauth', pending: {} },
        {},
      ),
    );
    expect(refused.kind).toBe('auth');
  });
});

describe('Threads duplicate content', () => {
  it('reports Graph error 506 (duplicate post) as duplicate_content, a permanent refusal', async () => {
    server.use(
      http.post(`${API}/${USER}/threads`, () =>
        HttpResponse.json(
          { error: { message: 'Duplicate post', type: 'THApiException', code: 506 } },
          { status: 400 },
        ),
      ),
    );
    const error = await failure(threads.publish(request('Seen before'), secrets, ctx()));
    expect(error.kind).toBe('permanent');
    expect(error.code).toBe('duplicate_content');
  });
});
