import { delay, HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeMetaFirstComment } from '../../../test/support/functions/metaFirstComment';
import {
  failure,
  mockNetwork,
  requestMaker,
  savingContext,
} from '../../../test/support/functions/providerKit';
import { CONTAINER_POLL } from './graph';
import { instagram } from './instagram';
import type { ChannelSecrets, MediaInput } from './types';

const GRAPH = 'https://graph.facebook.com/v23.0';
const IG = '1789';

// A small Instagram: containers that take two polls to process, and the published media.
interface Container {
  params: Record<string, string>;
  polls: number;
  fail?: string;
}
interface Instagram {
  containers: Map<string, Container>;
  media: { id: string; caption: string; timestamp: number; container: string }[];
  publishCalls: number;
  comments: string[];
}
let ig: Instagram;

const expired = () =>
  HttpResponse.json(
    {
      error: {
        message: 'Session has expired',
        type: 'OAuthException',
        code: 190,
        error_subcode: 463,
      },
    },
    { status: 400 },
  );
const authorised = (request: Request) =>
  request.headers.get('authorization') === 'Bearer page-token';

function publishMedia(creation: string) {
  const container = ig.containers.get(creation);
  const id = `1790000${ig.media.length + 1}`;
  ig.media.push({
    id,
    caption: container?.params.caption ?? '',
    timestamp: Date.now(),
    container: creation,
  });
  return id;
}

const server = mockNetwork(
  http.post(`${GRAPH}/${IG}/media`, async ({ request }) => {
    if (!authorised(request)) return expired();
    const params = Object.fromEntries(new URLSearchParams(await request.text()));
    const id = `c${ig.containers.size + 1}`;
    ig.containers.set(id, {
      params,
      polls: 0,
      fail: params.video_url?.includes('broken') ? 'ERROR' : undefined,
    });
    return HttpResponse.json({ id });
  }),
  http.post(`${GRAPH}/${IG}/media_publish`, async ({ request }) => {
    if (!authorised(request)) return expired();
    ig.publishCalls++;
    const creation = new URLSearchParams(await request.text()).get('creation_id') ?? '';
    const container = ig.containers.get(creation);
    if (!container || container.polls < 2)
      return HttpResponse.json(
        { error: { code: 9007, error_subcode: 2207027, message: 'Media ID is not available' } },
        { status: 400 },
      );
    return HttpResponse.json({ id: publishMedia(creation) });
  }),
  http.get(`${GRAPH}/${IG}/media`, () =>
    HttpResponse.json({
      data: [...ig.media].reverse().map((item) => ({
        id: item.id,
        caption: item.caption,
        timestamp: new Date(item.timestamp).toISOString().replace('Z', '+0000'),
        permalink: `https://www.instagram.com/p/${item.id}/`,
      })),
    }),
  ),
  http.get(`${GRAPH}/${IG}`, () =>
    HttpResponse.json({ followers_count: 812, follows_count: 40, media_count: 96, id: IG }),
  ),
  http.post(`${GRAPH}/:media/comments`, async ({ request }) => {
    ig.comments.push(new URLSearchParams(await request.text()).get('message') ?? '');
    return HttpResponse.json({ id: 'comment1' });
  }),
  http.get(`${GRAPH}/`, ({ request }) => {
    const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',');
    return HttpResponse.json(
      Object.fromEntries(
        ids
          .filter((id) => ig.media.some((m) => m.id === id))
          .map((id) => [id, { id, like_count: 57, comments_count: 6 }]),
      ),
    );
  }),
  http.get(`${GRAPH}/:id`, ({ params, request }) => {
    const id = String(params.id);
    const container = ig.containers.get(id);
    if (container) {
      container.polls++;
      if (container.fail)
        return HttpResponse.json({
          id,
          status_code: 'ERROR',
          error_message: 'The video is too short for a reel.',
        });
      return HttpResponse.json({
        id,
        status_code: container.polls >= 2 ? 'FINISHED' : 'IN_PROGRESS',
      });
    }
    if (new URL(request.url).searchParams.get('fields') === 'permalink')
      return HttpResponse.json({ id, permalink: `https://www.instagram.com/p/${id}/` });
    return HttpResponse.json(
      { error: { code: 100, message: 'Unsupported get request' } },
      { status: 400 },
    );
  }),
);

beforeAll(() => {
  CONTAINER_POLL.intervalMs = 1;
});
beforeEach(() => {
  ig = { containers: new Map(), media: [], publishCalls: 0, comments: [] };
});

const { ctx } = savingContext();
const secrets: ChannelSecrets = { igUserId: IG, pageId: '1001', accessToken: 'page-token' };
const request = requestMaker({ idempotencyKey: 'post1_ig' });
const jpeg = (name: string, alt = ''): MediaInput => ({
  bytes: new Uint8Array(10),
  contentType: 'image/jpeg',
  alt,
  url: `https://files.test/${name}.jpg`,
});

