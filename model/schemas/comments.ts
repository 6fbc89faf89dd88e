// workspaces/{wid}/posts/{pid}/comments/{id}: the discussion beside a post. Members write their
// own comments under the rules; the functions write the ones of approval decisions and of
// review-link reviewers (authorUid null, authorName the name they typed). An internal note
// (internal: true) is readable only by the workspace's owners, editors and the product's
// admins: clients (approvers, viewers) and review links never see it.

import * as v from 'valibot';
import { docIdSchema, requestIdSchema, textSchema } from './common';

export const COMMENT_TEXT_MAX = 2000;
export const COMMENT_MENTIONS_MAX = 10;

export const commentDocSchema = v.object({
  authorUid: v.nullable(v.string()),
  authorName: v.optional(v.string()),
  text: v.pipe(v.string(), v.minLength(1), v.maxLength(COMMENT_TEXT_MAX)),
  internal: v.optional(v.boolean(), false),
  mentions: v.optional(v.pipe(v.array(v.string()), v.maxLength(COMMENT_MENTIONS_MAX)), []),
  /** approved / changes_requested for a decision's comment; absent for plain comments. */
  kind: v.optional(v.string()),
  via: v.optional(v.picklist(['app', 'review_link'])),
  createdAt: v.unknown(),
  updatedAt: v.unknown(),
});
export type CommentDoc = v.InferOutput<typeof commentDocSchema>;

/** addPostComment: a comment through the functions, which notify the people it mentions. */
export const addPostCommentSchema = v.strictObject({
  /** A retried send answers the comment it already added. */
  requestId: requestIdSchema,
  workspaceId: docIdSchema,
  postId: docIdSchema,
  text: textSchema(COMMENT_TEXT_MAX),
  internal: v.optional(v.boolean(), false),
});
export type AddPostCommentInput = v.InferOutput<typeof addPostCommentSchema>;

/** editPostComment: one's own comment; members it newly names are notified. */
export const editPostCommentSchema = v.strictObject({
  workspaceId: docIdSchema,
  postId: docIdSchema,
  commentId: docIdSchema,
  text: textSchema(COMMENT_TEXT_MAX),
});
export type EditPostCommentInput = v.InferOutput<typeof editPostCommentSchema>;

/** listMentionable: the members a comment in the workspace can name with @, for the picker. */
export const listMentionableSchema = v.strictObject({ workspaceId: docIdSchema });
export type ListMentionableInput = v.InferOutput<typeof listMentionableSchema>;

/** A member as the @ picker lists them: `handle` is what mentionTokens matches. */
export interface MentionableMember {
  uid: string;
  handle: string;
  name: string;
}

/** @name tokens: a member is mentioned by their email's local part or their name without spaces. */
export function mentionTokens(text: string): string[] {
  return [...text.matchAll(/(?:^|[^\w@])@([\p{L}\p{N}._-]{2,64})/gu)].map((match) =>
    (match[1] ?? '').replace(/[._-]+$/, '').toLowerCase(),
  );
}
