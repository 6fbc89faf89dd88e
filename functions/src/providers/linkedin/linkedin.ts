// LinkedIn through its versioned REST API: a member connects with OAuth 2 (OpenID Connect gives
// the member id), images go up through the Images API, and a post is created with the Posts API,
// which answers with the new post's URN in the x-restli-id header.

import { duplicateContent, ProviderError } from '../errors';
import { count, field, str } from '../fields';
import { MIB, mediaLimitsOf } from '../mediaSizes';
import {
  clientCredentials,
  OAuthSession,
  type OAuthTokens,
  readTokens,
  requestTokens,
  revokeToken,
  withTokens,
} from '../oauthSession';
import { countOf, unlessGone } from '../readBack';
import type { CallOptions } from '../request';
import type {
  ChannelMetrics,
  ChannelSecrets,
  OAuthContext,
  OAuthFlow,
  PostingBudget,
  PostMetrics,
  Provider,
  ProviderContext,
  ProviderLimits,
  PublishRequest,
  RemotePost,
} from '../types';
import { findLinkedinComment, linkedinComment } from './linkedinComments';
import { uploadMedia } from './linkedinMedia';
import { comparableLittle, toLittleText } from './linkedinText';

export const LINKEDIN_API = 'https://api.linkedin.com';
export const LINKEDIN_AUTHORIZE_URL = 'https://www.linkedin.com/oauth/v2/authorization';
export const LINKEDIN_TOKEN_URL = 'https://www.linkedin.com/oauth/v2/accessToken';
export const LINKEDIN_REVOKE_URL = 'https://www.linkedin.com/oauth/v2/revoke';
export const LINKEDIN_SCOPES = 'openid profile w_member_social';
/** The API version every call names (YYYYMM); LinkedIn supports each for about a year. */
export const LINKEDIN_VERSION = '202605';
const NETWORK = 'LinkedIn';
const _IMAGE_MAX_BYTES = 5 * MIB;
/** Clocks differ between us and LinkedIn; reconciliation looks a little further back. */
const LOOKUP_SKEW_MS = 5 * 60_000;

export const LINKEDIN_LIMITS: ProviderLimits = {
  maxLength: 3000,
  lengthCounting: 'utf16',
  threads: false,
  ...mediaLimitsOf('linkedin'),
};

export function linkedinPostUrl(urn: string): string {
  return `https://www.linkedin.com/feed/update/${urn}/`;
}

const renew = async (refreshToken: string, timeoutMs?: number): Promise<OAuthTokens> => {
  const client = clientCredentials(NETWORK, 'LINKEDIN');
  return requestTokens(
    LINKEDIN_TOKEN_URL,
    {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    },
    { label: 'LinkedIn token refresh', timeoutMs },
  );
};

export class LinkedInSession extends OAuthSession {
  /** Who posts: the company page of a page channel, else the member. */
  readonly personUrn: string;

  constructor(secrets: ChannelSecrets, ctx: ProviderContext) {
    super(secrets, ctx, NETWORK, renew);
    const urn = str(secrets.organizationUrn) ?? str(secrets.personUrn);
    if (!urn) throw new ProviderError('auth', 'LinkedIn: the channel does not name its member.');
    this.personUrn = urn;
  }

  rest(path: string, options: Omit<CallOptions, 'timeoutMs' | 'label'> = {}) {
    return this.call(
      `${LINKEDIN_API}/rest/${path}`,
      { ...options, label: `LinkedIn ${options.method ?? 'GET'} /rest/${path.split('?')[0]}` },
      { 'linkedin-version': LINKEDIN_VERSION, 'x-restli-protocol-version': '2.0.0' },
    );
  }
}

function postBody(session: LinkedInSession, request: PublishRequest, images: string[]) {
  const single = images.length === 1 ? images[0] : undefined;
  const body: Record<string, unknown> = {
    author: session.personUrn,
    commentary: toLittleText(request.text),
    visibility: 'PUBLIC',
    distribution: {
      feedDistribution: 'MAIN_FEED',
      targetEntities: [],
      thirdPartyDistributionChannels: [],
    },
    lifecycleState: 'PUBLISHED',
    isReshareDisabledByAuthor: false,
  };
  const alts = request.media.map((item) => item.alt.slice(0, 4086));
  if (single && !single.startsWith('urn:li:image:')) {
    // A video or a document: LinkedIn shows its title.
    const title = str(request.options?.title) ?? (request.media[0]?.alt || 'Document');
    body.content = { media: { id: single, title: title.slice(0, 400) } };
  } else if (single) {
    body.content = { media: { id: single, altText: alts[0] || undefined } };
  } else if (images.length > 1) {
    body.content = {
      multiImage: {
        images: images.map((id, index) => ({ id, altText: alts[index] || undefined })),
      },
    };
  }
  return body;
}

