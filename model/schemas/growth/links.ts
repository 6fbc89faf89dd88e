// Growth tools, links (issue 40): a workspace's UTM settings and short links, and what a short
// link counts. The settings live in workspaces/{id}/growth/links (read by members, written by
// setLinkSettings); short links in shortLinks/{code}, written by the publisher only; the clicks
// of a post's links in workspaces/{id}/linkClicks/{postId}, read by members for analytics.

import * as v from 'valibot';
import { docIdSchema } from '../common';
import { storedObject } from '../stored';

/** A UTM value: what analytics tools show as-is, so short, printable and without spaces. */
export const UTM_VALUE_MAX = 60;
const utmValueSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(UTM_VALUE_MAX, 'A UTM value has at most 60 characters.'),
  v.regex(/^[\w.~-]*$/, 'A UTM value may hold letters, digits, dots, dashes and underscores only.'),
);

export const linkSettingsSchema = v.object({
  /** Add UTM parameters to the links of posts as they are published. */
  utm: v.boolean(),
  /** utm_source; empty means the network's id (mastodon, bluesky, ...). */
  source: utmValueSchema,
  medium: utmValueSchema,
  /** utm_campaign when the post has no campaign or series of its own; empty means none. */
  campaign: utmValueSchema,
  /** Replace each link with a short link on the app's own domain (/l/<code>) that counts clicks. */
  shorten: v.boolean(),
});
export type LinkSettings = v.InferOutput<typeof linkSettingsSchema>;

export const DEFAULT_LINK_SETTINGS: LinkSettings = {
  utm: false,
  source: '',
  medium: 'social',
  campaign: '',
  shorten: false,
};

export const setLinkSettingsSchema = v.object({
  workspaceId: docIdSchema,
  settings: linkSettingsSchema,
});
export type SetLinkSettingsInput = v.InferOutput<typeof setLinkSettingsSchema>;

/** workspaces/{id}/growth/links */
export const linkSettingsDocSchema = storedObject({
  ...linkSettingsSchema.entries,
  updatedBy: v.string(),
});

/** shortLinks/{code}: the stored address a short link leads to, and its counts. */
export const shortLinkDocSchema = storedObject({
  url: v.string(),
  workspaceId: v.string(),
  postId: v.string(),
  channelId: v.string(),
  clicks: v.number(),
  visitors: v.number(),
});

/** shortLinks/{code}/visitors/{day_hash}: one visitor on one day, by a salted hash only. */
export const linkVisitorDocSchema = storedObject({});

/** linkSalts/{yyyy-mm-dd}: the day's random salt; yesterday's hashes cannot be redone. */
export const linkSaltDocSchema = storedObject({ salt: v.string() });

/** workspaces/{id}/linkClicks/{postId}: the clicks on all of a post's short links. */
export const linkClicksDocSchema = storedObject({
  postId: v.string(),
  clicks: v.number(),
  visitors: v.number(),
});
