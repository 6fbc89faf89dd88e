// Facebook Pages through the Graph API: text and links on /{page-id}/feed, pictures uploaded
// unpublished to /{page-id}/photos and attached to one feed post, a video sent in the chunks
// Facebook asks for through the resumable /{page-id}/videos upload; a first comment goes to /{post-id}/comments.

import { ProviderError } from './errors';
import { count, field, str } from './fields';
import { GRAPH, GRAPH_VIDEO, GraphSession, idOf, sameText } from './graph';
import { findGraphComment, graphComment } from './graphComments';
import { mediaSize, mediaSlice } from './mediaChunks';
import { mediaLimitsOf } from './mediaSizes';
import { revokeMetaGrant } from './metaLogin';
import { countOf, unlessGone } from './readBack';
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

const NETWORK = 'Facebook';
const LOOKUP_SKEW_MS = 5 * 60_000;

export const FACEBOOK_LIMITS: ProviderLimits = {
  maxLength: 63_206,
  lengthCounting: 'utf16',
  threads: false,
  ...mediaLimitsOf('facebook'),
};

/**
 * Facebook documents no posting cap for Pages, only call budgets (Page calls scale with its
 * audience); a steady pace keeps a Page well inside them and out of spam filters.
 */
export const FACEBOOK_BUDGET: PostingBudget = {
  windows: [
    { limit: 25, windowMs: 3_600_000, kind: 'sliding' },
    { limit: 200, windowMs: 86_400_000, kind: 'fixed' },
  ],
};

export interface PageSecrets {
  pageId: string;
  session: GraphSession;
}

export function page(secrets: ChannelSecrets, ctx: ProviderContext): PageSecrets {
  const pageId = str(secrets.pageId);
  const token = str(secrets.accessToken);
  if (!pageId || !token) {
    throw new ProviderError('auth', 'Facebook: the channel has no Page sign-in stored.');
  }
  return { pageId, session: new GraphSession(GRAPH, token, ctx, NETWORK) };
}

export function facebookPostUrl(id: string): string {
  return `https://www.facebook.com/${id}`;
}

async function uploadPhoto({ pageId, session }: PageSecrets, media: MediaInput): Promise<string> {
  const form = new FormData();
  form.set('published', 'false');
  if (media.alt) form.set('alt_text_custom', media.alt);
  form.set('source', new Blob([media.bytes], { type: media.contentType }), 'photo');
  return idOf(await session.multipart(`${pageId}/photos`, form), 'photo', NETWORK);
}

/** The resumable upload: start, the chunks at the offsets Facebook names, then finish (the post). */
async function uploadVideo(
  { pageId, session }: PageSecrets,
  media: MediaInput,
  description: string,
): Promise<string> {
  const started = await session.post(
    `${pageId}/videos`,
    { upload_phase: 'start', file_size: String(mediaSize(media)) },
    { base: GRAPH_VIDEO },
  );
  const uploadSession = str(field(started, 'upload_session_id'));
  const videoId = str(field(started, 'video_id'));
  if (!uploadSession || !videoId) {
    throw new ProviderError('permanent', 'Facebook did not open an upload for the video.');
  }
  let start = Number(field(started, 'start_offset') ?? 0);
  let end = Number(field(started, 'end_offset') ?? 0);
  while (start < end) {
    const form = new FormData();
    form.set('upload_phase', 'transfer');
    form.set('upload_session_id', uploadSession);
    form.set('start_offset', String(start));
    form.set('video_file_chunk', new Blob([await mediaSlice(media, start, end)]), 'chunk');
    const next = await session.multipart(`${pageId}/videos`, form, { base: GRAPH_VIDEO });
    start = Number(field(next, 'start_offset'));
    end = Number(field(next, 'end_offset'));
    if (!Number.isFinite(start) || !Number.isFinite(end)) {
      throw new ProviderError('permanent', 'Facebook lost track of the video upload.');
    }
  }
  await session.post(
    `${pageId}/videos`,
    { upload_phase: 'finish', upload_session_id: uploadSession, description },
    { base: GRAPH_VIDEO, write: true },
  );
  return videoId;
}

