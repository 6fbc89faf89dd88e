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
} from '../common';

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

/**
 * What a post with thread parts does on a network without threads (model/network-threads.ts),
 * as its author chose before scheduling: only its first part, or every part as a post of its own.
 */
export const THREAD_ELSEWHERE = ['first_part', 'separate_posts'] as const;
export const threadElsewhereSchema = v.picklist(THREAD_ELSEWHERE);
export type ThreadElsewhere = v.InferOutput<typeof threadElsewhereSchema>;

/** The longest first comment: Instagram's caption length, the most any network takes for it. */
export const POST_FIRST_COMMENT_MAX = 2200;

/**
 * A post's optional `firstComment`: published on each channel after the post (after a thread's
 * last part) as the author's own reply or comment, on the networks in FIRST_COMMENT_PROVIDERS.
 */
export const postFirstCommentSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(POST_FIRST_COMMENT_MAX),
);

/**
 * The networks that take a first comment: a reply of the author on the networks with threads
 * (Bluesky, Mastodon, X, Threads), a comment on LinkedIn, Facebook and Instagram. The
 * publisher's adapters are checked against this list by a test.
 */
export const FIRST_COMMENT_PROVIDERS = [
  'bluesky',
  'mastodon',
  'x',
  'threads',
  'linkedin',
  'linkedin_page',
  'facebook',
  'instagram',
  'sandbox',
] as const;

export function takesFirstComment(provider: string): boolean {
  return (FIRST_COMMENT_PROVIDERS as readonly string[]).includes(provider);
}

/** A series' repeat frequencies (series.ts), and what each occurrence post carries of its series. */
export const REPEAT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];

/** What each occurrence post carries of its series (the post field `series`). */
export const occurrenceSchema = v.object({
  id: v.string(),
  /** 1 for the first occurrence. */
  index: v.number(),
  /** The count the series ends after, or null when it ends by a date. */
  total: v.nullable(v.number()),
  freq: v.picklist(REPEAT_FREQUENCIES),
  interval: v.number(),
});
export type Occurrence = v.InferOutput<typeof occurrenceSchema>;

const postRef = { workspaceId: docIdSchema, postId: docIdSchema };

export const requestPostApprovalSchema = v.strictObject({
  ...postRef,
  /** Optional: when the approval should be complete; past it the post is held (approval-clock.ts). */
  deadline: v.optional(instantSchema),
});
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

/** Posts of one workspace cancelled in one action (the posts list's selection). */
export const CANCEL_MANY_MAX = 50;
export const cancelPostsSchema = v.strictObject({
  workspaceId: postRef.workspaceId,
  postIds: v.pipe(v.array(postRef.postId), v.minLength(1), v.maxLength(CANCEL_MANY_MAX)),
});
export type CancelPostsInput = v.InferOutput<typeof cancelPostsSchema>;

/** Posts of one workspace deleted in one action, as many as may be cancelled at once. */
export const deletePostsSchema = cancelPostsSchema;
export type DeletePostsInput = v.InferOutput<typeof deletePostsSchema>;

/**
 * A failed channel's text and parts as its retry sends them: its own from then on (the post's
 * variant for that channel). What the network already has must stay as it is.
 */
export const retryEditSchema = v.strictObject({
  channelId: docIdSchema,
  text: textSchema(POST_TEXT_MAX),
  thread: v.optional(postThreadSchema),
});
export type RetryEdit = v.InferOutput<typeof retryEditSchema>;

/**
 * Puts a failed post's failed channels back in the queue (with `edit`, that channel alone, as
 * edited); requestId makes a double click one retry.
 */
export const retryPostSchema = v.strictObject({
  ...postRef,
  requestId: requestIdSchema,
  edit: v.optional(retryEditSchema),
});
export type RetryPostInput = v.InferOutput<typeof retryPostSchema>;

/** Body of POST /connect/posts: a draft created through the API for the key's workspace. */
export const apiCreatePostSchema = v.strictObject({
  text: textSchema(POST_TEXT_MAX),
  channelIds: v.pipe(v.array(docIdSchema), v.minLength(1), v.maxLength(POST_CHANNELS_MAX)),
  scheduledAt: v.optional(instantSchema),
  timeZone: v.optional(timeZoneSchema),
  thread: v.optional(postThreadSchema),
  threadElsewhere: v.optional(threadElsewhereSchema),
  firstComment: v.optional(postFirstCommentSchema),
});
export type ApiCreatePostInput = v.InferOutput<typeof apiCreatePostSchema>;

/** Body of POST /connect/posts/{postId}/schedule: a time, in the workspace's zone unless named. */
export const apiSchedulePostSchema = v.strictObject({
  scheduledAt: instantSchema,
  timeZone: v.optional(timeZoneSchema),
});
export type ApiSchedulePostInput = v.InferOutput<typeof apiSchedulePostSchema>;

/** The answer of the scheduling routes of the REST API (a time, or a queue's next slot). */
export const apiScheduledPostSchema = v.strictObject({
  id: v.string(),
  status: v.literal('scheduled'),
  scheduledAt: v.pipe(v.string(), v.isoTimestamp()),
  /** The queue whose slot the post took; null for a time given by the caller. */
  queueId: v.nullable(v.string()),
  /** False when the post already had this time or this queue: nothing was changed. */
  changed: v.boolean(),
});
export type ApiScheduledPost = v.InferOutput<typeof apiScheduledPostSchema>;

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
