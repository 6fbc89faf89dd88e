import { delay, HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  failure,
  mockNetwork,
  requestMaker,
  savingContext,
  testEnv,
} from '../../../test/support/functions/providerKit';
import { MEDIA_POLL, pinterest, pinterestBoards, pinterestOAuth } from './pinterest';
import type { ChannelSecrets, MediaInput } from './types';

const API = 'https://api.pinterest.com/v5';
const S3 = 'https://pinterest-media-upload.s3-accelerate.amazonaws.test/';

// A small Pinterest: boards, pins, registered videos and the tokens it honours.
interface Pin {
  id: string;
  board: string;
  title?: string;
  description?: string;
  link?: string;
  source: Record<string, unknown>;
  created: number;
}
interface Pinterest {
  pins: Pin[];
  pinCalls: number;
  media: Map<string, { uploaded: number; polls: number }>;
  tokens: Set<string>;
  refreshes: number;
}
let pt: Pinterest;

const unauthorised = () =>
  HttpResponse.json({ code: 2, message: 'Authentication failed.' }, { status: 401 });
const authorised = (request: Request) =>
  pt.tokens.has(request.headers.get('authorization')?.replace('Bearer ', '') ?? '');

async function acceptPin(request: Request): Promise<Pin> {
  pt.pinCalls++;
  const body = (await request.json()) as {
    board_id: string;
    title?: string;
    description?: string;
    link?: string;
    media_source: Record<string, unknown>;
  };
  const pin = {
    id: `9000${pt.pins.length + 1}`,
    board: body.board_id,
    title: body.title,
    description: body.description,
    link: body.link,
    source: body.media_source,
    created: Date.now(),
  };
  pt.pins.push(pin);
  return pin;
}

