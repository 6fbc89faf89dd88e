// TikTok through the Content Posting API: the creator's allowed privacy levels are read first
// (creator_info), a video is posted directly (video/init) or sent to the creator's inbox as a
// draft (inbox/video/init), its bytes go up in the chunks TikTok's rules ask for, and the post's
// status is fetched until TikTok says it is out. Photos are pulled by TikTok from their address.

import { setTimeout as sleep } from 'node:timers/promises';
import { ProviderError } from './errors';
import { count, field, str } from './fields';
import { isVideo, mediaSize, mediaSlice } from './mediaChunks';
import { MIB, upTo } from './mediaSizes';
import {
  clientCredentials,
  OAuthSession,
  type OAuthTokens,
  readTokens,
  requestTokens,
  revokeToken,
  withTokens,
} from './oauthSession';
import type { CallResult } from './request';
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
  RemotePost,
} from './types';

const NETWORK = 'TikTok';
export const TIKTOK_API = 'https://open.tiktokapis.com';
export const TIKTOK_AUTHORIZE_URL = 'https://www.tiktok.com/v2/auth/authorize/';
export const TIKTOK_SCOPES =
  'user.info.basic,user.info.stats,video.publish,video.upload,video.list';
/** How often and how long the post's status is fetched before the post is taken as accepted. */
export const STATUS_POLL = { intervalMs: 5000, attempts: 24 };
/** TikTok's chunk rules: 5 to 64 MB each, the last up to 128 MB; smaller files go whole. */
export const CHUNKS = { minBytes: 5 * MIB, chunkBytes: 10 * MIB };
const LOOKUP_SKEW_MS = 5 * 60_000;

export const PRIVACY_LEVELS = [
  'PUBLIC_TO_EVERYONE',
  'MUTUAL_FOLLOW_FRIENDS',
  'FOLLOWER_OF_CREATOR',
  'SELF_ONLY',
] as const;

export const TIKTOK_LIMITS: ProviderLimits = {
  maxLength: 2200,
  lengthCounting: 'utf16',
  maxMedia: 35,
  // No PNG for photos; videos up to 4 GB.
  media: {
    ...upTo(20 * MIB, 'image/jpeg', 'image/webp'),
    ...upTo(4096 * MIB, 'video/mp4', 'video/quicktime', 'video/webm'),
  },
  mixedMedia: false,
  threads: false,
  requiresMedia: true,
};

/** Six init calls a minute per token, and about 15 posts a day per creator through the API. */
export const TIKTOK_BUDGET: PostingBudget = {
  windows: [
    { limit: 6, windowMs: 60_000, kind: 'sliding' },
    { limit: 15, windowMs: 86_400_000, kind: 'sliding' },
  ],
};

const AUTH_CODES = new Set([
  'access_token_invalid',
  'scope_not_authorized',
  'scope_permission_missed',
]);
const DAILY_CODES = new Set([
  'spam_risk_too_many_posts',
  'spam_risk_too_many_pending_share',
  'reached_active_user_cap',
]);
const PLAIN: Record<string, string> = {
  privacy_level_option_mismatch:
    "TikTok does not allow that privacy level for this account; pick one of the account's own.",
  unaudited_client_can_only_post_to_private_accounts:
    'TikTok lets this app post only to private accounts until TikTok has reviewed the app.',
  spam_risk_user_banned_from_posting: 'TikTok has stopped this account from posting.',
  url_ownership_unverified:
    "TikTok will not fetch media from this app's address until the domain is verified with TikTok.",
  file_format_check_failed: 'TikTok did not accept the video format.',
  duration_check_failed: 'The video is longer than this account may post.',
  frame_rate_check_failed: 'TikTok did not accept the video frame rate.',
  picture_size_check_failed: 'TikTok did not accept the picture size.',
};

function tiktokError(
  code: string,
  status: number | undefined,
  cause?: unknown,
): ProviderError | null {
  const options = { status, remote: code, cause };
  if (AUTH_CODES.has(code))
    return new ProviderError(
      'auth',
      "TikTok no longer accepts this channel's sign-in; please reconnect it.",
      options,
    );
  if (code === 'rate_limit_exceeded')
    return new ProviderError('rate_limited', 'TikTok asks us to slow down.', {
      ...options,
      retryAfterMs: 60_000,
    });
  if (DAILY_CODES.has(code))
    return new ProviderError(
      'rate_limited',
      'TikTok allows no more posts from this account today; the post waits a day.',
      { ...options, retryAfterMs: 86_400_000 },
    );
  const plain = PLAIN[code];
  if (plain) return new ProviderError('permanent', plain, options);
  return null;
}

