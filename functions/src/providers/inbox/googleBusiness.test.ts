import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  mockNetwork,
  requestMaker,
  savingContext,
} from '../../../../test/support/functions/providerKit';
import { findReviewReply, googleBusinessInbox, replyToReview } from './googleBusiness';
import type { InboxChannel } from './types';

const API = 'https://mybusiness.googleapis.com/v4';
const LOCATION = 'accounts/111/locations/222';
const secrets = { accessToken: 'ya29.token', locationName: LOCATION };
const channel: InboxChannel = { channelId: 'gbp1', accountId: '222', now: 0, posts: new Map() };
const { ctx } = savingContext();

// Reviews as accounts.locations.reviews.list documents them, newest update first.
const review = (n: number, updateTime: string, starRating: string) => ({
  name: `${LOCATION}/reviews/r${n}`,
  reviewId: `r${n}`,
  reviewer: { displayName: `Reviewer ${n}` },
  starRating,
  comment: `Review ${n}`,
  createTime: updateTime,
  updateTime,
});
const pages: Record<string, Record<string, unknown>> = {
  '': {
    reviews: [review(3, '2026-11-29T10:00:00Z', 'FIVE'), review(2, '2026-11-28T10:00:00Z', 'TWO')],
    nextPageToken: 'p2',
    totalReviewCount: 3,
  },
  p2: { reviews: [review(1, '2026-11-20T10:00:00Z', 'FOUR')] },
};
const replies = new Map<string, string>();
let puts = 0;

mockNetwork(
  http.get(`${API}/${LOCATION}/reviews`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    expect(params.get('orderBy')).toBe('updateTime desc');
    return HttpResponse.json(pages[params.get('pageToken') ?? '']);
  }),
  http.put(`${API}/${LOCATION}/reviews/:id/reply`, async ({ params, request }) => {
    puts++;
    const body = (await request.json()) as { comment: string };
    replies.set(String(params.id), body.comment);
    return HttpResponse.json({ comment: body.comment, updateTime: '2026-11-29T11:00:00Z' });
  }),
  http.get(`${API}/${LOCATION}/reviews/:id`, ({ params }) => {
    const comment = replies.get(String(params.id));
    return HttpResponse.json({
      ...review(3, '2026-11-29T10:00:00Z', 'FIVE'),
      ...(comment ? { reviewReply: { comment } } : {}),
    });
  }),
);

const answer = requestMaker({
  replyTo: {
    parent: { externalId: `${LOCATION}/reviews/r3@2026-11-29T10:00:00Z`, url: '' },
    root: { externalId: `${LOCATION}/reviews/r3`, url: '' },
  },
});

describe('Google Business Profile inbox', () => {
  it('reads reviews with their stars, page by page back to the last poll', async () => {
    const read = await googleBusinessInbox.read(
      'reviews',
      { cursor: '2026-11-21T00:00:00Z', etag: null },
      channel,
      secrets,
      ctx(),
    );
    expect(read.events.map((e) => [e.threadId, e.rating, e.text])).toEqual([
      [`${LOCATION}/reviews/r3`, 5, 'Review 3'],
      [`${LOCATION}/reviews/r2`, 2, 'Review 2'],
    ]);
    expect(read.events[0]?.kind).toBe('review');
    expect(read.cursor).toBe('2026-11-29T10:00:00Z');
  });

  it('answers a review with PUT reply, and finds that answer when it was lost', async () => {
    const request = answer('Thank you for the five stars!');
    expect(await findReviewReply(request, secrets, ctx())).toBeNull();
    const sent = await replyToReview(request, secrets, ctx());
    expect(sent.externalId).toBe(`${LOCATION}/reviews/r3/reply`);
    expect(puts).toBe(1);
    expect(replies.get('r3')).toBe('Thank you for the five stars!');
    expect(await findReviewReply(request, secrets, ctx())).toEqual(sent);
  });
});
