// Threads: a post with follow-up parts goes out as a chain, each part a reply to the one before
// (Bluesky's reply root and parent, Mastodon's in_reply_to_id, X's in_reply_to_tweet_id). Each
// part's remote id is recorded the moment the network confirms it, so a retry resumes after the
// last confirmed part and never sends one twice.

import { takesThreads } from '@model/network-threads';
import { postThreadSchema, type ThreadElsewhere } from '@model/schemas/posts/posts';
import { Timestamp } from 'firebase-admin/firestore';
import * as v from 'valibot';
import type { PublishRequest, RemotePost } from '../../providers/types';
import { type ChannelResult, confirmedParts } from './publishTypes';

/** The texts of a post's follow-up parts; a malformed thread is why the post cannot go out. */
export function readThread(raw: unknown): string[] | { problem: string } {
  if (raw === undefined || raw === null) return [];
  const parsed = v.safeParse(postThreadSchema, raw);
  if (!parsed.success) {
    return {
      problem: `The thread cannot be published (${parsed.issues[0]?.message ?? 'malformed'}).`,
    };
  }
  return parsed.output.map((part) => part.text);
}

/**
 * The parts one channel gets after its first post, and whether they answer it: all of them as
 * replies where the network has threads; on one without, what the post chose (none, or each as a
 * post of its own). A post that chose nothing keeps its parts as replies, which the limits check
 * then refuses, as it always has.
 */
export function channelThread(
  thread: string[],
  provider: string,
  elsewhere: ThreadElsewhere | null,
): { parts: string[]; replies: boolean } {
  if (takesThreads(provider) || elsewhere === null) return { parts: thread, replies: true };
  return elsewhere === 'first_part'
    ? { parts: [], replies: false }
    : { parts: thread, replies: false };
}

function remote(post: { externalId: string; url: string; cid: string | null }): RemotePost {
  const reference: RemotePost = { externalId: post.externalId, url: post.url };
  if (post.cid) reference.cid = post.cid;
  return reference;
}

/**
 * What to send for part `index` (0 is the post itself): each part has its own idempotency key
 * and first-attempt time, and answers the part before it within the thread of the first, unless
 * the parts go out as posts of their own (`replies` false).
 */
export function partRequest(
  first: PublishRequest,
  result: ChannelResult,
  thread: string[],
  index: number,
  at: Date,
  replies = true,
): PublishRequest {
  if (index === 0 || !result.externalId) return first;
  const own: PublishRequest = {
    idempotencyKey: `${first.idempotencyKey}_${index}`,
    text: thread[index - 1] ?? '',
    media: [],
    attemptedAt: (result.partAttemptAt ?? Timestamp.fromDate(at)).toDate(),
    language: first.language,
  };
  if (!replies) return own;
  const root = remote({
    externalId: result.externalId,
    url: result.url ?? '',
    cid: result.cid ?? null,
  });
  const previous = result.parts?.[index - 2];
  return { ...own, replyTo: { root, parent: previous ? remote(previous) : root } };
}

/** The result once the network confirmed part `index`; the channel is published after the last. */
export function withConfirmed(
  result: ChannelResult,
  index: number,
  posted: RemotePost,
  threadLength: number,
  at: Date,
): ChannelResult {
  const last = index >= threadLength;
  const recorded: ChannelResult =
    index === 0
      ? {
          ...result,
          externalId: posted.externalId,
          url: posted.url,
          cid: posted.cid ?? null,
          publishedAt: Timestamp.fromDate(at),
        }
      : {
          ...result,
          parts: [
            ...(result.parts ?? []),
            { externalId: posted.externalId, url: posted.url, cid: posted.cid ?? null },
          ],
        };
  return {
    ...recorded,
    status: last ? 'published' : 'pending',
    error: null,
    nextAttemptAt: null,
    // Attempts count per part, so a long thread does not use up the retries of its last part.
    attempts: last ? result.attempts : 0,
    ...(threadLength > 0 ? { partAttemptAt: null } : {}),
  };
}

/** Reconciliation's answer for part `index`, with a found part recorded in its place. */
export function reconciledPart(
  before: ChannelResult,
  after: ChannelResult,
  index: number,
  threadLength: number,
  at: Date,
): ChannelResult {
  if (after.status !== 'published' || !after.externalId) return after;
  const found = { externalId: after.externalId, url: after.url ?? '', cid: after.cid ?? undefined };
  return withConfirmed(before, index, found, threadLength, at);
}

/** A failed thread says how much of it is out, since those parts stay on the network. */
export function withThreadNote(result: ChannelResult, threadLength: number): ChannelResult {
  const out = confirmedParts(result);
  if (result.status !== 'failed' || threadLength === 0 || out === 0) return result;
  return {
    ...result,
    error: `${result.error ?? 'Failed.'} The first ${out} of ${threadLength + 1} parts of the thread are on the network; the rest was not sent.`,
  };
}
