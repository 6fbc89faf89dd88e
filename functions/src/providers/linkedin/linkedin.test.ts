import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  failure,
  mockNetwork,
  requestMaker,
  savingContext,
  testEnv,
} from '../../../../test/support/functions/providerKit';
import type { ChannelSecrets } from '../types';
import { linkedin, linkedinOAuth } from './linkedin';
import { VIDEO_POLL } from './linkedinMedia';
import { linkedinPage, linkedinPageOAuth } from './linkedinPages';
import { fromLittleText, toLittleText } from './linkedinText';

const API = 'https://api.linkedin.com';
const OAUTH = 'https://www.linkedin.com/oauth/v2';
const UPLOADS = 'https://upload.linkedin.test';
const PERSON = 'urn:li:person:abc123';

// A small LinkedIn: the posts it accepted, the images uploaded to it, the tokens it honours, and
// the request count of each kind.
interface LinkedIn {
  posts: {
    id: string;
    author: string;
    commentary: string;
    createdAt: number;
    content?: unknown;
  }[];
  postCalls: number;
  images: Map<string, { contentType: string | null; size: number } | null>;
  validTokens: Set<string>;
  refreshes: number;
  revoked: string[];
  versions: Set<string>;
  imageOwners: string[];
}
let li: LinkedIn;

function authorised(request: Request): boolean {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  return li.validTokens.has(token);
}
const unauthorised = () =>
  HttpResponse.json(
    {
      status: 401,
      serviceErrorCode: 65601,
      code: 'REVOKED_ACCESS_TOKEN',
      message: 'The token used in the request has been revoked by the user',
    },
    { status: 401 },
  );

/** Every /rest call must name the API version and the Rest.li protocol. */
function versioned(request: Request): boolean {
  const version = request.headers.get('linkedin-version') ?? '';
  li.versions.add(version);
  return /^\d{6}$/.test(version) && request.headers.get('x-restli-protocol-version') === '2.0.0';
}

async function acceptPost(request: Request) {
  li.postCalls++;
  const body = (await request.json()) as { author: string; commentary: string; content?: unknown };
  const id = `urn:li:share:70000000000${li.posts.length}`;
  li.posts.push({
    id,
    author: body.author,
    commentary: body.commentary,
    createdAt: Date.now(),
    content: body.content,
  });
  return id;
}

