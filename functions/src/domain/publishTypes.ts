// The publisher's view of a post: what it stores per channel while publishing.

import type { Timestamp } from 'firebase-admin/firestore';

/**
 * - pending: not tried yet; retry: a transient failure, tried again at nextAttemptAt.
 * - sending: written just before the request leaves, so a crash right after it is recovered by
 *   checking the network instead of sending again.
 * - reconcile: the network may have the post; we look for it instead of re-sending.
 * - published / failed: final.
 */
export type ChannelResultStatus =
  | 'pending'
  | 'retry'
  | 'sending'
  | 'reconcile'
  | 'published'
  | 'failed';

export interface ChannelResult {
  status: ChannelResultStatus;
  externalId: string | null;
  url: string | null;
  error: string | null;
  attempts: number;
  /** Kept for the whole life of the post: the time networks see and reconciliation searches from. */
  firstAttemptAt: Timestamp | null;
  lastAttemptAt: Timestamp | null;
  nextAttemptAt: Timestamp | null;
  publishedAt: Timestamp | null;
  /** Bluesky's content hash of the record, needed to reply to it. */
  cid?: string | null;
  /**
   * Set on a failure after a send the network never confirmed nor denied: the post may be out
   * there, so a user's retry must not send it again.
   */
  unconfirmed?: boolean;
  /**
   * Threads: the follow-up parts the network confirmed so far, in order (the first post is
   * externalId/url/cid). While parts remain the status describes the next part.
   */
  parts?: RemotePart[];
  /** Threads: when the part now being sent was first tried; the time reconciliation searches from. */
  partAttemptAt?: Timestamp | null;
}

export interface RemotePart {
  externalId: string;
  url: string;
  cid: string | null;
}

export interface PostLease {
  /** The run holding the post; null while the post waits for its next attempt. */
  owner: string | null;
  expiresAt: Timestamp;
}

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

const STATUSES: readonly ChannelResultStatus[] = [
  'pending',
  'retry',
  'sending',
  'reconcile',
  'published',
  'failed',
];

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

/** A stored result, tolerating older documents (the seed writes 'unknown' for reconcile). */
export function readResult(raw: unknown): ChannelResult {
  if (typeof raw !== 'object' || raw === null) return { ...EMPTY_RESULT };
  const stored = raw as Record<string, unknown>;
  const status = stored.status === 'unknown' ? 'reconcile' : stored.status;
  const parts = readParts(stored.parts);
  return {
    ...EMPTY_RESULT,
    ...(stored as Partial<ChannelResult>),
    status: STATUSES.find((known) => known === status) ?? 'pending',
    attempts: typeof stored.attempts === 'number' ? stored.attempts : 0,
    // Firestore refuses undefined values, so a result without parts has no such key.
    ...(parts ? { parts } : {}),
  };
}
