// X through its API v2: a user connects with OAuth 2 and PKCE (access tokens last about two
// hours, refresh tokens rotate on every use), images go up through the v2 media endpoint with
// their alt text, and a post is created with POST /2/tweets.

import { createHash, randomBytes } from 'node:crypto';
import { duplicateContent, ProviderError } from '../errors';
import { count, field, str } from '../fields';
import { mediaLimitsOf } from '../mediaSizes';
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
  MediaInput,
  OAuthFlow,
  PostingBudget,
  PostMetrics,
  Provider,
  ProviderContext,
  ProviderLimits,
  PublishRequest,
  RemotePost,
} from '../types';
import { comparableTweet } from './xText';
import { uploadXVideo } from './xVideo';

export const X_API = 'https://api.x.com';
export const X_AUTHORIZE_URL = 'https://x.com/i/oauth2/authorize';
export const X_TOKEN_URL = `${X_API}/2/oauth2/token`;
export const X_REVOKE_URL = `${X_API}/2/oauth2/revoke`;
export const X_SCOPES = 'tweet.read tweet.write users.read offline.access media.write';
const NETWORK = 'X';
/** Clocks differ between us and X; reconciliation looks a little further back. */
const LOOKUP_SKEW_MS = 5 * 60_000;
const ALT_TEXT_MAX = 1000;

export const X_LIMITS: ProviderLimits = {
  maxLength: 280,
  lengthCounting: 'x',
  threads: true,
  ...mediaLimitsOf('x'),
};

const renew = async (refreshToken: string, timeoutMs?: number): Promise<OAuthTokens> => {
  const client = clientCredentials(NETWORK, 'X');
  return requestTokens(
    X_TOKEN_URL,
    { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: client.clientId },
    { label: 'X token refresh', timeoutMs, basic: client },
  );
};

export class XSession extends OAuthSession {
  constructor(secrets: ChannelSecrets, ctx: ProviderContext) {
    super(secrets, ctx, NETWORK, renew);
  }

  api(path: string, options: Omit<CallOptions, 'timeoutMs' | 'label'> = {}) {
    return this.call(`${X_API}${path}`, {
      ...options,
      label: `X ${options.method ?? 'GET'} ${path.split('?')[0]}`,
    });
  }

  /** The user's id, stored at connection; asked of X for channels stored without it. */
  async userId(): Promise<string> {
    const stored = str(this.secrets.userId);
    if (stored) return stored;
    const id = str(field(field((await this.api('/2/users/me')).body, 'data'), 'id'));
    if (!id) throw new ProviderError('permanent', 'X did not say which account the token is for.');
    return id;
  }
}

export function xPostUrl(secrets: ChannelSecrets, id: string): string {
  const username = str(secrets.username);
  return username ? `https://x.com/${username}/status/${id}` : `https://x.com/i/web/status/${id}`;
}

async function uploadImage(session: XSession, media: MediaInput): Promise<string> {
  const form = new FormData();
  form.append('media', new Blob([media.bytes], { type: media.contentType }), 'upload');
  form.append('media_category', media.contentType === 'image/gif' ? 'tweet_gif' : 'tweet_image');
  form.append('media_type', media.contentType);
  const uploaded = await session.api('/2/media/upload', { method: 'POST', body: form });
  const id = str(field(field(uploaded.body, 'data'), 'id'));
  if (!id) throw new ProviderError('permanent', 'X accepted the image but returned no media id.');
  if (media.alt) {
    await session.api('/2/media/metadata', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id,
        metadata: { alt_text: { text: media.alt.slice(0, ALT_TEXT_MAX) } },
      }),
    });
  }
  return id;
}

/** X's timestamps have no fraction of a second. */
function xTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Our post among the user's posts since the attempt, by its text. */
async function findTweet(session: XSession, request: PublishRequest): Promise<RemotePost | null> {
  const id = await session.userId();
  const query = new URLSearchParams({
    start_time: xTime(request.attemptedAt.getTime() - LOOKUP_SKEW_MS),
    max_results: '20',
    'tweet.fields': 'created_at',
  });
  const listed = (await session.api(`/2/users/${encodeURIComponent(id)}/tweets?${query}`)).body;
  const wanted = comparableTweet(request.text);
  const tweets = field(listed, 'data');
  for (const tweet of Array.isArray(tweets) ? tweets : []) {
    const tweetId = str(field(tweet, 'id'));
    if (tweetId && comparableTweet(str(field(tweet, 'text')) ?? '') === wanted) {
      return { externalId: tweetId, url: xPostUrl(session.secrets, tweetId) };
    }
  }
  return null;
}

