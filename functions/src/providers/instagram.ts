// Instagram professional accounts through the Instagram Graph API (Facebook login): a media
// container per picture or reel (Instagram fetches each file from its public address), a carousel
// container over them, status polling until each is FINISHED, then /media_publish, the one call
// that makes the post visible. A first comment goes to /{media-id}/comments afterwards.

import { ProviderError } from './errors';
import { count, field, str } from './fields';
import { awaitContainer, GRAPH, GraphSession, idOf, publicUrls, sameText } from './graph';
import { findGraphComment, graphComment } from './graphComments';
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

const NETWORK = 'Instagram';
const LOOKUP_SKEW_MS = 5 * 60_000;

export const INSTAGRAM_LIMITS: ProviderLimits = {
  maxLength: 2200,
  lengthCounting: 'utf16',
  threads: false,
  ...mediaLimitsOf('instagram'),
};

/** Instagram allows 100 API-published posts per account in any 24 hours (content_publishing_limit). */
export const INSTAGRAM_BUDGET: PostingBudget = {
  windows: [
    { limit: 25, windowMs: 3_600_000, kind: 'sliding' },
    { limit: 100, windowMs: 86_400_000, kind: 'sliding' },
  ],
};

export interface Account {
  igUserId: string;
  session: GraphSession;
}

export function account(secrets: ChannelSecrets, ctx: ProviderContext): Account {
  const igUserId = str(secrets.igUserId);
  const token = str(secrets.accessToken);
  if (!igUserId || !token) {
    throw new ProviderError('auth', 'Instagram: the channel has no account sign-in stored.');
  }
  return { igUserId, session: new GraphSession(GRAPH, token, ctx, NETWORK) };
}

const isVideo = (item: MediaInput) => item.contentType.startsWith('video/');

async function container(
  { igUserId, session }: Account,
  params: Record<string, string | undefined>,
): Promise<string> {
  const id = idOf(await session.post(`${igUserId}/media`, params), 'media container', NETWORK);
  await awaitContainer(session, id, 'status_code');
  return id;
}

function mediaParams(item: MediaInput, url: string, carousel: boolean) {
  return isVideo(item)
    ? { media_type: carousel ? 'VIDEO' : 'REELS', video_url: url }
    : { image_url: url, alt_text: item.alt || undefined };
}

async function findPost(target: Account, request: PublishRequest): Promise<RemotePost | null> {
  const since = request.attemptedAt.getTime() - LOOKUP_SKEW_MS;
  const listed = await target.session.get(`${target.igUserId}/media`, {
    fields: 'id,caption,timestamp,permalink',
    limit: '25',
  });
  const data = field(listed, 'data');
  for (const post of Array.isArray(data) ? data : []) {
    const id = str(field(post, 'id'));
    const at = Date.parse(str(field(post, 'timestamp')) ?? '');
    if (id && at >= since && sameText(str(field(post, 'caption')), request.text)) {
      return { externalId: id, url: str(field(post, 'permalink')) ?? 'https://www.instagram.com/' };
    }
  }
  return null;
}

export const instagram: Provider = {
  id: 'instagram',
  budget: INSTAGRAM_BUDGET,

  async limits() {
    return INSTAGRAM_LIMITS;
  },

  async publish(request, secrets, ctx) {
    if (request.replyTo) {
      throw new ProviderError('permanent', 'Instagram posts cannot be answered by a thread.');
    }
    if (request.media.length === 0) {
      throw new ProviderError('permanent', 'An Instagram post needs a picture or a video.');
    }
    const target = account(secrets, ctx);
    const urls = publicUrls(request.media, NETWORK);
    const caption = request.text || undefined;
    let creation: string;
    if (request.media.length === 1) {
      const [item] = request.media as [MediaInput];
      creation = await container(target, {
        ...mediaParams(item, urls[0] as string, false),
        caption,
      });
    } else {
      const children: string[] = [];
      for (const [index, item] of request.media.entries()) {
        children.push(
          await container(target, {
            ...mediaParams(item, urls[index] as string, true),
            is_carousel_item: 'true',
          }),
        );
      }
      creation = await container(target, {
        media_type: 'CAROUSEL',
        children: children.join(','),
        caption,
      });
    }
    const published = await target.session.post(
      `${target.igUserId}/media_publish`,
      { creation_id: creation },
      { write: true },
    );
    const id = idOf(published, 'post', NETWORK);
    let url = 'https://www.instagram.com/';
    try {
      url = str(field(await target.session.get(id, { fields: 'permalink' }), 'permalink')) ?? url;
    } catch {
      // The post is out; its address is a nicety.
    }
    return { externalId: id, url };
  },

  async comment(request, secrets, ctx) {
    return graphComment(account(secrets, ctx).session, request);
  },

  async findComment(request, secrets, ctx) {
    return findGraphComment(account(secrets, ctx).session, request, 'text');
  },

  async lookup(request, secrets, ctx) {
    return findPost(account(secrets, ctx), request);
  },

  /**
   * GET /{ig-media-id} (https://developers.facebook.com/docs/instagram-platform/reference/instagram-media):
   * a carousel lists its children.
   */
  async readBack(sent, secrets, ctx) {
    const { session } = account(secrets, ctx);
    const media = await unlessGone(
      () => session.get(sent.externalId, { fields: 'caption,permalink,children{id}' }),
      { graph: true },
    );
    if (!media) return null;
    return {
      url: str(field(media, 'permalink')) ?? null,
      text: str(field(media, 'caption')) ?? null,
      mediaCount: countOf(field(field(media, 'children'), 'data')) ?? 1,
    };
  },

  async postMetrics(externalIds, secrets, ctx) {
    const { session } = account(secrets, ctx);
    const metrics = new Map<string, PostMetrics>();
    for (let at = 0; at < externalIds.length; at += 50) {
      const ids = externalIds.slice(at, at + 50);
      const body = await session.get('', {
        ids: ids.join(','),
        fields: 'like_count,comments_count',
      });
      for (const id of ids) {
        const post = field(body, id);
        if (post) {
          metrics.set(id, {
            likes: count(post, 'like_count'),
            reposts: 0,
            replies: count(post, 'comments_count'),
          });
        }
      }
    }
    return metrics;
  },

  async channelMetrics(secrets, ctx) {
    const { igUserId, session } = account(secrets, ctx);
    const body = await session.get(igUserId, {
      fields: 'followers_count,follows_count,media_count',
    });
    return {
      followers: count(body, 'followers_count'),
      following: count(body, 'follows_count'),
      posts: count(body, 'media_count'),
    };
  },

  /** Withdraws the Meta login's grant (only called once no other channel shares it). */
  async revoke(secrets, ctx) {
    await revokeMetaGrant(secrets, ctx.timeoutMs);
  },
};
