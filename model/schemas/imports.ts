// CSV bulk import: the rows the screen reads from a file and the callable's payload. The screen
// validates each row with importRowSchema before sending, and the callable parses the same
// schema again, so a row the preview accepts is a row the server accepts.

import * as v from 'valibot';
import { docIdSchema, instantSchema, textSchema, timeZoneSchema } from './common';
import { libraryIdSchema } from './library';
import { POST_TEXT_MAX, postFirstCommentSchema } from './posts/posts';

export const IMPORT_ROWS_MAX = 500;
/** The rules accept posts on at most ten channels. */
export const IMPORT_CHANNELS_MAX = 10;
/** ... and at most ten media. */
export const IMPORT_MEDIA_MAX = 10;

export const importRowSchema = v.strictObject({
  text: textSchema(POST_TEXT_MAX),
  channelIds: v.pipe(
    v.array(docIdSchema),
    v.minLength(1, 'Name at least one channel.'),
    v.maxLength(IMPORT_CHANNELS_MAX, `Name at most ${IMPORT_CHANNELS_MAX} channels.`),
  ),
  scheduledAt: v.optional(instantSchema),
  timeZone: timeZoneSchema,
  /** Published after the post on the networks that take a first comment. */
  firstComment: v.optional(postFirstCommentSchema),
  /** Web addresses of images or videos (the file's `media_url` column), fetched by the server. */
  mediaUrls: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string(),
          v.maxLength(2048),
          v.regex(/^https?:\/\/[^\s]+$/i, 'Must be an http or https address.'),
        ),
      ),
      v.maxLength(IMPORT_MEDIA_MAX, `Name at most ${IMPORT_MEDIA_MAX} media.`),
    ),
  ),
  /** Media library items (the file's `library` column) that become the post's media. */
  libraryIds: v.optional(
    v.pipe(
      v.array(libraryIdSchema),
      v.maxLength(IMPORT_MEDIA_MAX, `Name at most ${IMPORT_MEDIA_MAX} media.`),
    ),
  ),
});
export type ImportRow = v.InferOutput<typeof importRowSchema>;

export const importPostsSchema = v.strictObject({
  workspaceId: docIdSchema,
  /** A digest of the file: the same file imported again creates nothing twice. */
  importId: v.pipe(v.string(), v.regex(/^[a-f0-9]{16,64}$/, 'Must be a hex digest.')),
  mode: v.picklist(['draft', 'schedule']),
  rows: v.pipe(
    v.array(
      v.strictObject({
        ...importRowSchema.entries,
        /** The row's line in the file: with importId, the post's id. */
        line: v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(IMPORT_ROWS_MAX + 1)),
      }),
    ),
    v.minLength(1),
    v.maxLength(IMPORT_ROWS_MAX),
  ),
});
export type ImportPostsInput = v.InferOutput<typeof importPostsSchema>;
