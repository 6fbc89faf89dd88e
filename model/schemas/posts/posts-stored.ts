// A stored post (workspaces/{id}/posts/{id}) and what it holds: per-channel results as the
// publisher writes them, media, the approval and the publisher's lease. Apart from posts.ts (the
// post callables' payloads) so that the screens, which read posts field by field, do not carry it.

import * as v from 'valibot';
import { APPROVAL_SCHEDULING } from '../approval';
import { networkOptionsSchema } from '../channels/networkOptions';
import { experimentMarkSchema } from '../growth/experiment';
import { nullableTimestampSchema, storedObject, timestampSchema } from '../stored';
import {
  channelResultStatusSchema,
  occurrenceSchema,
  postStatusSchema,
  threadElsewhereSchema,
} from './posts';
import { publishReceiptSchema } from './publish-receipt';

/** A follow-up part of a thread the network confirmed. */
export const remotePartSchema = v.object({
  externalId: v.string(),
  url: v.string(),
  cid: v.nullable(v.string()),
});

/**
 * The first comment on one channel, published after the post (and its thread): its own status,
 * remote id and failure reason, so a failed comment never puts the published post in doubt.
 */
export const commentResultSchema = v.object({
  status: channelResultStatusSchema,
  externalId: v.nullable(v.string()),
  url: v.nullable(v.string()),
  error: v.nullable(v.string()),
  attempts: v.number(),
  firstAttemptAt: v.optional(nullableTimestampSchema),
  lastAttemptAt: v.optional(nullableTimestampSchema),
  nextAttemptAt: v.optional(nullableTimestampSchema),
  publishedAt: v.optional(nullableTimestampSchema),
  unconfirmed: v.optional(v.boolean()),
});

export const channelResultSchema = v.object({
  status: channelResultStatusSchema,
  externalId: v.nullable(v.string()),
  url: v.nullable(v.string()),
  error: v.nullable(v.string()),
  attempts: v.number(),
  /** Kept for the whole life of the post: the time networks see and reconciliation searches from. */
  firstAttemptAt: v.optional(nullableTimestampSchema),
  lastAttemptAt: v.optional(nullableTimestampSchema),
  nextAttemptAt: v.optional(nullableTimestampSchema),
  publishedAt: nullableTimestampSchema,
  /** Bluesky's content hash of the record, needed to reply to it. */
  cid: v.optional(v.nullable(v.string())),
  /**
   * Set on a failure after a send the network never confirmed nor denied: the post may be out
   * there, so a user's retry must not send it again.
   */
  unconfirmed: v.optional(v.boolean()),
  /** Threads: the follow-up parts confirmed so far, in order (the first post is externalId). */
  parts: v.optional(v.array(remotePartSchema)),
  /** Threads: when the part now being sent was first tried. */
  partAttemptAt: v.optional(nullableTimestampSchema),
  /** The post's first comment on this channel, once the post is out. */
  comment: v.optional(commentResultSchema),
  /** Recurring posts: a failure the screens explain apart (the network refused a duplicate). */
  code: v.optional(v.picklist(['duplicate_content'])),
  /** Proof of publish: the post read back from the network (publish-receipt.ts). */
  receipt: v.optional(publishReceiptSchema),
});
export type StoredChannelResult = v.InferOutput<typeof channelResultSchema>;

export const postMediaSchema = v.object({
  path: v.string(),
  contentType: v.string(),
  width: v.optional(v.number()),
  height: v.optional(v.number()),
  alt: v.optional(v.string()),
  /** A video's length as the browser read it on upload (the server reads the file itself). */
  seconds: v.optional(v.number()),
});

/** The run holding a publishing post; owner is null while the post waits for its next attempt. */
export const postLeaseSchema = v.object({
  owner: v.nullable(v.string()),
  expiresAt: timestampSchema,
});

