// Growth tools, feeds (issue 40): RSS, Atom and JSON Feed sources of a workspace whose new items
// become drafts or queued posts through a template. A source lives in workspaces/{id}/feeds/{feedId}
// (read by members, written by the feed callables and the poller); the items already turned into
// posts are remembered in workspaces/{id}/feeds/{feedId}/items/{key}, the functions' alone.

import * as v from 'valibot';
import { docIdSchema } from '../common';
import { storedObject, timestampSchema } from '../stored';

/** How many sources a workspace may follow: each is fetched every poll window. */
export const FEEDS_PER_WORKSPACE = 20;
/** Items turned into posts by one fetch at most; the rest wait for the next fetch. */
export const FEED_ITEMS_PER_FETCH = 10;
export const FEED_TEMPLATE_MAX = 1000;

/** The template's placeholders, replaced by the item's fields. */
export const FEED_PLACEHOLDERS = ['{title}', '{link}', '{summary}'] as const;
export const DEFAULT_FEED_TEMPLATE = '{title} {link}';

/** What a new item becomes: a draft to edit, or a post in the channel's queue. */
export const FEED_TARGETS = ['draft', 'queue'] as const;
export type FeedTarget = (typeof FEED_TARGETS)[number];

/**
 * Why the last fetch failed, as a word the screen turns into a sentence in the reader's
 * language: the address is refused (private, not https), cannot be reached, answered an HTTP
 * error, took too long, is too large, or is not a feed it can read.
 */
export const FEED_ERRORS = [
  'blocked',
  'unreachable',
  'http',
  'timeout',
  'too_large',
  'parse',
] as const;
export type FeedError = (typeof FEED_ERRORS)[number];

const feedUrlSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(2000, 'A feed address has at most 2000 characters.'),
  v.url('Enter the feed’s full address, starting with https://.'),
  v.regex(/^https?:\/\//i, 'Enter the feed’s full address, starting with https://.'),
);

export const feedTemplateSchema = v.object({
  /** The post's text: {title}, {link} and {summary} stand for the item's. */
  text: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'The template cannot be empty.'),
    v.maxLength(FEED_TEMPLATE_MAX, 'The template has at most 1000 characters.'),
  ),
  /** Attach the item's image (its enclosure, media or JSON Feed image) to the post. */
  image: v.boolean(),
});
export type FeedTemplate = v.InferOutput<typeof feedTemplateSchema>;

export const addFeedSchema = v.object({
  workspaceId: docIdSchema,
  url: feedUrlSchema,
  /** The channel the posts are for; a queued post goes to this channel's queue. */
  channelId: docIdSchema,
  target: v.picklist(FEED_TARGETS),
  template: feedTemplateSchema,
  /** Also turn the items published before the subscription into posts on the first fetch. */
  includeOlder: v.boolean(),
});
export type AddFeedInput = v.InferOutput<typeof addFeedSchema>;

export const feedRefSchema = v.object({ workspaceId: docIdSchema, feedId: docIdSchema });
export type FeedRefInput = v.InferOutput<typeof feedRefSchema>;

export const setFeedPausedSchema = v.object({
  workspaceId: docIdSchema,
  feedId: docIdSchema,
  paused: v.boolean(),
});
export type SetFeedPausedInput = v.InferOutput<typeof setFeedPausedSchema>;

/** The last fetch of a source, as the screen shows it. */
export const feedFetchSchema = v.object({
  at: timestampSchema,
  /** ok: read (new posts counted in `added`); not_modified: the server answered 304. */
  outcome: v.picklist(['ok', 'not_modified', 'error']),
  added: v.number(),
  error: v.nullable(v.picklist(FEED_ERRORS)),
  /** The HTTP status of an `http` error. */
  status: v.nullable(v.number()),
});
export type FeedFetch = v.InferOutput<typeof feedFetchSchema>;

/** workspaces/{id}/feeds/{feedId} */
export const feedDocSchema = storedObject({
  url: v.string(),
  /** The feed's own title once read, else its address. */
  title: v.string(),
  channelId: v.string(),
  target: v.picklist(FEED_TARGETS),
  template: feedTemplateSchema,
  paused: v.boolean(),
  createdBy: v.string(),
  /** Items published before this were there already; the first fetch leaves them. */
  subscribedAt: timestampSchema,
  includeOlder: v.boolean(),
  /** False until the first successful fetch. */
  fetched: v.boolean(),
  lastFetch: v.nullable(feedFetchSchema),
  /** The validators of the last answer, sent back as If-None-Match / If-Modified-Since. */
  etag: v.nullable(v.string()),
  lastModified: v.nullable(v.string()),
});

/** workspaces/{id}/feeds/{feedId}/items/{key}: an item id or link already turned into a post. */
export const feedItemDocSchema = storedObject({ postId: v.string() });
