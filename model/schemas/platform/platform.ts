// The open platform's shapes beyond the first REST routes: editing a post, a page of posts with
// its cursor, channels, analytics, service requests and inbox conversations as the API answers
// them. The REST routes and the MCP tools validate with these, and the OpenAPI document is
// converted from them.

import * as v from 'valibot';
import { apiPostSchema } from '../api-responses';
import { channelStatusSchema } from '../channels/channel-status';
import { instantSchema, textSchema, timeZoneSchema } from '../common';
import {
  CONVERSATION_STATUSES,
  INBOX_KINDS,
  INBOX_NETWORKS,
  replyToConversationSchema,
} from '../inbox';
import {
  LIBRARY_ALT_MAX,
  LIBRARY_MAX_BYTES,
  LIBRARY_NAME_MAX,
  LIBRARY_TYPES,
  libraryIdSchema,
} from '../library';
import {
  apiCreatePostSchema,
  POST_TEXT_MAX,
  postFirstCommentSchema,
  postStatusSchema,
  postThreadSchema,
} from '../posts/posts';
import { serviceRequestStatusSchema } from '../service-requests';

/** Body of PATCH /posts/{postId}: the fields to change; a post is editable as a draft only. */
export const apiUpdatePostSchema = v.pipe(
  v.strictObject({
    text: v.optional(textSchema(POST_TEXT_MAX)),
    channelIds: v.optional(apiCreatePostSchema.entries.channelIds),
    scheduledAt: v.optional(v.nullable(instantSchema)),
    timeZone: v.optional(timeZoneSchema),
    thread: v.optional(postThreadSchema),
    firstComment: v.optional(v.nullable(postFirstCommentSchema)),
  }),
  v.check((input) => Object.keys(input).length > 0, 'Name at least one field to change.'),
);
export type ApiUpdatePostInput = v.InferOutput<typeof apiUpdatePostSchema>;

/** A page of posts: `nextCursor` is opaque, null on the last page. */
export const apiPostPageSchema = v.object({
  data: v.array(apiPostSchema),
  nextCursor: v.nullable(v.string()),
});

export const apiPostChangeSchema = v.object({
  id: v.string(),
  status: postStatusSchema,
  /** False when the post already was as asked: nothing was written. */
  changed: v.boolean(),
});

export const apiChannelSchema = v.object({
  id: v.string(),
  /** The network: bluesky, mastodon, ..., or sandbox. */
  network: v.string(),
  name: v.string(),
  handle: v.nullable(v.string()),
  status: channelStatusSchema,
});

const counts = {
  likes: v.number(),
  reposts: v.number(),
  replies: v.number(),
  impressions: v.nullable(v.number()),
};

/** A post's latest figures per channel, as the hourly collection last saw them. */
export const apiPostAnalyticsSchema = v.object({
  postId: v.string(),
  channels: v.array(
    v.object({
      channelId: v.string(),
      capturedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
      ...counts,
    }),
  ),
  totals: v.object(counts),
});

/** A period's figures: posts published in it and the sum of their latest counts. */
export const apiPeriodAnalyticsSchema = v.object({
  from: v.pipe(v.string(), v.isoTimestamp()),
  to: v.pipe(v.string(), v.isoTimestamp()),
  published: v.number(),
  totals: v.object(counts),
});

export const apiServiceRequestSchema = v.object({
  id: v.string(),
  title: v.string(),
  details: v.string(),
  status: serviceRequestStatusSchema,
  createdAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  updatedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
});

const altSchema = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(LIBRARY_ALT_MAX)));

/** Body of POST /posts/{postId}/media: a library item of the workspace, its alt text for this post. */
export const apiAttachMediaSchema = v.strictObject({
  itemId: libraryIdSchema,
  alt: altSchema,
});

/** A file uploaded through POST /media or an upload session, now a library item. */
export const apiMediaSchema = v.object({
  itemId: v.string(),
  path: v.string(),
  contentType: v.string(),
  /** An image's pixel size; null for a video or a document. */
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
});

/** Body of POST /media/uploads: the file about to be sent (any type the library takes). */
export const apiMediaUploadSchema = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(LIBRARY_NAME_MAX)),
  contentType: v.picklist(LIBRARY_TYPES),
  size: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LIBRARY_MAX_BYTES.video)),
  alt: altSchema,
});
export type ApiMediaUploadInput = v.InferOutput<typeof apiMediaUploadSchema>;

/** Where to send the file: a resumable upload session, PUT the bytes there, then complete. */
export const apiMediaUploadTicketSchema = v.object({
  itemId: v.string(),
  path: v.string(),
  uploadUrl: v.string(),
  method: v.literal('PUT'),
  contentType: v.string(),
  maxBytes: v.number(),
});

/** Body of POST /media/uploads/{itemId}/complete: the path the ticket named. */
export const apiMediaCompleteSchema = v.strictObject({
  path: v.pipe(v.string(), v.maxLength(1000)),
  alt: altSchema,
});

/** An inbox conversation as GET /inbox/conversations answers it. */
export const apiConversationSchema = v.object({
  id: v.string(),
  network: v.picklist(INBOX_NETWORKS),
  channelId: v.string(),
  kind: v.picklist(INBOX_KINDS),
  status: v.picklist(CONVERSATION_STATUSES),
  /** Our post the thread answers, when it is one of ours. */
  postId: v.nullable(v.string()),
  subject: v.string(),
  lastText: v.string(),
  lastAuthor: v.string(),
  lastAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  unread: v.number(),
  itemCount: v.number(),
  labels: v.array(v.string()),
});

/** A page of conversations, newest activity first: `nextCursor` is opaque, null on the last page. */
export const apiConversationPageSchema = v.object({
  data: v.array(apiConversationSchema),
  nextCursor: v.nullable(v.string()),
});

/** Body of POST /inbox/conversations/{conversationId}/replies. */
export const apiInboxReplySchema = v.strictObject({
  text: replyToConversationSchema.entries.text,
  itemId: replyToConversationSchema.entries.itemId,
});
export type ApiInboxReplyInput = v.InferOutput<typeof apiInboxReplySchema>;

/** A reply sent: our item in the conversation and the network's id and address of it. */
export const apiInboxReplyReceiptSchema = v.object({
  itemId: v.string(),
  externalId: v.string(),
  url: v.string(),
});
