import { delay, HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  failure,
  mockNetwork,
  requestMaker,
  savingContext,
  testEnv,
} from '../../../../test/support/functions/providerKit';
import type { ChannelSecrets, MediaInput } from '../types';
import { CHUNKS, chunkPlan, STATUS_POLL, tiktok, tiktokOAuth } from './tiktok';

const API = 'https://open.tiktokapis.com';
const UPLOAD = 'https://open-upload.tiktokapis.test/upload';

// A small TikTok: the creator's allowed privacy levels, uploads in progress, published videos.
interface Upload {
  mode: 'direct' | 'inbox';
  size: number;
  chunkSize: number;
  chunks: number;
  received: number;
  ranges: string[];
  postInfo?: Record<string, unknown>;
  polls: number;
}
interface TikTok {
  uploads: Map<string, Upload>;
  videos: { id: string; description: string; created: number }[];
  privacy: string[];
  tokens: Set<string>;
  lastChunkCalls: number;
}
let tt: TikTok;

const ok = { code: 'ok', message: '', log_id: 'log1' };
const invalidToken = () =>
  HttpResponse.json(
    {
      error: {
        code: 'access_token_invalid',
        message: 'The access token is invalid or not found in the request.',
        log_id: 'l',
      },
    },
    { status: 401 },
  );
const authorised = (request: Request) =>
  tt.tokens.has(request.headers.get('authorization')?.replace('Bearer ', '') ?? '');

function complete(id: string, upload: Upload) {
  if (upload.mode === 'direct')
    tt.videos.push({
      id: `7300${tt.videos.length + 1}`,
      description: String(upload.postInfo?.title ?? ''),
      created: Math.floor(Date.now() / 1000),
    });
  void id;
}

