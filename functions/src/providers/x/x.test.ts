import { createHash } from 'node:crypto';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  failure,
  mockNetwork,
  requestMaker,
  savingContext,
  testEnv,
} from '../../../../test/support/functions/providerKit';
import { commentWayOf } from '../../domain/publishing/publishComment';
import type { ChannelSecrets } from '../types';
import { x, xOAuth } from './x';
import { X_VIDEO } from './xVideo';

const API = 'https://api.x.com';
const BASIC = `Basic ${Buffer.from('x-client:x-secret').toString('base64')}`;

// A small X: the posts it accepted (refusing identical text, as X does), the media uploaded with
// their alt text, the tokens it honours (refresh tokens rotate on use), and request counts.
interface XState {
  tweets: {
    id: string;
    text: string;
    createdAt: number;
    mediaIds: string[];
    replyTo: string | null;
  }[];
  tweetCalls: number;
  media: Map<string, { type: string; size: number; category: string | null; alt: string | null }>;
  validAccess: Set<string>;
  validRefresh: string;
  refreshes: number;
  challenges: string[];
  revoked: string[];
}
let state: XState;

function authorised(request: Request): boolean {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  return state.validAccess.has(token);
}
const unauthorised = () =>
  HttpResponse.json(
    { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' },
    { status: 401 },
  );

/** X shows a post's links as t.co addresses and escapes &, < and >. */
function rendered(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replace(/https?:\/\/\S+/g, () => `https://t.co/${Math.random().toString(36).slice(2, 12)}`);
}

async function acceptTweet(request: Request) {
  state.tweetCalls++;
  const body = (await request.json()) as {
    text: string;
    media?: { media_ids: string[] };
    reply?: { in_reply_to_tweet_id: string };
  };
  if (state.tweets.some((tweet) => tweet.text === body.text)) return null;
  const tweet = {
    id: String(1_800_000_000_000_000_000n + BigInt(state.tweets.length)),
    text: body.text,
    createdAt: Date.now(),
    mediaIds: body.media?.media_ids ?? [],
    replyTo: body.reply?.in_reply_to_tweet_id ?? null,
  };
  state.tweets.push(tweet);
  return tweet;
}

const duplicate = () =>
  HttpResponse.json(
    {
      detail: 'You are not allowed to create a Tweet with duplicate content.',
      type: 'about:blank',
      title: 'Forbidden',
      status: 403,
    },
    { status: 403 },
  );

const server = mockNetwork(
  http.post(`${API}/2/oauth2/token`, async ({ request }) => {
    if (request.headers.get('authorization') !== BASIC)
      return HttpResponse.json({ error: 'unauthorized_client' }, { status: 401 });
    const form = new URLSearchParams(await request.text());
    if (form.get('grant_type') === 'authorization_code') {
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (form.get('code') !== 'good-code' || !state.challenges.includes(challenge)) {
        return HttpResponse.json(
          {
            error: 'invalid_request',
            error_description: 'Value passed for the authorization code was invalid.',
          },
          { status: 400 },
        );
      }
      state.validAccess.add('x-access-1');
      state.validRefresh = 'x-refresh-1';
      return HttpResponse.json({
        token_type: 'bearer',
        expires_in: 7200,
        access_token: 'x-access-1',
        scope: 'tweet.read tweet.write users.read offline.access media.write',
        refresh_token: 'x-refresh-1',
      });
    }
    if (
      form.get('grant_type') === 'refresh_token' &&
      form.get('refresh_token') === state.validRefresh
    ) {
      state.refreshes++;
      const access = `x-access-r${state.refreshes}`;
      state.validAccess.add(access);
      state.validRefresh = `x-refresh-r${state.refreshes}`;
      return HttpResponse.json({
        token_type: 'bearer',
        expires_in: 7200,
        access_token: access,
        refresh_token: state.validRefresh,
      });
    }
    return HttpResponse.json(
      { error: 'invalid_request', error_description: 'Value passed for the token was invalid.' },
      { status: 400 },
    );
  }),
  http.post(`${API}/2/oauth2/revoke`, async ({ request }) => {
    if (request.headers.get('authorization') !== BASIC)
      return HttpResponse.json({ error: 'unauthorized_client' }, { status: 401 });
    state.revoked.push(new URLSearchParams(await request.text()).get('token') ?? '');
    return HttpResponse.json({ revoked: true });
  }),
  http.get(`${API}/2/users/me`, ({ request }) =>
    authorised(request)
      ? HttpResponse.json({
          data: {
            id: '42',
            name: 'The Author',
            username: 'author',
            profile_image_url: 'https://pbs.twimg.test/a.jpg',
            public_metrics: {
              followers_count: 900,
              following_count: 80,
              tweet_count: 7000,
              listed_count: 3,
            },
          },
        })
      : unauthorised(),
  ),
  http.post(`${API}/2/media/upload`, async ({ request }) => {
    if (!authorised(request)) return unauthorised();
    const form = await request.formData();
    const file = form.get('media');
    const id = String(1_900_000_000_000_000_000n + BigInt(state.media.size));
    state.media.set(id, {
      type: file instanceof Blob ? file.type : '',
      size: file instanceof Blob ? file.size : 0,
      category: form.get('media_category') as string | null,
      alt: null,
    });
    return HttpResponse.json({
      data: {
        id,
        media_key: `3_${id}`,
        size: file instanceof Blob ? file.size : 0,
        expires_after_secs: 86400,
      },
    });
  }),
  http.post(`${API}/2/media/metadata`, async ({ request }) => {
    if (!authorised(request)) return unauthorised();
    const body = (await request.json()) as { id: string; metadata: { alt_text: { text: string } } };
    const media = state.media.get(body.id);
    if (!media) return HttpResponse.json({ title: 'Not Found', status: 404 }, { status: 404 });
    media.alt = body.metadata.alt_text.text;
    return HttpResponse.json({ data: { id: body.id, associated_metadata: body.metadata } });
  }),
  http.post(`${API}/2/tweets`, async ({ request }) => {
    if (!authorised(request)) return unauthorised();
    const tweet = await acceptTweet(request);
    if (!tweet) return duplicate();
    return HttpResponse.json(
      { data: { id: tweet.id, text: tweet.text, edit_history_tweet_ids: [tweet.id] } },
      { status: 201 },
    );
  }),
  http.get(`${API}/2/users/42/tweets`, ({ request }) => {
    if (!authorised(request)) return unauthorised();
    const start = Date.parse(new URL(request.url).searchParams.get('start_time') ?? '');
    const data = state.tweets
      .filter((tweet) => tweet.createdAt >= start)
      .reverse()
      .map((tweet) => ({
        id: tweet.id,
        text: rendered(tweet.text) + (tweet.mediaIds.length > 0 ? ' https://t.co/media1' : ''),
        created_at: new Date(tweet.createdAt).toISOString(),
        edit_history_tweet_ids: [tweet.id],
      }));
    return HttpResponse.json(
      data.length > 0
        ? { data, meta: { result_count: data.length } }
        : { meta: { result_count: 0 } },
    );
  }),
  http.get(`${API}/2/tweets`, ({ request }) => {
    if (!authorised(request)) return unauthorised();
    const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',');
    const found = state.tweets.filter((tweet) => ids.includes(tweet.id));
    return HttpResponse.json({
      data: found.map((tweet) => ({
        id: tweet.id,
        text: tweet.text,
        public_metrics: {
          retweet_count: 4,
          reply_count: 2,
          like_count: 30,
          quote_count: 1,
          bookmark_count: 0,
          impression_count: 1500,
        },
      })),
      errors: ids
        .filter((id) => !found.some((tweet) => tweet.id === id))
        .map((id) => ({
          value: id,
          detail: `Could not find tweet with ids: [${id}].`,
          title: 'Not Found Error',
        })),
    });
  }),
);

