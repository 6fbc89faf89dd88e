// YouTube through the Data API v3: a video goes up by resumable upload (a session opened with
// the title, description and privacy, then chunks with Content-Range; after a broken chunk the
// session is asked how much it holds and the upload resumes there). Shorts are vertical videos
// up to three minutes, marked #Shorts.

import { ProviderError } from './errors';
import { count, field, str } from './fields';
import { GoogleSession, googleFlow, googleRefine, revokeGoogle } from './google';
import { isVideo, mediaSize, mediaSlice } from './mediaChunks';
import { MIB, mediaLimitsOf } from './mediaSizes';
import type {
  ChannelSecrets,
  MediaInput,
  PostingBudget,
  PostMetrics,
  Provider,
  ProviderContext,
  ProviderLimits,
  PublishRequest,
  RemotePost,
} from './types';

const NETWORK = 'YouTube';
export const YOUTUBE_API = 'https://www.googleapis.com/youtube/v3';
export const YOUTUBE_UPLOAD = 'https://www.googleapis.com/upload/youtube/v3/videos';
export const YOUTUBE_SCOPES =
  'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly';
/** Chunks are multiples of 256 KiB; 8 MiB keeps memory low and the number of requests small. */
export const UPLOAD = { chunkBytes: 8 * MIB, resumeAttempts: 5 };
const LOOKUP_SKEW_MS = 5 * 60_000;
export const YOUTUBE_TITLE_MAX = 100;

export const YOUTUBE_LIMITS: ProviderLimits = {
  // The description; the title is asked for on its own.
  maxLength: 5000,
  lengthCounting: 'utf16',
  threads: false,
  ...mediaLimitsOf('youtube'),
};

/**
 * videos.insert has a quota bucket of its own: 100 calls a day for the whole Cloud project,
 * shared by every channel this server publishes to, reset at midnight Pacific time
 * (https://developers.google.com/youtube/v3/determine_quota_cost). Not six per channel. Counted
 * per Pacific day: UTC days would let 200 uploads into one quota day.
 */
export const YOUTUBE_BUDGET: PostingBudget = {
  windows: [
    {
      limit: 100,
      windowMs: 86_400_000,
      kind: 'fixed',
      shared: true,
      resetZone: 'America/Los_Angeles',
    },
  ],
};

/** A 308 Resume Incomplete: the session holds bytes up to `received` (exclusive). */
class ResumeIncomplete extends ProviderError {
  constructor(readonly received: number) {
    super('transient', 'YouTube holds part of the video.');
  }
}

function receivedFrom(range: string | null): number {
  const match = range?.match(/bytes=0-(\d+)/);
  return match ? Number(match[1]) + 1 : 0;
}

const refine = (error: ProviderError, body: unknown, headers: Headers) =>
  error.status === 308
    ? new ResumeIncomplete(receivedFrom(headers.get('range')))
    : googleRefine(NETWORK)(error, body);

export interface YouTubeOptions {
  title: string;
  privacy: 'public' | 'unlisted' | 'private';
  shorts: boolean;
  madeForKids: boolean;
  tags: string[];
}

export function youtubeOptions(raw: Record<string, unknown> | undefined): YouTubeOptions {
  const title = str(raw?.title)?.trim();
  if (!title) throw new ProviderError('permanent', 'A YouTube video needs a title.');
  if (title.length > YOUTUBE_TITLE_MAX || /[<>]/.test(title)) {
    throw new ProviderError(
      'permanent',
      `A YouTube title has at most ${YOUTUBE_TITLE_MAX} characters and no < or >.`,
    );
  }
  const privacy =
    raw?.privacy === 'unlisted' || raw?.privacy === 'private' ? raw.privacy : 'public';
  const tags = Array.isArray(raw?.tags)
    ? raw.tags.filter((tag): tag is string => typeof tag === 'string')
    : [];
  return {
    title,
    privacy,
    shorts: raw?.shorts === true,
    madeForKids: raw?.madeForKids === true,
    tags,
  };
}

export function youtubeVideoUrl(id: string, shorts = false): string {
  return shorts ? `https://www.youtube.com/shorts/${id}` : `https://www.youtube.com/watch?v=${id}`;
}

function session(secrets: ChannelSecrets, ctx: ProviderContext): GoogleSession {
  if (!str(secrets.channelId))
    throw new ProviderError('auth', 'YouTube: the channel is not named.');
  return new GoogleSession(secrets, ctx, NETWORK);
}

