import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  failure,
  mockNetwork,
  requestMaker,
  savingContext,
  testEnv,
} from '../../../test/support/functions/providerKit';
import {
  type MediaBucket,
  mediaInputOf,
  storageMediaLoader,
} from '../domain/publishing/publishMedia';
import { MIB } from './mediaSizes';
import type { ChannelSecrets, MediaInput } from './types';
import { UPLOAD, youtube, youtubeOAuth } from './youtube';

const API = 'https://www.googleapis.com/youtube/v3';
const UPLOADS = 'https://www.googleapis.com/upload/youtube/v3/videos';
const SESSION =
  'https://www.googleapis.com/upload/youtube/v3/videos?uploadType=resumable&upload_id=';
const TOKEN = 'https://oauth2.googleapis.com/token';

// A small YouTube: upload sessions holding the bytes received so far, the channel's videos, and
// a switch that breaks one chunk's connection half way.
interface Session {
  total: number;
  received: number;
  meta: { snippet: { title: string; description: string }; status: { privacyStatus: string } };
  checksum: number;
}
interface YouTube {
  sessions: Map<string, Session>;
  videos: { id: string; title: string; publishedAt: number }[];
  breakChunk: number | null;
  chunkCalls: number;
  validTokens: Set<string>;
  refreshes: number;
}
let yt: YouTube;

const unauthorised = () =>
  HttpResponse.json(
    {
      error: {
        code: 401,
        message: 'Request had invalid authentication credentials.',
        status: 'UNAUTHENTICATED',
      },
    },
    { status: 401 },
  );
const authorised = (request: Request) =>
  yt.validTokens.has(request.headers.get('authorization')?.replace('Bearer ', '') ?? '');

function finish(session: Session) {
  const id = `vid${yt.videos.length + 1}`;
  yt.videos.push({ id, title: session.meta.snippet.title, publishedAt: Date.now() });
  return HttpResponse.json(
    { kind: 'youtube#video', id, status: { uploadStatus: 'uploaded' } },
    { status: 201 },
  );
}
const incomplete = (received: number) =>
  new HttpResponse(null, {
    status: 308,
    headers: received > 0 ? { range: `bytes=0-${received - 1}` } : {},
  });

