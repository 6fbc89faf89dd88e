// Google Business Profile through the My Business v4 localPosts API: an update (STANDARD), an
// EVENT with its schedule or an OFFER with its coupon and terms, each with an optional call to
// action and a picture Google fetches from its address. One Google sign-in connects every
// location the account manages.

import { ProviderError } from './errors';
import { count, field, str } from './fields';
import { GoogleSession, googleFlow, revokeGoogle } from './google';
import { mediaLimitsOf } from './mediaSizes';
import { countOf, unlessGone } from './readBack';
import type {
  ChannelSecrets,
  ConnectedAccount,
  PostingBudget,
  PostMetrics,
  Provider,
  ProviderContext,
  ProviderLimits,
  PublishRequest,
  RemotePost,
} from './types';

const NETWORK = 'Google Business Profile';
export const GBP_API = 'https://mybusiness.googleapis.com/v4';
export const GBP_ACCOUNTS_API = 'https://mybusinessaccountmanagement.googleapis.com/v1';
export const GBP_INFO_API = 'https://mybusinessbusinessinformation.googleapis.com/v1';
export const GBP_SCOPES = 'https://www.googleapis.com/auth/business.manage';
const LOOKUP_SKEW_MS = 5 * 60_000;

export const GBP_LIMITS: ProviderLimits = {
  maxLength: 1500,
  lengthCounting: 'utf16',
  threads: false,
  ...mediaLimitsOf('google_business'),
};

/** The API allows 10 edits a minute per location; posts are few, a day's cap keeps them so. */
export const GBP_BUDGET: PostingBudget = {
  windows: [
    { limit: 10, windowMs: 60_000, kind: 'sliding' },
    { limit: 50, windowMs: 86_400_000, kind: 'fixed' },
  ],
};

export const CTA_TYPES = ['BOOK', 'ORDER', 'SHOP', 'LEARN_MORE', 'SIGN_UP', 'CALL'] as const;
export const TOPIC_TYPES = ['STANDARD', 'EVENT', 'OFFER'] as const;

/** A date and time as the API wants them, from an ISO local date-time ("2026-12-24T09:00"). */
function when(value: unknown, label: string) {
  const match =
    typeof value === 'string' ? value.match(/^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/) : null;
  if (!match) throw new ProviderError('permanent', `The ${label} of the Google post is missing.`);
  const [, year, month, day, hours, minutes] = match.map(Number) as number[];
  return {
    date: { year, month, day },
    time: Number.isFinite(hours)
      ? { hours, minutes: minutes ?? 0, seconds: 0, nanos: 0 }
      : undefined,
  };
}

/** The local post for the request's options, or why the options do not make one. */
export function localPost(
  request: PublishRequest,
  photoUrl: string | undefined,
): Record<string, unknown> {
  const options = request.options ?? {};
  const topicType = TOPIC_TYPES.find((type) => type === options.topicType) ?? 'STANDARD';
  const post: Record<string, unknown> = {
    languageCode: request.language ?? 'en',
    summary: request.text,
    topicType,
  };
  const actionType = CTA_TYPES.find((type) => type === options.ctaType);
  if (actionType) {
    const url = str(options.ctaUrl);
    if (actionType !== 'CALL' && !url)
      throw new ProviderError('permanent', 'The button of the Google post needs an address.');
    post.callToAction = { actionType, url: actionType === 'CALL' ? undefined : url };
  }
  if (topicType === 'EVENT' || topicType === 'OFFER') {
    const title = str(options.eventTitle);
    if (!title) throw new ProviderError('permanent', 'An event or offer on Google needs a title.');
    const start = when(options.startsAt, 'start');
    const end = when(options.endsAt, 'end');
    post.event = {
      title,
      schedule: {
        startDate: start.date,
        startTime: start.time,
        endDate: end.date,
        endTime: end.time,
      },
    };
  }
  if (topicType === 'OFFER') {
    post.offer = {
      couponCode: str(options.couponCode),
      redeemOnlineUrl: str(options.redeemUrl),
      termsConditions: str(options.terms),
    };
  }
  if (photoUrl) post.media = [{ mediaFormat: 'PHOTO', sourceUrl: photoUrl }];
  return post;
}

function location(secrets: ChannelSecrets, ctx: ProviderContext) {
  const name = str(secrets.locationName);
  if (!name)
    throw new ProviderError('auth', 'Google Business Profile: the channel names no location.');
  return { name, google: new GoogleSession(secrets, ctx, NETWORK) };
}

async function findPost(
  target: ReturnType<typeof location>,
  request: PublishRequest,
): Promise<RemotePost | null> {
  const body = (await target.google.json(`${GBP_API}/${target.name}/localPosts?pageSize=20`)).body;
  const since = request.attemptedAt.getTime() - LOOKUP_SKEW_MS;
  const posts = field(body, 'localPosts');
  for (const post of Array.isArray(posts) ? posts : []) {
    const name = str(field(post, 'name'));
    const at = Date.parse(str(field(post, 'createTime')) ?? '');
    if (name && at >= since && (str(field(post, 'summary')) ?? '').trim() === request.text.trim()) {
      return {
        externalId: name,
        url: str(field(post, 'searchUrl')) ?? 'https://business.google.com/',
      };
    }
  }
  return null;
}