/** Opens the upload session: the video's details now, its bytes after. */
async function openUpload(
  google: GoogleSession,
  video: MediaInput,
  request: PublishRequest,
  options: YouTubeOptions,
) {
  let description = request.text;
  if (options.shorts && !/#shorts\b/i.test(`${options.title} ${description}`)) {
    description = `${description}\n\n#Shorts`.trim();
  }
  const opened = await google.call(`${YOUTUBE_UPLOAD}?uploadType=resumable&part=snippet,status`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=UTF-8',
      'x-upload-content-length': String(mediaSize(video)),
      'x-upload-content-type': video.contentType,
    },
    body: JSON.stringify({
      snippet: {
        title: options.title,
        description,
        tags: options.tags,
        defaultLanguage: request.language,
      },
      status: { privacyStatus: options.privacy, selfDeclaredMadeForKids: options.madeForKids },
    }),
    label: 'YouTube upload session',
    refine,
  });
  const location = opened.headers.get('location');
  if (!location) throw new ProviderError('permanent', 'YouTube did not open an upload session.');
  return location;
}

/** How much the session holds; the finished video when it holds everything. */
async function uploadStatus(google: GoogleSession, location: string, total: number) {
  try {
    const done = await google.call(location, {
      method: 'PUT',
      headers: { 'content-range': `bytes */${total}` },
      label: 'YouTube upload status',
      refine,
    });
    return { received: total, video: done.body };
  } catch (error) {
    if (error instanceof ResumeIncomplete) return { received: error.received, video: undefined };
    throw error;
  }
}

/** Sends the bytes from wherever the session stands, resuming after a broken chunk. */
export async function sendResumable(
  google: GoogleSession,
  location: string,
  video: MediaInput,
): Promise<unknown> {
  const total = mediaSize(video);
  let received = 0;
  let failures = 0;
  for (;;) {
    const end = Math.min(received + UPLOAD.chunkBytes, total);
    try {
      const answer = await google.call(location, {
        method: 'PUT',
        headers: {
          'content-range': `bytes ${received}-${end - 1}/${total}`,
          'content-type': video.contentType,
        },
        body: await mediaSlice(video, received, end),
        write: end === total,
        label: 'YouTube upload',
        refine,
      });
      return answer.body;
    } catch (error) {
      if (error instanceof ResumeIncomplete) {
        received = error.received;
        continue;
      }
      const broken =
        error instanceof ProviderError &&
        (error.kind === 'transient' || error.kind === 'unknown_outcome');
      if (!broken || ++failures > UPLOAD.resumeAttempts) throw error;
      // Ask the session what arrived; a failure to ask after the last chunk leaves the outcome open.
      let status: Awaited<ReturnType<typeof uploadStatus>>;
      try {
        status = await uploadStatus(google, location, total);
      } catch (asked) {
        if (end === total) {
          throw new ProviderError(
            'unknown_outcome',
            'YouTube did not say whether the video arrived whole.',
            { cause: asked },
          );
        }
        throw asked;
      }
      if (status.video) return status.video;
      received = status.received;
    }
  }
}

async function uploadsPlaylist(google: GoogleSession): Promise<string | undefined> {
  const body = (await google.json(`${YOUTUBE_API}/channels?part=contentDetails&mine=true`)).body;
  const items = field(body, 'items');
  const first = Array.isArray(items) ? items[0] : undefined;
  return str(field(field(field(first, 'contentDetails'), 'relatedPlaylists'), 'uploads'));
}

async function findVideo(
  google: GoogleSession,
  request: PublishRequest,
): Promise<RemotePost | null> {
  const title = youtubeOptions(request.options).title;
  const playlist = await uploadsPlaylist(google);
  if (!playlist) return null;
  const query = new URLSearchParams({ part: 'snippet', playlistId: playlist, maxResults: '25' });
  const body = (await google.json(`${YOUTUBE_API}/playlistItems?${query}`)).body;
  const since = request.attemptedAt.getTime() - LOOKUP_SKEW_MS;
  const items = field(body, 'items');
  for (const item of Array.isArray(items) ? items : []) {
    const snippet = field(item, 'snippet');
    const id = str(field(field(snippet, 'resourceId'), 'videoId'));
    const at = Date.parse(str(field(snippet, 'publishedAt')) ?? '');
    if (id && at >= since && str(field(snippet, 'title')) === title) {
      return { externalId: id, url: youtubeVideoUrl(id) };
    }
  }
  return null;
}

