// Review links: a capability for one workspace's posts in a period, for a reviewer without an
// account. The token is 32 random bytes in base64url (43 characters), as an invitation's; only
// its SHA-256 is stored (reviewLinks/{id}.tokenHash). Staff or the workspace's owner create,
// list and revoke links; anyone holding a live link may read its posts and approve, request
// changes or comment, after typing their name.

import * as v from 'valibot';
import { PRODUCTS } from '../roles';
import { emailSchema } from '../schemas';
import type { WhiteLabel } from './branding/white-label';
import { docIdSchema, instantSchema, requestIdSchema, textSchema } from './common';
import type { ReceiptStatus } from './posts/publish-receipt';
import { nullableTimestampSchema, storedObject, timestampSchema } from './stored';

export const REVIEW_LINK_DEFAULT_DAYS = 30;
export const REVIEW_LINK_MAX_DAYS = 90;
/** The longest period one link covers. */
export const REVIEW_PERIOD_MAX_DAYS = 93;
export const REVIEW_LINK_POSTS_MAX = 100;

export const REVIEW_SCOPES = ['awaiting', 'upcoming'] as const;
export type ReviewScope = (typeof REVIEW_SCOPES)[number];

export const reviewTokenSchema = v.pipe(
  v.string('token must be a string.'),
  v.regex(/^[A-Za-z0-9_-]{43}$/, 'This review link is malformed: check it was copied whole.'),
);

export const createReviewLinkSchema = v.pipe(
  v.strictObject({
    /** A retried request answers the first link (without its URL) instead of making another. */
    requestId: requestIdSchema,
    workspaceId: docIdSchema,
    /** The period whose posts the link shows (by scheduled time, else creation time). */
    from: instantSchema,
    to: instantSchema,
    /** awaiting: the posts in review (and those decided since); upcoming: every unpublished post. */
    scope: v.optional(v.picklist(REVIEW_SCOPES), 'awaiting'),
    validDays: v.optional(
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(REVIEW_LINK_MAX_DAYS)),
      REVIEW_LINK_DEFAULT_DAYS,
    ),
    reviewerName: v.optional(textSchema(80)),
    reviewerEmail: v.optional(emailSchema),
  }),
  v.check((input) => Date.parse(input.from) < Date.parse(input.to), 'from must be before to.'),
  v.check(
    (input) => Date.parse(input.to) - Date.parse(input.from) <= REVIEW_PERIOD_MAX_DAYS * 86_400_000,
    `A review period is at most ${REVIEW_PERIOD_MAX_DAYS} days.`,
  ),
);
export type CreateReviewLinkInput = v.InferOutput<typeof createReviewLinkSchema>;

export const listReviewLinksSchema = v.strictObject({ workspaceId: docIdSchema });
export type ListReviewLinksInput = v.InferOutput<typeof listReviewLinksSchema>;

export const revokeReviewLinkSchema = v.strictObject({
  workspaceId: docIdSchema,
  linkId: docIdSchema,
});
export type RevokeReviewLinkInput = v.InferOutput<typeof revokeReviewLinkSchema>;

export const openReviewLinkSchema = v.strictObject({ token: reviewTokenSchema });
export type OpenReviewLinkInput = v.InferOutput<typeof openReviewLinkSchema>;

export const openReviewMediaSchema = v.strictObject({
  token: reviewTokenSchema,
  postId: docIdSchema,
  index: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(19)),
});
export type OpenReviewMediaInput = v.InferOutput<typeof openReviewMediaSchema>;

/** One image of a covered post, inline; `tooLarge` (or a video) shows as a placeholder. */
export interface ReviewMediaFile {
  contentType: string;
  /** base64 of the file, absent when it is not answered inline. */
  data?: string;
  tooLarge?: boolean;
}

export const REVIEW_ACTIONS = ['approve', 'request_changes', 'comment'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export const actOnReviewLinkSchema = v.pipe(
  v.strictObject({
    token: reviewTokenSchema,
    postId: docIdSchema,
    action: v.picklist(REVIEW_ACTIONS),
    reviewerName: textSchema(80),
    comment: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000))),
  }),
  v.check(
    (input) => input.action === 'approve' || Boolean(input.comment),
    'Say what should change: a comment is required.',
  ),
);
export type ActOnReviewLinkInput = v.InferOutput<typeof actOnReviewLinkSchema>;

