import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeMetaFirstComment } from '../../../test/support/functions/metaFirstComment';
import {
  failure,
  mockNetwork,
  requestMaker,
  savingContext,
  testEnv,
} from '../../../test/support/functions/providerKit';
import { facebook } from './facebook';
import { instagram } from './instagram';
import { facebookOAuth, instagramOAuth, metaGrant } from './metaLogin';
import type { ChannelSecrets } from './types';

const GRAPH = 'https://graph.facebook.com/v23.0';
const VIDEO = 'https://graph-video.facebook.com/v23.0';
const PAGE = '1001';

// A small Facebook: the Page's posts, the unpublished photos and the video uploads it holds.
interface Facebook {
  posts: { id: string; message: string; created: number; attached: string[]; link?: string }[];
  feedCalls: number;
  photos: { id: string; size: number; alt: string | null }[];
  comments: { on: string; message: string }[];
  video: {
    size: number;
    received: number;
    chunks: number;
    finished: boolean;
    description?: string;
  };
}
let fb: Facebook;
const CHUNK = 1000;

const expired = () =>
  HttpResponse.json(
    {
      error: {
        message: 'Error validating access token: Session has expired',
        type: 'OAuthException',
        code: 190,
        error_subcode: 463,
        fbtrace_id: 'A1',
      },
    },
    { status: 400 },
  );
const authorised = (request: Request) =>
  request.headers.get('authorization') === 'Bearer page-token';

/** Meta users whose grant was withdrawn (DELETE /{user-id}/permissions). */
let revoked: string[] = [];