export const googleBusiness: Provider = {
  id: 'google_business',
  budget: GBP_BUDGET,

  async limits() {
    return GBP_LIMITS;
  },

  async publish(request, secrets, ctx) {
    if (request.replyTo)
      throw new ProviderError('permanent', 'Google posts cannot be answered by a thread.');
    const [photo] = request.media;
    if (photo && !photo.url) {
      throw new ProviderError(
        'permanent',
        'Google fetches the picture from a public address, and this server could not give one.',
      );
    }
    const body = localPost(request, photo?.url);
    const target = location(secrets, ctx);
    const created = await target.google.json(
      `${GBP_API}/${target.name}/localPosts`,
      'POST',
      body,
      true,
    );
    const name = str(field(created.body, 'name'));
    if (!name)
      throw new ProviderError(
        'unknown_outcome',
        'Google took the post but did not say which it is.',
      );
    if (field(created.body, 'state') === 'REJECTED') {
      throw new ProviderError(
        'permanent',
        'Google rejected the post; posts may not contain phone numbers or break its content rules.',
      );
    }
    return {
      externalId: name,
      url: str(field(created.body, 'searchUrl')) ?? 'https://business.google.com/',
    };
  },

  async lookup(request, secrets, ctx) {
    return findPost(location(secrets, ctx), request);
  },

  /**
   * GET v4/{name} of the local post
   * (https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts/get).
   */
  async readBack(sent, secrets, ctx) {
    const target = location(secrets, ctx);
    const post = await unlessGone(
      async () => (await target.google.json(`${GBP_API}/${sent.externalId}`)).body,
    );
    if (!post) return null;
    return {
      url: str(field(post, 'searchUrl')) ?? null,
      text: str(field(post, 'summary')) ?? null,
      mediaCount: countOf(field(post, 'media')) ?? 0,
    };
  },

  async postMetrics(externalIds, secrets, ctx) {
    const target = location(secrets, ctx);
    const metrics = new Map<string, PostMetrics>();
    if (externalIds.length === 0) return metrics;
    // One report for the location's posts: views in search and clicks on the button.
    const body = (
      await target.google.json(`${GBP_API}/${target.name}/localPosts:reportInsights`, 'POST', {
        localPostNames: externalIds,
        basicRequest: {
          metricRequests: [
            { metric: 'LOCAL_POST_VIEWS_SEARCH' },
            { metric: 'LOCAL_POST_ACTIONS_CALL_TO_ACTION' },
          ],
          timeRange: {
            startTime: new Date(Date.now() - 540 * 86_400_000).toISOString(),
            endTime: new Date().toISOString(),
          },
        },
      })
    ).body;
    const reports = field(body, 'localPostMetrics');
    for (const report of Array.isArray(reports) ? reports : []) {
      const name = str(field(report, 'localPostName'));
      const values = field(report, 'metricValues');
      const value = (metric: string) => {
        const found = Array.isArray(values)
          ? values.find((item) => field(item, 'metric') === metric)
          : undefined;
        return (
          Number(
            str(field(field(found, 'totalValue'), 'value')) ??
              count(field(found, 'totalValue'), 'value'),
          ) || 0
        );
      };
      if (name) {
        metrics.set(name, {
          likes: 0,
          reposts: 0,
          replies: value('LOCAL_POST_ACTIONS_CALL_TO_ACTION'),
          impressions: value('LOCAL_POST_VIEWS_SEARCH'),
        });
      }
    }
    return metrics;
  },

  /** Business profiles have no followers; the count of the location's posts stands for its size. */
  async channelMetrics(secrets, ctx) {
    const target = location(secrets, ctx);
    const body = (await target.google.json(`${GBP_API}/${target.name}/localPosts?pageSize=100`))
      .body;
    const posts = field(body, 'localPosts');
    return { followers: 0, posts: Array.isArray(posts) ? posts.length : 0 };
  },

  async refresh(secrets, ctx) {
    return new GoogleSession(secrets, ctx, NETWORK).refreshGrant();
  },

  async revoke(secrets, ctx) {
    await revokeGoogle(secrets, NETWORK, ctx.timeoutMs);
  },
};

/** Every location of every account the person manages, each its own channel. */
export const googleBusinessOAuth = googleFlow(NETWORK, GBP_SCOPES, async (google) => {
  const accountsBody = (await google.json(`${GBP_ACCOUNTS_API}/accounts`)).body;
  const accounts = field(accountsBody, 'accounts');
  const found: ConnectedAccount[] = [];
  for (const account of Array.isArray(accounts) ? accounts : []) {
    const accountName = str(field(account, 'name'));
    if (!accountName) continue;
    const listed = (
      await google.json(
        `${GBP_INFO_API}/${accountName}/locations?readMask=name,title,storefrontAddress&pageSize=100`,
      )
    ).body;
    const locations = field(listed, 'locations');
    for (const place of Array.isArray(locations) ? locations : []) {
      const locationId = str(field(place, 'name'));
      if (!locationId) continue;
      const title = str(field(place, 'title')) ?? locationId;
      const city = str(field(field(place, 'storefrontAddress'), 'locality'));
      found.push({
        accountId: locationId.replace('locations/', ''),
        handle: city ? `${title}, ${city}` : title,
        displayName: title,
        avatarUrl: null,
        // The v4 posts API names a location under its account.
        secrets: { locationName: `${accountName}/${locationId}` },
      });
    }
  }
  const [first, ...others] = found;
  if (!first)
    throw new ProviderError('permanent', 'This Google account manages no business location.');
  return {
    ...first,
    alsoConnected: others.map((account) => ({ provider: 'google_business' as const, account })),
  };
});