// X answers 403 "You are not allowed to create a Tweet with duplicate content." (v2), or error
// code 187 "Status is a duplicate." (v1.1).
const DUPLICATE = /duplicate content|status is a duplicate|\b187\b/i;

/**
 * X's POST /2/tweets allows 100 requests per user every 15 minutes and 10,000 per app every 24
 * hours, the app's cap shared by every channel (postingLimits.ts has the source). We keep to 50
 * per 15 minutes and 300 per 3 hours per user, and to 5,000 per UTC day for the app: X's 24 hours
 * restart at a moment of its own, so one of them spans two UTC days.
 */
export const X_BUDGET: PostingBudget = {
  windows: [
    { limit: 50, windowMs: 900_000, kind: 'sliding' },
    { limit: 300, windowMs: 10_800_000, kind: 'fixed' },
    { limit: 5_000, windowMs: 86_400_000, kind: 'fixed', shared: true },
  ],
};

export const x: Provider = {
  id: 'x',
  budget: X_BUDGET,

  async limits() {
    return X_LIMITS;
  },

  async publish(request, secrets, ctx) {
    const session = new XSession(secrets, ctx);
    const mediaIds: string[] = [];
    for (const item of request.media) {
      mediaIds.push(
        item.contentType.startsWith('video/')
          ? await uploadXVideo(session, item)
          : await uploadImage(session, item),
      );
    }
    const tweet: Record<string, unknown> = { text: request.text };
    if (mediaIds.length > 0) tweet.media = { media_ids: mediaIds };
    if (request.replyTo) tweet.reply = { in_reply_to_tweet_id: request.replyTo.parent.externalId };
    let created: Awaited<ReturnType<XSession['api']>>;
    try {
      created = await session.api('/2/tweets', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(tweet),
        write: true,
      });
    } catch (error) {
      // X refuses the same text twice (403, "duplicate content"): a refusal, not a lost token.
      // When the earlier post is this one, from an attempt whose answer we lost, it is out.
      if (
        error instanceof ProviderError &&
        error.status === 403 &&
        DUPLICATE.test(error.remote ?? '')
      ) {
        const existing = await findTweet(session, request).catch(() => null);
        if (existing) return existing;
        throw duplicateContent('X', error);
      }
      throw error;
    }
    const id = str(field(field(created.body, 'data'), 'id'));
    if (!id) {
      throw new ProviderError('unknown_outcome', 'X accepted the post but returned no id.');
    }
    return { externalId: id, url: xPostUrl(session.secrets, id) };
  },

  async lookup(request, secrets, ctx) {
    return findTweet(new XSession(secrets, ctx), request);
  },

  /**
   * GET /2/tweets/:id (https://docs.x.com/x-api/posts/get-post-by-id): a deleted or unknown post
   * answers 200 with `errors` and no `data`, or 404.
   */
  async readBack(sent, secrets, ctx) {
    const session = new XSession(secrets, ctx);
    const query = new URLSearchParams({ 'tweet.fields': 'attachments' });
    const body = await unlessGone(
      async () =>
        (await session.api(`/2/tweets/${encodeURIComponent(sent.externalId)}?${query}`)).body,
    );
    const tweet = field(body, 'data');
    if (!tweet) return null;
    return {
      url: xPostUrl(session.secrets, sent.externalId),
      text: str(field(tweet, 'text')) ?? null,
      mediaCount: countOf(field(field(tweet, 'attachments'), 'media_keys')) ?? 0,
    };
  },

  async postMetrics(externalIds, secrets, ctx) {
    const session = new XSession(secrets, ctx);
    const metrics = new Map<string, PostMetrics>();
    // X looks up at most 100 posts per call; deleted ones come back under errors.
    for (let i = 0; i < externalIds.length; i += 100) {
      const query = new URLSearchParams({
        ids: externalIds.slice(i, i + 100).join(','),
        'tweet.fields': 'public_metrics',
      });
      const tweets = field((await session.api(`/2/tweets?${query}`)).body, 'data');
      for (const tweet of Array.isArray(tweets) ? tweets : []) {
        const id = str(field(tweet, 'id'));
        const counts = field(tweet, 'public_metrics');
        if (!id || !counts) continue;
        const measured: PostMetrics = {
          likes: count(counts, 'like_count'),
          reposts: count(counts, 'retweet_count'),
          replies: count(counts, 'reply_count'),
          quotes: count(counts, 'quote_count'),
        };
        const impressions = field(counts, 'impression_count');
        if (typeof impressions === 'number') measured.impressions = impressions;
        metrics.set(id, measured);
      }
    }
    return metrics;
  },

  async channelMetrics(secrets, ctx): Promise<ChannelMetrics> {
    const session = new XSession(secrets, ctx);
    const me = field((await session.api('/2/users/me?user.fields=public_metrics')).body, 'data');
    const counts = field(me, 'public_metrics');
    return {
      followers: count(counts, 'followers_count'),
      following: count(counts, 'following_count'),
      posts: count(counts, 'tweet_count'),
    };
  },

  /** Withdraws the grant: revoking the refresh token ends the access tokens made from it. */
  async revoke(secrets, ctx) {
    const client = clientCredentials(NETWORK, 'X');
    const tokens = readTokens(secrets, NETWORK);
    await revokeToken(
      X_REVOKE_URL,
      {
        token: tokens.refreshToken ?? tokens.accessToken,
        token_type_hint: tokens.refreshToken ? 'refresh_token' : 'access_token',
        client_id: client.clientId,
      },
      { label: 'X token revocation', timeoutMs: ctx.timeoutMs, basic: client },
    );
  },

  async refresh(secrets, ctx) {
    return new XSession(secrets, ctx).refreshGrant();
  },
};

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