async function findPost(
  target: PageSecrets,
  request: PublishRequest,
  video: boolean,
): Promise<RemotePost | null> {
  const since = Math.floor((request.attemptedAt.getTime() - LOOKUP_SKEW_MS) / 1000);
  const listed = await target.session.get(`${target.pageId}/${video ? 'videos' : 'feed'}`, {
    fields: video ? 'id,description,created_time' : 'id,message,created_time,permalink_url',
    since: String(since),
    limit: '25',
  });
  const data = field(listed, 'data');
  for (const post of Array.isArray(data) ? data : []) {
    const id = str(field(post, 'id'));
    const text = str(field(post, video ? 'description' : 'message'));
    if (id && sameText(text, request.text)) {
      return { externalId: id, url: str(field(post, 'permalink_url')) ?? facebookPostUrl(id) };
    }
  }
  return null;
}

export const facebook: Provider = {
  id: 'facebook',
  budget: FACEBOOK_BUDGET,

  async limits() {
    return FACEBOOK_LIMITS;
  },

  async publish(request, secrets, ctx) {
    if (request.replyTo) {
      throw new ProviderError('permanent', 'Facebook Page posts cannot be answered by a thread.');
    }
    const target = page(secrets, ctx);
    const options = request.options ?? {};
    const videos = request.media.filter((item) => item.contentType.startsWith('video/'));
    if (videos.length > 1 || (videos.length === 1 && request.media.length > 1)) {
      throw new ProviderError('permanent', 'A Facebook post carries one video on its own.');
    }
    let id: string;
    if (videos[0]) {
      id = await uploadVideo(target, videos[0], request.text);
    } else {
      const photos: string[] = [];
      for (const item of request.media) photos.push(await uploadPhoto(target, item));
      const params: Record<string, string | undefined> = {
        message: request.text || undefined,
        link: photos.length === 0 ? str(options.link) : undefined,
      };
      for (const [index, photo] of photos.entries()) {
        params[`attached_media[${index}]`] = JSON.stringify({ media_fbid: photo });
      }
      id = idOf(
        await target.session.post(`${target.pageId}/feed`, params, { write: true }),
        'post',
        NETWORK,
      );
    }
    return { externalId: id, url: facebookPostUrl(id) };
  },

  async comment(request, secrets, ctx) {
    return graphComment(page(secrets, ctx).session, request);
  },

  async findComment(request, secrets, ctx) {
    return findGraphComment(page(secrets, ctx).session, request, 'message');
  },

  async lookup(request, secrets, ctx) {
    const video = request.media.some((item) => item.contentType.startsWith('video/'));
    return findPost(page(secrets, ctx), request, video);
  },

  /**
   * GET /{post-id} (https://developers.facebook.com/docs/graph-api/reference/post/): an id
   * that does not exist (or no longer) is refused with 400, code 100.
   */
  async readBack(sent, secrets, ctx) {
    const { session } = page(secrets, ctx);
    const post = await unlessGone(
      () =>
        session.get(sent.externalId, {
          fields: 'message,description,permalink_url,attachments{subattachments,media_type}',
        }),
      { graph: true },
    );
    if (!post) return null;
    const attachments = field(field(post, 'attachments'), 'data');
    const first = Array.isArray(attachments) ? attachments[0] : undefined;
    const album = countOf(field(field(first, 'subattachments'), 'data'));
    return {
      url: str(field(post, 'permalink_url')) ?? facebookPostUrl(sent.externalId),
      text: str(field(post, 'message')) ?? str(field(post, 'description')) ?? null,
      mediaCount: album ?? (first && field(first, 'media_type') !== 'link' ? 1 : 0),
    };
  },

  async postMetrics(externalIds, secrets, ctx) {
    const { session } = page(secrets, ctx);
    const metrics = new Map<string, PostMetrics>();
    // One call for up to 50 posts: the ids= form counts once against the Page's budget.
    for (let at = 0; at < externalIds.length; at += 50) {
      const ids = externalIds.slice(at, at + 50);
      const body = await session.get('', {
        ids: ids.join(','),
        fields:
          'reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0),shares',
      });
      for (const id of ids) {
        const post = field(body, id);
        if (!post) continue;
        metrics.set(id, {
          likes: count(field(field(post, 'reactions'), 'summary'), 'total_count'),
          reposts: count(field(post, 'shares'), 'count'),
          replies: count(field(field(post, 'comments'), 'summary'), 'total_count'),
        });
      }
    }
    return metrics;
  },

  async channelMetrics(secrets, ctx) {
    const { pageId, session } = page(secrets, ctx);
    const body = await session.get(pageId, { fields: 'followers_count,fan_count' });
    return { followers: count(body, 'followers_count', 'fan_count') };
  },

  /** Withdraws the Meta login's grant (only called once no other channel shares it). */
  async revoke(secrets, ctx) {
    await revokeMetaGrant(secrets, ctx.timeoutMs);
  },
};