const server = mockNetwork(
  http.post(`${GRAPH}/${PAGE}/photos`, async ({ request }) => {
    if (!authorised(request)) return expired();
    const form = await request.formData();
    const file = form.get('source') as File;
    const id = `photo${fb.photos.length + 1}`;
    fb.photos.push({ id, size: file.size, alt: form.get('alt_text_custom') as string | null });
    return HttpResponse.json({ id });
  }),
  http.post(`${GRAPH}/${PAGE}/feed`, async ({ request }) => {
    if (!authorised(request)) return expired();
    fb.feedCalls++;
    const form = new URLSearchParams(await request.text());
    const attached = [...form.entries()]
      .filter(([name]) => name.startsWith('attached_media'))
      .map(([, value]) => (JSON.parse(value) as { media_fbid: string }).media_fbid);
    const id = `${PAGE}_${fb.posts.length + 1}`;
    fb.posts.push({
      id,
      message: form.get('message') ?? '',
      created: Date.now(),
      attached,
      link: form.get('link') ?? undefined,
    });
    return HttpResponse.json({ id });
  }),
  http.get(`${GRAPH}/${PAGE}/feed`, ({ request }) => {
    if (!authorised(request)) return expired();
    const since = Number(new URL(request.url).searchParams.get('since')) * 1000;
    return HttpResponse.json({
      data: fb.posts
        .filter((post) => post.created >= since)
        .reverse()
        .map((post) => ({
          id: post.id,
          message: post.message,
          created_time: new Date(post.created).toISOString(),
          permalink_url: `https://www.facebook.com/${post.id.replace('_', '/posts/')}`,
        })),
    });
  }),
  http.post(`${GRAPH}/:post/comments`, async ({ request, params }) => {
    const form = new URLSearchParams(await request.text());
    fb.comments.push({ on: String(params.post), message: form.get('message') ?? '' });
    return HttpResponse.json({ id: 'c1' });
  }),
  http.post(`${VIDEO}/${PAGE}/videos`, async ({ request }) => {
    if (!authorised(request)) return expired();
    const type = request.headers.get('content-type') ?? '';
    if (type.startsWith('multipart/')) {
      const form = await request.formData();
      const start = Number(form.get('start_offset'));
      const chunk = form.get('video_file_chunk') as File;
      if (start !== fb.video.received)
        return HttpResponse.json({ error: { code: 6000 } }, { status: 400 });
      fb.video.received += chunk.size;
      fb.video.chunks++;
      const end = Math.min(fb.video.received + CHUNK, fb.video.size);
      return HttpResponse.json({
        start_offset: String(fb.video.received),
        end_offset: String(end),
      });
    }
    const form = new URLSearchParams(await request.text());
    if (form.get('upload_phase') === 'start') {
      fb.video.size = Number(form.get('file_size'));
      return HttpResponse.json({
        video_id: 'v77',
        upload_session_id: 's1',
        start_offset: '0',
        end_offset: String(Math.min(CHUNK, fb.video.size)),
      });
    }
    fb.video.finished = fb.video.received === fb.video.size;
    fb.video.description = form.get('description') ?? undefined;
    return HttpResponse.json({ success: fb.video.finished });
  }),
  http.get(`${GRAPH}/`, ({ request }) => {
    const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',');
    return HttpResponse.json(
      Object.fromEntries(
        ids
          .filter((id) => fb.posts.some((post) => post.id === id))
          .map((id) => [
            id,
            {
              id,
              reactions: { data: [], summary: { total_count: 21 } },
              comments: { data: [], summary: { total_count: 4, order: 'ranked' } },
              shares: { count: 3 },
            },
          ]),
      ),
    );
  }),
  http.get(`${GRAPH}/${PAGE}`, () =>
    HttpResponse.json({ id: PAGE, followers_count: 5120, fan_count: 4900 }),
  ),
  http.get(`${GRAPH}/oauth/access_token`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get('client_id') !== 'meta-app' || query.get('client_secret') !== 'meta-secret')
      return HttpResponse.json({ error: { code: 101, message: 'bad client' } }, { status: 400 });
    if (query.get('code') === 'good-code' && query.get('redirect_uri') === 'https://app.test/oauth')
      return HttpResponse.json({
        access_token: 'short-user',
        token_type: 'bearer',
        expires_in: 5183,
      });
    if (
      query.get('grant_type') === 'fb_exchange_token' &&
      query.get('fb_exchange_token') === 'short-user'
    )
      return HttpResponse.json({
        access_token: 'long-user',
        token_type: 'bearer',
        expires_in: 5_183_944,
      });
    return HttpResponse.json(
      {
        error: {
          message: 'This authorization code has been used.',
          type: 'OAuthException',
          code: 100,
        },
      },
      { status: 400 },
    );
  }),
  http.get(`${GRAPH}/me`, ({ request }) =>
    request.headers.get('authorization') === 'Bearer long-user'
      ? HttpResponse.json({ id: 'meta-user-77' })
      : expired(),
  ),
  http.delete(`${GRAPH}/:user/permissions`, ({ params, request }) => {
    const token = new URL(request.url).searchParams.get('access_token');
    if (token !== 'meta-app|meta-secret') return expired();
    revoked.push(String(params.user));
    return HttpResponse.json({ success: true });
  }),
  http.get(`${GRAPH}/me/accounts`, ({ request }) =>
    request.headers.get('authorization') === 'Bearer long-user'
      ? HttpResponse.json({
          data: [
            {
              id: PAGE,
              name: 'Corner Bakery',
              access_token: 'page-token',
              picture: { data: { url: 'https://fb.test/bakery.jpg' } },
              instagram_business_account: {
                id: '1789',
                username: 'cornerbakery',
                name: 'Corner Bakery',
              },
            },
            { id: '1002', name: 'Second Shop', access_token: 'page-token-2' },
          ],
          paging: { cursors: { before: 'a', after: 'b' } },
        })
      : expired(),
  ),
);

beforeEach(() => {
  revoked = [];
  fb = {
    posts: [],
    feedCalls: 0,
    photos: [],
    comments: [],
    video: { size: 0, received: 0, chunks: 0, finished: false },
  };
});

const { ctx } = savingContext();
testEnv({ META_CLIENT_ID: 'meta-app', META_CLIENT_SECRET: 'meta-secret' });
const secrets: ChannelSecrets = { pageId: PAGE, accessToken: 'page-token' };
const request = requestMaker({ idempotencyKey: 'post1_fb' });
const photo = (alt: string) => ({
  bytes: new Uint8Array(2048).fill(7),
  contentType: 'image/jpeg',
  alt,
});

