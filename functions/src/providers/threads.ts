// Threads through the Threads API (graph.threads.net): a container per post (text, a picture or
// a video fetched from its public address, or a carousel over item containers), polled until
// FINISHED, then /threads_publish. Replies make threads. Tokens last 60 days and are renewed
// with th_refresh_token ahead of expiry.

import { ProviderError } from './errors';
import { count, field, str } from './fields';
import { awaitContainer, GraphSession, graphRefine, idOf, publicUrls, sameText } from './graph';
import { mediaLimitsOf } from './mediaSizes';
import { clientCredentials } from './oauthSession';
import { countOf, unlessGone } from './readBack';
import { call } from './request';
import type {
  ChannelSecrets,
  MediaInput,
  OAuthFlow,
  PostingBudget,
  PostMetrics,
  Provider,
  ProviderContext,
  ProviderLimits,
  PublishRequest,
  RefreshedTokens,
  RemotePost,
} from './types';

const NETWORK = 'Threads';
export const THREADS_GRAPH = 'https://graph.threads.net/v1.0';
const THREADS_ROOT = 'https://graph.threads.net';
export const THREADS_AUTHORIZE_URL = 'https://threads.net/oauth/authorize';
// threads_read_replies: the inbox reads the replies to the account's posts (a channel connected
// before it was asked for reconnects to grant it).
export const THREADS_SCOPES =
  'threads_basic,threads_content_publish,threads_manage_insights,threads_read_replies';
const LOOKUP_SKEW_MS = 5 * 60_000;
/** Tokens this close to their end are renewed before use. */
const RENEW_MARGIN_MS = 86_400_000;

export const THREADS_LIMITS: ProviderLimits = {
  maxLength: 500,
  lengthCounting: 'graphemes',
  threads: true,
  ...mediaLimitsOf('threads'),
};

/** Threads allows 250 API-published posts and 1,000 replies per profile in 24 hours. */
export const THREADS_BUDGET: PostingBudget = {
  windows: [
    { limit: 50, windowMs: 3_600_000, kind: 'sliding' },
    { limit: 250, windowMs: 86_400_000, kind: 'sliding' },
  ],
};

async function tokenCall(
  url: string,
  label: string,
  timeoutMs?: number,
  method = 'GET',
  body?: string,
) {
  let answer: unknown;
  try {
    answer = (
      await call(url, {
        method,
        label,
        timeoutMs,
        body,
        headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined,
        refine: graphRefine(NETWORK),
      })
    ).body;
  } catch (error) {
    if (error instanceof ProviderError && (error.status === 400 || error.kind === 'auth')) {
      throw new ProviderError('auth', 'Threads refused the sign-in; please connect again.', {
        cause: error,
        status: error.status,
        remote: error.remote,
      });
    }
    throw error;
  }
  const accessToken = str(field(answer, 'access_token'));
  if (!accessToken) throw new ProviderError('permanent', 'Threads issued no access token.');
  const expiresIn = count(answer, 'expires_in');
  return {
    accessToken,
    expiresAt: expiresIn > 0 ? Date.now() + expiresIn * 1000 : undefined,
    userId: field(answer, 'user_id'),
  };
}

async function renew(secrets: ChannelSecrets, ctx: ProviderContext): Promise<RefreshedTokens> {
  const token = str(secrets.accessToken);
  if (!token)
    throw new ProviderError('auth', 'Threads: no access token is stored for the channel.');
  const query = new URLSearchParams({ grant_type: 'th_refresh_token', access_token: token });
  const next = await tokenCall(
    `${THREADS_ROOT}/refresh_access_token?${query}`,
    'Threads token refresh',
    ctx.timeoutMs,
  );
  const renewed: ChannelSecrets = { ...secrets, accessToken: next.accessToken };
  if (next.expiresAt) renewed.accessTokenExpiresAt = next.expiresAt;
  await ctx.saveSecrets(renewed);
  return {
    secrets: renewed,
    tokenExpiresAt: next.expiresAt ? new Date(next.expiresAt) : undefined,
  };
}

export interface Profile {
  userId: string;
  session: GraphSession;
}

