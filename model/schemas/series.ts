// Recurring and evergreen posts. A series (workspaces/{workspaceId}/series/{seriesId}) repeats
// one post by a repeat rule in the workspace's time zone; the server creates each occurrence as
// its own post a few days ahead, so it can be reviewed and cancelled alone. The workspace's
// publishing settings (workspaces/{workspaceId}/publishing/settings) hold the cap on posts per
// channel per hour and the evergreen recycling ("every N days"). Both are written by the
// callables only.

import * as v from 'valibot';
import { docIdSchema } from './common';
import { REPEAT_FREQUENCIES } from './posts/posts';
import { nullableTimestampSchema, storedObject } from './stored';

// Defined with the post (posts/posts.ts): the posts' readers on the dashboard decode `series`
// without loading this module.
export {
  type Occurrence,
  occurrenceSchema,
  REPEAT_FREQUENCIES,
  type RepeatFrequency,
} from './posts/posts';

/** A series ends after this many occurrences at most, and within two years. */
export const REPEAT_COUNT_MAX = 365;
export const REPEAT_SPAN_MAX_DAYS = 731;
export const REPEAT_INTERVAL_MAX = 52;

/** Occurrences are created this far ahead of their time. */
export const OCCURRENCE_HORIZON_DAYS = 7;

export const POSTS_PER_CHANNEL_HOUR_DEFAULT = 10;
export const POSTS_PER_CHANNEL_HOUR_MAX = 60;
export const EVERGREEN_EVERY_DAYS_MAX = 365;

const wallDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date YYYY-MM-DD.'));
const wallTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time HH:MM.'));

/** Ends by a count of occurrences, or on a date (inclusive, in the workspace's zone). */
export const repeatEndSchema = v.variant('kind', [
  v.strictObject({
    kind: v.literal('count'),
    count: v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(REPEAT_COUNT_MAX)),
  }),
  v.strictObject({ kind: v.literal('until'), until: wallDate }),
]);

export const repeatRuleSchema = v.strictObject({
  freq: v.picklist(REPEAT_FREQUENCIES),
  interval: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(REPEAT_INTERVAL_MAX)),
  /** ISO weekdays (1 Monday ... 7 Sunday) for a weekly rule; empty means the start's weekday. */
  weekdays: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
    v.maxLength(7),
  ),
  end: repeatEndSchema,
});
export type RepeatRule = v.InferOutput<typeof repeatRuleSchema>;

/** The first occurrence as a wall-clock date and time in the workspace's zone. */
export const repeatStartSchema = v.strictObject({ date: wallDate, time: wallTime });
export type RepeatStart = v.InferOutput<typeof repeatStartSchema>;

/** Repeats a saved post: it becomes the series' first occurrence. */
export const repeatPostSchema = v.strictObject({
  workspaceId: docIdSchema,
  postId: docIdSchema,
  start: repeatStartSchema,
  rule: repeatRuleSchema,
});
export type RepeatPostInput = v.InferOutput<typeof repeatPostSchema>;

/** Stops a series: no occurrence is created any more, and those waiting are cancelled. */
export const cancelSeriesSchema = v.strictObject({
  workspaceId: docIdSchema,
  seriesId: docIdSchema,
});
export type CancelSeriesInput = v.InferOutput<typeof cancelSeriesSchema>;

/** Puts a post on the workspace's evergreen list, or takes it off. */
export const setEvergreenSchema = v.strictObject({
  workspaceId: docIdSchema,
  postId: docIdSchema,
  evergreen: v.boolean(),
});
export type SetEvergreenInput = v.InferOutput<typeof setEvergreenSchema>;

export const evergreenSettingsSchema = v.strictObject({
  enabled: v.boolean(),
  everyDays: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(EVERGREEN_EVERY_DAYS_MAX)),
  /** The wall-clock time, in the workspace's zone, recycled posts go out. */
  time: wallTime,
});
export type EvergreenSettings = v.InferOutput<typeof evergreenSettingsSchema>;

export const setPublishingSettingsSchema = v.strictObject({
  workspaceId: docIdSchema,
  postsPerChannelHour: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1),
    v.maxValue(POSTS_PER_CHANNEL_HOUR_MAX),
  ),
  evergreen: evergreenSettingsSchema,
});
export type SetPublishingSettingsInput = v.InferOutput<typeof setPublishingSettingsSchema>;

export const SERIES_STATUSES = ['active', 'ended', 'cancelled'] as const;

/** workspaces/{id}/series/{id} */
export const seriesDocSchema = storedObject({
  status: v.picklist(SERIES_STATUSES),
  rule: repeatRuleSchema,
  start: repeatStartSchema,
  timeZone: v.string(),
  sourcePostId: v.string(),
  createdBy: v.string(),
  /** Occurrences created so far (the next one's index is created + 1). */
  created: v.number(),
  /** The next occurrence not yet created, or null once the series has no more. */
  nextAt: nullableTimestampSchema,
  /** Post fields each occurrence copies. */
  template: v.record(v.string(), v.unknown()),
});

/** workspaces/{id}/publishing/settings */
export const publishingSettingsDocSchema = storedObject({
  postsPerChannelHour: v.number(),
  evergreen: evergreenSettingsSchema,
  /** The next recycling slot not yet created, or null while recycling is off. */
  evergreenNextAt: nullableTimestampSchema,
  /** Per channel: how many evergreen posts it has recycled (its place in the list). */
  evergreenCursor: v.record(v.string(), v.number()),
});
