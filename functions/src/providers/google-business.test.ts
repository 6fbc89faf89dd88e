import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  failure,
  mockNetwork,
  requestMaker,
  savingContext,
  testEnv,
} from '../../../test/support/functions/providerKit';
import { googleBusiness, googleBusinessOAuth } from './googleBusiness';
import type { ChannelSecrets } from './types';

const API = 'https://mybusiness.googleapis.com/v4';
const LOCATION = 'accounts/111/locations/222';
const TOKEN = 'https://oauth2.googleapis.com/token';

// A small Business Profile: one location's local posts and the tokens it honours.
interface Business {
  posts: { name: string; body: Record<string, unknown>; createTime: string }[];
  postCalls: number;
  tokens: Set<string>;
}
let gb: Business;

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
  gb.tokens.has(request.headers.get('authorization')?.replace('Bearer ', '') ?? '');

async function acceptPost(request: Request) {
  gb.postCalls++;
  const body = (await request.json()) as Record<string, unknown>;
  const name = `${LOCATION}/localPosts/${gb.posts.length + 1}`;
  gb.posts.push({ name, body, createTime: new Date().toISOString() });
  return { name, body };
}

const server = mockNetwork(
  http.post(`${API}/${LOCATION}/localPosts`, async ({ request }) => {
    if (!authorised(request)) return unauthorised();
    const { name, body } = await acceptPost(request);
    return HttpResponse.json({
      ...body,
      name,
      state: 'LIVE',
      searchUrl: `https://local.google.test/${name}`,
    });
  }),
  http.get(`${API}/${LOCATION}/localPosts`, () =>
    HttpResponse.json({
      localPosts: [...gb.posts].reverse().map((post) => ({
        name: post.name,
        summary: post.body.summary,
        createTime: post.createTime,
        state: 'LIVE',
        searchUrl: `https://local.google.test/${post.name}`,
      })),
    }),
  ),
  http.post(`${API}/${LOCATION}/localPosts:reportInsights`, async ({ request }) => {
    const { localPostNames } = (await request.json()) as { localPostNames: string[] };
    return HttpResponse.json({
      name: LOCATION,
      localPostMetrics: localPostNames
        .filter((name) => gb.posts.some((post) => post.name === name))
        .map((name) => ({
          localPostName: name,
          metricValues: [
            {
              metric: 'LOCAL_POST_VIEWS_SEARCH',
              totalValue: { metricOption: 'AGGREGATED_TOTAL', value: '420' },
            },
            {
              metric: 'LOCAL_POST_ACTIONS_CALL_TO_ACTION',
              totalValue: { metricOption: 'AGGREGATED_TOTAL', value: '17' },
            },
          ],
        })),
    });
  }),
  http.get('https://mybusinessaccountmanagement.googleapis.com/v1/accounts', () =>
    HttpResponse.json({
      accounts: [{ name: 'accounts/111', accountName: 'Corner Bakery Ltd', type: 'PERSONAL' }],
    }),
  ),
  http.get(
    'https://mybusinessbusinessinformation.googleapis.com/v1/accounts/111/locations',
    ({ request }) => {
      expect(new URL(request.url).searchParams.get('readMask')).toContain('title');
      return HttpResponse.json({
        locations: [
          {
            name: 'locations/222',
            title: 'Corner Bakery',
            storefrontAddress: { locality: 'Leeds' },
          },
          { name: 'locations/333', title: 'Corner Bakery Station' },
        ],
      });
    },
  ),
  http.post(TOKEN, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    if (form.get('grant_type') === 'authorization_code' && form.get('code') === 'good-code') {
      gb.tokens.add('gb-1');
      return HttpResponse.json({
        access_token: 'gb-1',
        expires_in: 3599,
        refresh_token: 'gb-refresh',
        token_type: 'Bearer',
      });
    }
    return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
  }),
);

beforeEach(() => {
  gb = { posts: [], postCalls: 0, tokens: new Set(['gb-1']) };
});

const { ctx } = savingContext();
testEnv({ GOOGLE_CLIENT_ID: 'g-client', GOOGLE_CLIENT_SECRET: 'g-secret' });
const secrets: ChannelSecrets = {
  locationName: LOCATION,
  accessToken: 'gb-1',
  refreshToken: 'gb-refresh',
  accessTokenExpiresAt: Date.now() + 3_000_000,
};
const request = requestMaker({ idempotencyKey: 'post1_gb' });
const photo = {
  bytes: new Uint8Array(3),
  contentType: 'image/jpeg',
  alt: '',
  url: 'https://files.test/window.jpg',
};