const server = mockNetwork(
  http.post(`${API}/pins`, async ({ request }) => {
    if (!authorised(request)) return unauthorised();
    const pin = await acceptPin(request);
    if (pin.board !== 'board-1') {
      pt.pins.pop();
      return HttpResponse.json({ code: 1, message: 'Board not found.' }, { status: 404 });
    }
    return HttpResponse.json(
      { id: pin.id, board_id: pin.board, created_at: new Date(pin.created).toISOString() },
      { status: 201 },
    );
  }),
  http.get(`${API}/boards/:board/pins`, ({ params }) =>
    HttpResponse.json({
      items: pt.pins
        .filter((pin) => pin.board === params.board)
        .reverse()
        .map((pin) => ({
          id: pin.id,
          description: pin.description,
          created_at: new Date(pin.created).toISOString().slice(0, 19),
        })),
      bookmark: null,
    }),
  ),
  http.get(`${API}/boards`, () =>
    HttpResponse.json({
      items: [
        { id: 'board-1', name: 'Breads', privacy: 'PUBLIC' },
        { id: 'board-2', name: 'Cakes' },
      ],
      bookmark: null,
    }),
  ),
  http.post(`${API}/media`, async ({ request }) => {
    const id = `m${pt.media.size + 1}`;
    pt.media.set(id, { uploaded: 0, polls: 0 });
    expect(await request.json()).toEqual({ media_type: 'video' });
    return HttpResponse.json(
      {
        media_id: id,
        media_type: 'video',
        upload_url: S3,
        upload_parameters: { key: `uploads/${id}`, policy: 'p', 'x-amz-signature': 'sig' },
      },
      { status: 201 },
    );
  }),
  http.post(S3, async ({ request }) => {
    expect(request.headers.get('authorization')).toBeNull();
    const form = await request.formData();
    const id = String(form.get('key')).replace('uploads/', '');
    (pt.media.get(id) as { uploaded: number }).uploaded = (form.get('file') as File).size;
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(`${API}/media/:id`, ({ params }) => {
    const media = pt.media.get(String(params.id)) as { uploaded: number; polls: number };
    media.polls++;
    return HttpResponse.json({
      media_id: params.id,
      media_type: 'video',
      status: media.polls >= 2 && media.uploaded > 0 ? 'succeeded' : 'processing',
    });
  }),
  http.get(`${API}/pins/:id`, ({ params }) =>
    pt.pins.some((pin) => pin.id === params.id)
      ? HttpResponse.json({
          id: params.id,
          pin_metrics: {
            '90d': { impression: 50 },
            lifetime_metrics: {
              impression: 800,
              save: 44,
              pin_click: 30,
              outbound_click: 12,
              reaction: 15,
              comment: 2,
            },
          },
        })
      : HttpResponse.json({ code: 50, message: 'Pin not found.' }, { status: 404 }),
  ),
  http.get(`${API}/user_account`, ({ request }) =>
    authorised(request)
      ? HttpResponse.json({
          account_type: 'BUSINESS',
          id: '5550',
          username: 'cornerbakery',
          business_name: 'Corner Bakery',
          profile_image: 'https://i.pinimg.test/a.jpg',
          follower_count: 640,
          following_count: 20,
          pin_count: 210,
        })
      : unauthorised(),
  ),
  http.post(`${API}/oauth/token`, async ({ request }) => {
    if (
      request.headers.get('authorization') !==
      `Basic ${Buffer.from('pin-app:pin-secret').toString('base64')}`
    )
      return HttpResponse.json({ code: 1, message: 'bad client' }, { status: 401 });
    const form = new URLSearchParams(await request.text());
    if (form.get('grant_type') === 'authorization_code' && form.get('code') === 'good-code') {
      pt.tokens.add('pina-1');
      return HttpResponse.json({
        access_token: 'pina-1',
        refresh_token: 'pinr-1',
        response_type: 'authorization_code',
        token_type: 'bearer',
        expires_in: 2_592_000,
        refresh_token_expires_in: 31_536_000,
        scope: 'pins:write',
      });
    }
    if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === 'pinr-1') {
      pt.refreshes++;
      pt.tokens.add('pina-2');
      return HttpResponse.json({
        access_token: 'pina-2',
        token_type: 'bearer',
        expires_in: 2_592_000,
      });
    }
    return HttpResponse.json({ code: 1, message: 'invalid_grant' }, { status: 400 });
  }),
);

beforeAll(() => {
  MEDIA_POLL.intervalMs = 1;
});
beforeEach(() => {
  pt = { pins: [], pinCalls: 0, media: new Map(), tokens: new Set(['pina-1']), refreshes: 0 };
});

const { saved, ctx } = savingContext();
testEnv({ PINTEREST_CLIENT_ID: 'pin-app', PINTEREST_CLIENT_SECRET: 'pin-secret' });
const secrets: ChannelSecrets = {
  username: 'cornerbakery',
  accessToken: 'pina-1',
  refreshToken: 'pinr-1',
  accessTokenExpiresAt: Date.now() + 86_400_000,
};
const request = requestMaker({ idempotencyKey: 'post1_pin' });
const png = (alt = ''): MediaInput => ({
  bytes: new Uint8Array([1, 2, 3]),
  contentType: 'image/png',
  alt,
});
const board = { boardId: 'board-1', title: 'Rye loaf', link: 'https://bakery.test/rye' };

describe('pinterest.publish', () => {
  it('pins a picture to the chosen board with title, description, link and alt text', async () => {
    const posted = await pinterest.publish(
      request('Dark rye, baked daily', { media: [png('A rye loaf')], options: board }),
      secrets,
      ctx(),
    );
    expect(posted).toEqual({ externalId: '90001', url: 'https://www.pinterest.com/pin/90001/' });
    expect(pt.pins[0]).toMatchObject({
      board: 'board-1',
      title: 'Rye loaf',
      description: 'Dark rye, baked daily',
      link: 'https://bakery.test/rye',
      source: { source_type: 'image_base64', content_type: 'image/png', data: 'AQID' },
    });
  });

  it('makes a multi-image pin of several pictures', async () => {
    await pinterest.publish(
      request('Three', { media: [png(), png(), png()], options: board }),
      secrets,
      ctx(),
    );
    expect(pt.pins[0]?.source).toMatchObject({ source_type: 'multiple_image_base64' });
    expect(pt.pins[0]?.source.items).toHaveLength(3);
  });

  it('registers a video, uploads it without our token, waits until processed and pins it', async () => {
    const video = { bytes: new Uint8Array(5000), contentType: 'video/mp4', alt: '' };
    await pinterest.publish(
      request('Video pin', { media: [video], options: board }),
      secrets,
      ctx(),
    );
    expect(pt.media.get('m1')).toEqual({ uploaded: 5000, polls: 2 });
    expect(pt.pins[0]?.source).toEqual({
      source_type: 'video_id',
      media_id: 'm1',
      cover_image_key_frame_time: 0,
    });
  });

  it('finds the board by its name, and says so plainly when there is none', async () => {
    await pinterest.publish(
      request('By name', { media: [png()], options: { board: 'breads' } }),
      secrets,
      ctx(),
    );
    expect(pt.pins[0]?.board).toBe('board-1');
    const error = await failure(
      pinterest.publish(
        request('x', { media: [png()], options: { board: 'Pies' } }),
        secrets,
        ctx(),
      ),
    );
    expect(error.message).toBe('This Pinterest account has no board called "Pies".');
    expect(pt.pinCalls).toBe(1);
  });

  it('asks for a board before sending anything', async () => {
    const error = await failure(
      pinterest.publish(request('x', { media: [png()] }), secrets, ctx()),
    );
    expect(error.message).toBe('Choose the Pinterest board the pin goes to.');
    expect(pt.pinCalls).toBe(0);
  });

  it('honours a 429 with Retry-After', async () => {
    server.use(
      http.post(`${API}/pins`, () =>
        HttpResponse.json(
          { code: 429, message: 'Rate limit exceeded.' },
          { status: 429, headers: { 'retry-after': '30' } },
        ),
      ),
    );
    const error = await failure(
      pinterest.publish(request('x', { media: [png()], options: board }), secrets, ctx()),
    );
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterMs).toBe(30_000);
  });

  it('treats a 503 before the pin is made as transient', async () => {
    server.use(http.post(`${API}/media`, () => HttpResponse.json({ code: 503 }, { status: 503 })));
    const video = { bytes: new Uint8Array(10), contentType: 'video/mp4', alt: '' };
    const error = await failure(
      pinterest.publish(request('x', { media: [video], options: board }), secrets, ctx()),
    );
    expect(error.kind).toBe('transient');
    expect(pt.pinCalls).toBe(0);
  });

  it('reports a time-out of the pin as an unknown outcome; the lookup finds it on the board', async () => {
    server.use(
      http.post(`${API}/pins`, async ({ request: incoming }) => {
        await acceptPin(incoming);
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await failure(
      pinterest.publish(request('Lost', { media: [png()], options: board }), secrets, ctx()),
    );
    expect(error.kind).toBe('unknown_outcome');
    server.resetHandlers();
    expect(await pinterest.lookup(request('Lost', { options: board }), secrets, ctx())).toEqual({
      externalId: '90001',
      url: 'https://www.pinterest.com/pin/90001/',
    });
    expect(await pinterest.lookup(request('Other', { options: board }), secrets, ctx())).toBeNull();
    expect(pt.pinCalls).toBe(1);
  });

  it('renews the token on 401 once, and asks to reconnect when that is refused', async () => {
    await pinterest.publish(
      request('x', { media: [png()], options: board }),
      { ...secrets, accessToken: 'old' },
      ctx(),
    );
    expect(pt.refreshes).toBe(1);
    expect(saved[0]).toMatchObject({ accessToken: 'pina-2', username: 'cornerbakery' });
    const error = await failure(
      pinterest.publish(
        request('x', { media: [png()], options: board }),
        { accessToken: 'old', refreshToken: 'bad' },
        ctx(),
      ),
    );
    expect(error.kind).toBe('auth');
  });
});

describe('pinterest metrics, boards and sign-in', () => {
  it('reads reactions, saves, comments and impressions, and the followers', async () => {
    await pinterest.publish(request('m', { media: [png()], options: board }), secrets, ctx());
    const metrics = await pinterest.postMetrics(['90001', '404'], secrets, ctx());
    expect([...metrics]).toEqual([
      ['90001', { likes: 15, reposts: 44, replies: 2, impressions: 800 }],
    ]);
    expect(await pinterest.channelMetrics(secrets, ctx())).toEqual({
      followers: 640,
      following: 20,
      posts: 210,
    });
  });

  it('lists the boards for the board choice', async () => {
    expect(await pinterestBoards(secrets, ctx())).toEqual([
      { id: 'board-1', name: 'Breads' },
      { id: 'board-2', name: 'Cakes' },
    ]);
  });

  it("offers the composer the account's boards through postingChoices", async () => {
    expect(await pinterest.postingChoices?.(secrets, ctx())).toEqual({
      boards: [
        { id: 'board-1', name: 'Breads' },
        { id: 'board-2', name: 'Cakes' },
      ],
    });
  });

  it('connects with the code, the app authenticated with Basic auth', async () => {
    const { authorizeUrl } = await pinterestOAuth.start(
      { redirectUri: 'https://app.test/oauth', state: 'st-5' },
      {},
    );
    expect(new URL(authorizeUrl).searchParams.get('scope')).toBe(
      'boards:read,pins:read,pins:write,user_accounts:read',
    );
    const account = await pinterestOAuth.complete(
      { code: 'good-code', redirectUri: 'https://app.test/oauth', pending: {} },
      {},
    );
    expect(account).toMatchObject({
      accountId: '5550',
      handle: 'cornerbakery',
      displayName: 'Corner Bakery',
      secrets: { accessToken: 'pina-1', refreshToken: 'pinr-1' },
    });
  });
});