/** Our post among the member's latest, by its text and a creation time after the attempt. */
async function findPost(
  session: LinkedInSession,
  request: PublishRequest,
): Promise<RemotePost | null> {
  const query = new URLSearchParams({
    author: session.personUrn,
    q: 'author',
    count: '20',
    sortBy: 'CREATED',
  });
  let listed: unknown;
  try {
    listed = (await session.rest(`posts?${query}`, { headers: { 'x-restli-method': 'FINDER' } }))
      .body;
  } catch (error) {
    if (error instanceof ProviderError && error.status === 403) {
      throw new ProviderError(
        'permanent',
        "LinkedIn does not let this app read the member's posts, so whether the post went out cannot be checked.",
        { status: 403, cause: error },
      );
    }
    throw error;
  }
  const since = request.attemptedAt.getTime() - LOOKUP_SKEW_MS;
  const wanted = comparableLittle(toLittleText(request.text));
  const elements = field(listed, 'elements');
  for (const post of Array.isArray(elements) ? elements : []) {
    const id = str(field(post, 'id'));
    const createdAt = count(post, 'createdAt', 'publishedAt');
    if (!id || createdAt < since) continue;
    if (comparableLittle(str(field(post, 'commentary')) ?? '') === wanted) {
      return { externalId: id, url: linkedinPostUrl(id) };
    }
  }
  return null;
}

// LinkedIn answers 422 with "DUPLICATE_POST" / "Content is a duplicate of urn:li:share:…".
const DUPLICATE = /duplicate/i;

/**
 * LinkedIn limits each member to 150 posts a day, counted per UTC day (limits reset at midnight
 * UTC: https://learn.microsoft.com/linkedin/shared/api-guide/concepts/rate-limits; the per-app
 * figures are in the Developer Portal, the 150-a-day member figure is what posting tools
 * document). A burst is spread to 10 every 10 minutes.
 */
export const LINKEDIN_BUDGET: PostingBudget = {
  windows: [
    { limit: 10, windowMs: 600_000, kind: 'sliding' },
    { limit: 150, windowMs: 86_400_000, kind: 'fixed' },
  ],
};

export const linkedin: Provider = {
  id: 'linkedin',
  budget: LINKEDIN_BUDGET,

  async limits() {
    return LINKEDIN_LIMITS;
  },

  async publish(request, secrets, ctx) {
    if (request.replyTo) {
      throw new ProviderError('permanent', 'LinkedIn posts cannot be answered by a thread.');
    }
    const session = new LinkedInSession(secrets, ctx);
    const images: string[] = [];
    for (const item of request.media) images.push(await uploadMedia(session, item));
    let created: Awaited<ReturnType<LinkedInSession['rest']>>;
    try {
      created = await session.rest('posts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(postBody(session, request, images)),
        write: true,
      });
    } catch (error) {
      // LinkedIn refuses the same text twice in a short time (422 DUPLICATE_POST): when the
      // earlier one is this very post, sent by an attempt whose answer we lost, it is out.
      if (
        error instanceof ProviderError &&
        error.kind === 'permanent' &&
        DUPLICATE.test(error.remote ?? '')
      ) {
        const existing = await findPost(session, request).catch(() => null);
        if (existing) return existing;
        throw duplicateContent('LinkedIn', error);
      }
      throw error;
    }
    const urn = created.headers.get('x-restli-id') ?? str(field(created.body, 'id'));
    if (!urn) {
      throw new ProviderError(
        'unknown_outcome',
        'LinkedIn accepted the post but did not say which it is.',
      );
    }
    return { externalId: urn, url: linkedinPostUrl(urn) };
  },

  async lookup(request, secrets, ctx) {
    return findPost(new LinkedInSession(secrets, ctx), request);
  },

  /** A first comment, through the Comments API (socialActions/{post}/comments), as the author. */
  async comment(request, secrets, ctx) {
    return linkedinComment(new LinkedInSession(secrets, ctx), request);
  },

  async findComment(request, secrets, ctx) {
    return findLinkedinComment(new LinkedInSession(secrets, ctx), request);
  },

  /**
   * GET /rest/posts/{urn} (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api#retrieve-posts).
   */
  async readBack(sent, secrets, ctx) {
    const session = new LinkedInSession(secrets, ctx);
    const post = await unlessGone(
      async () => (await session.rest(`posts/${encodeURIComponent(sent.externalId)}`)).body,
    );
    if (!post) return null;
    const content = field(post, 'content');
    const images = countOf(field(field(content, 'multiImage'), 'images'));
    return {
      url: linkedinPostUrl(sent.externalId),
      text: str(field(post, 'commentary')) ?? null,
      mediaCount: images ?? (field(content, 'media') ? 1 : 0),
    };
  },

  async postMetrics(externalIds, secrets, ctx) {
    const session = new LinkedInSession(secrets, ctx);
    const metrics = new Map<string, PostMetrics>();
    for (const urn of externalIds) {
      try {
        const actions = (await session.rest(`socialActions/${encodeURIComponent(urn)}`)).body;
        metrics.set(urn, {
          likes: count(field(actions, 'likesSummary'), 'aggregatedTotalLikes', 'totalLikes'),
          // The member's reposts are not given to this app; LinkedIn counts them only in its
          // analytics products.
          reposts: 0,
          replies: count(
            field(actions, 'commentsSummary'),
            'aggregatedTotalComments',
            'totalFirstLevelComments',
          ),
        });
      } catch (error) {
        // A deleted post has no counts any more; the others still do.
        if (error instanceof ProviderError && error.status === 404) continue;
        throw error;
      }
    }
    return metrics;
  },

  async channelMetrics(secrets, ctx): Promise<ChannelMetrics> {
    const session = new LinkedInSession(secrets, ctx);
    try {
      const body = (await session.rest('memberFollowersCount?q=me')).body;
      const elements = field(body, 'elements');
      const first = Array.isArray(elements) ? elements[0] : undefined;
      return { followers: count(first, 'memberFollowersCount') };
    } catch (error) {
      if (error instanceof ProviderError && error.status === 403) {
        throw new ProviderError(
          'permanent',
          "LinkedIn does not share the member's follower count with this app.",
          { status: 403, cause: error },
        );
      }
      throw error;
    }
  },

  /** Withdraws the access token, so this app can no longer post for the member. */
  async revoke(secrets, ctx) {
    const client = clientCredentials(NETWORK, 'LINKEDIN');
    await revokeToken(
      LINKEDIN_REVOKE_URL,
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        token: readTokens(secrets, NETWORK).accessToken,
      },
      { label: 'LinkedIn token revocation', timeoutMs: ctx.timeoutMs },
    );
  },

  async refresh(secrets, ctx) {
    return new LinkedInSession(secrets, ctx).refreshGrant();
  },
};

