// TikTok through the Content Posting API: the creator's allowed privacy levels are read first
// (creator_info), a video is posted directly (video/init) or sent to the creator's inbox as a
// draft (inbox/video/init), its bytes go up in the chunks TikTok's rules ask for, and the post's
// status is fetched until TikTok says it is out. Photos are pulled by TikTok from their address.

import { setTimeout as sleep } from 'node:timers/promises';
import { ProviderError } from '../errors';
import { count, field, str } from '../fields';
import { isVideo, mediaSize, mediaSlice } from '../mediaChunks';
import { MIB, mediaLimitsOf } from '../mediaSizes';
import { clientCredentials, readTokens, revokeToken } from '../oauthSession';
import type {
  MediaInput,
  PostingBudget,
  PostMetrics,
  Provider,
  ProviderLimits,
  PublishRequest,
  RemotePost,
} from '../types';
import { refine, TIKTOK_API, TikTokSession, tiktokError } from './tiktokSession';

const NETWORK = 'TikTok';
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
  threads: false,
  ...mediaLimitsOf('tiktok'),
};

/** Six init calls a minute per token, and about 15 posts a day per creator through the API. */
export const TIKTOK_BUDGET: PostingBudget = {
  windows: [
    { limit: 6, windowMs: 60_000, kind: 'sliding' },
    { limit: 15, windowMs: 86_400_000, kind: 'sliding' },
  ],
};

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
    // TikTok asks that no interaction be on unless the user turned it on: unset means off.
    disableComment: raw?.disableComment !== false,
    disableDuet: raw?.disableDuet !== false,
    disableStitch: raw?.disableStitch !== false,
  };
}

/** What TikTok lets this creator post now (creator_info): privacy levels and interactions. */
async function creatorInfo(session: TikTokSession) {
  const info = field((await session.api('/v2/post/publish/creator_info/query/', {})).body, 'data');
  const allowed = field(info, 'privacy_level_options');
  const seconds = field(info, 'max_video_post_duration_sec');
  return {
    username: str(field(info, 'creator_username')),
    privacyLevels: Array.isArray(allowed)
      ? allowed.filter((level): level is string => typeof level === 'string')
      : null,
    commentDisabled: field(info, 'comment_disabled') === true,
    duetDisabled: field(info, 'duet_disabled') === true,
    stitchDisabled: field(info, 'stitch_disabled') === true,
    maxVideoSeconds: typeof seconds === 'number' && seconds > 0 ? seconds : null,
  };
}

/**
 * The creator's allowed settings; a privacy level they do not offer is refused before sending,
 * and an interaction the creator turned off in TikTok stays off, as TikTok requires.
 */
async function checkCreator(session: TikTokSession, options: TikTokOptions) {
  const info = await creatorInfo(session);
  if (info.privacyLevels && !info.privacyLevels.includes(options.privacyLevel)) {
    throw tiktokError('privacy_level_option_mismatch', undefined) as ProviderError;
  }
  options.disableComment ||= info.commentDisabled;
  options.disableDuet ||= info.duetDisabled;
  options.disableStitch ||= info.stitchDisabled;
  return { username: info.username };
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

  /**
   * POST /v2/video/query/ by video id (https://developers.tiktok.com/doc/tiktok-api-v2-video-query);
   * a post still under moderation or in the creator's inbox has only its publish id, read with
   * /v2/post/publish/status/fetch/ (https://developers.tiktok.com/doc/content-posting-api-reference-get-video-status).
   */
  async readBack(sent, secrets, ctx) {
    const session = new TikTokSession(secrets, ctx);
    if (!/^\d+$/.test(sent.externalId)) {
      const data = field(
        (await session.api('/v2/post/publish/status/fetch/', { publish_id: sent.externalId })).body,
        'data',
      );
      const status = str(field(data, 'status'));
      if (status === 'FAILED') return null;
      return { url: null, text: null, mediaCount: 1 };
    }
    const body = (
      await session.api('/v2/video/query/?fields=id,share_url,video_description', {
        filters: { video_ids: [sent.externalId] },
      })
    ).body;
    const videos = field(field(body, 'data'), 'videos');
    const video = Array.isArray(videos) ? videos[0] : undefined;
    if (!video) return null;
    return {
      url: str(field(video, 'share_url')) ?? null,
      text: str(field(video, 'video_description')) ?? null,
      mediaCount: 1,
    };
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

  async postingChoices(secrets, ctx) {
    const info = await creatorInfo(new TikTokSession(secrets, ctx));
    return {
      tiktok: {
        privacyLevels: info.privacyLevels ?? [],
        commentDisabled: info.commentDisabled,
        duetDisabled: info.duetDisabled,
        stitchDisabled: info.stitchDisabled,
        maxVideoSeconds: info.maxVideoSeconds,
      },
    };
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

export { tiktokOAuth } from './tiktokSession';
