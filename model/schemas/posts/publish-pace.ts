// The publisher's server-only records: the pace of each channel (publishPace/{channelId}), so
// that no account sends faster than its network allows, and the publish tasks that gave up
// after their last attempt (publishDeadLetters/{taskId}), kept for admins.

import * as v from 'valibot';
import { timestampSchema } from '../stored';

export const publishPaceDocSchema = v.object({
  /** Send times (epoch ms) inside the longest sliding window, oldest first. */
  sent: v.array(v.number()),
  /** Counters of the fixed windows, keyed by window length: the window's start and its count. */
  fixed: v.record(v.string(), v.object({ start: v.number(), count: v.number() })),
  /** A network's Retry-After: nothing goes out for this channel before it (epoch ms). */
  blockedUntil: v.number(),
  /** The tasks that took the latest places, so a retried write finds its own place. */
  holders: v.array(v.string()),
});
export type PublishPaceDoc = v.InferOutput<typeof publishPaceDocSchema>;

export const publishDeadLetterDocSchema = v.object({
  /** The post's document path. */
  path: v.string(),
  taskId: v.string(),
  error: v.string(),
  attempts: v.number(),
  at: timestampSchema,
});
export type PublishDeadLetterDoc = v.InferOutput<typeof publishDeadLetterDocSchema>;