/** PKCE (RFC 7636): the challenge X is shown now, derived from the verifier kept on the server. */
export function pkceChallenge(verifier: string): string {
  return base64url(createHash('sha256').update(verifier).digest());
}

/** Connecting an account: the authorisation code flow with PKCE, the verifier kept as pending. */
export const xOAuth: OAuthFlow = {
  async start(input) {
    const client = clientCredentials(NETWORK, 'X');
    const codeVerifier = base64url(randomBytes(48));
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: input.redirectUri,
      scope: X_SCOPES,
      state: input.state,
      code_challenge: pkceChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { authorizeUrl: `${X_AUTHORIZE_URL}?${query}`, pending: { codeVerifier } };
  },

  async complete(input, ctx) {
    const client = clientCredentials(NETWORK, 'X');
    const codeVerifier = str(input.pending.codeVerifier);
    if (!codeVerifier) {
      throw new ProviderError(
        'permanent',
        'X: the connection was not started here; please start again.',
      );
    }
    const tokens = await requestTokens(
      X_TOKEN_URL,
      {
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        code_verifier: codeVerifier,
        client_id: client.clientId,
      },
      { label: 'X token', timeoutMs: ctx.timeoutMs, basic: client },
    );
    const session = new XSession(withTokens({}, tokens), {
      ...ctx,
      saveSecrets: async () => undefined,
    });
    const me = field((await session.api('/2/users/me?user.fields=profile_image_url')).body, 'data');
    const id = str(field(me, 'id'));
    const username = str(field(me, 'username'));
    if (!id || !username)
      throw new ProviderError('permanent', 'X did not say which account signed in.');
    return {
      accountId: id,
      handle: `@${username}`,
      displayName: str(field(me, 'name')) ?? username,
      avatarUrl: str(field(me, 'profile_image_url')) ?? null,
      secrets: withTokens({ userId: id, username }, tokens),
      tokenExpiresAt: tokens.accessTokenExpiresAt
        ? new Date(tokens.accessTokenExpiresAt)
        : undefined,
    };
  },
};