export const postApprovalSchema = v.object({
  requestedBy: v.nullable(v.string()),
  decidedBy: v.nullable(v.string()),
  decision: v.nullable(v.picklist(['approved', 'changes_requested'])),
  comment: v.nullable(v.string()),
  /** The review clock (approval-clock.ts): the requested deadline and the hold past it. */
  deadline: v.optional(nullableTimestampSchema),
  heldAt: v.optional(nullableTimestampSchema),
  /** When the awaited step began, and when each of its people was last reminded. */
  stepSince: v.optional(nullableTimestampSchema),
  reminded: v.optional(v.record(v.string(), nullableTimestampSchema)),
  /** What the last approval did with the post's time (null: it left it), and the channel that stopped it. */
  scheduling: v.optional(v.nullable(v.picklist(APPROVAL_SCHEDULING))),
  schedulingChannel: v.optional(v.string()),
});

export const postDocSchema = storedObject({
  authorUid: v.string(),
  text: v.string(),
  thread: v.optional(v.array(v.object({ text: v.string() }))),
  /** What the thread's parts do on the networks without threads. */
  threadElsewhere: v.optional(threadElsewhereSchema),
  /** Published after the post (and its thread) on the networks that take one. */
  firstComment: v.optional(v.string()),
  /** A channel's own text, and its own parts once it was edited for a retry (retryPost). */
  variants: v.record(
    v.string(),
    v.object({ text: v.string(), thread: v.optional(v.array(v.object({ text: v.string() }))) }),
  ),
  media: v.array(postMediaSchema),
  channelIds: v.array(v.string()),
  /** The language networks label the post with (a BCP 47 tag), when one is set. */
  language: v.optional(v.string()),
  timeZone: v.nullable(v.string()),
  scheduledAt: nullableTimestampSchema,
  /** Later than scheduledAt when an account's posting limit holds the post back. */
  expectedAt: v.optional(nullableTimestampSchema),
  status: postStatusSchema,
  /** When the post went out (published or partially published). */
  publishedAt: v.optional(nullableTimestampSchema),
  results: v.record(v.string(), channelResultSchema),
  approval: v.optional(v.nullable(postApprovalSchema)),
  lease: v.optional(v.nullable(postLeaseSchema)),
  /**
   * True while the post's queue is paused. Every scheduled post carries it (false otherwise), so
   * the reconciler's due query leaves held posts out by itself.
   */
  held: v.optional(v.boolean()),
  /**
   * When a scheduled post is due: the later of scheduledAt and the hourly cap's deferredUntil,
   * written with either, so the reconciler's due query asks for it alone.
   */
  dueAt: v.optional(timestampSchema),
  /** Written with the lease: the reconciler finds expired leases shard by shard. */
  leaseShard: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** The queue (a channel id or the workspace's) whose slot the post holds. */
  queue: v.optional(v.nullable(v.string())),
  /** The best-time experiment's arm the queue drew for the post, and the suggestion it had. */
  experiment: v.optional(experimentMarkSchema),
  /** When the metrics collection last measured the post, per channel. */
  metricsCollectedAt: v.optional(v.record(v.string(), timestampSchema)),
  /** The publish task that gave up after its last attempt, for the post's failure notice. */
  deadLetter: v.optional(v.object({ taskId: v.string(), error: v.string(), at: timestampSchema })),
  /** When the next read-back of a published channel is due (proof of publish), null when none. */
  receiptDueAt: v.optional(nullableTimestampSchema),
  /** Settings for networks that need more than text (a YouTube title, a Pinterest board). */
  networkOptions: v.optional(networkOptionsSchema),
  /** An occurrence of a repeating series: its place in it (series.ts). */
  series: v.optional(occurrenceSchema),
  /** On the workspace's evergreen list since evergreenAt (null once taken off). */
  evergreen: v.optional(v.boolean()),
  evergreenAt: v.optional(nullableTimestampSchema),
  /** An evergreen copy: the post it was recycled from. */
  recycledFrom: v.optional(v.string()),
  /** Held back past its time by the workspace's hourly cap (hourlyCap.ts), until deferredUntil. */
  deferredReason: v.optional(v.picklist(['hourly_cap'])),
  deferredUntil: v.optional(timestampSchema),
});
export type PostDoc = v.InferOutput<typeof postDocSchema>;