/** reviewLinks/{id}: written only by the functions; no client reads it (the rules close it). */
export const reviewLinkDocSchema = storedObject({
  workspaceId: docIdSchema,
  product: v.picklist(PRODUCTS),
  tokenHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  scope: v.picklist(REVIEW_SCOPES),
  from: timestampSchema,
  to: timestampSchema,
  expiresAt: timestampSchema,
  reviewerName: v.nullable(v.string()),
  reviewerEmail: v.nullable(v.string()),
  /** Whether the link was emailed to reviewerEmail (the outbox holds it until delivered). */
  emailed: v.optional(v.boolean()),
  createdBy: docIdSchema,
  revokedAt: nullableTimestampSchema,
  revokedBy: v.nullable(docIdSchema),
  lastUsedAt: nullableTimestampSchema,
});
export type ReviewLinkDoc = v.InferOutput<typeof reviewLinkDocSchema>;

/**
 * reviewPulses/{linkId}: when the posts a live link shows last changed, written only by the
 * functions. It holds nothing else, so the rules let anyone get one by its id (which only the
 * link's holder and staff know): the open review page listens to it and reads the link again.
 */
export const reviewPulseDocSchema = storedObject({
  changedAt: timestampSchema,
});
export type ReviewPulseDoc = v.InferOutput<typeof reviewPulseDocSchema>;

export type ReviewLinkStatus = 'active' | 'expired' | 'revoked';

/** A link as the staff screen lists it (never the token or its hash). */
export interface ReviewLinkSummary {
  id: string;
  status: ReviewLinkStatus;
  scope: ReviewScope;
  from: string;
  to: string;
  expiresAt: string;
  reviewerName: string | null;
  reviewerEmail: string | null;
  createdAt: string | null;
}

/** One post as a review link shows it. */
export interface ReviewPost {
  id: string;
  text: string;
  status: string;
  /**
   * Each channel with the text it will publish (its own variant, else the post's text), and
   * what the page needs to show the post as that network will: its handle, and its own text
   * limit where the network has none of its own.
   */
  channels: {
    id: string;
    name: string;
    provider: string;
    text: string;
    handle?: string;
    maxLength?: number;
    /** The connected account's picture (an https address), where the network gave one. */
    avatarUrl?: string;
  }[];
  /**
   * Media by kind and description, in the post's order, with an image's pixel size when known
   * (a lone image keeps its shape in some feeds); an image's bytes come from openReviewMedia,
   * which answers only for a post the link covers.
   */
  media: { kind: string; alt: string; width?: number; height?: number }[];
  scheduledAt: string | null;
  comments: { id: string; author: string; text: string; kind: string | null; at: string | null }[];
  /**
   * A post that went out: each channel the network accepted it on, with its link and the
   * read-back's receipt, as the team sees them on the post (absent before it goes out).
   */
  published?: ReviewPublished[];
}

/** One channel a post went out on, as a review link shows it: no failure reasons, no secrets. */
export interface ReviewPublished {
  channelId: string;
  url: string | null;
  externalId: string | null;
  receipt: {
    status: ReceiptStatus;
    externalId: string;
    /** When the read-back found the post or gave up on it (ISO). */
    readAt: string | null;
    /** A read-back is still planned. */
    waiting: boolean;
    textMatches: boolean | null;
    mediaFound: number | null;
    mediaSent: number;
  } | null;
}

export interface ReviewLinkView {
  status: ReviewLinkStatus;
  workspaceName?: string;
  timeZone?: string;
  from?: string;
  to?: string;
  expiresAt?: string;
  reviewerName?: string | null;
  posts?: ReviewPost[];
  /** The workspace's white label, when it has one: the page wears it. */
  whiteLabel?: WhiteLabel | null;
  /** The link's pulse document (reviewPulses/{id}): the page reads again when it changes. */
  pulseId?: string;
  /** The pulse's time (ms) when the link was read, 0 for none: a later one is news. */
  pulseAt?: number;
}
