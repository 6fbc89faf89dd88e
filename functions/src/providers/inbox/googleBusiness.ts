// Google Business Profile's inbox: the location's reviews (GET {location}/reviews, newest update
// first, paged with pageToken; read back to the newest updateTime seen), each its own
// conversation; and the answer to one (PUT {review}/reply), which replaces the owner's reply
// rather than adding one, so sending it twice leaves one reply, and a lost answer is found by
// reading the review's reply back.

import type { InboxEvent } from '@model/schemas/inbox';
import { ProviderError } from '../errors';
import { field, list, str } from '../fields';
import { GoogleSession } from '../google';
import { GBP_API } from '../googleBusiness';
import type { ChannelSecrets, ProviderContext, PublishRequest, RemotePost } from '../types';
import { type InboxReader, MAX_PAGES, type StreamRead } from './types';

const NETWORK = 'Google Business Profile';
const STARS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };

function session(secrets: ChannelSecrets, ctx: ProviderContext) {
  const location = str(secrets.locationName);
  if (!location) throw new ProviderError('auth', `${NETWORK}: the channel names no location.`);
  return { location, google: new GoogleSession(secrets, ctx, NETWORK) };
}

export const googleBusinessInbox: InboxReader = {
  streams: ['reviews'],
  async read(_stream, state, channel, secrets, ctx): Promise<StreamRead> {
    const { location, google } = session(secrets, ctx);
    const events: InboxEvent[] = [];
    const since = state.cursor;
    let newest = since;
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = new URLSearchParams({ pageSize: '50', orderBy: 'updateTime desc' });
      if (pageToken) query.set('pageToken', pageToken);
      const body = (await google.json(`${GBP_API}/${location}/reviews?${query}`)).body;
      let reachedSeen = false;
      for (const review of list(field(body, 'reviews'))) {
        const name = str(field(review, 'name'));
        const updated = str(field(review, 'updateTime')) ?? str(field(review, 'createTime')) ?? '';
        if (!name) continue;
        if (since && updated <= since) {
          reachedSeen = true;
          break;
        }
        if (!newest || updated > newest) newest = updated;
        const reviewer = str(field(field(review, 'reviewer'), 'displayName')) ?? '';
        events.push({
          network: 'google_business',
          channelId: channel.channelId,
          // An edited review is a new item of the same conversation.
          externalId: `${name}@${updated}`,
          kind: 'review',
          threadId: name,
          authorName: reviewer,
          authorHandle: reviewer,
          text: str(field(review, 'comment')) ?? '',
          rating: STARS[str(field(review, 'starRating')) ?? ''] ?? null,
          at: Date.parse(updated) || 0,
        });
      }
      pageToken = str(field(body, 'nextPageToken'));
      if (reachedSeen || !pageToken) break;
    }
    return { events, cursor: newest, etag: null };
  },
};

function reviewName(request: PublishRequest): string {
  return request.replyTo?.root.externalId ?? '';
}

/** Answers a review (the conversation's thread is the review's resource name). */
export async function replyToReview(
  request: PublishRequest,
  secrets: ChannelSecrets,
  ctx: ProviderContext,
): Promise<RemotePost> {
  const { google } = session(secrets, ctx);
  const name = reviewName(request);
  await google.json(`${GBP_API}/${name}/reply`, 'PUT', { comment: request.text }, true);
  return { externalId: `${name}/reply`, url: 'https://business.google.com/reviews' };
}

/** The reply if the review carries ours (same text), else null. */
export async function findReviewReply(
  request: PublishRequest,
  secrets: ChannelSecrets,
  ctx: ProviderContext,
): Promise<RemotePost | null> {
  const { google } = session(secrets, ctx);
  const name = reviewName(request);
  const review = (await google.json(`${GBP_API}/${name}`)).body;
  const comment = str(field(field(review, 'reviewReply'), 'comment'));
  return comment === request.text
    ? { externalId: `${name}/reply`, url: 'https://business.google.com/reviews' }
    : null;
}