const server = mockNetwork(
  http.post(`${OAUTH}/accessToken`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    if (form.get('client_id') !== 'li-client' || form.get('client_secret') !== 'li-secret') {
      return HttpResponse.json({ error: 'invalid_client' }, { status: 401 });
    }
    const grant = form.get('grant_type');
    if (
      grant === 'authorization_code' &&
      form.get('code') === 'good-code' &&
      form.get('redirect_uri') === 'https://app.test/oauth'
    ) {
      li.validTokens.add('li-access-1');
      return HttpResponse.json({
        access_token: 'li-access-1',
        expires_in: 5_184_000,
        refresh_token: 'li-refresh-1',
        refresh_token_expires_in: 31_536_000,
        scope: 'openid,profile,w_member_social',
      });
    }
    if (grant === 'refresh_token' && form.get('refresh_token') === 'li-refresh-1') {
      li.refreshes++;
      li.validTokens.add('li-access-2');
      return HttpResponse.json({
        access_token: 'li-access-2',
        expires_in: 5_184_000,
        refresh_token: 'li-refresh-1',
      });
    }
    return HttpResponse.json(
      { error: 'invalid_grant', error_description: 'The provided authorization grant is invalid' },
      { status: 400 },
    );
  }),
  http.post(`${OAUTH}/revoke`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    li.revoked.push(form.get('token') ?? '');
    return new HttpResponse(null, { status: 200 });
  }),
  http.get(`${API}/v2/userinfo`, ({ request }) =>
    authorised(request)
      ? HttpResponse.json({
          sub: 'abc123',
          name: 'Ada Lovelace',
          given_name: 'Ada',
          family_name: 'Lovelace',
          picture: 'https://media.licdn.test/ada.jpg',
        })
      : unauthorised(),
  ),
  http.post(`${API}/rest/images`, async ({ request }) => {
    if (!authorised(request)) return unauthorised();
    if (
      !versioned(request) ||
      new URL(request.url).searchParams.get('action') !== 'initializeUpload'
    )
      return HttpResponse.json({ message: 'bad request' }, { status: 400 });
    const body = (await request.json()) as { initializeUploadRequest: { owner: string } };
    li.imageOwners.push(body.initializeUploadRequest.owner);
    if (![PERSON, 'urn:li:organization:5515'].includes(body.initializeUploadRequest.owner))
      return HttpResponse.json({ message: 'owner mismatch' }, { status: 403 });
    const n = li.images.size + 1;
    li.images.set(`urn:li:image:img${n}`, null);
    return HttpResponse.json({
      value: {
        uploadUrlExpiresAt: Date.now() + 3_600_000,
        uploadUrl: `${UPLOADS}/img${n}`,
        image: `urn:li:image:img${n}`,
      },
    });
  }),
  http.put(`${UPLOADS}/:name`, async ({ request, params }) => {
    if (!authorised(request)) return unauthorised();
    const bytes = await request.arrayBuffer();
    li.images.set(`urn:li:image:${String(params.name)}`, {
      contentType: request.headers.get('content-type'),
      size: bytes.byteLength,
    });
    return new HttpResponse(null, { status: 201 });
  }),
  http.post(`${API}/rest/posts`, async ({ request }) => {
    if (!authorised(request)) return unauthorised();
    if (!versioned(request)) return HttpResponse.json({ message: 'version' }, { status: 426 });
    const id = await acceptPost(request);
    return new HttpResponse(null, { status: 201, headers: { 'x-restli-id': id } });
  }),
  http.get(`${API}/rest/posts`, ({ request }) => {
    if (!authorised(request)) return unauthorised();
    const query = new URL(request.url).searchParams;
    if (!versioned(request) || query.get('q') !== 'author')
      return HttpResponse.json({ message: 'finder' }, { status: 400 });
    const author = query.get('author');
    return HttpResponse.json({
      elements: li.posts
        .filter((post) => post.author === author)
        .reverse()
        .map((post) => ({ ...post, lifecycleState: 'PUBLISHED', visibility: 'PUBLIC' })),
    });
  }),
  http.get(`${API}/rest/socialActions/:urn`, ({ params, request }) => {
    if (!authorised(request)) return unauthorised();
    const urn = decodeURIComponent(String(params.urn));
    if (!li.posts.some((post) => post.id === urn))
      return HttpResponse.json({ message: 'Not found' }, { status: 404 });
    return HttpResponse.json({
      target: urn,
      likesSummary: { totalLikes: 12, aggregatedTotalLikes: 14, likedByCurrentUser: false },
      commentsSummary: { totalFirstLevelComments: 3, aggregatedTotalComments: 5 },
    });
  }),
  http.get(`${API}/rest/memberFollowersCount`, ({ request }) =>
    authorised(request)
      ? HttpResponse.json({ elements: [{ memberFollowersCount: 1234 }] })
      : unauthorised(),
  ),
);

beforeEach(() => {
  li = {
    posts: [],
    postCalls: 0,
    images: new Map(),
    validTokens: new Set(['li-access-1']),
    refreshes: 0,
    revoked: [],
    versions: new Set(),
    imageOwners: [],
  };
});

const { saved, ctx } = savingContext();
testEnv({ LINKEDIN_CLIENT_ID: 'li-client', LINKEDIN_CLIENT_SECRET: 'li-secret' });
const secrets: ChannelSecrets = {
  accessToken: 'li-access-1',
  refreshToken: 'li-refresh-1',
  accessTokenExpiresAt: Date.now() + 30 * 86_400_000,
  personUrn: PERSON,
};
const request = requestMaker({ idempotencyKey: 'post1_li' });