beforeEach(() => {
  state = {
    tweets: [],
    tweetCalls: 0,
    media: new Map(),
    validAccess: new Set(['x-access-1']),
    validRefresh: 'x-refresh-1',
    refreshes: 0,
    challenges: [],
    revoked: [],
  };
});

const { saved, ctx } = savingContext();
testEnv({ X_CLIENT_ID: 'x-client', X_CLIENT_SECRET: 'x-secret' });
const secrets: ChannelSecrets = {
  accessToken: 'x-access-1',
  refreshToken: 'x-refresh-1',
  accessTokenExpiresAt: Date.now() + 3_600_000,
  userId: '42',
  username: 'author',
};
const request = requestMaker({ idempotencyKey: 'post1_x' });

describe('x.publish', () => {
  it('creates the post and returns its id and address', async () => {
    const posted = await x.publish(request('Hello X'), secrets, ctx());
    const id = state.tweets[0]?.id ?? '';
    expect(posted).toEqual({ externalId: id, url: `https://x.com/author/status/${id}` });
    expect(state.tweets[0]?.text).toBe('Hello X');
  });

  it('uploads images with their category and alt text, then attaches them', async () => {
    const png = { bytes: new Uint8Array(2048), contentType: 'image/png', alt: 'A red bicycle' };
    const gif = { bytes: new Uint8Array(512), contentType: 'image/gif', alt: '' };
    await x.publish(request('Pictures', { media: [png, gif] }), secrets, ctx());
    expect([...state.media.values()]).toEqual([
      { type: 'image/png', size: 2048, category: 'tweet_image', alt: 'A red bicycle' },
      { type: 'image/gif', size: 512, category: 'tweet_gif', alt: null },
    ]);
    expect(state.tweets[0]?.mediaIds).toEqual([...state.media.keys()]);
  });

  it('answers the previous part of a thread', async () => {
    const first = await x.publish(request('1/2'), secrets, ctx());
    await x.publish(request('2/2', { replyTo: { parent: first, root: first } }), secrets, ctx());
    expect(state.tweets[1]?.replyTo).toBe(first.externalId);
  });

  it('reports a 429 as rate limited until x-rate-limit-reset', async () => {
    const reset = Math.floor(Date.now() / 1000) + 600;
    server.use(
      http.post(`${API}/2/tweets`, () =>
        HttpResponse.json(
          { title: 'Too Many Requests', detail: 'Too Many Requests', status: 429 },
          {
            status: 429,
            headers: { 'x-rate-limit-reset': String(reset), 'x-rate-limit-remaining': '0' },
          },
        ),
      ),
    );
    const error = await failure(x.publish(request('hi'), secrets, ctx()));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterMs).toBeGreaterThan(590_000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(601_000);
  });

  it('waits for the daily cap to reset once it is used up', async () => {
    const now = Math.floor(Date.now() / 1000);
    server.use(
      http.post(`${API}/2/tweets`, () =>
        HttpResponse.json(
          { title: 'Too Many Requests', status: 429 },
          {
            status: 429,
            headers: {
              'x-rate-limit-reset': String(now + 60),
              'x-user-limit-24hour-remaining': '0',
              'x-user-limit-24hour-reset': String(now + 7200),
            },
          },
        ),
      ),
    );
    const error = await failure(x.publish(request('hi'), secrets, ctx()));
    expect(error.retryAfterMs).toBeGreaterThan(7_100_000);
  });

  it('treats a 5xx before the post is sent as transient and posts nothing', async () => {
    server.use(
      http.post(`${API}/2/media/upload`, () =>
        HttpResponse.json({ title: 'Internal Error', status: 500 }, { status: 500 }),
      ),
    );
    const image = { bytes: new Uint8Array(10), contentType: 'image/png', alt: '' };
    const error = await failure(x.publish(request('pic', { media: [image] }), secrets, ctx()));
    expect(error.kind).toBe('transient');
    expect(state.tweetCalls).toBe(0);
  });

  it('reports a time-out after sending as an unknown outcome, sends once, and reconciliation finds the post', async () => {
    server.use(
      http.post(`${API}/2/tweets`, async ({ request: incoming }) => {
        await acceptTweet(incoming);
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const text = 'Q&A <live> at https://example.com/qa?x=1 and example.com';
    const error = await failure(x.publish(request(text), secrets, ctx()));
    expect(error.kind).toBe('unknown_outcome');
    expect(state.tweetCalls).toBe(1);

    server.resetHandlers();
    const id = state.tweets[0]?.id ?? '';
    expect(await x.lookup(request(text), secrets, ctx())).toEqual({
      externalId: id,
      url: `https://x.com/author/status/${id}`,
    });
    expect(state.tweetCalls).toBe(1);
  });

  it('reconciliation answers null when nothing with the text was posted since the attempt', async () => {
    await x.publish(request('Something else'), secrets, ctx());
    expect(await x.lookup(request('The lost one'), secrets, ctx())).toBeNull();
    const later = request('Something else', { attemptedAt: new Date(Date.now() + 3_600_000) });
    expect(await x.lookup(later, secrets, ctx())).toBeNull();
  });

  it('takes the duplicate refusal of a post made by an earlier attempt as success', async () => {
    const first = await x.publish(request('Only once'), secrets, ctx());
    expect(await x.publish(request('Only once'), secrets, ctx())).toEqual(first);
    expect(state.tweets).toHaveLength(1);
  });

  it('reports the duplicate of an older post as a permanent refusal, not an auth failure', async () => {
    await x.publish(request('Again'), secrets, ctx());
    state.tweets[0] = {
      ...(state.tweets[0] as XState['tweets'][number]),
      createdAt: Date.now() - 86_400_000,
    };
    const error = await failure(x.publish(request('Again'), secrets, ctx()));
    expect(error.kind).toBe('permanent');
    expect(error.remote).toContain('duplicate content');
    expect(error.message).toContain('X refuses a post identical to an earlier one.');
    // Reported as its own reason, which the publisher never retries.
    expect(error.code).toBe('duplicate_content');
  });

  it('renews an expired access token once (refresh tokens rotate), saves the new pair, then posts', async () => {
    const stale = {
      ...secrets,
      accessToken: 'x-expired',
      accessTokenExpiresAt: Date.now() + 3_600_000,
    };
    const posted = await x.publish(request('after refresh'), stale, ctx());
    expect(posted.externalId).toBe(state.tweets[0]?.id);
    expect(state.refreshes).toBe(1);
    expect(saved).toEqual([
      expect.objectContaining({
        accessToken: 'x-access-r1',
        refreshToken: 'x-refresh-r1',
        userId: '42',
      }),
    ]);
  });

  it('reports 401 as auth (the channel needs reconnecting) when the refresh token is void too', async () => {
    const error = await failure(
      x.publish(
        request('hi'),
        { ...secrets, accessToken: 'revoked', refreshToken: 'rotated-away' },
        ctx(),
      ),
    );
    expect(error.kind).toBe('auth');
    expect(state.tweetCalls).toBe(0);
  });
});

describe('x metrics', () => {
  it('reads public metrics per post, skipping deleted posts', async () => {
    const posted = await x.publish(request('count me'), secrets, ctx());
    const metrics = await x.postMetrics([posted.externalId, '1'], secrets, ctx());
    expect([...metrics]).toEqual([
      [posted.externalId, { likes: 30, reposts: 4, replies: 2, quotes: 1, impressions: 1500 }],
    ]);
  });

  it('reads the follower count of the account', async () => {
    expect(await x.channelMetrics(secrets, ctx())).toEqual({
      followers: 900,
      following: 80,
      posts: 7000,
    });
  });
});

describe('x OAuth and tokens', () => {
  it('starts the code flow with PKCE (S256) and keeps the verifier on the server', async () => {
    const { authorizeUrl, pending } = await xOAuth.start(
      { redirectUri: 'https://app.test/oauth', state: 'st-9' },
      {},
    );
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://x.com/i/oauth2/authorize');
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: 'x-client',
      redirect_uri: 'https://app.test/oauth',
      scope: 'tweet.read tweet.write users.read offline.access media.write',
      state: 'st-9',
      code_challenge_method: 'S256',
    });
    const verifier = String(pending.codeVerifier);
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(query.code_challenge).toBe(createHash('sha256').update(verifier).digest('base64url'));
    expect(authorizeUrl).not.toContain(verifier);
  });

  it('says the network is not set up when the server has no client id', async () => {
    vi.stubEnv('X_CLIENT_ID', '');
    const error = await failure(
      xOAuth.start({ redirectUri: 'https://app.test/oauth', state: 's' }, {}),
    );
    expect(error.message).toBe('X is not set up on this server.');
  });

  it('exchanges the code with its verifier and reads the account', async () => {
    const { authorizeUrl, pending } = await xOAuth.start(
      { redirectUri: 'https://app.test/oauth', state: 's' },
      {},
    );
    state.challenges.push(new URL(authorizeUrl).searchParams.get('code_challenge') ?? '');
    const before = Date.now();
    const account = await xOAuth.complete(
      { code: 'good-code', redirectUri: 'https://app.test/oauth', pending },
      {},
    );
    expect(account).toMatchObject({
      accountId: '42',
      handle: '@author',
      displayName: 'The Author',
      avatarUrl: 'https://pbs.twimg.test/a.jpg',
      secrets: {
        userId: '42',
        username: 'author',
        accessToken: 'x-access-1',
        refreshToken: 'x-refresh-1',
      },
    });
    const lifetime = (account.tokenExpiresAt?.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThan(7_190_000);
    expect(lifetime).toBeLessThan(7_210_000);
  });

  it('refuses a code presented with another verifier', async () => {
    const { authorizeUrl } = await xOAuth.start(
      { redirectUri: 'https://app.test/oauth', state: 's' },
      {},
    );
    state.challenges.push(new URL(authorizeUrl).searchParams.get('code_challenge') ?? '');
    const error = await failure(
      xOAuth.complete(
        {
          code: 'good-code',
          redirectUri: 'https://app.test/oauth',
          pending: { codeVerifier: 'guessed-verifier-guessed-verifier-guessed-1' },
        },
        {},
      ),
    );
    expect(error.kind).toBe('auth');
  });

  it('refreshes ahead of expiry, keeping the rotated refresh token', async () => {
    const refreshed = await x.refresh?.(secrets, ctx());
    expect(refreshed?.secrets).toMatchObject({
      accessToken: 'x-access-r1',
      refreshToken: 'x-refresh-r1',
      userId: '42',
    });
    expect(refreshed?.tokenExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 7_000_000);
    expect(saved).toHaveLength(1);
    // The old refresh token is void now.
    const error = await failure(x.refresh?.(secrets, ctx()) ?? Promise.resolve());
    expect(error.kind).toBe('auth');
  });

  it('revokes the refresh token on disconnect', async () => {
    await x.revoke?.(secrets, ctx());
    expect(state.revoked).toEqual(['x-refresh-1']);
  });
});

describe('x video', () => {
  interface Upload {
    type: string;
    total: number;
    segments: number[];
    received: number;
    polls: number;
    fail: boolean;
  }
  let uploads: Map<string, Upload>;

  beforeEach(() => {
    X_VIDEO.maxWaitMs = 1;
    uploads = new Map();
    server.use(
      http.post(`${API}/2/media/upload/initialize`, async ({ request: incoming }) => {
        if (!authorised(incoming)) return unauthorised();
        const body = (await incoming.json()) as {
          media_type: string;
          total_bytes: number;
          media_category: string;
        };
        if (body.media_category !== 'tweet_video')
          return HttpResponse.json({ title: 'bad' }, { status: 400 });
        const id = `190000000000000000${uploads.size + 1}`;
        uploads.set(id, {
          type: body.media_type,
          total: body.total_bytes,
          segments: [],
          received: 0,
          polls: 0,
          fail: body.total_bytes === 13,
        });
        return HttpResponse.json({
          data: { id, media_key: `13_${id}`, expires_after_secs: 86_400 },
        });
      }),
      http.post(`${API}/2/media/upload/:id/append`, async ({ request: incoming, params }) => {
        const upload = uploads.get(String(params.id)) as Upload;
        const form = await incoming.formData();
        upload.segments.push(Number(form.get('segment_index')));
        upload.received += (form.get('media') as File).size;
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${API}/2/media/upload/:id/finalize`, ({ params }) => {
        const upload = uploads.get(String(params.id)) as Upload;
        if (upload.received !== upload.total)
          return HttpResponse.json({ title: 'size mismatch' }, { status: 400 });
        return HttpResponse.json({
          data: { id: params.id, processing_info: { state: 'pending', check_after_secs: 1 } },
        });
      }),
      http.get(`${API}/2/media/upload`, ({ request: incoming }) => {
        const query = new URL(incoming.url).searchParams;
        const upload = uploads.get(query.get('media_id') ?? '') as Upload;
        upload.polls++;
        if (upload.fail)
          return HttpResponse.json({
            data: {
              processing_info: {
                state: 'failed',
                error: { code: 1, name: 'InvalidMedia', message: 'Unsupported video format' },
              },
            },
          });
        return HttpResponse.json({
          data: {
            processing_info:
              upload.polls >= 2
                ? { state: 'succeeded', progress_percent: 100 }
                : { state: 'in_progress', check_after_secs: 2, progress_percent: 40 },
          },
        });
      }),
    );
  });

  it('uploads a video in segments, waits for processing, then posts it', async () => {
    X_VIDEO.segmentBytes = 1000;
    const video = { bytes: new Uint8Array(2500).fill(9), contentType: 'video/mp4', alt: '' };
    const posted = await x.publish(request('A short clip', { media: [video] }), secrets, ctx());
    const [id, upload] = [...uploads][0] as [string, Upload];
    expect(upload).toMatchObject({
      type: 'video/mp4',
      total: 2500,
      segments: [0, 1, 2],
      received: 2500,
      polls: 2,
    });
    expect(state.tweets[0]).toMatchObject({ id: posted.externalId, mediaIds: [id] });
  });

  it('says plainly when X cannot process the video, and posts nothing', async () => {
    const video = { bytes: new Uint8Array(13), contentType: 'video/mp4', alt: '' };
    const error = await failure(x.publish(request('x', { media: [video] }), secrets, ctx()));
    expect(error.kind).toBe('permanent');
    expect(error.message).toContain('could not process the video (Unsupported video format)');
    expect(state.tweetCalls).toBe(0);
  });
});

describe('x first comment', () => {
  const way = commentWayOf(x);
  const root = { externalId: '1799999999999999990', url: '' };
  const last = { externalId: '1799999999999999991', url: '' };
  const comment = (text: string) =>
    request(text, { idempotencyKey: 'post1_x_comment', replyTo: { root, parent: last } });

  it("is a reply to the thread's last post", async () => {
    const posted = await way?.send(comment('Sign up: example.test'), secrets, ctx());
    expect(state.tweets).toEqual([
      expect.objectContaining({ text: 'Sign up: example.test', replyTo: last.externalId }),
    ]);
    expect(posted?.externalId).toBe(state.tweets[0]?.id);
  });

  it('treats a 503 on the reply as transient and posts nothing; the next attempt replies once', async () => {
    server.use(
      http.post(`${API}/2/tweets`, () =>
        HttpResponse.json({ title: 'Service Unavailable', status: 503 }, { status: 503 }),
      ),
    );
    const error = await failure(way?.send(comment('Retry me'), secrets, ctx()) as Promise<unknown>);
    expect(error.kind).toBe('transient');
    expect(state.tweets).toHaveLength(0);
    server.resetHandlers();
    await way?.send(comment('Retry me'), secrets, ctx());
    expect(state.tweets).toHaveLength(1);
  });

  it('reports a time-out after the reply was sent as unknown, and the lookup finds it without a second reply', async () => {
    server.use(
      http.post(`${API}/2/tweets`, async ({ request: incoming }) => {
        await acceptTweet(incoming);
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await failure(
      way?.send(comment('Slow reply'), secrets, ctx()) as Promise<unknown>,
    );
    expect(error.kind).toBe('unknown_outcome');
    server.resetHandlers();
    const id = state.tweets[0]?.id ?? '';
    expect(await way?.find(comment('Slow reply'), secrets, ctx())).toEqual({
      externalId: id,
      url: `https://x.com/author/status/${id}`,
    });
    expect(state.tweetCalls).toBe(1);
  });
});