const server = mockNetwork(
  http.post(`${API}/v2/post/publish/creator_info/query/`, ({ request }) =>
    authorised(request)
      ? HttpResponse.json({
          data: {
            creator_username: 'cornerbakery',
            creator_nickname: 'Corner Bakery',
            privacy_level_options: tt.privacy,
            comment_disabled: false,
            duet_disabled: false,
            stitch_disabled: true,
            max_video_post_duration_sec: 600,
          },
          error: ok,
        })
      : invalidToken(),
  ),
  http.post(`${API}/v2/post/publish/video/init/`, async ({ request }) => {
    if (!authorised(request)) return invalidToken();
    const body = (await request.json()) as {
      post_info: Record<string, unknown>;
      source_info: Record<string, number>;
    };
    if (!tt.privacy.includes(String(body.post_info.privacy_level)))
      return HttpResponse.json(
        { error: { code: 'privacy_level_option_mismatch' } },
        { status: 400 },
      );
    const id = `v_pub_file~v2.${tt.uploads.size + 1}`;
    tt.uploads.set(id, {
      mode: 'direct',
      size: body.source_info.video_size ?? 0,
      chunkSize: body.source_info.chunk_size ?? 0,
      chunks: body.source_info.total_chunk_count ?? 0,
      received: 0,
      ranges: [],
      postInfo: body.post_info,
      polls: 0,
    });
    return HttpResponse.json({
      data: { publish_id: id, upload_url: `${UPLOAD}/${encodeURIComponent(id)}` },
      error: ok,
    });
  }),
  http.post(`${API}/v2/post/publish/inbox/video/init/`, async ({ request }) => {
    const body = (await request.json()) as { source_info: Record<string, number> };
    const id = `v_inbox_file~v2.${tt.uploads.size + 1}`;
    tt.uploads.set(id, {
      mode: 'inbox',
      size: body.source_info.video_size ?? 0,
      chunkSize: body.source_info.chunk_size ?? 0,
      chunks: body.source_info.total_chunk_count ?? 0,
      received: 0,
      ranges: [],
      polls: 0,
    });
    return HttpResponse.json({
      data: { publish_id: id, upload_url: `${UPLOAD}/${encodeURIComponent(id)}` },
      error: ok,
    });
  }),
  http.put(`${UPLOAD}/:id`, async ({ request, params }) => {
    const id = decodeURIComponent(String(params.id));
    const upload = tt.uploads.get(id) as Upload;
    const bytes = await request.arrayBuffer();
    upload.ranges.push(request.headers.get('content-range') ?? '');
    upload.received += bytes.byteLength;
    if (upload.received < upload.size) return new HttpResponse(null, { status: 206 });
    complete(id, upload);
    return new HttpResponse(null, { status: 201 });
  }),
  http.post(`${API}/v2/post/publish/status/fetch/`, async ({ request }) => {
    const { publish_id: id } = (await request.json()) as { publish_id: string };
    const upload = tt.uploads.get(id) as Upload;
    upload.polls++;
    if (upload.polls < 2)
      return HttpResponse.json({
        data: { status: 'PROCESSING_UPLOAD', uploaded_bytes: upload.received },
        error: ok,
      });
    if (upload.mode === 'inbox')
      return HttpResponse.json({ data: { status: 'SEND_TO_USER_INBOX' }, error: ok });
    if (upload.size === 13)
      return HttpResponse.json({
        data: { status: 'FAILED', fail_reason: 'duration_check_failed' },
        error: ok,
      });
    return HttpResponse.json({
      data: {
        status: 'PUBLISH_COMPLETE',
        publicaly_available_post_id: [Number(tt.videos.at(-1)?.id)],
      },
      error: ok,
    });
  }),
  http.post(`${API}/v2/video/list/`, () =>
    HttpResponse.json({
      data: {
        videos: [...tt.videos].reverse().map((video) => ({
          id: video.id,
          title: video.description,
          video_description: video.description,
          create_time: video.created,
          share_url: `https://www.tiktok.com/@cornerbakery/video/${video.id}`,
        })),
        cursor: 0,
        has_more: false,
      },
      error: ok,
    }),
  ),
  http.post(`${API}/v2/video/query/`, async ({ request }) => {
    const { filters } = (await request.json()) as { filters: { video_ids: string[] } };
    return HttpResponse.json({
      data: {
        videos: tt.videos
          .filter((video) => filters.video_ids.includes(video.id))
          .map((video) => ({
            id: video.id,
            like_count: 120,
            comment_count: 9,
            share_count: 5,
            view_count: 4300,
          })),
      },
      error: ok,
    });
  }),
  http.get(`${API}/v2/user/info/`, ({ request }) =>
    authorised(request)
      ? HttpResponse.json({
          data: {
            user: {
              open_id: 'open-1',
              username: 'cornerbakery',
              display_name: 'Corner Bakery',
              avatar_url: 'https://tt.test/a.jpg',
              follower_count: 15000,
              following_count: 12,
              video_count: 88,
            },
          },
          error: ok,
        })
      : invalidToken(),
  ),
  http.post(`${API}/v2/oauth/token/`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    if (form.get('client_key') !== 'tt-key' || form.get('client_secret') !== 'tt-secret')
      return HttpResponse.json({ error: 'invalid_client' }, { status: 401 });
    if (form.get('grant_type') === 'authorization_code' && form.get('code') === 'good-code') {
      tt.tokens.add('tt-access-1');
      return HttpResponse.json({
        access_token: 'tt-access-1',
        expires_in: 86_400,
        open_id: 'open-1',
        refresh_token: 'tt-refresh',
        refresh_expires_in: 31_536_000,
        scope: 'video.publish',
        token_type: 'Bearer',
      });
    }
    return HttpResponse.json(
      { error: 'invalid_grant', error_description: 'Authorization code is expired.' },
      { status: 400 },
    );
  }),
);

const saved = { chunk: CHUNKS.chunkBytes, min: CHUNKS.minBytes };
beforeAll(() => {
  STATUS_POLL.intervalMs = 1;
  CHUNKS.chunkBytes = 1000;
  CHUNKS.minBytes = 1000;
});
afterAll(() => {
  CHUNKS.chunkBytes = saved.chunk;
  CHUNKS.minBytes = saved.min;
});
beforeEach(() => {
  tt = {
    uploads: new Map(),
    videos: [],
    privacy: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
    tokens: new Set(['tt-access-1']),
    lastChunkCalls: 0,
  };
});