describe('linkedin.publish', () => {
  it('creates a public post as the member through the versioned Posts API and reads its URN from x-restli-id', async () => {
    const posted = await linkedin.publish(
      request('Launch day (finally) — see https://example.com/a_b #launch'),
      secrets,
      ctx(),
    );
    expect(posted).toEqual({
      externalId: 'urn:li:share:700000000000',
      url: 'https://www.linkedin.com/feed/update/urn:li:share:700000000000/',
    });
    expect(li.posts[0]).toMatchObject({
      author: PERSON,
      // Reserved characters escaped; the link and the hashtag left whole.
      commentary: 'Launch day \\(finally\\) — see https://example.com/a_b #launch',
    });
    expect([...li.versions]).toEqual(['202605']);
  });

  it('uploads each image, then attaches them with their alt text', async () => {
    const image = (alt: string, size: number) => ({
      bytes: new Uint8Array(size).fill(1),
      contentType: 'image/png',
      alt,
    });
    await linkedin.publish(
      request('Two pictures', { media: [image('A red bicycle', 2048), image('', 1024)] }),
      secrets,
      ctx(),
    );
    expect([...li.images]).toEqual([
      ['urn:li:image:img1', { contentType: 'image/png', size: 2048 }],
      ['urn:li:image:img2', { contentType: 'image/png', size: 1024 }],
    ]);
    expect(li.posts[0]?.content).toEqual({
      multiImage: {
        images: [
          { id: 'urn:li:image:img1', altText: 'A red bicycle' },
          { id: 'urn:li:image:img2' },
        ],
      },
    });
  });

  it('attaches a single image as media', async () => {
    const image = { bytes: new Uint8Array(10), contentType: 'image/jpeg', alt: 'Chart' };
    await linkedin.publish(request('One picture', { media: [image] }), secrets, ctx());
    expect(li.posts[0]?.content).toEqual({ media: { id: 'urn:li:image:img1', altText: 'Chart' } });
  });

  it('reports a 429 as rate limited with the wait from Retry-After', async () => {
    server.use(
      http.post(`${API}/rest/posts`, () =>
        HttpResponse.json(
          { status: 429, message: 'Resource level throttle limit' },
          { status: 429, headers: { 'retry-after': '120' } },
        ),
      ),
    );
    const error = await failure(linkedin.publish(request('hi'), secrets, ctx()));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterMs).toBe(120_000);
  });

  it('treats a 5xx before the post is sent as transient and posts nothing', async () => {
    server.use(
      http.post(`${API}/rest/images`, () =>
        HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    const image = { bytes: new Uint8Array(10), contentType: 'image/png', alt: '' };
    const error = await failure(
      linkedin.publish(request('pic', { media: [image] }), secrets, ctx()),
    );
    expect(error.kind).toBe('transient');
    expect(li.postCalls).toBe(0);
  });

  it('reports a time-out after sending as an unknown outcome, sends once, and reconciliation finds the post', async () => {
    server.use(
      http.post(`${API}/rest/posts`, async ({ request: incoming }) => {
        await acceptPost(incoming);
        await delay('infinite');
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const text = 'Slow network [draft] *really*';
    const error = await failure(linkedin.publish(request(text), secrets, ctx()));
    expect(error.kind).toBe('unknown_outcome');
    expect(li.postCalls).toBe(1);

    server.resetHandlers();
    expect(await linkedin.lookup(request(text), secrets, ctx())).toEqual({
      externalId: 'urn:li:share:700000000000',
      url: 'https://www.linkedin.com/feed/update/urn:li:share:700000000000/',
    });
    expect(li.postCalls).toBe(1);
  });

  it('reconciliation answers null when no post with the text was made since the attempt', async () => {
    await linkedin.publish(request('Something else'), secrets, ctx());
    expect(await linkedin.lookup(request('The lost one'), secrets, ctx())).toBeNull();
    li.posts[0] = {
      ...(li.posts[0] as LinkedIn['posts'][number]),
      createdAt: Date.now() - 3_600_000,
    };
    expect(await linkedin.lookup(request('Something else'), secrets, ctx())).toBeNull();
  });

  it('takes a duplicate refusal for our own earlier post as success', async () => {
    const first = await linkedin.publish(request('Only once'), secrets, ctx());
    server.use(
      http.post(`${API}/rest/posts`, () =>
        HttpResponse.json(
          {
            status: 422,
            message: `Content is a duplicate of ${first.externalId}`,
            errorDetails: { inputErrors: [{ code: 'DUPLICATE_POST' }] },
          },
          { status: 422 },
        ),
      ),
    );
    expect(await linkedin.publish(request('Only once'), secrets, ctx())).toEqual(first);
    expect(li.posts).toHaveLength(1);
  });

  it('reports 401 as auth (the channel needs reconnecting) when the token is revoked and cannot be renewed', async () => {
    const error = await failure(
      linkedin.publish(request('hi'), { accessToken: 'revoked', personUrn: PERSON }, ctx()),
    );
    expect(error.kind).toBe('auth');
    expect(error.status).toBe(401);
    expect(li.postCalls).toBe(0);
  });

  it('renews an expired access token with the refresh token, saves it first, then posts', async () => {
    const stale = {
      ...secrets,
      accessToken: 'li-expired',
      accessTokenExpiresAt: Date.now() - 1000,
    };
    const posted = await linkedin.publish(request('after refresh'), stale, ctx());
    expect(posted.externalId).toMatch(/^urn:li:share:/);
    expect(li.refreshes).toBe(1);
    expect(saved).toEqual([
      expect.objectContaining({
        accessToken: 'li-access-2',
        refreshToken: 'li-refresh-1',
        personUrn: PERSON,
      }),
    ]);
  });

  it('refuses a thread reply before sending anything: LinkedIn has no threads', async () => {
    const parent = { externalId: 'urn:li:share:1', url: '' };
    const error = await failure(
      linkedin.publish(request('2/2', { replyTo: { parent, root: parent } }), secrets, ctx()),
    );
    expect(error.kind).toBe('permanent');
    expect(li.postCalls).toBe(0);
  });
});

describe('linkedin metrics', () => {
  it('reads likes and comments per post from socialActions, skipping deleted posts', async () => {
    const posted = await linkedin.publish(request('count me'), secrets, ctx());
    const metrics = await linkedin.postMetrics(
      [posted.externalId, 'urn:li:share:404'],
      secrets,
      ctx(),
    );
    expect([...metrics]).toEqual([[posted.externalId, { likes: 14, reposts: 0, replies: 5 }]]);
  });

  it("reads the member's follower count", async () => {
    expect(await linkedin.channelMetrics(secrets, ctx())).toEqual({ followers: 1234 });
  });

  it('says plainly when LinkedIn does not share the follower count with the app', async () => {
    server.use(
      http.get(`${API}/rest/memberFollowersCount`, () =>
        HttpResponse.json({ message: 'Not enough permissions' }, { status: 403 }),
      ),
    );
    const error = await failure(linkedin.channelMetrics(secrets, ctx()));
    expect(error.kind).toBe('permanent');
    expect(error.message).toContain('follower count');
  });
});

describe('linkedin OAuth and tokens', () => {
  it('sends the member to the authorisation page with the OpenID and posting scopes', async () => {
    const { authorizeUrl, pending } = await linkedinOAuth.start(
      { redirectUri: 'https://app.test/oauth', state: 'st-1' },
      {},
    );
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${OAUTH}/authorization`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'li-client',
      redirect_uri: 'https://app.test/oauth',
      state: 'st-1',
      scope: 'openid profile w_member_social',
    });
    expect(pending).toEqual({});
  });

  it('says the network is not set up when the server has no client id or secret', async () => {
    vi.stubEnv('LINKEDIN_CLIENT_SECRET', '');
    const error = await failure(
      linkedinOAuth.start({ redirectUri: 'https://app.test/oauth', state: 's' }, {}),
    );
    expect(error.kind).toBe('permanent');
    expect(error.message).toBe('LinkedIn is not set up on this server.');
  });

  it('exchanges the code, reads the member from userinfo and keeps the tokens with their expiry', async () => {
    const before = Date.now();
    const account = await linkedinOAuth.complete(
      { code: 'good-code', redirectUri: 'https://app.test/oauth', pending: {} },
      {},
    );
    expect(account).toMatchObject({
      accountId: 'abc123',
      handle: 'Ada Lovelace',
      displayName: 'Ada Lovelace',
      avatarUrl: 'https://media.licdn.test/ada.jpg',
      secrets: { personUrn: PERSON, accessToken: 'li-access-1', refreshToken: 'li-refresh-1' },
    });
    // Access tokens last 60 days.
    const lifetime = (account.tokenExpiresAt?.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThanOrEqual(5_184_000_000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(5_184_000_000 + 5000);
  });

  it('asks to connect again when the code is refused', async () => {
    const error = await failure(
      linkedinOAuth.complete(
        { code: 'used', redirectUri: 'https://app.test/oauth', pending: {} },
        {},
      ),
    );
    expect(error.kind).toBe('auth');
    // The network's words stay with the error for the log, out of the message users see.
    expect(error.remote).toContain('invalid_grant');
    expect(error.message).not.toContain('invalid_grant');
  });

  it('refreshes the tokens ahead of expiry and saves them', async () => {
    const refreshed = await linkedin.refresh?.(secrets, ctx());
    expect(refreshed?.secrets).toMatchObject({
      accessToken: 'li-access-2',
      refreshToken: 'li-refresh-1',
      personUrn: PERSON,
    });
    expect(refreshed?.tokenExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    expect(saved).toHaveLength(1);
  });

  it('asks to reconnect when there is no refresh token to renew with', async () => {
    const error = await failure(
      linkedin.refresh?.({ accessToken: 'li-access-1', personUrn: PERSON }, ctx()) ??
        Promise.resolve(),
    );
    expect(error.kind).toBe('auth');
  });

  it('revokes the access token on disconnect', async () => {
    await linkedin.revoke?.(secrets, ctx());
    expect(li.revoked).toEqual(['li-access-1']);
  });
});

describe('little text', () => {
  it('escapes every reserved character outside links and hashtags, and reads back the same text', () => {
    const text = 'a\\b|c{d}e@f[g]h(i)j<k>l#m *n* _o_ ~p~ # #tag_1 https://x.test/a_(b)';
    const little = toLittleText(text);
    expect(little).toBe(
      'a\\\\b\\|c\\{d\\}e\\@f\\[g\\]h\\(i\\)j\\<k\\>l#m \\*n\\* \\_o\\_ \\~p\\~ \\# #tag_1 https://x.test/a_(b)',
    );
    expect(fromLittleText(little)).toBe(text);
  });
});

describe('linkedin company pages, videos and documents', () => {
  const ORG = 'urn:li:organization:5515';
  const page: ChannelSecrets = { ...secrets, organizationUrn: ORG };
  let videos: Map<
    string,
    { parts: number; finalized: string[] | null; polls: number; owner: string }
  >;
  let documents: { owner: string; size: number }[];

  beforeEach(() => {
    VIDEO_POLL.intervalMs = 1;
    videos = new Map();
    documents = [];
    server.use(
      http.post(`${API}/rest/videos`, async ({ request: incoming }) => {
        if (!authorised(incoming) || !versioned(incoming)) return unauthorised();
        const action = new URL(incoming.url).searchParams.get('action');
        const body = (await incoming.json()) as Record<string, Record<string, unknown>>;
        if (action === 'initializeUpload') {
          const init = body.initializeUploadRequest as { owner: string; fileSizeBytes: number };
          const id = `urn:li:video:v${videos.size + 1}`;
          videos.set(id, { parts: 0, finalized: null, polls: 0, owner: init.owner });
          const half = Math.ceil(init.fileSizeBytes / 2);
          return HttpResponse.json({
            value: {
              uploadUrlsExpireAt: Date.now() + 3_600_000,
              video: id,
              uploadInstructions: [
                { uploadUrl: `${UPLOADS}/video-part-1`, firstByte: 0, lastByte: half - 1 },
                {
                  uploadUrl: `${UPLOADS}/video-part-2`,
                  firstByte: half,
                  lastByte: init.fileSizeBytes - 1,
                },
              ],
              uploadToken: 'tok',
            },
          });
        }
        const finalize = body.finalizeUploadRequest as { video: string; uploadedPartIds: string[] };
        const video = videos.get(finalize.video);
        if (video) video.finalized = finalize.uploadedPartIds;
        return new HttpResponse(null, { status: 200 });
      }),
      http.put(`${UPLOADS}/:part`, async ({ request: incoming, params }) => {
        const bytes = await incoming.arrayBuffer();
        if (String(params.part).startsWith('video-part')) {
          const video = [...videos.values()].at(-1);
          if (video) video.parts++;
          return new HttpResponse(null, {
            status: 200,
            headers: { etag: `etag-${params.part}-${bytes.byteLength}` },
          });
        }
        documents.push({ owner: 'uploaded', size: bytes.byteLength });
        return new HttpResponse(null, { status: 201 });
      }),
      http.get(`${API}/rest/videos/:urn`, ({ params }) => {
        const video = videos.get(decodeURIComponent(String(params.urn)));
        if (!video) return HttpResponse.json({ message: 'not found' }, { status: 404 });
        video.polls++;
        const status = video.owner.endsWith('broken')
          ? 'PROCESSING_FAILED'
          : video.polls >= 2
            ? 'AVAILABLE'
            : 'PROCESSING';
        return HttpResponse.json({ id: params.urn, status });
      }),
      http.post(`${API}/rest/documents`, async ({ request: incoming }) => {
        const body = (await incoming.json()) as { initializeUploadRequest: { owner: string } };
        documents.push({ owner: body.initializeUploadRequest.owner, size: 0 });
        return HttpResponse.json({
          value: { uploadUrl: `${UPLOADS}/doc1`, document: 'urn:li:document:d1' },
        });
      }),
      http.get(`${API}/rest/organizationAcls`, ({ request: incoming }) =>
        authorised(incoming)
          ? HttpResponse.json({
              elements: [
                {
                  organization: ORG,
                  role: 'ADMINISTRATOR',
                  state: 'APPROVED',
                  roleAssignee: PERSON,
                },
                {
                  organization: 'urn:li:organization:7777',
                  role: 'ADMINISTRATOR',
                  state: 'APPROVED',
                  roleAssignee: PERSON,
                },
              ],
            })
          : unauthorised(),
      ),
      http.get(`${API}/rest/organizations/:id`, ({ params }) =>
        HttpResponse.json({
          id: Number(params.id),
          localizedName: params.id === '5515' ? 'Corner Bakery' : 'Bakery Group',
          vanityName: params.id === '5515' ? 'corner-bakery' : undefined,
        }),
      ),
      http.get(`${API}/rest/networkSizes/:urn`, ({ params, request: incoming }) =>
        decodeURIComponent(String(params.urn)) === ORG &&
        new URL(incoming.url).searchParams.get('edgeType') === 'COMPANY_FOLLOWED_BY_MEMBER'
          ? HttpResponse.json({ firstDegreeSize: 987 })
          : HttpResponse.json({ message: 'bad' }, { status: 400 }),
      ),
    );
  });

  it('posts as the company page, the page owning its images', async () => {
    const image = { bytes: new Uint8Array(10), contentType: 'image/png', alt: 'Shopfront' };
    await linkedinPage.publish(request('From the page', { media: [image] }), page, ctx());
    expect(li.posts[0]).toMatchObject({
      author: ORG,
      content: { media: { id: 'urn:li:image:img1', altText: 'Shopfront' } },
    });
  });

  it('uploads a video in the parts LinkedIn plans, finalises with their ETags, waits for processing, then posts it', async () => {
    const video = { bytes: new Uint8Array(3001).fill(4), contentType: 'video/mp4', alt: '' };
    await linkedinPage.publish(
      request('Video', { media: [video], options: { title: 'Our ovens' } }),
      page,
      ctx(),
    );
    expect(videos.get('urn:li:video:v1')).toEqual({
      parts: 2,
      finalized: ['etag-video-part-1-1501', 'etag-video-part-2-1500'],
      polls: 2,
      owner: ORG,
    });
    expect(li.posts[0]?.content).toEqual({ media: { id: 'urn:li:video:v1', title: 'Our ovens' } });
  });

  it('says plainly when LinkedIn cannot process the video, and posts nothing', async () => {
    const video = { bytes: new Uint8Array(10), contentType: 'video/mp4', alt: '' };
    const error = await failure(
      linkedinPage.publish(
        request('x', { media: [video] }),
        { ...page, organizationUrn: 'urn:li:organization:broken' },
        ctx(),
      ),
    );
    expect(error.kind).toBe('permanent');
    expect(error.message).toContain('could not process the video');
    expect(li.postCalls).toBe(0);
  });

  it('posts a PDF as a document with its title, for members too', async () => {
    const pdf = { bytes: new Uint8Array(64), contentType: 'application/pdf', alt: '' };
    await linkedin.publish(
      request('Our menu', { media: [pdf], options: { title: 'Winter menu' } }),
      secrets,
      ctx(),
    );
    expect(documents).toEqual([
      { owner: PERSON, size: 0 },
      { owner: 'uploaded', size: 64 },
    ]);
    expect(li.posts[0]?.content).toEqual({
      media: { id: 'urn:li:document:d1', title: 'Winter menu' },
    });
  });

  it("reads the page's followers", async () => {
    expect(await linkedinPage.channelMetrics(page, ctx())).toEqual({ followers: 987 });
  });

  it('connects every page the member administers, with the organisation scopes', async () => {
    const { authorizeUrl } = await linkedinPageOAuth.start(
      { redirectUri: 'https://app.test/oauth', state: 'st-9' },
      {},
    );
    expect(new URL(authorizeUrl).searchParams.get('scope')).toContain('w_organization_social');
    const account = await linkedinPageOAuth.complete(
      { code: 'good-code', redirectUri: 'https://app.test/oauth', pending: {} },
      {},
    );
    expect(account).toMatchObject({
      accountId: ORG,
      handle: 'linkedin.com/company/corner-bakery',
      displayName: 'Corner Bakery',
      secrets: { organizationUrn: ORG, personUrn: PERSON, accessToken: 'li-access-1' },
    });
    expect(account.alsoConnected?.map((item) => [item.provider, item.account.displayName])).toEqual(
      [['linkedin_page', 'Bakery Group']],
    );
  });
});

describe('linkedin first comment', () => {
  const POST = 'urn:li:share:7000000000001';
  const root = { externalId: POST, url: `https://www.linkedin.com/feed/update/${POST}/` };
  let comments: { urn: string; actor: string; object: string; text: string; time: number }[];
  let commentCalls: number;

  const accept = async (incoming: Request, params: Record<string, unknown>) => {
    commentCalls++;
    const body = (await incoming.json()) as {
      actor: string;
      object: string;
      message: { text: string };
    };
    const urn = `urn:li:comment:(urn:li:activity:1,${6000 + comments.length})`;
    comments.push({
      urn,
      actor: body.actor,
      object: decodeURIComponent(String(params.urn)),
      text: body.message.text,
      time: Date.now(),
    });
    return urn;
  };
  const commentsApi = () => [
    http.post(`${API}/rest/socialActions/:urn/comments`, async ({ request: incoming, params }) => {
      if (!authorised(incoming)) return unauthorised();
      if (!versioned(incoming)) return HttpResponse.json({ message: 'version' }, { status: 426 });
      const urn = await accept(incoming, params);
      return HttpResponse.json({ $URN: urn, id: urn.slice(-5, -1) }, { status: 201 });
    }),
    http.get(`${API}/rest/socialActions/:urn/comments`, ({ request: incoming, params }) => {
      if (!authorised(incoming)) return unauthorised();
      const object = decodeURIComponent(String(params.urn));
      return HttpResponse.json({
        elements: comments
          .filter((comment) => comment.object === object)
          .map((comment) => ({
            $URN: comment.urn,
            actor: comment.actor,
            object: comment.object,
            message: { text: comment.text },
            created: { time: comment.time, actor: comment.actor },
          })),
      });
    }),
  ];
  const commentRequest = (text: string) =>
    request(text, { idempotencyKey: 'post1_li_comment', replyTo: { root, parent: root } });

  beforeEach(() => {
    comments = [];
    commentCalls = 0;
    server.use(...commentsApi());
  });

  it('comments on the post as the member through the Comments API and records the comment URN', async () => {
    const posted = await linkedin.comment?.(
      commentRequest('Sign up at example.test'),
      secrets,
      ctx(),
    );
    expect(comments).toEqual([
      expect.objectContaining({ actor: PERSON, object: POST, text: 'Sign up at example.test' }),
    ]);
    expect(posted).toEqual({
      externalId: 'urn:li:comment:(urn:li:activity:1,6000)',
      url: `${root.url}?commentUrn=${encodeURIComponent('urn:li:comment:(urn:li:activity:1,6000)')}`,
    });
  });

  it('treats a 503 on the comment as transient, writes nothing, and the next attempt comments once', async () => {
    server.use(
      http.post(`${API}/rest/socialActions/:urn/comments`, () =>
        HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
      ),
    );
    const error = await failure(
      linkedin.comment?.(
        commentRequest('Link in the comments'),
        secrets,
        ctx(),
      ) as Promise<unknown>,
    );
    expect(error.kind).toBe('transient');
    expect(comments).toHaveLength(0);

    server.resetHandlers();
    server.use(...commentsApi());
    await linkedin.comment?.(commentRequest('Link in the comments'), secrets, ctx());
    expect(comments).toHaveLength(1);
  });

  it('reports a time-out after the comment was sent as an unknown outcome, and the lookup finds it without commenting again', async () => {
    server.use(
      http.post(
        `${API}/rest/socialActions/:urn/comments`,
        async ({ request: incoming, params }) => {
          await accept(incoming, params);
          await delay('infinite');
          return new HttpResponse(null, { status: 201 });
        },
      ),
    );
    const error = await failure(
      linkedin.comment?.(commentRequest('Slow comment'), secrets, ctx()) as Promise<unknown>,
    );
    expect(error.kind).toBe('unknown_outcome');
    expect(commentCalls).toBe(1);

    server.resetHandlers();
    server.use(...commentsApi());
    expect(await linkedin.findComment?.(commentRequest('Slow comment'), secrets, ctx())).toEqual({
      externalId: 'urn:li:comment:(urn:li:activity:1,6000)',
      url: `${root.url}?commentUrn=${encodeURIComponent('urn:li:comment:(urn:li:activity:1,6000)')}`,
    });
    expect(await linkedin.findComment?.(commentRequest('Another one'), secrets, ctx())).toBeNull();
    expect(commentCalls).toBe(1);
  });
});

describe('LinkedIn duplicate content', () => {
  it('reports the duplicate of an older post as duplicate_content, a permanent refusal', async () => {
    server.use(
      http.post(`${API}/rest/posts`, () =>
        HttpResponse.json(
          {
            status: 422,
            message: 'Content is a duplicate of urn:li:share:7000000000000000000',
            errorDetails: { inputErrors: [{ code: 'DUPLICATE_POST' }] },
          },
          { status: 422 },
        ),
      ),
    );
    const error = await failure(linkedin.publish(request('Seen before'), secrets, ctx()));
    expect(error.kind).toBe('permanent');
    expect(error.code).toBe('duplicate_content');
    expect(error.message).toBe('LinkedIn refuses a post identical to an earlier one.');
  });
});
