// Every adapter's read-back against its network's documented read endpoint, answered here as
// the network answers it: a post found (its link, words and media), and a post that is not there.

import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockNetwork, savingContext, testEnv } from '../../../test/support/functions/providerKit';
import { bluesky } from './bluesky/bluesky';
import { facebook } from './facebook';
import { GBP_API, googleBusiness } from './googleBusiness';
import { GRAPH } from './graph';
import { instagram } from './instagram';
import { LINKEDIN_API, linkedin } from './linkedin/linkedin';
import { mastodon } from './mastodon/mastodon';
import { PINTEREST_API, pinterest } from './pinterest';
import { sandbox } from './sandbox';
import { THREADS_GRAPH, threads } from './threads';
import { tiktok } from './tiktok/tiktok';
import { TIKTOK_API } from './tiktok/tiktokSession';
import type { ChannelSecrets, Provider } from './types';
import { X_API, x } from './x/x';
import { YOUTUBE_API, youtube } from './youtube';

const PDS = 'https://pds.test';
const MASTODON = 'https://social.example';
const LATER = Date.now() + 30 * 86_400_000;
const WORDS = 'Fresh bread at 7';
const gone = () => HttpResponse.json({ error: 'Record not found' }, { status: 404 });
const graphGone = () =>
  HttpResponse.json(
    { error: { message: 'Object does not exist', type: 'GraphMethodException', code: 100 } },
    { status: 400 },
  );
const found = (id: string) => id.endsWith('1');

mockNetwork(
  http.get(`${MASTODON}/api/v1/statuses/:id`, ({ params }) =>
    found(String(params.id))
      ? HttpResponse.json({
          id: params.id,
          url: `${MASTODON}/@bob/${params.id}`,
          content: `<p>${WORDS}</p>`,
          media_attachments: [{ id: 'm1' }],
        })
      : gone(),
  ),
  http.post(`${PDS}/xrpc/com.atproto.server.createSession`, () =>
    HttpResponse.json({
      did: 'did:plc:author',
      handle: 'author.test',
      accessJwt: 'a',
      refreshJwt: 'r',
    }),
  ),
  http.get(`${PDS}/xrpc/app.bsky.feed.getPosts`, ({ request }) => {
    const uri = new URL(request.url).searchParams.get('uris') ?? '';
    return HttpResponse.json({
      posts: found(uri) ? [{ uri, record: { text: WORDS, embed: { images: [{ alt: '' }] } } }] : [],
    });
  }),
  http.get(`${X_API}/2/tweets/:id`, ({ params }) =>
    found(String(params.id))
      ? HttpResponse.json({
          data: { id: params.id, text: WORDS, attachments: { media_keys: ['3_1'] } },
        })
      : HttpResponse.json({ errors: [{ title: 'Not Found Error', resource_id: params.id }] }),
  ),
  http.get(`${LINKEDIN_API}/rest/posts/:urn`, ({ params }) =>
    found(String(params.urn))
      ? HttpResponse.json({ commentary: WORDS, content: { media: { id: 'urn:li:image:1' } } })
      : gone(),
  ),
  http.get(`${PINTEREST_API}/pins/:id`, ({ params }) =>
    found(String(params.id)) ? HttpResponse.json({ id: params.id, description: WORDS }) : gone(),
  ),
  http.get(`${YOUTUBE_API}/videos`, ({ request }) => {
    const id = new URL(request.url).searchParams.get('id') ?? '';
    return HttpResponse.json({
      items: found(id) ? [{ id, snippet: { description: WORDS } }] : [],
    });
  }),
  http.get(`${GBP_API}/accounts/1/locations/2/localPosts/:id`, ({ params }) =>
    found(String(params.id))
      ? HttpResponse.json({
          summary: WORDS,
          searchUrl: 'https://local.google.com/place?post=1',
          media: [{ mediaFormat: 'PHOTO' }],
        })
      : gone(),
  ),
  http.get(`${GRAPH}/:id`, ({ params, request }) => {
    if (!found(String(params.id))) return graphGone();
    const fields = new URL(request.url).searchParams.get('fields') ?? '';
    return fields.includes('caption')
      ? HttpResponse.json({
          caption: WORDS,
          permalink: 'https://www.instagram.com/p/abc/',
          children: { data: [{ id: 'c1' }, { id: 'c2' }] },
        })
      : HttpResponse.json({
          message: WORDS,
          permalink_url: 'https://www.facebook.com/1001/posts/1',
          attachments: { data: [{ media_type: 'photo' }] },
        });
  }),
  http.get(`${THREADS_GRAPH}/:id`, ({ params }) =>
    found(String(params.id))
      ? HttpResponse.json({
          text: WORDS,
          permalink: 'https://www.threads.net/@author/post/1',
          media_type: 'TEXT_POST',
        })
      : graphGone(),
  ),
  http.post(`${TIKTOK_API}/v2/video/query/`, async ({ request }) => {
    const body = (await request.json()) as { filters: { video_ids: string[] } };
    const id = body.filters.video_ids[0] ?? '';
    return HttpResponse.json({
      data: {
        videos: found(id)
          ? [
              {
                id,
                share_url: `https://www.tiktok.com/@author/video/${id}`,
                video_description: WORDS,
              },
            ]
          : [],
      },
      error: { code: 'ok' },
    });
  }),
);

