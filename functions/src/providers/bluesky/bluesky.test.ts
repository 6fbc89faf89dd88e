import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  failure,
  mockNetwork,
  requestMaker,
  savingContext,
} from '../../../../test/support/functions/providerKit';
import { commentWayOf } from '../../domain/publishing/publishComment';
import type { ChannelSecrets } from '../types';
import { bluesky, connectBluesky } from './bluesky';
import { BLUESKY_VIDEO } from './blueskyVideo';

const PDS = 'https://pds.test';
const DID = 'did:plc:author123';
const xrpc = (method: string) => `${PDS}/xrpc/${method}`;

// A small stand-in for a PDS: it keeps the records it was asked to create, so a test can see
// whether a post exists and how many times it was sent.
interface Pds {
  records: Map<string, { record: Record<string, unknown>; cid: string }>;
  createCalls: number;
  blobs: { contentType: string | null; size: number }[];
  sessions: number;
  refreshes: number;
  accessJwt: string;
}
let pds: Pds;

function authorised(request: Request): boolean {
  return request.headers.get('authorization') === `Bearer ${pds.accessJwt}`;
}

const handlers = [
  http.post(xrpc('com.atproto.server.createSession'), async ({ request }) => {
    const body = (await request.json()) as { identifier: string; password: string };
    if (body.password !== 'app-pass-1234') {
      return HttpResponse.json(
        { error: 'AuthenticationRequired', message: 'Invalid identifier or password' },
        { status: 401 },
      );
    }
    pds.sessions++;
    pds.accessJwt = `access-${pds.sessions}`;
    return HttpResponse.json({
      did: DID,
      handle: 'author.test',
      accessJwt: pds.accessJwt,
      refreshJwt: `refresh-${pds.sessions}`,
    });
  }),
  http.post(xrpc('com.atproto.server.refreshSession'), ({ request }) => {
    if (request.headers.get('authorization') !== 'Bearer refresh-good') {
      return HttpResponse.json(
        { error: 'ExpiredToken', message: 'Token has expired' },
        { status: 400 },
      );
    }
    pds.refreshes++;
    pds.accessJwt = `refreshed-${pds.refreshes}`;
    return HttpResponse.json({
      did: DID,
      handle: 'author.test',
      accessJwt: pds.accessJwt,
      refreshJwt: `refresh-next-${pds.refreshes}`,
    });
  }),
  http.get(xrpc('com.atproto.identity.resolveHandle'), ({ request }) => {
    const handle = new URL(request.url).searchParams.get('handle');
    if (handle === 'friend.bsky.social') return HttpResponse.json({ did: 'did:plc:friend' });
    return HttpResponse.json(
      { error: 'InvalidRequest', message: 'Unable to resolve handle' },
      { status: 400 },
    );
  }),
  http.post(xrpc('com.atproto.repo.uploadBlob'), async ({ request }) => {
    if (!authorised(request)) return HttpResponse.json({ error: 'AuthRequired' }, { status: 401 });
    const bytes = await request.arrayBuffer();
    pds.blobs.push({ contentType: request.headers.get('content-type'), size: bytes.byteLength });
    return HttpResponse.json({
      blob: {
        $type: 'blob',
        ref: { $link: `bafkblob${pds.blobs.length}` },
        mimeType: request.headers.get('content-type'),
        size: bytes.byteLength,
      },
    });
  }),
  http.post(xrpc('com.atproto.repo.createRecord'), async ({ request }) => {
    if (!authorised(request))
      return HttpResponse.json(
        { error: 'ExpiredToken', message: 'Token has expired' },
        { status: 400 },
      );
    pds.createCalls++;
    const body = (await request.json()) as {
      repo: string;
      rkey: string;
      record: Record<string, unknown>;
    };
    if (pds.records.has(body.rkey))
      return HttpResponse.json(
        { error: 'InvalidRequest', message: 'Record already exists' },
        { status: 400 },
      );
    const cid = `bafyrecord${pds.records.size + 1}`;
    pds.records.set(body.rkey, { record: body.record, cid });
    return HttpResponse.json({ uri: `at://${body.repo}/app.bsky.feed.post/${body.rkey}`, cid });
  }),
  http.get(xrpc('com.atproto.repo.getRecord'), ({ request }) => {
    const rkey = new URL(request.url).searchParams.get('rkey') ?? '';
    const stored = pds.records.get(rkey);
    if (!stored)
      return HttpResponse.json(
        { error: 'RecordNotFound', message: `Could not locate record` },
        { status: 400 },
      );
    return HttpResponse.json({
      uri: `at://${DID}/app.bsky.feed.post/${rkey}`,
      cid: stored.cid,
      value: stored.record,
    });
  }),
  http.get(xrpc('app.bsky.feed.getPosts'), ({ request }) => {
    const uris = new URL(request.url).searchParams.getAll('uris');
    return HttpResponse.json({
      posts: uris.map((uri, index) => ({
        uri,
        likeCount: 10 + index,
        repostCount: 2,
        replyCount: 1,
        quoteCount: 0,
      })),
    });
  }),
  http.get(xrpc('app.bsky.actor.getProfile'), () =>
    HttpResponse.json({
      did: DID,
      handle: 'author.test',
      displayName: 'Author',
      followersCount: 321,
      followsCount: 12,
      postsCount: 40,
    }),
  ),
];

