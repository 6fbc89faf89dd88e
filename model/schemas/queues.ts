// Posting queues: weekly slots per channel (or one for the whole workspace) in the workspace's
// time zone, and the callables that fill, reorder and pause them. A queue lives at
// workspaces/{workspaceId}/queues/{queueId}, queueId being a channel id or WORKSPACE_QUEUE.

import * as v from 'valibot';
import { docIdSchema } from './common';

/** The queue shared by every channel of the workspace that has none of its own. */
export const WORKSPACE_QUEUE = 'workspace';
export const QUEUE_SLOTS_MAX = 168;
/** Posts one reorder call may rearrange. */
export const QUEUE_REORDER_MAX = 500;

export const queueSlotSchema = v.strictObject({
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  day: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)),
  time: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time HH:MM.')),
});

/** The stored queue document (written by the server only). */
export const queueDocSchema = v.object({
  slots: v.pipe(v.array(queueSlotSchema), v.maxLength(QUEUE_SLOTS_MAX)),
  paused: v.boolean(),
  /** How many of the queue's posts each day holds (day number on the zone's calendar: count). */
  days: v.optional(v.record(v.string(), v.number())),
  /** Exact times (epoch ms) taken on days with room, as placement last wrote them. */
  open: v.optional(v.record(v.string(), v.array(v.number()))),
  /** Times freed on those days since (a post moved out of the queue). */
  left: v.optional(v.record(v.string(), v.array(v.number()))),
  /** The older form: post id to its time (epoch ms), read once and replaced by `days`. */
  taken: v.optional(v.record(v.string(), v.number())),
});
export type QueueDoc = v.InferOutput<typeof queueDocSchema>;

const queueRef = { workspaceId: docIdSchema, queueId: docIdSchema };

export const setQueueSchema = v.strictObject({
  ...queueRef,
  slots: v.pipe(v.array(queueSlotSchema), v.maxLength(QUEUE_SLOTS_MAX)),
  paused: v.boolean(),
});
export type SetQueueInput = v.InferOutput<typeof setQueueSchema>;

/** Puts a post in the next free slot of a queue. */
export const addToQueueSchema = v.strictObject({ ...queueRef, postId: docIdSchema });
export type AddToQueueInput = v.InferOutput<typeof addToQueueSchema>;

/** Body of POST /connect/posts/{postId}/queue: the queue of the API key's workspace. */
export const apiQueuePostSchema = v.strictObject({ queueId: docIdSchema });
export type ApiQueuePostInput = v.InferOutput<typeof apiQueuePostSchema>;

/** The queue's waiting posts in their new order; they take the queue's times in that order. */
export const reorderQueueSchema = v.strictObject({
  ...queueRef,
  postIds: v.pipe(v.array(docIdSchema), v.minLength(1), v.maxLength(QUEUE_REORDER_MAX)),
});
export type ReorderQueueInput = v.InferOutput<typeof reorderQueueSchema>;

/** Publishes a post at once, through the same task and lease as a scheduled one. */
export const publishPostNowSchema = v.strictObject({
  workspaceId: docIdSchema,
  postId: docIdSchema,
});
export type PublishPostNowInput = v.InferOutput<typeof publishPostNowSchema>;