const refine = (error: ProviderError, body: unknown) => {
  const code = str(field(field(body, 'error'), 'code'));
  return (code && tiktokError(code, error.status, error)) || error;
};

const renew = (refreshToken: string, timeoutMs?: number): Promise<OAuthTokens> => {
  const client = clientCredentials(NETWORK, 'TIKTOK');
  return requestTokens(
    `${TIKTOK_API}/v2/oauth/token/`,
    {
      client_key: client.clientId,
      client_secret: client.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    },
    { label: 'TikTok token refresh', timeoutMs },
  );
};

class TikTokSession extends OAuthSession {
  constructor(secrets: ChannelSecrets, ctx: ProviderContext) {
    super(secrets, ctx, NETWORK, renew);
    if (!str(secrets.openId))
      throw new ProviderError('auth', 'TikTok: the channel does not name its account.');
  }

  async api(path: string, body?: unknown, write = false): Promise<CallResult> {
    const result = await this.call(`${TIKTOK_API}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json; charset=UTF-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
      write,
      label: `TikTok ${path.split('?')[0]}`,
      refine,
    });
    // TikTok names a failure in the body even beside a 200.
    const code = str(field(field(result.body, 'error'), 'code'));
    if (code && code !== 'ok')
      throw (
        tiktokError(code, result.status) ??
        new ProviderError('permanent', `TikTok refused the request (${code}).`, { remote: code })
      );
    return result;
  }
}

interface TikTokOptions {
  mode: 'direct' | 'inbox';
  privacyLevel: string;
  disableComment: boolean;
  disableDuet: boolean;
  disableStitch: boolean;
}

function tiktokOptions(raw: Record<string, unknown> | undefined): TikTokOptions {
  const privacy = str(raw?.privacyLevel);
  const mode = raw?.mode === 'inbox' ? 'inbox' : 'direct';
  if (mode === 'direct' && !privacy)
    throw new ProviderError('permanent', 'Choose who can see the TikTok post.');
  return {
    mode,
    privacyLevel: privacy ?? 'SELF_ONLY',
    disableComment: raw?.disableComment === true,
    disableDuet: raw?.disableDuet === true,
    disableStitch: raw?.disableStitch === true,
  };
}

/** The creator's allowed settings; a privacy level they do not offer is refused before sending. */
async function checkCreator(session: TikTokSession, options: TikTokOptions) {
  const info = field((await session.api('/v2/post/publish/creator_info/query/', {})).body, 'data');
  const allowed = field(info, 'privacy_level_options');
  if (Array.isArray(allowed) && !allowed.includes(options.privacyLevel)) {
    throw tiktokError('privacy_level_option_mismatch', undefined) as ProviderError;
  }
  return { username: str(field(info, 'creator_username')) };
}

/** Chunk size and count by TikTok's rules: the last chunk takes the remainder. */
export function chunkPlan(size: number): { chunkSize: number; count: number } {
  if (size < CHUNKS.minBytes) return { chunkSize: size, count: 1 };
  const chunkSize = Math.min(CHUNKS.chunkBytes, size);
  return { chunkSize, count: Math.max(1, Math.floor(size / chunkSize)) };
}

async function uploadChunks(session: TikTokSession, uploadUrl: string, video: MediaInput) {
  const size = mediaSize(video);
  const plan = chunkPlan(size);
  for (let index = 0; index < plan.count; index++) {
    const start = index * plan.chunkSize;
    const end = index === plan.count - 1 ? size : start + plan.chunkSize;
    await session.call(uploadUrl, {
      method: 'PUT',
      headers: {
        'content-type': video.contentType,
        'content-range': `bytes ${start}-${end - 1}/${size}`,
      },
      body: await mediaSlice(video, start, end),
      // The last chunk completes the post.
      write: index === plan.count - 1,
      label: 'TikTok video upload',
      refine,
    });
  }
}

/** Fetches the post's status until TikTok says it is out, in the inbox, or failed. */
async function awaitPost(
  session: TikTokSession,
  publishId: string,
  username: string | undefined,
): Promise<RemotePost> {
  const profile = username ? `https://www.tiktok.com/@${username}` : 'https://www.tiktok.com/';
  for (let attempt = 0; attempt < STATUS_POLL.attempts; attempt++) {
    const data = field(
      (await session.api('/v2/post/publish/status/fetch/', { publish_id: publishId })).body,
      'data',
    );
    const status = str(field(data, 'status'));
    const ids = field(data, 'publicaly_available_post_id');
    const postId = Array.isArray(ids) && ids.length > 0 ? String(ids[0]) : undefined;
    if (status === 'PUBLISH_COMPLETE' && postId)
      return { externalId: postId, url: `${profile}/video/${postId}` };
    if (status === 'PUBLISH_COMPLETE' || status === 'SEND_TO_USER_INBOX')
      return { externalId: publishId, url: profile };
    if (status === 'FAILED') {
      const reason = str(field(data, 'fail_reason')) ?? 'unknown';
      throw (
        tiktokError(reason, undefined) ??
        new ProviderError('permanent', 'TikTok could not process the post; check the video.', {
          remote: reason,
        })
      );
    }
    await sleep(STATUS_POLL.intervalMs);
  }
  // Uploaded and accepted: moderation can take hours, and the post id comes only after it.
  return { externalId: publishId, url: profile };
}

async function findPost(
  session: TikTokSession,
  request: PublishRequest,
): Promise<RemotePost | null> {
  if (request.options?.mode === 'inbox') {
    throw new ProviderError(
      'permanent',
      "A TikTok draft waits in the creator's inbox, where this app cannot look; please check TikTok.",
    );
  }
  const body = (
    await session.api('/v2/video/list/?fields=id,title,video_description,create_time,share_url', {
      max_count: 20,
    })
  ).body;
  const videos = field(field(body, 'data'), 'videos');
  const since = (request.attemptedAt.getTime() - LOOKUP_SKEW_MS) / 1000;
  const wanted = request.text.trim();
  for (const video of Array.isArray(videos) ? videos : []) {
    const id = str(field(video, 'id'));
    const text = (
      str(field(video, 'video_description')) ??
      str(field(video, 'title')) ??
      ''
    ).trim();
    if (id && count(video, 'create_time') >= since && text === wanted) {
      return {
        externalId: id,
        url: str(field(video, 'share_url')) ?? `https://www.tiktok.com/video/${id}`,
      };
    }
  }
  return null;
}

export const tiktok: Provider = {
  id: 'tiktok',
  budget: TIKTOK_BUDGET,

  async limits() {
    return TIKTOK_LIMITS;
  },

  async publish(request, secrets, ctx) {
    if (request.replyTo)
      throw new ProviderError('permanent', 'TikTok posts cannot be answered by a thread.');
    if (request.media.length === 0)
      throw new ProviderError('permanent', 'A TikTok post needs a video or pictures.');
    const options = tiktokOptions(request.options);
    const session = new TikTokSession(secrets, ctx);
    const creator = await checkCreator(session, options);
    const postInfo = {
      title: request.text,
      privacy_level: options.privacyLevel,
      disable_comment: options.disableComment,
      disable_duet: options.disableDuet,
      disable_stitch: options.disableStitch,
    };
    const video = request.media[0] as MediaInput;
    if (!isVideo(video)) {
      const urls = request.media.map((item) => {
        if (!item.url)
          throw new ProviderError(
            'permanent',
            'TikTok fetches pictures from a public address, and this server could not give one.',
          );
        return item.url;
      });
      const started = await session.api(
        '/v2/post/publish/content/init/',
        {
          post_info: { ...postInfo, title: undefined, description: request.text },
          source_info: { source: 'PULL_FROM_URL', photo_cover_index: 0, photo_images: urls },
          post_mode: options.mode === 'inbox' ? 'MEDIA_UPLOAD' : 'DIRECT_POST',
          media_type: 'PHOTO',
        },
        true,
      );
      const publishId = str(field(field(started.body, 'data'), 'publish_id'));
      if (!publishId)
        throw new ProviderError('unknown_outcome', 'TikTok took the post but did not name it.');
      return awaitPost(session, publishId, creator.username);
    }
    if (request.media.length > 1)
      throw new ProviderError('permanent', 'A TikTok post carries one video.');
    const plan = chunkPlan(mediaSize(video));
    const sourceInfo = {
      source: 'FILE_UPLOAD',
      video_size: mediaSize(video),
      chunk_size: plan.chunkSize,
      total_chunk_count: plan.count,
    };
    const started = await session.api(
      options.mode === 'inbox'
        ? '/v2/post/publish/inbox/video/init/'
        : '/v2/post/publish/video/init/',
      options.mode === 'inbox'
        ? { source_info: sourceInfo }
        : { post_info: postInfo, source_info: sourceInfo },
    );
    const data = field(started.body, 'data');
    const publishId = str(field(data, 'publish_id'));
    const uploadUrl = str(field(data, 'upload_url'));
    if (!publishId || !uploadUrl)
      throw new ProviderError('permanent', 'TikTok did not open an upload for the video.');
    await uploadChunks(session, uploadUrl, video);
    return awaitPost(session, publishId, creator.username);
  },

  async lookup(request, secrets, ctx) {
    return findPost(new TikTokSession(secrets, ctx), request);
  },

  async postMetrics(externalIds, secrets, ctx) {
    const session = new TikTokSession(secrets, ctx);
    const metrics = new Map<string, PostMetrics>();
    for (let at = 0; at < externalIds.length; at += 20) {
      const ids = externalIds.slice(at, at + 20);
      const body = (
        await session.api(
          '/v2/video/query/?fields=id,like_count,comment_count,share_count,view_count',
          { filters: { video_ids: ids } },
        )
      ).body;
      const videos = field(field(body, 'data'), 'videos');
      for (const video of Array.isArray(videos) ? videos : []) {
        const id = str(field(video, 'id'));
        if (id)
          metrics.set(id, {
            likes: count(video, 'like_count'),
            reposts: count(video, 'share_count'),
            replies: count(video, 'comment_count'),
            impressions: count(video, 'view_count'),
          });
      }
    }
    return metrics;
  },

  async channelMetrics(secrets, ctx) {
    const body = (
      await new TikTokSession(secrets, ctx).api(
        '/v2/user/info/?fields=follower_count,following_count,video_count',
      )
    ).body;
    const user = field(field(body, 'data'), 'user');
    return {
      followers: count(user, 'follower_count'),
      following: count(user, 'following_count'),
      posts: count(user, 'video_count'),
    };
  },

  async refresh(secrets, ctx) {
    return new TikTokSession(secrets, ctx).refreshGrant();
  },

  async revoke(secrets, ctx) {
    const client = clientCredentials(NETWORK, 'TIKTOK');
    await revokeToken(
      `${TIKTOK_API}/v2/oauth/revoke/`,
      {
        client_key: client.clientId,
        client_secret: client.clientSecret,
        token: readTokens(secrets, NETWORK).accessToken,
      },
      { label: 'TikTok token revocation', timeoutMs: ctx.timeoutMs },
    );
  },
};

export const tiktokOAuth: OAuthFlow = {
  async start(input) {
    const client = clientCredentials(NETWORK, 'TIKTOK');
    const query = new URLSearchParams({
      client_key: client.clientId,
      scope: TIKTOK_SCOPES,
      response_type: 'code',
      redirect_uri: input.redirectUri,
      state: input.state,
    });
    return { authorizeUrl: `${TIKTOK_AUTHORIZE_URL}?${query}`, pending: {} };
  },

  async complete(input, ctx) {
    const client = clientCredentials(NETWORK, 'TIKTOK');
    const tokens = await requestTokens(
      `${TIKTOK_API}/v2/oauth/token/`,
      {
        client_key: client.clientId,
        client_secret: client.clientSecret,
        code: input.code,
        grant_type: 'authorization_code',
        redirect_uri: input.redirectUri,
      },
      { label: 'TikTok token', timeoutMs: ctx.timeoutMs },
    );
    const probe = new OAuthSession(
      withTokens({}, tokens),
      { ...ctx, saveSecrets: async () => undefined },
      NETWORK,
      renew,
    );
    const body = (
      await probe.call(
        `${TIKTOK_API}/v2/user/info/?fields=open_id,avatar_url,display_name,username`,
        { label: 'TikTok user info', refine },
      )
    ).body;
    const user = field(field(body, 'data'), 'user');
    const openId = str(field(user, 'open_id'));
    if (!openId)
      throw new ProviderError('permanent', 'TikTok did not say which account signed in.');
    const username = str(field(user, 'username'));
    return {
      accountId: openId,
      handle: username ? `@${username}` : (str(field(user, 'display_name')) ?? openId),
      displayName: str(field(user, 'display_name')) ?? username ?? openId,
      avatarUrl: str(field(user, 'avatar_url')) ?? null,
      secrets: withTokens({ openId }, tokens),
      tokenExpiresAt: tokens.accessTokenExpiresAt
        ? new Date(tokens.accessTokenExpiresAt)
        : undefined,
    };
  },
};
