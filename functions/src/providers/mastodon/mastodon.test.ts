import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { failure, mockNetwork, requestMaker } from '../../../../test/support/functions/providerKit';
import { commentWayOf } from '../../domain/publishing/publishComment';
import type { ChannelSecrets } from '../types';
import {
  exchangeMastodonCode,
  mastodon,
  mastodonAuthorizeUrl,
  registerMastodonApp,
} from './mastodon';

const INSTANCE = 'https://social.test';
const TOKEN = 'token-abc';

// A small instance: statuses it accepted (by Idempotency-Key, as Mastodon keeps them for an
// hour), media with a processing state, and the request count of each kind.
interface Instance {
  statuses: {
    id: string;
    content: string;
    created_at: string;
    url: string;
    media_ids: string[];
    key: string | null;
  }[];
  statusPosts: number;
  media: Map<string, { polls: number; description: string | null; type: string }>;
}
let instance: Instance;

function authorised(request: Request): boolean {
  return request.headers.get('authorization') === `Bearer ${TOKEN}`;
}
const unauthorised = () =>
  HttpResponse.json({ error: 'The access token is invalid' }, { status: 401 });

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#39;');
}

async function acceptStatus(request: Request) {
  instance.statusPosts++;
  const key = request.headers.get('idempotency-key');
  const existing = instance.statuses.find((status) => key && status.key === key);
  if (existing) return existing;
  const body = (await request.json()) as { status: string; media_ids?: string[] };
  const id = String(110000 + instance.statuses.length);
  const status = {
    id,
    // Mastodon renders the text as HTML paragraphs, with links wrapped in spans.
    content: `<p>${escapeHtml(body.status)
      .replace(
        /https:\/\/(\S+)/,
        '<a href="https://$1"><span class="invisible">https://</span><span class="">$1</span></a>',
      )
      .replace(/\n/g, '<br />')}</p>`,
    created_at: new Date().toISOString(),
    url: `${INSTANCE}/@author/${id}`,
    media_ids: body.media_ids ?? [],
    key,
  };
  instance.statuses.push(status);
  return status;
}

const server = mockNetwork(
  http.post(`${INSTANCE}/api/v1/apps`, async ({ request }) => {
    const body = (await request.json()) as Record<string, string>;
    return HttpResponse.json({
      id: '1',
      name: body.client_name,
      client_id: 'cid',
      client_secret: 'csecret',
      redirect_uri: body.redirect_uris,
    });
  }),
  http.post(`${INSTANCE}/oauth/token`, async ({ request }) => {
    const body = (await request.json()) as Record<string, string>;
    if (body.code !== 'good-code' || body.client_secret !== 'csecret') {
      return HttpResponse.json(
        {
          error: 'invalid_grant',
          error_description: 'The provided authorization grant is invalid',
        },
        { status: 400 },
      );
    }
    return HttpResponse.json({
      access_token: TOKEN,
      token_type: 'Bearer',
      scope: 'read write',
      created_at: 1,
    });
  }),
  http.get(`${INSTANCE}/api/v1/accounts/verify_credentials`, ({ request }) =>
    authorised(request)
      ? HttpResponse.json({
          id: '42',
          username: 'author',
          acct: 'author',
          display_name: 'The Author',
          avatar: `${INSTANCE}/a.png`,
          followers_count: 77,
          following_count: 5,
          statuses_count: 9,
        })
      : unauthorised(),
  ),
  http.get(`${INSTANCE}/api/v2/instance`, () =>
    HttpResponse.json({
      configuration: {
        statuses: { max_characters: 1000, max_media_attachments: 6 },
        media_attachments: {
          supported_mime_types: ['image/png', 'video/mp4', 'text/plain'],
          image_size_limit: 10_000_000,
          video_size_limit: 40_000_000,
        },
      },
    }),
  ),
  http.post(`${INSTANCE}/api/v2/media`, async ({ request }) => {
    if (!authorised(request)) return unauthorised();
    const form = await request.formData();
    const file = form.get('file');
    const id = `m${instance.media.size + 1}`;
    instance.media.set(id, {
      polls: 0,
      description: form.get('description') as string | null,
      type: file instanceof Blob ? file.type : '',
    });
    // Large files are processed in the background: 202 and no url yet.
    return HttpResponse.json({ id, type: 'image', url: null }, { status: 202 });
  }),
  http.get(`${INSTANCE}/api/v1/media/:id`, ({ params }) => {
    const media = instance.media.get(String(params.id));
    if (!media) return HttpResponse.json({ error: 'Record not found' }, { status: 404 });
    media.polls++;
    if (media.polls < 2) return HttpResponse.json({ id: params.id, url: null }, { status: 206 });
    return HttpResponse.json({ id: params.id, url: `${INSTANCE}/media/${params.id}.png` });
  }),
  http.post(`${INSTANCE}/api/v1/statuses`, async ({ request }) => {
    if (!authorised(request)) return unauthorised();
    return HttpResponse.json(await acceptStatus(request));
  }),
  http.get(`${INSTANCE}/api/v1/accounts/42/statuses`, () =>
    HttpResponse.json([...instance.statuses].reverse()),
  ),
  http.get(`${INSTANCE}/api/v1/statuses/:id`, ({ params }) => {
    const status = instance.statuses.find((candidate) => candidate.id === params.id);
    if (!status) return HttpResponse.json({ error: 'Record not found' }, { status: 404 });
    return HttpResponse.json({
      ...status,
      favourites_count: 8,
      reblogs_count: 3,
      replies_count: 2,
    });
  }),
);
beforeEach(() => {
  instance = { statuses: [], statusPosts: 0, media: new Map() };
});

