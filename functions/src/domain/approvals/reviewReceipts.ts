// What a review link shows of a post that went out: each channel the network accepted it on,
// its link and its proof of publish (receipts/readBack.ts), so the client sees on the review
// page what the team sees on the post. Failed channels and their reasons stay with the team.

import { publishReceiptSchema } from '@model/schemas/posts/publish-receipt';
import type { ReviewPublished } from '@model/schemas/review-links';
import type { StoredTimestamp } from '@model/schemas/stored';
import * as v from 'valibot';
import { readResult } from '../publishing/publishTypes';

/** The statuses of a post that went out on at least one channel. */
export const WENT_OUT = ['published', 'partially_published'];

const iso = (value: StoredTimestamp | null) => (value ? value.toDate().toISOString() : null);

/** Each published channel of the post, in its channels' order, with its receipt if read back. */
export function publishedOf(
  post: Record<string, unknown>,
  channelIds: string[],
): ReviewPublished[] {
  const results = (post.results ?? {}) as Record<string, unknown>;
  return channelIds.flatMap((channelId) => {
    const result = readResult(results[channelId]);
    if (result.status !== 'published') return [];
    const parsed = v.safeParse(publishReceiptSchema, result.receipt);
    const receipt = parsed.success ? parsed.output : null;
    return [
      {
        channelId,
        url: typeof result.url === 'string' ? result.url : null,
        externalId: typeof result.externalId === 'string' ? result.externalId : null,
        receipt: receipt && {
          status: receipt.status,
          externalId: receipt.externalId,
          readAt: iso(receipt.readAt),
          waiting: receipt.status === 'pending' && receipt.nextAt !== null,
          textMatches: receipt.textMatches,
          mediaFound: receipt.mediaFound,
          mediaSent: receipt.mediaSent,
        },
      },
    ];
  });
}