describe('googleBusiness.publish', () => {
  it('posts an update with a picture and a call to action', async () => {
    const posted = await googleBusiness.publish(
      request('Hot cross buns are back', {
        media: [photo],
        options: { ctaType: 'ORDER', ctaUrl: 'https://bakery.test/order' },
      }),
      secrets,
      ctx(),
    );
    expect(posted).toEqual({
      externalId: `${LOCATION}/localPosts/1`,
      url: `https://local.google.test/${LOCATION}/localPosts/1`,
    });
    expect(gb.posts[0]?.body).toEqual({
      languageCode: 'en',
      summary: 'Hot cross buns are back',
      topicType: 'STANDARD',
      callToAction: { actionType: 'ORDER', url: 'https://bakery.test/order' },
      media: [{ mediaFormat: 'PHOTO', sourceUrl: 'https://files.test/window.jpg' }],
    });
  });

  it('posts an event with its schedule and an offer with its coupon', async () => {
    await googleBusiness.publish(
      request('Bread class', {
        options: {
          topicType: 'EVENT',
          eventTitle: 'Sourdough class',
          startsAt: '2026-12-05T10:00',
          endsAt: '2026-12-05T13:30',
        },
      }),
      secrets,
      ctx(),
    );
    expect(gb.posts[0]?.body.event).toEqual({
      title: 'Sourdough class',
      schedule: {
        startDate: { year: 2026, month: 12, day: 5 },
        startTime: { hours: 10, minutes: 0, seconds: 0, nanos: 0 },
        endDate: { year: 2026, month: 12, day: 5 },
        endTime: { hours: 13, minutes: 30, seconds: 0, nanos: 0 },
      },
    });
    await googleBusiness.publish(
      request('Two for one', {
        options: {
          topicType: 'OFFER',
          eventTitle: 'Buy one get one',
          startsAt: '2026-12-01',
          endsAt: '2026-12-24',
          couponCode: 'BOGO',
          terms: 'One per visit',
        },
      }),
      secrets,
      ctx(),
    );
    expect(gb.posts[1]?.body).toMatchObject({
      topicType: 'OFFER',
      offer: { couponCode: 'BOGO', termsConditions: 'One per visit' },
    });
  });

  it('asks for the missing event dates before sending anything', async () => {
    const error = await failure(
      googleBusiness.publish(
        request('x', { options: { topicType: 'EVENT', eventTitle: 'Class' } }),
        secrets,
        ctx(),
      ),
    );
    expect(error.message).toBe('The start of the Google post is missing.');
    expect(gb.postCalls).toBe(0);
  });

  it('honours a 429 RESOURCE_EXHAUSTED as a wait', async () => {
    server.use(
      http.post(`${API}/${LOCATION}/localPosts`, () =>
        HttpResponse.json(
          { error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } },
          { status: 429, headers: { 'retry-after': '60' } },
        ),
      ),
    );
    const error = await failure(googleBusiness.publish(request('x'), secrets, ctx()));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterMs).toBe(60_000);
  });

  it('treats a 503 as transient', async () => {
    server.use(
      http.post(`${API}/${LOCATION}/localPosts`, () =>
        HttpResponse.json({ error: { code: 503, status: 'UNAVAILABLE' } }, { status: 503 }),
      ),
    );
    expect((await failure(googleBusiness.publish(request('x'), secrets, ctx()))).kind).toBe(
      'transient',
    );
  });

  it('reports a time-out after sending as an unknown outcome; the lookup finds the post', async () => {
    server.use(
      http.post(`${API}/${LOCATION}/localPosts`, async ({ request: incoming }) => {
        await acceptPost(incoming);
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await failure(googleBusiness.publish(request('Lost'), secrets, ctx()));
    expect(error.kind).toBe('unknown_outcome');
    server.resetHandlers();
    expect((await googleBusiness.lookup(request('Lost'), secrets, ctx()))?.externalId).toBe(
      `${LOCATION}/localPosts/1`,
    );
    expect(await googleBusiness.lookup(request('Other'), secrets, ctx())).toBeNull();
    expect(gb.postCalls).toBe(1);
  });

  it('asks to reconnect when the grant is revoked', async () => {
    const error = await failure(
      googleBusiness.publish(
        request('x'),
        { locationName: LOCATION, accessToken: 'old', refreshToken: 'revoked' },
        ctx(),
      ),
    );
    expect(error.kind).toBe('auth');
    expect(gb.postCalls).toBe(0);
  });
});

describe('googleBusiness metrics and sign-in', () => {
  it('reads search views and button clicks of the posts', async () => {
    const posted = await googleBusiness.publish(request('m'), secrets, ctx());
    const metrics = await googleBusiness.postMetrics(
      [posted.externalId, `${LOCATION}/localPosts/404`],
      secrets,
      ctx(),
    );
    expect([...metrics]).toEqual([
      [posted.externalId, { likes: 0, reposts: 0, replies: 17, impressions: 420 }],
    ]);
  });

  it('connects every location the Google account manages', async () => {
    const { pending } = await googleBusinessOAuth.start(
      { redirectUri: 'https://app.test/oauth', state: 'st-6' },
      {},
    );
    const account = await googleBusinessOAuth.complete(
      { code: 'good-code', redirectUri: 'https://app.test/oauth', pending },
      {},
    );
    expect(account).toMatchObject({
      accountId: '222',
      handle: 'Corner Bakery, Leeds',
      secrets: { locationName: LOCATION, accessToken: 'gb-1', refreshToken: 'gb-refresh' },
    });
    expect(
      account.alsoConnected?.map((item) => [item.provider, item.account.secrets.locationName]),
    ).toEqual([['google_business', 'accounts/111/locations/333']]);
    expect(account.alsoConnected?.[0]?.account.secrets.refreshToken).toBe('gb-refresh');
  });
});