/** The account and a session on it, its token renewed first when close to its end. */
export async function threadsProfile(
  secrets: ChannelSecrets,
  ctx: ProviderContext,
): Promise<Profile> {
  const userId = str(secrets.threadsUserId);
  if (!userId || !str(secrets.accessToken)) {
    throw new ProviderError('auth', 'Threads: the channel has no sign-in stored.');
  }
  let current = secrets;
  const expiresAt =
    typeof secrets.accessTokenExpiresAt === 'number' ? secrets.accessTokenExpiresAt : undefined;
  if (expiresAt !== undefined && expiresAt - Date.now() < RENEW_MARGIN_MS) {
    if (expiresAt <= Date.now()) {
      throw new ProviderError(
        'auth',
        'The Threads sign-in has expired; please reconnect the channel.',
      );
    }
    current = (await renew(secrets, ctx)).secrets;
  }
  return {
    userId,
    session: new GraphSession(THREADS_GRAPH, String(current.accessToken), ctx, NETWORK),
  };
}

const isVideo = (item: MediaInput) => item.contentType.startsWith('video/');

async function container(target: Profile, params: Record<string, string | undefined>) {
  const id = idOf(
    await target.session.post(`${target.userId}/threads`, params),
    'container',
    NETWORK,
  );
  await awaitContainer(target.session, id, 'status');
  return id;
}

function itemParams(item: MediaInput, url: string) {
  return isVideo(item)
    ? { media_type: 'VIDEO', video_url: url, alt_text: item.alt || undefined }
    : { media_type: 'IMAGE', image_url: url, alt_text: item.alt || undefined };
}

async function findPost(target: Profile, request: PublishRequest): Promise<RemotePost | null> {
  const since = Math.floor((request.attemptedAt.getTime() - LOOKUP_SKEW_MS) / 1000);
  // A reply is listed among the replies, a first post among the threads.
  const edge = request.replyTo ? 'replies' : 'threads';
  const listed = await target.session.get(`${target.userId}/${edge}`, {
    fields: 'id,text,timestamp,permalink',
    since: String(since),
    limit: '25',
  });
  const data = field(listed, 'data');
  for (const post of Array.isArray(data) ? data : []) {
    const id = str(field(post, 'id'));
    if (id && sameText(str(field(post, 'text')), request.text)) {
      return { externalId: id, url: str(field(post, 'permalink')) ?? 'https://www.threads.net/' };
    }
  }
  return null;
}