describe('instagram.publish', () => {
  it('makes a container, waits until it is FINISHED, publishes it once; the first comment follows on its own', async () => {
    const posted = await instagram.publish(
      request('Morning bake #bread', {
        media: [jpeg('loaf', 'Three loaves')],
      }),
      secrets,
      ctx(),
    );
    expect(posted).toEqual({
      externalId: '17900001',
      url: 'https://www.instagram.com/p/17900001/',
    });
    expect(ig.containers.get('c1')?.params).toEqual({
      image_url: 'https://files.test/loaf.jpg',
      alt_text: 'Three loaves',
      caption: 'Morning bake #bread',
    });
    expect(ig.publishCalls).toBe(1);
    expect(ig.comments).toEqual([]);
    const comment = await instagram.comment?.(
      request('#sourdough', { replyTo: { root: posted, parent: posted } }),
      secrets,
      ctx(),
    );
    expect(comment?.externalId).toBeTruthy();
    expect(ig.comments).toEqual(['#sourdough']);
  });

  it('builds a carousel from item containers, a video among them', async () => {
    const video = { ...jpeg('clip'), contentType: 'video/mp4', url: 'https://files.test/clip.mp4' };
    await instagram.publish(request('Our week', { media: [jpeg('a'), video] }), secrets, ctx());
    expect([...ig.containers.values()].map((c) => c.params)).toEqual([
      { image_url: 'https://files.test/a.jpg', is_carousel_item: 'true' },
      { media_type: 'VIDEO', video_url: 'https://files.test/clip.mp4', is_carousel_item: 'true' },
      { media_type: 'CAROUSEL', children: 'c1,c2', caption: 'Our week' },
    ]);
    expect(ig.media).toHaveLength(1);
  });

  it('posts a single video as a reel', async () => {
    const video = { ...jpeg('reel'), contentType: 'video/mp4', url: 'https://files.test/reel.mp4' };
    await instagram.publish(request('Reel', { media: [video] }), secrets, ctx());
    expect(ig.containers.get('c1')?.params).toMatchObject({
      media_type: 'REELS',
      video_url: 'https://files.test/reel.mp4',
    });
  });

  it('explains a processing failure in plain words and publishes nothing', async () => {
    const video = { ...jpeg('x'), contentType: 'video/mp4', url: 'https://files.test/broken.mp4' };
    const error = await failure(
      instagram.publish(request('Reel', { media: [video] }), secrets, ctx()),
    );
    expect(error.kind).toBe('permanent');
    expect(error.message).toContain(
      'could not process the media (The video is too short for a reel.)',
    );
    expect(ig.publishCalls).toBe(0);
  });

  it('refuses a post without media before calling Instagram', async () => {
    const error = await failure(instagram.publish(request('only words'), secrets, ctx()));
    expect(error.kind).toBe('permanent');
    expect(ig.containers.size).toBe(0);
  });

  it("honours the account's daily publishing limit as a day's wait", async () => {
    server.use(
      http.post(`${GRAPH}/${IG}/media_publish`, () =>
        HttpResponse.json(
          {
            error: {
              message: 'Application request limit reached',
              code: 9,
              error_subcode: 2207042,
            },
          },
          { status: 400 },
        ),
      ),
    );
    const error = await failure(
      instagram.publish(request('x', { media: [jpeg('a')] }), secrets, ctx()),
    );
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterMs).toBe(86_400_000);
  });

  it('treats a 5xx while making the container as transient, with nothing published', async () => {
    server.use(
      http.post(`${GRAPH}/${IG}/media`, () =>
        HttpResponse.json({ error: { code: 2 } }, { status: 500 }),
      ),
    );
    const error = await failure(
      instagram.publish(request('x', { media: [jpeg('a')] }), secrets, ctx()),
    );
    expect(error.kind).toBe('transient');
    expect(ig.publishCalls).toBe(0);
  });

  it('reports a time-out of media_publish as an unknown outcome; the lookup finds the post', async () => {
    server.use(
      http.post(`${GRAPH}/${IG}/media_publish`, async ({ request: incoming }) => {
        ig.publishCalls++;
        publishMedia(new URLSearchParams(await incoming.text()).get('creation_id') ?? '');
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await failure(
      instagram.publish(request('Lost answer', { media: [jpeg('a')] }), secrets, ctx()),
    );
    expect(error.kind).toBe('unknown_outcome');
    server.resetHandlers();
    expect(await instagram.lookup(request('Lost answer'), secrets, ctx())).toEqual({
      externalId: '17900001',
      url: 'https://www.instagram.com/p/17900001/',
    });
    expect(await instagram.lookup(request('Never sent'), secrets, ctx())).toBeNull();
    expect(ig.publishCalls).toBe(1);
  });

  it('turns an expired token into an auth failure', async () => {
    const error = await failure(
      instagram.publish(
        request('x', { media: [jpeg('a')] }),
        { ...secrets, accessToken: 'old' },
        ctx(),
      ),
    );
    expect(error.kind).toBe('auth');
  });
});

describe('instagram metrics', () => {
  it('reads likes and comments per post and the account figures', async () => {
    const posted = await instagram.publish(request('m', { media: [jpeg('a')] }), secrets, ctx());
    const metrics = await instagram.postMetrics([posted.externalId, '404'], secrets, ctx());
    expect([...metrics]).toEqual([[posted.externalId, { likes: 57, reposts: 0, replies: 6 }]]);
    expect(await instagram.channelMetrics(secrets, ctx())).toEqual({
      followers: 812,
      following: 40,
      posts: 96,
    });
  });
});

describeMetaFirstComment('instagram first comment', {
  provider: instagram,
  server,
  secrets,
  ctx,
  request,
  idempotencyKey: 'post1_ig_comment',
  root: { externalId: '17900001', url: 'https://www.instagram.com/p/17900001/' },
  textField: 'text',
});