describe('facebook.publish', () => {
  it('uploads the photos unpublished, attaches them to one feed post; the first comment follows on its own', async () => {
    const posted = await facebook.publish(
      request('Fresh bread today', {
        media: [photo('Sourdough loaves'), photo('')],
      }),
      secrets,
      ctx(),
    );
    expect(posted).toEqual({ externalId: `${PAGE}_1`, url: `https://www.facebook.com/${PAGE}_1` });
    expect(fb.photos).toEqual([
      { id: 'photo1', size: 2048, alt: 'Sourdough loaves' },
      { id: 'photo2', size: 2048, alt: null },
    ]);
    expect(fb.posts[0]).toMatchObject({
      message: 'Fresh bread today',
      attached: ['photo1', 'photo2'],
    });
    expect(fb.comments).toEqual([]);
    const comment = await facebook.comment?.(
      request('Open 7 to 3', { replyTo: { root: posted, parent: posted } }),
      secrets,
      ctx(),
    );
    expect(comment?.externalId).toBe('c1');
    expect(fb.comments).toEqual([{ on: `${PAGE}_1`, message: 'Open 7 to 3' }]);
  });

  it('shares a link with the text when there are no pictures', async () => {
    await facebook.publish(
      request('Our menu', { options: { link: 'https://bakery.test/menu' } }),
      secrets,
      ctx(),
    );
    expect(fb.posts[0]).toMatchObject({
      message: 'Our menu',
      link: 'https://bakery.test/menu',
      attached: [],
    });
  });

  it('sends a video in the chunks Facebook asks for and finishes it with the text', async () => {
    const video = { bytes: new Uint8Array(3500).fill(1), contentType: 'video/mp4', alt: '' };
    const posted = await facebook.publish(
      request('Behind the counter', { media: [video] }),
      secrets,
      ctx(),
    );
    expect(posted.externalId).toBe('v77');
    expect(fb.video).toMatchObject({
      size: 3500,
      received: 3500,
      chunks: 4,
      finished: true,
      description: 'Behind the counter',
    });
  });

  it("honours Meta's rate limit (code 32) with the wait from its usage header", async () => {
    server.use(
      http.post(`${GRAPH}/${PAGE}/feed`, () =>
        HttpResponse.json(
          { error: { message: 'Page request limit reached', type: 'OAuthException', code: 32 } },
          {
            status: 400,
            headers: {
              'x-business-use-case-usage': JSON.stringify({
                [PAGE]: [{ type: 'pages', call_count: 100, estimated_time_to_regain_access: 12 }],
              }),
            },
          },
        ),
      ),
    );
    const error = await failure(facebook.publish(request('hi'), secrets, ctx()));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterMs).toBe(12 * 60_000);
  });

  it('treats a 5xx before the post is sent as transient, and posts nothing', async () => {
    server.use(
      http.post(`${GRAPH}/${PAGE}/photos`, () =>
        HttpResponse.json({ error: { code: 2 } }, { status: 503 }),
      ),
    );
    const error = await failure(
      facebook.publish(request('pic', { media: [photo('')] }), secrets, ctx()),
    );
    expect(error.kind).toBe('transient');
    expect(fb.feedCalls).toBe(0);
  });

  it('reports a time-out after sending as an unknown outcome; the lookup finds the post, nothing is sent twice', async () => {
    server.use(
      http.post(`${GRAPH}/${PAGE}/feed`, async ({ request: incoming }) => {
        fb.feedCalls++;
        const form = new URLSearchParams(await incoming.text());
        fb.posts.push({
          id: `${PAGE}_9`,
          message: form.get('message') ?? '',
          created: Date.now(),
          attached: [],
        });
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await failure(facebook.publish(request('Slow  network'), secrets, ctx()));
    expect(error.kind).toBe('unknown_outcome');
    server.resetHandlers();
    expect(await facebook.lookup(request('Slow network'), secrets, ctx())).toEqual({
      externalId: `${PAGE}_9`,
      url: `https://www.facebook.com/${PAGE}/posts/9`,
    });
    expect(await facebook.lookup(request('Another text'), secrets, ctx())).toBeNull();
    expect(fb.feedCalls).toBe(1);
  });

  it('turns an expired Page token (code 190) into an auth failure, with plain words', async () => {
    const error = await failure(
      facebook.publish(request('hi'), { pageId: PAGE, accessToken: 'old' }, ctx()),
    );
    expect(error.kind).toBe('auth');
    expect(error.message).toBe(
      "Facebook no longer accepts this channel's sign-in; please reconnect it.",
    );
    expect(error.remote).toContain('190/463');
    expect(fb.feedCalls).toBe(0);
  });

  it('refuses two videos before sending anything', async () => {
    const video = { bytes: new Uint8Array(10), contentType: 'video/mp4', alt: '' };
    const error = await failure(
      facebook.publish(request('x', { media: [video, video] }), secrets, ctx()),
    );
    expect(error.kind).toBe('permanent');
  });
});

describe('facebook metrics', () => {
  it('reads reactions, shares and comments of many posts in one call, skipping deleted ones', async () => {
    const posted = await facebook.publish(request('count me'), secrets, ctx());
    const metrics = await facebook.postMetrics([posted.externalId, `${PAGE}_404`], secrets, ctx());
    expect([...metrics]).toEqual([[posted.externalId, { likes: 21, reposts: 3, replies: 4 }]]);
  });

  it("reads the Page's followers", async () => {
    expect(await facebook.channelMetrics(secrets, ctx())).toEqual({ followers: 5120 });
  });
});

describe('Meta login', () => {
  it('sends the user to the Facebook dialog with the Page and Instagram permissions', async () => {
    const { authorizeUrl } = await facebookOAuth.start(
      { redirectUri: 'https://app.test/oauth', state: 'st-1' },
      {},
    );
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/v23.0/dialog/oauth');
    expect(url.searchParams.get('state')).toBe('st-1');
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.test/oauth');
    expect(url.searchParams.get('scope')).toContain('pages_manage_posts');
    expect(url.searchParams.get('scope')).toContain('instagram_content_publish');
  });

  it('connects every picked Page and its Instagram account with never-expiring Page tokens', async () => {
    const account = await facebookOAuth.complete(
      { code: 'good-code', redirectUri: 'https://app.test/oauth', pending: {} },
      {},
    );
    expect(account).toMatchObject({
      accountId: PAGE,
      displayName: 'Corner Bakery',
      avatarUrl: 'https://fb.test/bakery.jpg',
      secrets: { pageId: PAGE, accessToken: 'page-token' },
    });
    expect(account.tokenExpiresAt).toBeUndefined();
    // Every account of the login carries the Meta user, whose grant a disconnect withdraws.
    expect(account.secrets.metaUserId).toBe('meta-user-77');
    expect(account.grant).toBe(metaGrant('meta-user-77'));
    expect(new Set(account.alsoConnected?.map((item) => item.account.grant))).toEqual(
      new Set([account.grant]),
    );
    expect(account.alsoConnected?.map((item) => [item.provider, item.account.accountId])).toEqual([
      ['instagram', '1789'],
      ['facebook', '1002'],
    ]);
    const ig = await instagramOAuth.complete(
      { code: 'good-code', redirectUri: 'https://app.test/oauth', pending: {} },
      {},
    );
    expect(ig).toMatchObject({
      accountId: '1789',
      handle: '@cornerbakery',
      secrets: { igUserId: '1789', pageId: PAGE, accessToken: 'page-token' },
    });
  });

  it('asks to connect again when the code is refused', async () => {
    const error = await failure(
      facebookOAuth.complete(
        { code: 'used', redirectUri: 'https://app.test/oauth', pending: {} },
        {},
      ),
    );
    expect(error.kind).toBe('auth');
  });
});

describeMetaFirstComment('facebook first comment', {
  provider: facebook,
  server,
  secrets,
  ctx,
  request,
  idempotencyKey: 'post1_fb_comment',
  root: { externalId: '1001_1', url: 'https://www.facebook.com/1001_1' },
  textField: 'message',
});

describe('Facebook duplicate content', () => {
  it('reports Graph error 506 (duplicate post) as duplicate_content, a permanent refusal', async () => {
    server.use(
      http.post(`${GRAPH}/${PAGE}/feed`, () =>
        HttpResponse.json(
          {
            error: { message: 'Duplicate status message', type: 'FacebookApiException', code: 506 },
          },
          { status: 400 },
        ),
      ),
    );
    const error = await failure(facebook.publish(request('Seen before'), secrets, ctx()));
    expect(error.kind).toBe('permanent');
    expect(error.code).toBe('duplicate_content');
  });
});

describe('Meta revoke on disconnect', () => {
  it("withdraws the login's grant with the app's token (DELETE /{user-id}/permissions)", async () => {
    await facebook.revoke?.({ ...secrets, metaUserId: 'meta-user-77' }, ctx());
    await instagram.revoke?.({ igUserId: '1789', ...secrets, metaUserId: 'meta-user-9' }, ctx());
    expect(revoked).toEqual(['meta-user-77', 'meta-user-9']);
  });

  it('does nothing for a channel connected before the user was recorded', async () => {
    await facebook.revoke?.(secrets, ctx());
    expect(revoked).toEqual([]);
  });
});
