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

/** Body of POST /connect/posts: a draft created through the API for the key's workspace. */
export const apiCreatePostSchema = v.strictObject({
  text: textSchema(POST_TEXT_MAX),
  channelIds: v.pipe(v.array(docIdSchema), v.minLength(1), v.maxLength(POST_CHANNELS_MAX)),
  scheduledAt: v.optional(instantSchema),
  timeZone: v.optional(timeZoneSchema),
});
export type ApiCreatePostInput = v.InferOutput<typeof apiCreatePostSchema>;
