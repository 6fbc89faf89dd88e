// A review link's post that went out, in the shape the posts feature's outcomes read: each
// published channel's link and receipt (the server sends nothing of the channels that failed).

import type { ReviewPost } from '@model/schemas/review-links';
import type { ChannelOutcome, Post } from '../../firebase/posts/post-types';

export function outcomePost(post: ReviewPost): Pick<Post, 'status' | 'channelIds' | 'results'> {
  const results: Record<string, ChannelOutcome> = {};
  for (const { channelId, url, externalId, receipt } of post.published ?? []) {
    results[channelId] = {
      status: 'published',
      error: null,
      url,
      externalId,
      unconfirmed: false,
      confirmedParts: externalId ? 1 : 0,
      ...(receipt
        ? { receipt: { ...receipt, readAt: receipt.readAt ? new Date(receipt.readAt) : null } }
        : {}),
    };
  }
  return {
    status: post.status === 'partially_published' ? 'partially_published' : 'published',
    channelIds: Object.keys(results),
    results,
  };
}
