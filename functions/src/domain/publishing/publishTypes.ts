// The publisher's view of a post: what it stores per channel while publishing.

import {
  CHANNEL_RESULT_STATUSES,
  type ChannelResultStatus,
  channelResultStatusSchema,
} from '@model/schemas/posts/posts';
import type {
  postLeaseSchema,
  remotePartSchema,
  StoredChannelResult,
} from '@model/schemas/posts/posts-stored';
import * as v from 'valibot';

export { CHANNEL_RESULT_STATUSES, type ChannelResultStatus };

/**
 * A stored result as the publisher works with it: the stored shape (model/schemas/posts/posts.ts)
 * with every timestamp present, so an older document reads the same as a new one.
 */
export type ChannelResult = StoredChannelResult &
  Required<
    Pick<StoredChannelResult, 'firstAttemptAt' | 'lastAttemptAt' | 'nextAttemptAt' | 'publishedAt'>
  >;

export type RemotePart = v.InferOutput<typeof remotePartSchema>;

/** The run holding a publishing post; owner is null while the post waits for its next attempt. */
export type PostLease = v.InferOutput<typeof postLeaseSchema>;

export const EMPTY_RESULT: ChannelResult = {
  status: 'pending',
  externalId: null,
  url: null,
  error: null,
  attempts: 0,
  firstAttemptAt: null,
  lastAttemptAt: null,
  nextAttemptAt: null,
  publishedAt: null,
};

function readParts(raw: unknown): RemotePart[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw
    .filter(
      (part): part is Record<string, unknown> =>
        typeof part === 'object' && part !== null && typeof part.externalId === 'string',
    )
    .map((part) => ({
      externalId: part.externalId as string,
      url: typeof part.url === 'string' ? part.url : '',
      cid: typeof part.cid === 'string' ? part.cid : null,
    }));
}

/** How many posts of the channel's thread the network confirmed: the first, then its parts. */
export function confirmedParts(result: ChannelResult): number {
  return result.externalId ? 1 + (result.parts?.length ?? 0) : 0;
}

/** A stored result, tolerating older documents: an unknown status reads as pending. */
export function readResult(raw: unknown): ChannelResult {
  if (typeof raw !== 'object' || raw === null) return { ...EMPTY_RESULT };
  const stored = raw as Record<string, unknown>;
  const parts = readParts(stored.parts);
  return {
    ...EMPTY_RESULT,
    ...(stored as Partial<ChannelResult>),
    status: v.is(channelResultStatusSchema, stored.status) ? stored.status : 'pending',
    attempts: typeof stored.attempts === 'number' ? stored.attempts : 0,
    // Firestore refuses undefined values, so a result without parts has no such key.
    ...(parts ? { parts } : {}),
  };
}
