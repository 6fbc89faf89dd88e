// Payloads of the post workflow callables (approval, scheduling, cancelling) and of the
// REST API's post creation.

import * as v from 'valibot';
import {
  docIdSchema,
  instantSchema,
  optionalTextSchema,
  requestIdSchema,
  textSchema,
  timeZoneSchema,
} from './common';
import {
  authoredTextDocSchema,
  nullableTimestampSchema,
  storedObject,
  timestampSchema,
} from './stored';

export const POST_STATUSES = [
  'draft',
  'in_review',
  'changes_requested',
  'approved',
  'scheduled',
  'publishing',
  'published',
  'partially_published',
  'failed',
  'cancelled',
] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const postStatusSchema = v.picklist(POST_STATUSES);

export const POST_TEXT_MAX = 5000;
export const POST_CHANNELS_MAX = 20;

/** Follow-up parts of a thread, after the post's own text. */
export const POST_THREAD_PARTS_MAX = 24;

/**
 * A post's optional `thread`: the parts that follow its text, each published as a reply to the
 * one before on the networks that have threads (Bluesky, Mastodon, X).
 */
export const postThreadPartSchema = v.strictObject({ text: textSchema(POST_TEXT_MAX) });
export const postThreadSchema = v.pipe(
  v.array(postThreadPartSchema),
  v.maxLength(POST_THREAD_PARTS_MAX),
);
export type PostThread = v.InferOutput<typeof postThreadSchema>;

const postRef = { workspaceId: docIdSchema, postId: docIdSchema };

export const requestPostApprovalSchema = v.strictObject({ ...postRef });
export type RequestPostApprovalInput = v.InferOutput<typeof requestPostApprovalSchema>;

export const decidePostApprovalSchema = v.strictObject({
  ...postRef,
  requestId: requestIdSchema,
  decision: v.picklist(['approved', 'changes_requested']),
  comment: optionalTextSchema(2000),
});
export type DecidePostApprovalInput = v.InferOutput<typeof decidePostApprovalSchema>;

export const schedulePostSchema = v.strictObject({
  ...postRef,
  scheduledAt: instantSchema,
  timeZone: timeZoneSchema,
});
export type SchedulePostInput = v.InferOutput<typeof schedulePostSchema>;

export const cancelPostSchema = v.strictObject({ ...postRef });
export type CancelPostInput = v.InferOutput<typeof cancelPostSchema>;

/** Puts a failed post's failed channels back in the queue; requestId makes a double click one retry. */
export const retryPostSchema = v.strictObject({ ...postRef, requestId: requestIdSchema });
export type RetryPostInput = v.InferOutput<typeof retryPostSchema>;

/** Body of POST /connect/posts: a draft created through the API for the key's workspace. */
export const apiCreatePostSchema = v.strictObject({
  text: textSchema(POST_TEXT_MAX),
  channelIds: v.pipe(v.array(docIdSchema), v.minLength(1), v.maxLength(POST_CHANNELS_MAX)),
  scheduledAt: v.optional(instantSchema),
  timeZone: v.optional(timeZoneSchema),
  thread: v.optional(postThreadSchema),
});
export type ApiCreatePostInput = v.InferOutput<typeof apiCreatePostSchema>;

// ------------------------------------------------------------------ stored: workspaces/{id}/posts

/**
 * One channel's progress in a post's `results`, as the publisher writes it.
 * - pending: not tried yet; retry: a transient failure, tried again at nextAttemptAt.
 * - sending: written just before the request leaves, so a crash right after it is recovered by
 *   checking the network instead of sending again.
 * - reconcile: the network may have the post; the publisher looks for it instead of re-sending.
 * - published / failed: final.
 */
export const CHANNEL_RESULT_STATUSES = [
  'pending',
  'retry',
  'sending',
  'reconcile',
  'published',
  'failed',
] as const;
export type ChannelResultStatus = (typeof CHANNEL_RESULT_STATUSES)[number];
export const channelResultStatusSchema = v.picklist(CHANNEL_RESULT_STATUSES);

/** A follow-up part of a thread the network confirmed. */
export const remotePartSchema = v.object({
  externalId: v.string(),
  url: v.string(),
  cid: v.nullable(v.string()),
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
});
export type StoredChannelResult = v.InferOutput<typeof channelResultSchema>;

export const postMediaSchema = v.object({
  path: v.string(),
  contentType: v.string(),
  width: v.optional(v.number()),
  height: v.optional(v.number()),
  alt: v.optional(v.string()),
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
});

export const postDocSchema = storedObject({
  authorUid: v.string(),
  text: v.string(),
  thread: v.optional(v.array(v.object({ text: v.string() }))),
  variants: v.record(v.string(), v.object({ text: v.string() })),
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
});
export type PostDoc = v.InferOutput<typeof postDocSchema>;

/** workspaces/{id}/posts/{id}/comments */
export const postCommentDocSchema = authoredTextDocSchema;