const server = mockNetwork(...handlers);

beforeEach(() => {
  pds = {
    records: new Map(),
    createCalls: 0,
    blobs: [],
    sessions: 0,
    refreshes: 0,
    accessJwt: 'none',
  };
});

const { saved, ctx } = savingContext();
const secrets: ChannelSecrets = {
  service: PDS,
  identifier: 'author.test',
  appPassword: 'app-pass-1234',
};

const request = requestMaker({ attemptedAt: new Date('2026-03-29T09:00:00Z') });

describe('bluesky.publish', () => {
  it('signs in, stores the new session and creates the post with link, mention and tag facets', async () => {
    const text =
      'Café ☕ news https://example.com/a?b=1. ping @friend.bsky.social and @nobody.test #launch!';
    const posted = await bluesky.publish(request(text), secrets, ctx());

    expect(posted.externalId).toMatch(
      /^at:\/\/did:plc:author123\/app\.bsky\.feed\.post\/[2-7a-z]{13}$/,
    );
    expect(posted.url).toBe(
      `https://bsky.app/profile/author.test/post/${posted.externalId.split('/').pop()}`,
    );
    expect(saved).toEqual([
      expect.objectContaining({ did: DID, accessJwt: 'access-1', refreshJwt: 'refresh-1' }),
    ]);

    const [stored] = [...pds.records.values()];
    const record = stored?.record ?? {};
    expect(record.$type).toBe('app.bsky.feed.post');
    expect(record.text).toBe(text);
    expect(record.createdAt).toBe('2026-03-29T09:00:00.000Z');
    const bytes = new TextEncoder().encode(text);
    const slice = (start: number, end: number) => new TextDecoder().decode(bytes.slice(start, end));
    const facets = record.facets as {
      index: { byteStart: number; byteEnd: number };
      features: Record<string, string>[];
    }[];
    expect(
      facets.map((facet) => [slice(facet.index.byteStart, facet.index.byteEnd), facet.features[0]]),
    ).toEqual([
      [
        'https://example.com/a?b=1',
        { $type: 'app.bsky.richtext.facet#link', uri: 'https://example.com/a?b=1' },
      ],
      ['@friend.bsky.social', { $type: 'app.bsky.richtext.facet#mention', did: 'did:plc:friend' }],
      ['#launch', { $type: 'app.bsky.richtext.facet#tag', tag: 'launch' }],
    ]);
  });

  it('uploads images as blobs and embeds them with their alt text and aspect ratio', async () => {
    const image = {
      bytes: new Uint8Array(2048).fill(7),
      contentType: 'image/png',
      alt: 'A red bicycle',
      width: 1200,
      height: 800,
    };
    await bluesky.publish(request('With a picture', { media: [image] }), secrets, ctx());

    expect(pds.blobs).toEqual([{ contentType: 'image/png', size: 2048 }]);
    const embed = [...pds.records.values()][0]?.record.embed as {
      $type: string;
      images: Record<string, unknown>[];
    };
    expect(embed.$type).toBe('app.bsky.embed.images');
    expect(embed.images).toEqual([
      {
        alt: 'A red bicycle',
        aspectRatio: { width: 1200, height: 800 },
        image: { $type: 'blob', ref: { $link: 'bafkblob1' }, mimeType: 'image/png', size: 2048 },
      },
    ]);
  });

  it('answers a reply with root and parent references', async () => {
    const root = { externalId: `at://${DID}/app.bsky.feed.post/3kroot`, url: '', cid: 'bafyroot' };
    const parent = {
      externalId: `at://${DID}/app.bsky.feed.post/3kparent`,
      url: '',
      cid: 'bafyparent',
    };
    await bluesky.publish(request('2/2', { replyTo: { root, parent } }), secrets, ctx());
    expect([...pds.records.values()][0]?.record.reply).toEqual({
      root: { uri: root.externalId, cid: 'bafyroot' },
      parent: { uri: parent.externalId, cid: 'bafyparent' },
    });
  });

  it('reports a 429 as rate limited with the wait the network asked for', async () => {
    server.use(
      http.post(xrpc('com.atproto.repo.createRecord'), () =>
        HttpResponse.json(
          { error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' },
          { status: 429, headers: { 'retry-after': '30' } },
        ),
      ),
    );
    const error = await failure(bluesky.publish(request('hello'), secrets, ctx()));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterMs).toBe(30_000);
  });

  it('reads the wait from RateLimit-Reset when there is no Retry-After', async () => {
    const reset = Math.floor(Date.now() / 1000) + 120;
    server.use(
      http.post(xrpc('com.atproto.repo.createRecord'), () =>
        HttpResponse.json(
          { error: 'RateLimitExceeded' },
          { status: 429, headers: { 'ratelimit-reset': String(reset) } },
        ),
      ),
    );
    const error = await failure(bluesky.publish(request('hello'), secrets, ctx()));
    expect(error.retryAfterMs).toBeGreaterThan(110_000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(121_000);
  });

  it('treats a 5xx before the post is sent as transient and creates nothing', async () => {
    server.use(
      http.post(xrpc('com.atproto.repo.uploadBlob'), () =>
        HttpResponse.json({ error: 'InternalServerError' }, { status: 500 }),
      ),
    );
    const image = { bytes: new Uint8Array(10), contentType: 'image/jpeg', alt: '' };
    const error = await failure(
      bluesky.publish(request('pic', { media: [image] }), secrets, ctx()),
    );
    expect(error.kind).toBe('transient');
    expect(pds.createCalls).toBe(0);
  });

  it('treats a 503 on the create itself as transient', async () => {
    server.use(
      http.post(xrpc('com.atproto.repo.createRecord'), () =>
        HttpResponse.json({ error: 'Unavailable' }, { status: 503 }),
      ),
    );
    expect((await failure(bluesky.publish(request('hello'), secrets, ctx()))).kind).toBe(
      'transient',
    );
  });

  it('reports a time-out after sending as an unknown outcome, sends once, and reconciliation finds the post', async () => {
    server.use(
      http.post(xrpc('com.atproto.repo.createRecord'), async ({ request: incoming }) => {
        pds.createCalls++;
        const body = (await incoming.json()) as { rkey: string; record: Record<string, unknown> };
        pds.records.set(body.rkey, { record: body.record, cid: 'bafylate' });
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await failure(bluesky.publish(request('slow network'), secrets, ctx()));
    expect(error.kind).toBe('unknown_outcome');
    expect(pds.createCalls).toBe(1);

    server.resetHandlers();
    const found = await bluesky.lookup(request('slow network'), secrets, ctx());
    expect(found).toEqual({
      externalId: `at://${DID}/app.bsky.feed.post/${[...pds.records.keys()][0]}`,
      url: expect.stringContaining('https://bsky.app/profile/author.test/post/'),
      cid: 'bafylate',
    });
    expect(pds.createCalls).toBe(1);
  });

  it('reconciliation answers null when the post never arrived', async () => {
    expect(await bluesky.lookup(request('never sent'), secrets, ctx())).toBeNull();
  });

  it('uses the same record key for the same post and channel, so a repeat finds the first post', async () => {
    const first = await bluesky.publish(request('once'), secrets, ctx());
    const again = await bluesky.publish(request('once'), secrets, ctx());
    expect(again).toEqual(first);
    expect(pds.createCalls).toBe(2);
    expect(pds.records.size).toBe(1);
  });

  it('refreshes an expired access token and stores the rotated tokens before posting', async () => {
    const stale = {
      ...secrets,
      did: DID,
      handle: 'author.test',
      accessJwt: 'expired',
      refreshJwt: 'refresh-good',
    };
    const posted = await bluesky.publish(request('after refresh'), stale, ctx());
    expect(posted.externalId).toContain(DID);
    expect(pds.refreshes).toBe(1);
    expect(saved).toEqual([
      expect.objectContaining({ accessJwt: 'refreshed-1', refreshJwt: 'refresh-next-1' }),
    ]);
  });

  it('reports 401 as auth (the channel needs reconnecting) when the app password is revoked', async () => {
    const revoked = {
      ...secrets,
      appPassword: 'revoked',
      did: DID,
      accessJwt: 'expired',
      refreshJwt: 'refresh-expired',
    };
    const error = await failure(bluesky.publish(request('hello'), revoked, ctx()));
    expect(error.kind).toBe('auth');
    expect(error.message).toContain('createSession answered 401');
    expect(pds.createCalls).toBe(0);
  });
});

describe('bluesky metrics and connection', () => {
  it('reads likes, reposts, replies and quotes per post', async () => {
    const uris = [`at://${DID}/app.bsky.feed.post/a`, `at://${DID}/app.bsky.feed.post/b`];
    const metrics = await bluesky.postMetrics(uris, secrets, ctx());
    expect(metrics.get(uris[1] ?? '')).toEqual({ likes: 11, reposts: 2, replies: 1, quotes: 0 });
  });

  it('reads the follower count of the channel', async () => {
    expect(await bluesky.channelMetrics(secrets, ctx())).toEqual({
      followers: 321,
      following: 12,
      posts: 40,
    });
  });

  it('connects with an app password and returns the profile to show', async () => {
    const connected = await connectBluesky({
      service: PDS,
      identifier: 'author.test',
      appPassword: 'app-pass-1234',
    });
    expect(connected.profile).toEqual({
      did: DID,
      handle: 'author.test',
      displayName: 'Author',
      avatarUrl: null,
    });
    expect(connected.secrets.refreshJwt).toBe('refresh-1');
  });
});

describe('bluesky video', () => {
  const VIDEO = 'https://video.bsky.app/xrpc';
  let jobs: Map<string, { size: number; polls: number; type: string | null; fail: boolean }>;
  let serviceAuth: URLSearchParams[];

  beforeEach(() => {
    BLUESKY_VIDEO.pollMs = 1;
    jobs = new Map();
    serviceAuth = [];
    server.use(
      http.get(xrpc('com.atproto.server.getServiceAuth'), ({ request: incoming }) => {
        if (!authorised(incoming))
          return HttpResponse.json({ error: 'ExpiredToken' }, { status: 400 });
        serviceAuth.push(new URL(incoming.url).searchParams);
        return HttpResponse.json({ token: 'service-token' });
      }),
      http.post(`${VIDEO}/app.bsky.video.uploadVideo`, async ({ request: incoming }) => {
        if (incoming.headers.get('authorization') !== 'Bearer service-token')
          return HttpResponse.json({ error: 'Unauthorized' }, { status: 401 });
        const size = (await incoming.arrayBuffer()).byteLength;
        const jobId = `job${jobs.size + 1}abcdefghij`;
        jobs.set(jobId, {
          size,
          polls: 0,
          type: incoming.headers.get('content-type'),
          fail: size === 13,
        });
        return HttpResponse.json({ jobId, did: DID, state: 'JOB_STATE_CREATED' });
      }),
      http.get(`${VIDEO}/app.bsky.video.getJobStatus`, ({ request: incoming }) => {
        const jobId = new URL(incoming.url).searchParams.get('jobId') ?? '';
        const job = jobs.get(jobId);
        if (!job) return HttpResponse.json({ error: 'NotFound' }, { status: 404 });
        job.polls++;
        if (job.fail)
          return HttpResponse.json({
            jobStatus: { jobId, did: DID, state: 'JOB_STATE_FAILED', error: 'Video too long' },
          });
        return HttpResponse.json({
          jobStatus:
            job.polls >= 2
              ? {
                  jobId,
                  did: DID,
                  state: 'JOB_STATE_COMPLETED',
                  progress: 100,
                  blob: {
                    $type: 'blob',
                    ref: { $link: 'bafvideo' },
                    mimeType: 'video/mp4',
                    size: job.size,
                  },
                }
              : { jobId, did: DID, state: 'JOB_STATE_ENCODING', progress: 50 },
        });
      }),
    );
  });

  it('sends the video to the video service with a service token, waits for the job, and embeds its blob', async () => {
    const video = {
      bytes: new Uint8Array(4096),
      contentType: 'video/mp4',
      alt: 'Kneading',
      width: 1080,
      height: 1920,
    };
    const posted = await bluesky.publish(request('A clip', { media: [video] }), secrets, ctx());
    expect(serviceAuth[0]?.get('aud')).toBe('did:web:pds.test');
    expect(serviceAuth[0]?.get('lxm')).toBe('com.atproto.repo.uploadBlob');
    expect([...jobs.values()][0]).toMatchObject({ size: 4096, polls: 2, type: 'video/mp4' });
    const stored = [...pds.records.values()][0]?.record;
    expect(stored?.embed).toEqual({
      $type: 'app.bsky.embed.video',
      video: { $type: 'blob', ref: { $link: 'bafvideo' }, mimeType: 'video/mp4', size: 4096 },
      alt: 'Kneading',
      aspectRatio: { width: 1080, height: 1920 },
    });
    expect(posted.externalId).toContain('app.bsky.feed.post');
  });

  it('says plainly when Bluesky cannot process the video, and posts nothing', async () => {
    const video = { bytes: new Uint8Array(13), contentType: 'video/mp4', alt: '' };
    const error = await failure(bluesky.publish(request('x', { media: [video] }), secrets, ctx()));
    expect(error.kind).toBe('permanent');
    expect(error.message).toContain('could not process the video (Video too long)');
    expect(pds.createCalls).toBe(0);
  });
});

describe('bluesky first comment', () => {
  const way = commentWayOf(bluesky);
  const root = { externalId: `at://${DID}/app.bsky.feed.post/3kroot`, url: '', cid: 'bafyroot' };
  const last = { externalId: `at://${DID}/app.bsky.feed.post/3klast`, url: '', cid: 'bafylast' };
  const comment = (text: string) =>
    request(text, { idempotencyKey: 'post1_chan1_comment', replyTo: { root, parent: last } });

  it("is a reply of the author to the thread's last post, in the first post's thread", async () => {
    const posted = await way?.send(comment('Links below'), secrets, ctx());
    const [stored] = [...pds.records.values()];
    expect(stored?.record.text).toBe('Links below');
    expect(stored?.record.reply).toEqual({
      root: { uri: root.externalId, cid: 'bafyroot' },
      parent: { uri: last.externalId, cid: 'bafylast' },
    });
    expect(posted?.externalId).toMatch(new RegExp(`^at://${DID}/app.bsky.feed.post/`));
  });

  it('treats a 503 on the reply as transient and creates nothing; the next attempt replies once', async () => {
    server.use(
      http.post(xrpc('com.atproto.repo.createRecord'), () =>
        HttpResponse.json({ error: 'Unavailable' }, { status: 503 }),
      ),
    );
    const error = await failure(way?.send(comment('Retry me'), secrets, ctx()) as Promise<unknown>);
    expect(error.kind).toBe('transient');
    expect(pds.records.size).toBe(0);
    server.resetHandlers();
    await way?.send(comment('Retry me'), secrets, ctx());
    expect(pds.records.size).toBe(1);
  });

  it('reports a time-out after the reply was sent as unknown, and the lookup finds it without a second reply', async () => {
    server.use(
      http.post(xrpc('com.atproto.repo.createRecord'), async ({ request: incoming }) => {
        pds.createCalls++;
        const body = (await incoming.json()) as { rkey: string; record: Record<string, unknown> };
        pds.records.set(body.rkey, { record: body.record, cid: 'bafycomment' });
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await failure(
      way?.send(comment('Slow reply'), secrets, ctx()) as Promise<unknown>,
    );
    expect(error.kind).toBe('unknown_outcome');
    server.resetHandlers();
    const found = await way?.find(comment('Slow reply'), secrets, ctx());
    expect(found?.cid).toBe('bafycomment');
    expect(pds.createCalls).toBe(1);
  });
});