export const threads: Provider = {
  id: 'threads',
  budget: THREADS_BUDGET,

  async limits() {
    return THREADS_LIMITS;
  },

  async publish(request, secrets, ctx) {
    const target = await threadsProfile(secrets, ctx);
    const urls = publicUrls(request.media, NETWORK);
    const common = {
      text: request.text || undefined,
      reply_to_id: request.replyTo?.parent.externalId,
    };
    let creation: string;
    if (request.media.length === 0) {
      creation = await container(target, { media_type: 'TEXT', ...common });
    } else if (request.media.length === 1) {
      creation = await container(target, {
        ...itemParams(request.media[0] as MediaInput, urls[0] as string),
        ...common,
      });
    } else {
      const children: string[] = [];
      for (const [index, item] of request.media.entries()) {
        children.push(
          await container(target, {
            ...itemParams(item, urls[index] as string),
            is_carousel_item: 'true',
          }),
        );
      }
      creation = await container(target, {
        media_type: 'CAROUSEL',
        children: children.join(','),
        ...common,
      });
    }
    const published = await target.session.post(
      `${target.userId}/threads_publish`,
      { creation_id: creation },
      { write: true },
    );
    const id = idOf(published, 'post', NETWORK);
    let url = 'https://www.threads.net/';
    try {
      url = str(field(await target.session.get(id, { fields: 'permalink' }), 'permalink')) ?? url;
    } catch {
      // The post is out; its address is a nicety.
    }
    return { externalId: id, url };
  },

  async lookup(request, secrets, ctx) {
    return findPost(await threadsProfile(secrets, ctx), request);
  },

  /**
   * GET /{threads-media-id} (https://developers.facebook.com/docs/threads/threads-media#retrieve-a-single-threads-media-object).
   */
  async readBack(sent, secrets, ctx) {
    const { session } = await threadsProfile(secrets, ctx);
    const media = await unlessGone(
      () => session.get(sent.externalId, { fields: 'text,permalink,media_type,children{id}' }),
      { graph: true },
    );
    if (!media) return null;
    const type = str(field(media, 'media_type'));
    return {
      url: str(field(media, 'permalink')) ?? null,
      text: str(field(media, 'text')) ?? null,
      mediaCount:
        countOf(field(field(media, 'children'), 'data')) ?? (type === 'TEXT_POST' ? 0 : 1),
    };
  },

  async postMetrics(externalIds, secrets, ctx) {
    const { session } = await threadsProfile(secrets, ctx);
    const metrics = new Map<string, PostMetrics>();
    for (const id of externalIds) {
      let body: unknown;
      try {
        body = await session.get(`${id}/insights`, {
          metric: 'likes,replies,reposts,quotes,views',
        });
      } catch (error) {
        // A deleted post has no insights; the others still do.
        if (error instanceof ProviderError && error.kind === 'permanent') continue;
        throw error;
      }
      const values: Record<string, number> = {};
      const data = field(body, 'data');
      for (const metric of Array.isArray(data) ? data : []) {
        const name = str(field(metric, 'name'));
        const series = field(metric, 'values');
        const first = Array.isArray(series) ? series[0] : undefined;
        if (name)
          values[name] = count(first, 'value') || count(field(metric, 'total_value'), 'value');
      }
      metrics.set(id, {
        likes: values.likes ?? 0,
        reposts: values.reposts ?? 0,
        replies: values.replies ?? 0,
        quotes: values.quotes ?? 0,
        impressions: values.views ?? 0,
      });
    }
    return metrics;
  },

  async channelMetrics(secrets, ctx) {
    const { userId, session } = await threadsProfile(secrets, ctx);
    const body = await session.get(`${userId}/threads_insights`, { metric: 'followers_count' });
    const data = field(body, 'data');
    const followers = Array.isArray(data)
      ? data.find((metric) => field(metric, 'name') === 'followers_count')
      : undefined;
    return { followers: count(field(followers, 'total_value'), 'value') };
  },

  refresh: renew,
};

/** Connecting a Threads profile: the code, then a 60-day token in place of the one-hour one. */
export const threadsOAuth: OAuthFlow = {
  async start(input) {
    const client = clientCredentials(NETWORK, 'THREADS');
    const query = new URLSearchParams({
      client_id: client.clientId,
      redirect_uri: input.redirectUri,
      scope: THREADS_SCOPES,
      response_type: 'code',
      state: input.state,
    });
    return { authorizeUrl: `${THREADS_AUTHORIZE_URL}?${query}`, pending: {} };
  },

  async complete(input, ctx) {
    const client = clientCredentials(NETWORK, 'THREADS');
    const form = new URLSearchParams({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      grant_type: 'authorization_code',
      redirect_uri: input.redirectUri,
      code: input.code,
    });
    const short = await tokenCall(
      `${THREADS_ROOT}/oauth/access_token`,
      'Threads token',
      ctx.timeoutMs,
      'POST',
      form.toString(),
    );
    const longQuery = new URLSearchParams({
      grant_type: 'th_exchange_token',
      client_secret: client.clientSecret,
      access_token: short.accessToken,
    });
    const long = await tokenCall(
      `${THREADS_ROOT}/access_token?${longQuery}`,
      'Threads long-lived token',
      ctx.timeoutMs,
    );
    const session = new GraphSession(THREADS_GRAPH, long.accessToken, ctx, NETWORK);
    const me = await session.get('me', { fields: 'id,username,name,threads_profile_picture_url' });
    const id = str(field(me, 'id')) ?? String(short.userId ?? '');
    if (!id) throw new ProviderError('permanent', 'Threads did not say which profile signed in.');
    const username = str(field(me, 'username')) ?? id;
    const secrets: ChannelSecrets = { threadsUserId: id, accessToken: long.accessToken };
    if (long.expiresAt) secrets.accessTokenExpiresAt = long.expiresAt;
    return {
      accountId: id,
      handle: `@${username}`,
      displayName: str(field(me, 'name')) ?? username,
      avatarUrl: str(field(me, 'threads_profile_picture_url')) ?? null,
      secrets,
      tokenExpiresAt: long.expiresAt ? new Date(long.expiresAt) : undefined,
    };
  },
};