const server = mockNetwork(
  http.post(UPLOADS, async ({ request }) => {
    if (!authorised(request)) return unauthorised();
    const query = new URL(request.url).searchParams;
    if (query.get('uploadType') !== 'resumable' || query.get('part') !== 'snippet,status')
      return HttpResponse.json({ error: { code: 400 } }, { status: 400 });
    const id = `s${yt.sessions.size + 1}`;
    yt.sessions.set(id, {
      total: Number(request.headers.get('x-upload-content-length')),
      received: 0,
      meta: (await request.json()) as Session['meta'],
      checksum: 0,
    });
    return new HttpResponse(null, { status: 200, headers: { location: `${SESSION}${id}` } });
  }),
  http.put(UPLOADS, async ({ request }) => {
    if (!authorised(request)) return unauthorised();
    const session = yt.sessions.get(new URL(request.url).searchParams.get('upload_id') ?? '');
    if (!session) return HttpResponse.json({ error: { code: 404 } }, { status: 404 });
    const range = request.headers.get('content-range') ?? '';
    if (range.startsWith('bytes */')) {
      return session.received === session.total ? finish(session) : incomplete(session.received);
    }
    yt.chunkCalls++;
    const [, first, last] = range.match(/^bytes (\d+)-(\d+)\/\d+$/) ?? [];
    if (Number(first) !== session.received) return incomplete(session.received);
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (yt.breakChunk === yt.chunkCalls) {
      // Half the chunk arrived before the connection broke.
      const kept = Math.floor(bytes.length / 2 / (256 * 1024)) * 256 * 1024;
      session.received += kept;
      for (let i = 0; i < kept; i += 4096) session.checksum += bytes[i] ?? 0;
      return HttpResponse.error();
    }
    for (let i = 0; i < bytes.length; i += 4096) session.checksum += bytes[i] ?? 0;
    session.received = Number(last) + 1;
    return session.received === session.total ? finish(session) : incomplete(session.received);
  }),
  http.get(`${API}/channels`, ({ request }) => {
    if (!authorised(request)) return unauthorised();
    const part = new URL(request.url).searchParams.get('part');
    return HttpResponse.json({
      items: [
        {
          id: 'UCbakery',
          snippet: {
            title: 'Corner Bakery',
            customUrl: '@cornerbakery',
            thumbnails: { default: { url: 'https://yt.test/a.jpg' } },
          },
          contentDetails: { relatedPlaylists: { uploads: 'UUbakery' } },
          statistics:
            part === 'statistics'
              ? {
                  viewCount: '1000',
                  subscriberCount: '2400',
                  hiddenSubscriberCount: false,
                  videoCount: '31',
                }
              : undefined,
        },
      ],
    });
  }),
  http.get(`${API}/playlistItems`, () =>
    HttpResponse.json({
      items: [...yt.videos].reverse().map((video) => ({
        snippet: {
          title: video.title,
          publishedAt: new Date(video.publishedAt).toISOString(),
          resourceId: { kind: 'youtube#video', videoId: video.id },
        },
      })),
    }),
  ),
  http.get(`${API}/videos`, ({ request }) => {
    const ids = (new URL(request.url).searchParams.get('id') ?? '').split(',');
    return HttpResponse.json({
      items: yt.videos
        .filter((video) => ids.includes(video.id))
        .map((video) => ({
          id: video.id,
          statistics: { viewCount: '512', likeCount: '40', favoriteCount: '0', commentCount: '7' },
        })),
    });
  }),
  http.post(TOKEN, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    if (form.get('client_id') !== 'g-client' || form.get('client_secret') !== 'g-secret')
      return HttpResponse.json({ error: 'invalid_client' }, { status: 401 });
    if (
      form.get('grant_type') === 'authorization_code' &&
      form.get('code') === 'good-code' &&
      (form.get('code_verifier') ?? '').length > 40
    ) {
      yt.validTokens.add('g-access-1');
      return HttpResponse.json({
        access_token: 'g-access-1',
        expires_in: 3599,
        refresh_token: 'g-refresh',
        scope: 'youtube.upload',
        token_type: 'Bearer',
      });
    }
    if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === 'g-refresh') {
      yt.refreshes++;
      yt.validTokens.add('g-access-2');
      return HttpResponse.json({
        access_token: 'g-access-2',
        expires_in: 3599,
        token_type: 'Bearer',
      });
    }
    return HttpResponse.json(
      { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
      { status: 400 },
    );
  }),
);

beforeEach(() => {
  yt = {
    sessions: new Map(),
    videos: [],
    breakChunk: null,
    chunkCalls: 0,
    validTokens: new Set(['g-access-1']),
    refreshes: 0,
  };
});
const chunkBytes = UPLOAD.chunkBytes;
afterEach(() => {
  UPLOAD.chunkBytes = chunkBytes;
});

const { saved, ctx } = savingContext(2000);
testEnv({ GOOGLE_CLIENT_ID: 'g-client', GOOGLE_CLIENT_SECRET: 'g-secret' });
const secrets: ChannelSecrets = {
  channelId: 'UCbakery',
  accessToken: 'g-access-1',
  refreshToken: 'g-refresh',
  accessTokenExpiresAt: Date.now() + 3_000_000,
};
const request = requestMaker({ idempotencyKey: 'post1_yt' });
const mp4 = (size: number): MediaInput => ({
  bytes: new Uint8Array(size).fill(3),
  contentType: 'video/mp4',
  alt: '',
});
const options = { title: 'How we bake', privacy: 'unlisted' };