testEnv({
  GOOGLE_CLIENT_ID: 'g',
  GOOGLE_CLIENT_SECRET: 'g',
  X_CLIENT_ID: 'x',
  X_CLIENT_SECRET: 'x',
  LINKEDIN_CLIENT_ID: 'l',
  LINKEDIN_CLIENT_SECRET: 'l',
  PINTEREST_CLIENT_ID: 'p',
  PINTEREST_CLIENT_SECRET: 'p',
  TIKTOK_CLIENT_ID: 't',
  TIKTOK_CLIENT_SECRET: 't',
  THREADS_CLIENT_ID: 'th',
  THREADS_CLIENT_SECRET: 'th',
  META_CLIENT_ID: 'm',
  META_CLIENT_SECRET: 'm',
});

const oauth = { accessToken: 'token', refreshToken: 'refresh', accessTokenExpiresAt: LATER };

/** Each adapter, its secrets, the id of a post it has and of one it has not, what it shows. */
const CASES: {
  provider: Provider;
  secrets: ChannelSecrets;
  have: string;
  missing: string;
  url: string | null;
  media: number;
}[] = [
  {
    provider: mastodon,
    secrets: { instanceUrl: MASTODON, accessToken: 'token', accountId: '42' },
    have: '101',
    missing: '102',
    url: `${MASTODON}/@bob/101`,
    media: 1,
  },
  {
    provider: bluesky,
    secrets: { service: PDS, identifier: 'author.test', appPassword: 'app-pass-1234' },
    have: 'at://did:plc:author/app.bsky.feed.post/3k1',
    missing: 'at://did:plc:author/app.bsky.feed.post/3k2',
    url: 'https://bsky.app/profile/author.test/post/3k1',
    media: 1,
  },
  {
    provider: x,
    secrets: { ...oauth, userId: '42', username: 'author' },
    have: '1801',
    missing: '1802',
    url: 'https://x.com/author/status/1801',
    media: 1,
  },
  {
    provider: linkedin,
    secrets: { ...oauth, personUrn: 'urn:li:person:abc' },
    have: 'urn:li:share:1',
    missing: 'urn:li:share:2',
    url: 'https://www.linkedin.com/feed/update/urn:li:share:1/',
    media: 1,
  },
  {
    provider: pinterest,
    secrets: { ...oauth, username: 'bakery' },
    have: '9001',
    missing: '9002',
    url: 'https://www.pinterest.com/pin/9001/',
    media: 1,
  },
  {
    provider: youtube,
    secrets: { ...oauth, channelId: 'UCbakery' },
    have: 'vid1',
    missing: 'vid2',
    url: 'https://www.youtube.com/watch?v=vid1',
    media: 1,
  },
  {
    provider: googleBusiness,
    secrets: { ...oauth, locationName: 'accounts/1/locations/2' },
    have: 'accounts/1/locations/2/localPosts/p1',
    missing: 'accounts/1/locations/2/localPosts/p2',
    url: 'https://local.google.com/place?post=1',
    media: 1,
  },
  {
    provider: facebook,
    secrets: { pageId: '1001', accessToken: 'page-token' },
    have: '1001_1',
    missing: '1001_2',
    url: 'https://www.facebook.com/1001/posts/1',
    media: 1,
  },
  {
    provider: instagram,
    secrets: { igUserId: '17841', pageId: '1001', accessToken: 'page-token' },
    have: '1791',
    missing: '1792',
    url: 'https://www.instagram.com/p/abc/',
    media: 2,
  },
  {
    provider: threads,
    secrets: { threadsUserId: '77', accessToken: 'long', accessTokenExpiresAt: LATER },
    have: '181',
    missing: '182',
    url: 'https://www.threads.net/@author/post/1',
    media: 0,
  },
  {
    provider: tiktok,
    secrets: { ...oauth, openId: 'open-1' },
    have: '7301',
    missing: '7302',
    url: 'https://www.tiktok.com/@author/video/7301',
    media: 1,
  },
];

const { ctx: context } = savingContext();

describe('read-back by network id', () => {
  it.each(CASES.map((item) => [item.provider.id, item] as const))(
    '%s: finds a post it has, with its link, words and media, and answers null for one it has not',
    async (_name, item) => {
      const ctx = context();
      const sent = { text: WORDS, mediaCount: item.media };
      const read = await item.provider.readBack(
        { ...sent, externalId: item.have },
        item.secrets,
        ctx,
      );
      expect(read?.url).toBe(item.url);
      expect(read?.text?.trim()).toBe(WORDS);
      expect(read?.mediaCount).toBe(item.media);
      expect(
        await item.provider.readBack({ ...sent, externalId: item.missing }, item.secrets, ctx),
      ).toBeNull();
    },
  );

  it('sandbox: echoes what it was sent, and has nothing for a post asked to be absent', async () => {
    const ctx = context();
    const kept = await sandbox.publish(
      { idempotencyKey: 'p_c', text: WORDS, media: [], attemptedAt: new Date() },
      { handle: '@s' },
      ctx,
    );
    const absent = await sandbox.publish(
      {
        idempotencyKey: 'q_c',
        text: `${WORDS} [sandbox:absent]`,
        media: [],
        attemptedAt: new Date(),
      },
      { handle: '@s' },
      ctx,
    );
    const sent = { text: WORDS, mediaCount: 0 };
    expect(
      await sandbox.readBack({ ...sent, externalId: kept.externalId }, { handle: '@s' }, ctx),
    ).toEqual({ url: kept.url, text: WORDS, mediaCount: 0 });
    expect(
      await sandbox.readBack({ ...sent, externalId: absent.externalId }, { handle: '@s' }, ctx),
    ).toBeNull();
  });
});