const secrets: ChannelSecrets = { instanceUrl: INSTANCE, accessToken: TOKEN, accountId: '42' };
const ctx = { saveSecrets: async () => undefined, timeoutMs: 300, mediaPollIntervalMs: 5 };

const request = requestMaker({ idempotencyKey: 'post1_chan2' });

describe('mastodon.publish', () => {
  it('creates a public status with our Idempotency-Key and returns its id and url', async () => {
    let seenKey: string | null = null;
    server.use(
      http.post(`${INSTANCE}/api/v1/statuses`, async ({ request: incoming }) => {
        seenKey = incoming.headers.get('idempotency-key');
        return HttpResponse.json(await acceptStatus(incoming));
      }),
    );
    const posted = await mastodon.publish(request('Hello fediverse'), secrets, ctx);
    expect(seenKey).toBe('post1_chan2');
    expect(posted).toEqual({ externalId: '110000', url: `${INSTANCE}/@author/110000` });
  });

  it('a repeated send with the same key returns the first status instead of a second one', async () => {
    const first = await mastodon.publish(request('Only once'), secrets, ctx);
    const second = await mastodon.publish(request('Only once'), secrets, ctx);
    expect(second).toEqual(first);
    expect(instance.statuses).toHaveLength(1);
  });

  it('uploads media, waits for processing to finish, then attaches it', async () => {
    const image = {
      bytes: new Uint8Array(4096),
      contentType: 'image/png',
      alt: 'A chart of sales',
    };
    await mastodon.publish(request('Quarterly numbers', { media: [image] }), secrets, ctx);
    expect(instance.media.get('m1')).toEqual({
      polls: 2,
      description: 'A chart of sales',
      type: 'image/png',
    });
    expect(instance.statuses[0]?.media_ids).toEqual(['m1']);
  });

  it('answers the previous part of a thread with in_reply_to_id', async () => {
    let replyTo: unknown;
    server.use(
      http.post(`${INSTANCE}/api/v1/statuses`, async ({ request: incoming }) => {
        replyTo = ((await incoming.clone().json()) as { in_reply_to_id?: string }).in_reply_to_id;
        return HttpResponse.json(await acceptStatus(incoming));
      }),
    );
    const root = { externalId: '109000', url: '' };
    const parent = { externalId: '109001', url: '' };
    await mastodon.publish(request('3/3', { replyTo: { root, parent } }), secrets, ctx);
    expect(replyTo).toBe('109001');
  });

  it('reports a 429 as rate limited with the wait from Retry-After or X-RateLimit-Reset', async () => {
    server.use(
      http.post(`${INSTANCE}/api/v1/statuses`, () =>
        HttpResponse.json(
          { error: 'Too many requests' },
          { status: 429, headers: { 'retry-after': '45' } },
        ),
      ),
    );
    const error = await failure(mastodon.publish(request('hi'), secrets, ctx));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterMs).toBe(45_000);

    const reset = new Date(Date.now() + 300_000).toISOString();
    server.use(
      http.post(`${INSTANCE}/api/v1/statuses`, () =>
        HttpResponse.json(
          { error: 'Too many requests' },
          { status: 429, headers: { 'x-ratelimit-reset': reset } },
        ),
      ),
    );
    const later = await failure(mastodon.publish(request('hi'), secrets, ctx));
    expect(later.retryAfterMs).toBeGreaterThan(290_000);
  });

  it('treats a 5xx before the status is sent as transient and posts nothing', async () => {
    server.use(
      http.post(`${INSTANCE}/api/v2/media`, () =>
        HttpResponse.json({ error: 'oops' }, { status: 500 }),
      ),
    );
    const image = { bytes: new Uint8Array(10), contentType: 'image/png', alt: '' };
    const error = await failure(mastodon.publish(request('pic', { media: [image] }), secrets, ctx));
    expect(error.kind).toBe('transient');
    expect(instance.statusPosts).toBe(0);
  });

  it('treats a 502 from the instance gateway as transient', async () => {
    server.use(
      http.post(
        `${INSTANCE}/api/v1/statuses`,
        () => new HttpResponse('Bad Gateway', { status: 502 }),
      ),
    );
    expect((await failure(mastodon.publish(request('hi'), secrets, ctx))).kind).toBe('transient');
  });

  it('reports a time-out after sending as an unknown outcome, sends once, and reconciliation finds the status', async () => {
    const text = "It's live: https://example.com/launch\nSee you there @friend@other.test";
    server.use(
      http.post(`${INSTANCE}/api/v1/statuses`, async ({ request: incoming }) => {
        await acceptStatus(incoming);
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await failure(mastodon.publish(request(text), secrets, ctx));
    expect(error.kind).toBe('unknown_outcome');
    expect(instance.statusPosts).toBe(1);

    server.resetHandlers();
    const found = await mastodon.lookup(request(text), secrets, ctx);
    expect(found).toEqual({ externalId: '110000', url: `${INSTANCE}/@author/110000` });
    expect(instance.statusPosts).toBe(1);
  });

  it('reconciliation answers null when no matching status was made since the attempt', async () => {
    await mastodon.publish(request('Something else'), secrets, ctx);
    expect(await mastodon.lookup(request('The lost one'), secrets, ctx)).toBeNull();
  });

  it('reports 401 as auth: the channel needs reconnecting', async () => {
    const error = await failure(
      mastodon.publish(request('hi'), { ...secrets, accessToken: 'revoked' }, ctx),
    );
    expect(error.kind).toBe('auth');
    expect(error.status).toBe(401);
  });
});

describe('mastodon connection, limits and metrics', () => {
  it('registers the app, builds the authorise URL and exchanges the code for a token', async () => {
    const app = await registerMastodonApp('social.test/', {
      clientName: 'SMM',
      redirectUri: 'https://app.test/cb',
    });
    expect(app).toEqual({ instanceUrl: INSTANCE, clientId: 'cid', clientSecret: 'csecret' });
    const url = new URL(
      mastodonAuthorizeUrl(INSTANCE, app.clientId, 'https://app.test/cb', 'state-1'),
    );
    expect(url.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'cid',
      response_type: 'code',
      scope: 'read write',
      state: 'state-1',
    });

    const connected = await exchangeMastodonCode({
      ...app,
      redirectUri: 'https://app.test/cb',
      code: 'good-code',
    });
    expect(connected.secrets).toEqual({
      instanceUrl: INSTANCE,
      accessToken: TOKEN,
      accountId: '42',
    });
    expect(connected.profile).toEqual({
      accountId: '42',
      handle: '@author@social.test',
      displayName: 'The Author',
      avatarUrl: `${INSTANCE}/a.png`,
    });
  });

  it('asks the user to authorise again when the code is refused', async () => {
    const error = await failure(
      exchangeMastodonCode({
        instanceUrl: INSTANCE,
        clientId: 'cid',
        clientSecret: 'csecret',
        redirectUri: 'x',
        code: 'used',
      }),
    );
    expect(error.kind).toBe('auth');
    // The network's words stay with the error for the log, out of the message users see.
    expect(error.remote).toContain('invalid_grant');
    expect(error.message).not.toContain('invalid_grant');
  });

  it('reads the instance limits', async () => {
    const limits = await mastodon.limits(secrets, ctx);
    expect(limits).toMatchObject({
      maxLength: 1000,
      maxMedia: 6,
      media: { 'image/png': 10_000_000, 'video/mp4': 40_000_000 },
    });
    expect(limits.media['text/plain']).toBeUndefined();
  });

  it('reads counts per status and the follower count', async () => {
    const posted = await mastodon.publish(request('count me'), secrets, ctx);
    const metrics = await mastodon.postMetrics([posted.externalId, '999'], secrets, ctx);
    expect([...metrics]).toEqual([
      [posted.externalId, { likes: 8, reposts: 3, replies: 2, quotes: 0 }],
    ]);
    expect(await mastodon.channelMetrics(secrets, ctx)).toEqual({
      followers: 77,
      following: 5,
      posts: 9,
    });
  });
});

describe('mastodon first comment', () => {
  const way = commentWayOf(mastodon);
  const root = { externalId: '109000', url: '' };
  const last = { externalId: '109002', url: '' };
  const comment = (text: string) =>
    request(text, { idempotencyKey: 'post1_chan2_comment', replyTo: { root, parent: last } });

  it("is a status answering the thread's last status, under its own Idempotency-Key", async () => {
    let seen: { key: string | null; replyTo?: string } = { key: null };
    server.use(
      http.post(`${INSTANCE}/api/v1/statuses`, async ({ request: incoming }) => {
        seen = {
          key: incoming.headers.get('idempotency-key'),
          replyTo: ((await incoming.clone().json()) as { in_reply_to_id?: string }).in_reply_to_id,
        };
        return HttpResponse.json(await acceptStatus(incoming));
      }),
    );
    const posted = await way?.send(comment('More at example.test'), secrets, ctx);
    expect(seen).toEqual({ key: 'post1_chan2_comment', replyTo: '109002' });
    expect(posted).toEqual({ externalId: '110000', url: `${INSTANCE}/@author/110000` });
  });

  it('treats a 502 on the reply as transient and posts nothing; the next attempt posts once', async () => {
    server.use(
      http.post(
        `${INSTANCE}/api/v1/statuses`,
        () => new HttpResponse('Bad Gateway', { status: 502 }),
      ),
    );
    const error = await failure(way?.send(comment('Retry me'), secrets, ctx) as Promise<unknown>);
    expect(error.kind).toBe('transient');
    expect(instance.statuses).toHaveLength(0);
    server.resetHandlers();
    await way?.send(comment('Retry me'), secrets, ctx);
    expect(instance.statuses).toHaveLength(1);
  });

  it('reports a time-out after the reply was sent as unknown, and the lookup finds it without a second reply', async () => {
    server.use(
      http.post(`${INSTANCE}/api/v1/statuses`, async ({ request: incoming }) => {
        await acceptStatus(incoming);
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await failure(way?.send(comment('Slow reply'), secrets, ctx) as Promise<unknown>);
    expect(error.kind).toBe('unknown_outcome');
    server.resetHandlers();
    expect(await way?.find(comment('Slow reply'), secrets, ctx)).toEqual({
      externalId: '110000',
      url: `${INSTANCE}/@author/110000`,
    });
    expect(instance.statusPosts).toBe(1);
  });
});

describe('Mastodon duplicate content', () => {
  it('reports 422 "Duplicate record" as duplicate_content, a permanent refusal', async () => {
    server.use(
      http.post(`${INSTANCE}/api/v1/statuses`, () =>
        HttpResponse.json({ error: 'Duplicate record' }, { status: 422 }),
      ),
    );
    const error = await failure(mastodon.publish(request('Seen before'), secrets, ctx));
    expect(error.kind).toBe('permanent');
    expect(error.code).toBe('duplicate_content');
  });

  it('leaves any other 422 as a plain refusal', async () => {
    server.use(
      http.post(`${INSTANCE}/api/v1/statuses`, () =>
        HttpResponse.json({ error: 'Validation failed: Text character limit' }, { status: 422 }),
      ),
    );
    const error = await failure(mastodon.publish(request('Too long'), secrets, ctx));
    expect(error.code).toBeUndefined();
  });
});