describe('youtube.publish', () => {
  it('opens a resumable session with title, description and privacy, then sends the video in chunks', async () => {
    UPLOAD.chunkBytes = 256 * 1024;
    const posted = await youtube.publish(
      request('Our sourdough, start to finish.', { media: [mp4(700_000)], options }),
      secrets,
      ctx(),
    );
    expect(posted).toEqual({ externalId: 'vid1', url: 'https://www.youtube.com/watch?v=vid1' });
    const session = yt.sessions.get('s1');
    expect(session?.meta).toMatchObject({
      snippet: { title: 'How we bake', description: 'Our sourdough, start to finish.' },
      status: { privacyStatus: 'unlisted', selfDeclaredMadeForKids: false },
    });
    expect(session?.received).toBe(700_000);
    expect(yt.chunkCalls).toBe(3);
  });

  it('marks a Short with #Shorts and gives its Shorts address', async () => {
    const posted = await youtube.publish(
      request('Quick one', { media: [mp4(1000)], options: { title: 'Crumb shot', shorts: true } }),
      secrets,
      ctx(),
    );
    expect(posted.url).toBe('https://www.youtube.com/shorts/vid1');
    expect(yt.sessions.get('s1')?.meta.snippet.description).toBe('Quick one\n\n#Shorts');
  });

  it('asks for a title before sending anything', async () => {
    const error = await failure(
      youtube.publish(request('x', { media: [mp4(10)] }), secrets, ctx()),
    );
    expect(error.kind).toBe('permanent');
    expect(error.message).toBe('A YouTube video needs a title.');
    expect(yt.sessions.size).toBe(0);
  });

  it('waits for the daily quota when YouTube answers 403 quotaExceeded, without asking to reconnect', async () => {
    server.use(
      http.post(UPLOADS, () =>
        HttpResponse.json(
          {
            error: {
              code: 403,
              message: 'The request cannot be completed because you have exceeded your quota.',
              errors: [{ reason: 'quotaExceeded', domain: 'youtube.quota' }],
            },
          },
          { status: 403 },
        ),
      ),
    );
    const error = await failure(
      youtube.publish(request('x', { media: [mp4(10)], options }), secrets, ctx()),
    );
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterMs).toBeGreaterThan(0);
    expect(error.retryAfterMs).toBeLessThanOrEqual(86_400_000);
  });

  it('treats a 503 when opening the session as transient, with nothing uploaded', async () => {
    server.use(
      http.post(UPLOADS, () =>
        HttpResponse.json({ error: { code: 503, message: 'Backend Error' } }, { status: 503 }),
      ),
    );
    const error = await failure(
      youtube.publish(request('x', { media: [mp4(10)], options }), secrets, ctx()),
    );
    expect(error.kind).toBe('transient');
    expect(yt.chunkCalls).toBe(0);
  });

  it('reports a lost answer to the last chunk as an unknown outcome when the session cannot be asked; the lookup finds the video', async () => {
    server.use(
      http.put(UPLOADS, async ({ request: incoming }) => {
        const session = yt.sessions.get(
          new URL(incoming.url).searchParams.get('upload_id') ?? '',
        ) as Session;
        if ((incoming.headers.get('content-range') ?? '').startsWith('bytes */'))
          return HttpResponse.error();
        yt.chunkCalls++;
        await incoming.arrayBuffer();
        session.received = session.total;
        finish(session);
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await failure(
      youtube.publish(request('x', { media: [mp4(1000)], options }), secrets, ctx()),
    );
    expect(error.kind).toBe('unknown_outcome');
    server.resetHandlers();
    expect(await youtube.lookup(request('x', { options }), secrets, ctx())).toEqual({
      externalId: 'vid1',
      url: 'https://www.youtube.com/watch?v=vid1',
    });
    expect(
      await youtube.lookup(request('x', { options: { title: 'Other' } }), secrets, ctx()),
    ).toBeNull();
    expect(yt.chunkCalls).toBe(1);
    expect(yt.videos).toHaveLength(1);
  });

  it('renews an expired token once on 401 and saves it, and asks to reconnect when the grant is revoked', async () => {
    const posted = await youtube.publish(
      request('x', { media: [mp4(10)], options }),
      { ...secrets, accessToken: 'stale', accessTokenExpiresAt: Date.now() + 3_000_000 },
      ctx(),
    );
    expect(posted.externalId).toBe('vid1');
    expect(yt.refreshes).toBe(1);
    expect(saved).toEqual([
      expect.objectContaining({ accessToken: 'g-access-2', channelId: 'UCbakery' }),
    ]);
    const error = await failure(
      youtube.publish(
        request('x', { media: [mp4(10)], options }),
        { channelId: 'UCbakery', accessToken: 'stale', refreshToken: 'revoked' },
        ctx(),
      ),
    );
    expect(error.kind).toBe('auth');
  });

  it('uploads a 200 MB video from storage in ranges, resumes after a broken chunk, and never holds the whole file', {
    timeout: 180_000,
  }, async () => {
    const size = 200 * MIB;
    // A 200 MB file on disk (generated here, never committed), served by a bucket that reads
    // byte ranges as Cloud Storage's download({ start, end }) does; the publisher's own loader
    // (storageMediaLoader, mediaInputOf) turns it into what the adapter reads.
    const dir = await mkdtemp(join(tmpdir(), 'yt-200mb-'));
    const path = join(dir, 'long.mp4');
    const handle = await open(path, 'w');
    const piece = new Uint8Array(8 * MIB);
    for (let at = 0; at < size; at += piece.length) {
      piece.fill(0);
      for (let i = 0; i < piece.length; i += 4096) piece[i] = ((at + i) / 4096) % 251;
      await handle.write(piece, 0, piece.length, at);
    }
    await handle.close();
    let wholeDownloads = 0;
    const bucket: MediaBucket = {
      file: () => ({
        getMetadata: async () => [{ size: String(size) }],
        download: async (range?: { start?: number; end?: number }) => {
          if (range?.start === undefined || range.end === undefined) {
            wholeDownloads++;
            return [await readFile(path)];
          }
          const file = await open(path, 'r');
          try {
            const bytes = new Uint8Array(range.end - range.start + 1);
            await file.read(bytes, 0, bytes.length, range.start);
            return [bytes];
          } finally {
            await file.close();
          }
        },
      }),
    };
    const loaded = await storageMediaLoader(bucket)('workspaces/w1/media/long.mp4');
    const video = mediaInputOf(loaded, { contentType: 'video/mp4' });
    yt.breakChunk = 7;
    // Growth over the worker's own footprint (other suites share it): holding the file whole
    // would add at least 200 MB, eight-megabyte chunks a few dozen at most.
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    try {
      const posted = await youtube.publish(
        request('Long video', { media: [video], options }),
        secrets,
        { ...ctx(), timeoutMs: 60_000 },
      );
      expect(posted.externalId).toBe('vid1');
    } finally {
      clearInterval(sample);
      await rm(dir, { recursive: true, force: true });
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(wholeDownloads).toBe(0);
    const session = yt.sessions.get('s1') as Session;
    expect(session.received).toBe(size);
    // Every sampled byte arrived exactly once, the resumed half chunk included.
    let expected = 0;
    for (let at = 0; at < size; at += 4096) expected += (at / 4096) % 251;
    expect(session.checksum).toBe(expected);
    expect(yt.chunkCalls).toBe(26);
    // Less than the file itself: holding it whole would add 200 MiB on top of the chunks in
    // flight. The margin below that is what the collector may not have given back yet, which
    // varies with the suites sharing the worker (132 to 160 MiB measured).
    expect(peak - baseline).toBeLessThan(size - 8 * MIB);
    // The whole worker, other suites' objects included, stays under 256 MB above its start.
    process.stdout.write(
      `200 MB upload: rss baseline ${Math.round(baseline / MIB)} MiB, peak ${Math.round(peak / MIB)} MiB\n`,
    );
  });
});

describe('youtube metrics and sign-in', () => {
  it('reads views, likes and comments per video, and the subscribers', async () => {
    await youtube.publish(request('x', { media: [mp4(10)], options }), secrets, ctx());
    const metrics = await youtube.postMetrics(['vid1', 'gone'], secrets, ctx());
    expect([...metrics]).toEqual([
      ['vid1', { likes: 40, reposts: 0, replies: 7, impressions: 512 }],
    ]);
    expect(await youtube.channelMetrics(secrets, ctx())).toEqual({ followers: 2400, posts: 31 });
  });

  it('signs in with PKCE and offline access, and finds the channel', async () => {
    const { authorizeUrl, pending } = await youtubeOAuth.start(
      { redirectUri: 'https://app.test/oauth', state: 'st-3' },
      {},
    );
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toContain('youtube.upload');
    const account = await youtubeOAuth.complete(
      { code: 'good-code', redirectUri: 'https://app.test/oauth', pending },
      {},
    );
    expect(account).toMatchObject({
      accountId: 'UCbakery',
      handle: '@cornerbakery',
      displayName: 'Corner Bakery',
      secrets: { channelId: 'UCbakery', accessToken: 'g-access-1', refreshToken: 'g-refresh' },
    });
    const refused = await failure(
      youtubeOAuth.complete({ code: 'used', redirectUri: 'https://app.test/oauth', pending }, {}),
    );
    expect(refused.kind).toBe('auth');
  });
});