/** The sign-in address for `scope`: members and company pages differ only in the scopes asked. */
export function linkedinAuthorize(input: { redirectUri: string; state: string }, scope: string) {
  const client = clientCredentials(NETWORK, 'LINKEDIN');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: input.redirectUri,
    state: input.state,
    scope,
  });
  return { authorizeUrl: `${LINKEDIN_AUTHORIZE_URL}?${query}`, pending: {} };
}

/**
 * The end of either sign-in: exchanges the code for tokens and reads, through OpenID Connect,
 * which member signed in (a page is connected by a member who administers it).
 */
export async function linkedinSignIn(
  input: { code: string; redirectUri: string },
  ctx: OAuthContext,
): Promise<{ tokens: OAuthTokens; me: unknown; sub: string }> {
  const client = clientCredentials(NETWORK, 'LINKEDIN');
  const tokens = await requestTokens(
    LINKEDIN_TOKEN_URL,
    {
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    },
    { label: 'LinkedIn token', timeoutMs: ctx.timeoutMs },
  );
  const session = new OAuthSession(
    withTokens({}, tokens),
    { ...ctx, saveSecrets: async () => undefined },
    NETWORK,
    renew,
  );
  const me = (
    await session.call(
      `${LINKEDIN_API}/v2/userinfo`,
      { label: 'LinkedIn GET /v2/userinfo' },
      { 'linkedin-version': LINKEDIN_VERSION },
    )
  ).body;
  const sub = str(field(me, 'sub'));
  if (!sub) throw new ProviderError('permanent', 'LinkedIn did not say which member signed in.');
  return { tokens, me, sub };
}

/** Connecting a member: the authorisation code flow with OpenID Connect for the member's id. */
export const linkedinOAuth: OAuthFlow = {
  async start(input) {
    return linkedinAuthorize(input, LINKEDIN_SCOPES);
  },

  async complete(input, ctx) {
    const { tokens, me, sub } = await linkedinSignIn(input, ctx);
    const name =
      str(field(me, 'name')) ??
      [str(field(me, 'given_name')), str(field(me, 'family_name'))].filter(Boolean).join(' ');
    return {
      accountId: sub,
      handle: name || sub,
      displayName: name || sub,
      avatarUrl: str(field(me, 'picture')) ?? null,
      secrets: withTokens({ personUrn: `urn:li:person:${sub}` }, tokens),
      tokenExpiresAt: tokens.accessTokenExpiresAt
        ? new Date(tokens.accessTokenExpiresAt)
        : undefined,
    };
  },
};