export const youtube: Provider = {
  id: 'youtube',
  budget: YOUTUBE_BUDGET,

  async limits() {
    return YOUTUBE_LIMITS;
  },

  async publish(request, secrets, ctx) {
    const video = request.media[0];
    if (request.media.length !== 1 || !video || !isVideo(video)) {
      throw new ProviderError('permanent', 'A YouTube post is one video.');
    }
    if (request.replyTo)
      throw new ProviderError('permanent', 'YouTube videos cannot be answered by a thread.');
    const options = youtubeOptions(request.options);
    const google = session(secrets, ctx);
    const location = await openUpload(google, video, request, options);
    const uploaded = await sendResumable(google, location, video);
    const id = str(field(uploaded, 'id'));
    if (!id)
      throw new ProviderError(
        'unknown_outcome',
        'YouTube took the video but did not say which it is.',
      );
    return { externalId: id, url: youtubeVideoUrl(id, options.shorts) };
  },

  async lookup(request, secrets, ctx) {
    return findVideo(session(secrets, ctx), request);
  },

  /**
   * GET videos?part=snippet&id= (https://developers.google.com/youtube/v3/docs/videos/list):
   * an unknown or deleted video is left out of `items`. The video's text is its description.
   */
  async readBack(sent, secrets, ctx) {
    const url = `${YOUTUBE_API}/videos?part=snippet&id=${encodeURIComponent(sent.externalId)}`;
    const items = field((await session(secrets, ctx).json(url)).body, 'items');
    const video = Array.isArray(items) ? items[0] : undefined;
    if (!video) return null;
    return {
      url: youtubeVideoUrl(sent.externalId),
      text: str(field(field(video, 'snippet'), 'description')) ?? null,
      mediaCount: 1,
    };
  },

  async postMetrics(externalIds, secrets, ctx) {
    const google = session(secrets, ctx);
    const metrics = new Map<string, PostMetrics>();
    // One unit per call of up to 50 videos.
    for (let at = 0; at < externalIds.length; at += 50) {
      const ids = externalIds.slice(at, at + 50);
      const body = (await google.json(`${YOUTUBE_API}/videos?part=statistics&id=${ids.join(',')}`))
        .body;
      const items = field(body, 'items');
      for (const item of Array.isArray(items) ? items : []) {
        const id = str(field(item, 'id'));
        const stats = field(item, 'statistics');
        // YouTube gives its counts as strings.
        const num = (name: string) => Number(str(field(stats, name)) ?? count(stats, name)) || 0;
        if (id)
          metrics.set(id, {
            likes: num('likeCount'),
            reposts: 0,
            replies: num('commentCount'),
            impressions: num('viewCount'),
          });
      }
    }
    return metrics;
  },

  async channelMetrics(secrets, ctx) {
    const body = (
      await session(secrets, ctx).json(`${YOUTUBE_API}/channels?part=statistics&mine=true`)
    ).body;
    const items = field(body, 'items');
    const stats = field(Array.isArray(items) ? items[0] : undefined, 'statistics');
    return {
      followers: Number(str(field(stats, 'subscriberCount')) ?? 0) || 0,
      posts: Number(str(field(stats, 'videoCount')) ?? 0) || 0,
    };
  },

  async refresh(secrets, ctx) {
    return session(secrets, ctx).refreshGrant();
  },

  async revoke(secrets, ctx) {
    await revokeGoogle(secrets, NETWORK, ctx.timeoutMs);
  },
};

export const youtubeOAuth = googleFlow(NETWORK, YOUTUBE_SCOPES, async (google) => {
  const body = (await google.json(`${YOUTUBE_API}/channels?part=snippet&mine=true`)).body;
  const items = field(body, 'items');
  const channel = Array.isArray(items) ? items[0] : undefined;
  const id = str(field(channel, 'id'));
  if (!id) throw new ProviderError('permanent', 'This Google account has no YouTube channel.');
  const snippet = field(channel, 'snippet');
  const title = str(field(snippet, 'title')) ?? id;
  const custom = str(field(snippet, 'customUrl'));
  return {
    accountId: id,
    handle: custom ?? title,
    displayName: title,
    avatarUrl: str(field(field(field(snippet, 'thumbnails'), 'default'), 'url')) ?? null,
    secrets: { channelId: id },
  };
});
