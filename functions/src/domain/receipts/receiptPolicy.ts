// Proof of publish, the pure rules: when a published post is read back, when a post not found
// is declared missing, and what counts as the same text.

import type { PublishReceipt } from '@model/schemas/posts/publish-receipt';
import { Timestamp } from 'firebase-admin/firestore';
import type { ReadBackPost } from '../../providers/types';
import { backoffMs } from '../publishing/publishPolicy';
import { readResult } from '../publishing/publishTypes';

/**
 * Waits before each read-back (the first after the send, each next after a miss): a network may answer a post's id before its
 * read endpoint can serve it (indexing, a video still processing), so a miss is looked for
 * again later, and only the last miss declares the post missing.
 */
export const RECEIPT_DELAYS_MS: readonly number[] = [60_000, 5 * 60_000, 30 * 60_000];
/** The local stack's Tasks emulator holds nothing ahead, so its read-backs follow within seconds. */
export const EMULATED_RECEIPT_DELAYS_MS: readonly number[] = [1_000, 2_000, 3_000];
/** Read-backs that failed (network errors, not answers) before the receipt is left unread. */
export const MAX_READ_ERRORS = 8;

/** The receipt a channel starts with when its network accepts the post. */
export function pendingReceipt(
  externalId: string,
  url: string | null,
  mediaSent: number,
  now: number,
  delays: readonly number[],
): PublishReceipt {
  return {
    status: 'pending',
    externalId,
    url,
    attempts: 0,
    readAt: null,
    nextAt: Timestamp.fromMillis(now + (delays[0] ?? 0)),
    textMatches: null,
    mediaMatches: null,
    mediaFound: null,
    mediaSent,
  };
}

/**
 * Text as networks give it back: links shortened or expanded (X's t.co, Mastodon's display
 * links), whitespace and HTML line breaks changed. What is left must be the same words.
 */
export function comparableText(text: string): string {
  return text
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The receipt after a read-back: found (confirmed), or a miss (looked for again, then missing). */
export function afterRead(
  receipt: PublishReceipt,
  found: ReadBackPost | null,
  sentText: string,
  now: number,
  delays: readonly number[],
): PublishReceipt {
  const attempts = receipt.attempts + 1;
  const readAt = Timestamp.fromMillis(now);
  if (found) {
    return {
      ...receipt,
      status: 'confirmed',
      attempts,
      readAt,
      nextAt: null,
      url: found.url ?? receipt.url,
      textMatches:
        found.text === null ? null : comparableText(found.text) === comparableText(sentText),
      mediaMatches: found.mediaCount === null ? null : found.mediaCount === receipt.mediaSent,
      mediaFound: found.mediaCount,
    };
  }
  const wait = delays[attempts];
  if (wait === undefined) return { ...receipt, status: 'missing', attempts, readAt, nextAt: null };
  return { ...receipt, attempts, nextAt: Timestamp.fromMillis(now + wait) };
}

/**
 * A read-back that failed (the network busy, a token being renewed): tried again after the
 * publisher's backoff, never sooner than the network asked; after MAX_READ_ERRORS the receipt
 * stays pending without a next read, and the screens say it could not be read.
 */
export function afterReadError(
  receipt: PublishReceipt,
  now: number,
  retryAfterMs?: number,
): PublishReceipt {
  const errors = (receipt.errors ?? 0) + 1;
  if (errors >= MAX_READ_ERRORS) return { ...receipt, errors, nextAt: null };
  return {
    ...receipt,
    errors,
    nextAt: Timestamp.fromMillis(now + backoffMs(errors, retryAfterMs)),
  };
}

/** A finished post's results, each accepted channel without a receipt given a pending one. */
export function withPendingReceipts(
  stored: unknown,
  mediaSent: number,
  now: number,
  delays: readonly number[] = RECEIPT_DELAYS_MS,
): Record<string, unknown> {
  const results = { ...((stored ?? {}) as Record<string, Record<string, unknown>>) };
  for (const [channelId, result] of Object.entries(results)) {
    if (result?.status !== 'published' || typeof result.externalId !== 'string') continue;
    if (result.receipt) continue;
    const url = typeof result.url === 'string' ? result.url : null;
    results[channelId] = {
      ...result,
      receipt: pendingReceipt(result.externalId, url, mediaSent, now, delays),
    };
  }
  return results;
}

/** The earliest next read-back of a post's channels, or null when every receipt is settled. */
export function receiptDueAt(results: Record<string, unknown>): Timestamp | null {
  let due: number | null = null;
  for (const stored of Object.values(results)) {
    const next = readResult(stored).receipt;
    if (next?.status !== 'pending' || !next.nextAt) continue;
    if (due === null || next.nextAt.toMillis() < due) due = next.nextAt.toMillis();
  }
  return due === null ? null : Timestamp.fromMillis(due);
}