const { ctx } = savingContext();
testEnv({ TIKTOK_CLIENT_ID: 'tt-key', TIKTOK_CLIENT_SECRET: 'tt-secret' });
const secrets: ChannelSecrets = {
  openId: 'open-1',
  accessToken: 'tt-access-1',
  refreshToken: 'tt-refresh',
  accessTokenExpiresAt: Date.now() + 3_600_000,
};
const request = requestMaker({ idempotencyKey: 'post1_tt' });
const mp4 = (size: number): MediaInput => ({
  bytes: new Uint8Array(size).fill(2),
  contentType: 'video/mp4',
  alt: '',
});
const direct = { privacyLevel: 'PUBLIC_TO_EVERYONE' };

describe('tiktok interactions', () => {
  it('keeps comments, duets and stitches off unless the post turns them on', async () => {
    await tiktok.publish(request('Quiet', { media: [mp4(500)], options: direct }), secrets, ctx());
    const [upload] = [...tt.uploads.values()];
    expect(upload?.postInfo).toMatchObject({
      disable_comment: true,
      disable_duet: true,
      disable_stitch: true,
    });
  });
});

describe('tiktok.publish', () => {
  it("checks the creator's privacy levels, posts directly in chunks by TikTok's rules, and waits for the post id", async () => {
    const posted = await tiktok.publish(
      request('Shaping loaves #bakery', {
        media: [mp4(3500)],
        options: { ...direct, disableComment: false, disableDuet: true, disableStitch: false },
      }),
      secrets,
      ctx(),
    );
    expect(posted).toEqual({
      externalId: '73001',
      url: 'https://www.tiktok.com/@cornerbakery/video/73001',
    });
    const upload = [...tt.uploads.values()][0] as Upload;
    expect(upload).toMatchObject({ size: 3500, chunkSize: 1000, chunks: 3 });
    // The last chunk takes the remainder.
    expect(upload.ranges).toEqual([
      'bytes 0-999/3500',
      'bytes 1000-1999/3500',
      'bytes 2000-3499/3500',
    ]);
    expect(upload.postInfo).toEqual({
      title: 'Shaping loaves #bakery',
      privacy_level: 'PUBLIC_TO_EVERYONE',
      disable_comment: false,
      disable_duet: true,
      // The creator turned stitches off in TikTok: they stay off whatever the post asked.
      disable_stitch: true,
    });
  });

  it("sends a draft to the creator's inbox", async () => {
    const posted = await tiktok.publish(
      request('Draft', { media: [mp4(500)], options: { mode: 'inbox' } }),
      secrets,
      ctx(),
    );
    expect(posted.externalId).toBe('v_inbox_file~v2.1');
    expect(tt.videos).toHaveLength(0);
  });

  it('refuses a privacy level the creator does not offer, before uploading', async () => {
    const error = await failure(
      tiktok.publish(
        request('x', { media: [mp4(10)], options: { privacyLevel: 'FOLLOWER_OF_CREATOR' } }),
        secrets,
        ctx(),
      ),
    );
    expect(error.kind).toBe('permanent');
    expect(error.message).toContain('privacy level');
    expect(tt.uploads.size).toBe(0);
  });

  it("explains a processing failure in the creator's terms", async () => {
    const error = await failure(
      tiktok.publish(request('x', { media: [mp4(13)], options: direct }), secrets, ctx()),
    );
    expect(error.message).toBe('The video is longer than this account may post.');
  });

  it('honours the rate limit, and the daily cap as a day', async () => {
    server.use(
      http.post(`${API}/v2/post/publish/video/init/`, () =>
        HttpResponse.json({ error: { code: 'rate_limit_exceeded' } }, { status: 429 }),
      ),
    );
    expect(
      (
        await failure(
          tiktok.publish(request('x', { media: [mp4(10)], options: direct }), secrets, ctx()),
        )
      ).kind,
    ).toBe('rate_limited');
    server.use(
      http.post(`${API}/v2/post/publish/video/init/`, () =>
        HttpResponse.json({ error: { code: 'spam_risk_too_many_posts' } }, { status: 403 }),
      ),
    );
    const daily = await failure(
      tiktok.publish(request('x', { media: [mp4(10)], options: direct }), secrets, ctx()),
    );
    expect(daily.kind).toBe('rate_limited');
    expect(daily.retryAfterMs).toBe(86_400_000);
  });

  it('treats a 5xx at init as transient: nothing uploaded', async () => {
    server.use(
      http.post(`${API}/v2/post/publish/video/init/`, () =>
        HttpResponse.json({ error: { code: 'internal_error' } }, { status: 500 }),
      ),
    );
    const error = await failure(
      tiktok.publish(request('x', { media: [mp4(10)], options: direct }), secrets, ctx()),
    );
    expect(error.kind).toBe('transient');
    expect(tt.uploads.size).toBe(0);
  });

  it('reports a time-out of the last chunk as an unknown outcome; the lookup finds the video', async () => {
    server.use(
      http.put(`${UPLOAD}/:id`, async ({ request: incoming, params }) => {
        const id = decodeURIComponent(String(params.id));
        const upload = tt.uploads.get(id) as Upload;
        upload.received += (await incoming.arrayBuffer()).byteLength;
        complete(id, upload);
        await delay('infinite');
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const error = await failure(
      tiktok.publish(
        request('Lost answer', { media: [mp4(500)], options: direct }),
        secrets,
        ctx(),
      ),
    );
    expect(error.kind).toBe('unknown_outcome');
    server.resetHandlers();
    expect(await tiktok.lookup(request('Lost answer'), secrets, ctx())).toEqual({
      externalId: '73001',
      url: 'https://www.tiktok.com/@cornerbakery/video/73001',
    });
    expect(await tiktok.lookup(request('Another'), secrets, ctx())).toBeNull();
    expect(tt.videos).toHaveLength(1);
  });

  it('turns an invalid token that cannot be renewed into an auth failure', async () => {
    const error = await failure(
      tiktok.publish(
        request('x', { media: [mp4(10)], options: direct }),
        { openId: 'open-1', accessToken: 'gone' },
        ctx(),
      ),
    );
    expect(error.kind).toBe('auth');
  });
});

describe("tiktok's choices for the composer", () => {
  it('lists the privacy levels and interactions the creator allows (creator_info)', async () => {
    tt.privacy = ['FOLLOWER_OF_CREATOR', 'SELF_ONLY'];
    expect(await tiktok.postingChoices?.(secrets, ctx())).toEqual({
      tiktok: {
        privacyLevels: ['FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
        commentDisabled: false,
        duetDisabled: false,
        stitchDisabled: true,
        maxVideoSeconds: 600,
      },
    });
  });

  it('reports a token TikTok refuses as an auth failure', async () => {
    await expect(
      tiktok.postingChoices?.({ openId: 'open-1', accessToken: 'gone' }, ctx()),
    ).rejects.toMatchObject({ kind: 'auth' });
  });
});

describe('tiktok chunks, metrics and sign-in', () => {
  it("plans chunks by TikTok's rules", () => {
    expect(chunkPlan(999)).toEqual({ chunkSize: 999, count: 1 });
    expect(chunkPlan(2999)).toEqual({ chunkSize: 1000, count: 2 });
  });

  it('reads likes, shares, comments and views, and the follower count', async () => {
    await tiktok.publish(request('m', { media: [mp4(10)], options: direct }), secrets, ctx());
    const metrics = await tiktok.postMetrics(['73001', '404'], secrets, ctx());
    expect([...metrics]).toEqual([
      ['73001', { likes: 120, reposts: 5, replies: 9, impressions: 4300 }],
    ]);
    expect(await tiktok.channelMetrics(secrets, ctx())).toEqual({
      followers: 15000,
      following: 12,
      posts: 88,
    });
  });

  it('connects with the client key and keeps the one-day token with its refresh token', async () => {
    const { authorizeUrl } = await tiktokOAuth.start(
      { redirectUri: 'https://app.test/oauth', state: 'st-4' },
      {},
    );
    const url = new URL(authorizeUrl);
    expect(url.searchParams.get('client_key')).toBe('tt-key');
    expect(url.searchParams.get('scope')).toContain('video.publish');
    const account = await tiktokOAuth.complete(
      { code: 'good-code', redirectUri: 'https://app.test/oauth', pending: {} },
      {},
    );
    expect(account).toMatchObject({
      accountId: 'open-1',
      handle: '@cornerbakery',
      secrets: { openId: 'open-1', accessToken: 'tt-access-1', refreshToken: 'tt-refresh' },
    });
    expect(
      (
        await failure(
          tiktokOAuth.complete(
            { code: 'old', redirectUri: 'https://app.test/oauth', pending: {} },
            {},
          ),
        )
      ).kind,
    ).toBe('auth');
  });
});
