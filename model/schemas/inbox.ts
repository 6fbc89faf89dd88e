// The unified inbox: what the workspace's posts bring back from the networks (comments, mentions,
// direct messages, reviews), stored once per network item and grouped into conversations.
//
//   workspaces/{wid}/inboxItems/{network}:{id}      one item as the network gave it (or our reply)
//   workspaces/{wid}/conversations/{id}             a thread: the post it answers, status, times
//   workspaces/{wid}/conversations/{id}/notes/{id}  the team's internal notes
//   inboxCursors/{channelId}                        where polling a channel stopped (server only)
//
// Only the functions write them (firestore.rules): owners, editors and agency staff read
// everything; approvers (the client) read only the conversations someone showed them.

import * as v from 'valibot';
import { PRODUCTS } from '../roles';
import { docIdSchema, requestIdSchema, textSchema } from './common';

/** Networks whose comments, mentions or messages the inbox takes in (sandbox: the local stack). */
export const INBOX_NETWORKS = [
  'bluesky',
  'mastodon',
  'facebook',
  'instagram',
  'threads',
  'linkedin_page',
  'youtube',
  'x',
  'google_business',
  'sandbox',
] as const;
export type InboxNetwork = (typeof INBOX_NETWORKS)[number];

export const INBOX_KINDS = ['comment', 'mention', 'message', 'review'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const CONVERSATION_STATUSES = ['open', 'snoozed', 'done'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** Where an outgoing reply stands: sent, refused, or sent with its answer lost (reconciled later). */
export const REPLY_STATES = ['sending', 'sent', 'unknown', 'failed'] as const;
export type ReplyState = (typeof REPLY_STATES)[number];

export const INBOX_TEXT_MAX = 10_000;
export const INBOX_NOTE_MAX = 2000;
export const INBOX_QUESTION_MAX = 1000;
export const INBOX_LABEL_MAX = 40;
export const INBOX_LABELS_MAX = 10;
/** The lowercase words a conversation is found by (its texts and authors), kept bounded. */
export const INBOX_SEARCH_WORDS_MAX = 200;

/** One item as ingested from a network: the adapters' common shape. */
export const inboxEventSchema = v.object({
  network: v.picklist(INBOX_NETWORKS),
  channelId: docIdSchema,
  /** The network's own id of the item: with the network, the document id. */
  externalId: v.pipe(v.string(), v.minLength(1), v.maxLength(400)),
  kind: v.picklist(INBOX_KINDS),
  /** The network id of the post or thread this answers (a DM: the conversation's id). */
  threadId: v.pipe(v.string(), v.minLength(1), v.maxLength(400)),
  /** The item it answers directly, when it is a reply to a reply. */
  parentId: v.optional(v.nullable(v.string())),
  authorName: v.string(),
  authorHandle: v.string(),
  text: v.pipe(v.string(), v.maxLength(INBOX_TEXT_MAX)),
  url: v.optional(v.nullable(v.string())),
  /** When the network says it was written (ms since the epoch). */
  at: v.number(),
  /** A review's stars (Google Business Profile), 1 to 5. */
  rating: v.optional(v.nullable(v.number())),
  /** Bluesky: the record's content hash, and the thread's first post, which a reply names. */
  cid: v.optional(v.string()),
  rootId: v.optional(v.string()),
  rootCid: v.optional(v.string()),
  /** Our post the thread answers, when the adapter knows it, and the thread's preview text. */
  postId: v.optional(v.nullable(v.string())),
  subject: v.optional(v.string()),
});
export type InboxEvent = v.InferOutput<typeof inboxEventSchema>;

export const inboxItemDocSchema = v.object({
  network: v.picklist(INBOX_NETWORKS),
  channelId: v.string(),
  externalId: v.string(),
  conversationId: v.string(),
  kind: v.picklist(INBOX_KINDS),
  /** in: from the network; out: our reply. */
  direction: v.picklist(['in', 'out']),
  parentId: v.nullable(v.string()),
  authorName: v.string(),
  authorHandle: v.string(),
  text: v.string(),
  url: v.nullable(v.string()),
  rating: v.optional(v.nullable(v.number())),
  /** What a reply to the item must name (Bluesky's cids and thread root). */
  replyRef: v.optional(
    v.object({ cid: v.optional(v.string()), rootId: v.string(), rootCid: v.optional(v.string()) }),
  ),
  at: v.unknown(),
  /** Copied from the conversation: whether the client was shown it (their query asks for it). */
  shared: v.boolean(),
  /** A reply's progress and who sent it. */
  replyState: v.optional(v.picklist(REPLY_STATES)),
  replyError: v.optional(v.nullable(v.string())),
  sentBy: v.optional(v.string()),
  liked: v.optional(v.boolean()),
  hidden: v.optional(v.boolean()),
  deleted: v.optional(v.boolean()),
  createdAt: v.unknown(),
});
export type InboxItemDoc = v.InferOutput<typeof inboxItemDocSchema>;

export const conversationDocSchema = v.object({
  /**
   * The workspace's product and id, copied so a collection-group query (the staff's inbox across
   * every workspace) can ask for the product's conversations and name each one's workspace; the
   * rules let exactly that product's staff read them. Documents written before these fields
   * existed get them from the migration conversations-scope (functions/src/domain/migrations.ts).
   */
  product: v.picklist(PRODUCTS),
  workspaceId: docIdSchema,
  network: v.picklist(INBOX_NETWORKS),
  channelId: v.string(),
  kind: v.picklist(INBOX_KINDS),
  threadId: v.string(),
  /** Our post the thread answers, when it is one of ours, with its text as a preview. */
  postId: v.nullable(v.string()),
  subject: v.string(),
  status: v.picklist(CONVERSATION_STATUSES),
  snoozedUntil: v.nullable(v.unknown()),
  assigneeUid: v.nullable(v.string()),
  labels: v.array(v.string()),
  unread: v.number(),
  itemCount: v.number(),
  firstAt: v.unknown(),
  lastAt: v.unknown(),
  /** The newest item's network time (ms), so an older item arriving late changes no preview. */
  lastAtMs: v.number(),
  lastText: v.string(),
  lastAuthor: v.string(),
  /** The newest item from the network: what a reply answers unless told otherwise. */
  lastItemId: v.optional(v.string()),
  search: v.array(v.string()),
  firstReplyAt: v.nullable(v.unknown()),
  firstReplyMs: v.nullable(v.number()),
  resolvedAt: v.nullable(v.unknown()),
  resolutionMs: v.nullable(v.number()),
  shared: v.boolean(),
  clientQuestion: v.nullable(v.string()),
  /** Who of the team asked the question (the client's answer notifies them). */
  clientQuestionBy: v.optional(v.nullable(v.string())),
  /** The client's answer to the question, from the portal; a new question clears it. */
  clientAnswer: v.optional(
    v.nullable(
      v.object({
        text: v.string(),
        authorUid: v.string(),
        authorName: v.string(),
        at: v.unknown(),
      }),
    ),
  ),
  createdAt: v.unknown(),
  updatedAt: v.unknown(),
});
export type ConversationDoc = v.InferOutput<typeof conversationDocSchema>;

export const conversationNoteDocSchema = v.object({
  authorUid: v.string(),
  authorName: v.string(),
  text: v.string(),
  createdAt: v.unknown(),
});

export const inboxCursorDocSchema = v.object({
  /** Per stream (notifications, conversations, ...): the network's paging cursor or since id. */
  cursors: v.record(v.string(), v.string()),
  /** Per stream: the ETag of the last answer, sent back as If-None-Match. */
  etags: v.record(v.string(), v.string()),
  polledAt: v.unknown(),
  /** The account's read budget (the publisher's pace arithmetic): when it was last read. */
  pace: v.optional(v.unknown()),
  /** A network's 429: the channel is not read again before then. */
  retryAt: v.optional(v.unknown()),
  updatedAt: v.optional(v.unknown()),
});

// ------------------------------------------------------------------------- callables

const conversationRef = { workspaceId: docIdSchema, conversationId: docIdSchema };

export const markConversationReadSchema = v.strictObject(conversationRef);
export type MarkConversationReadInput = v.InferOutput<typeof markConversationReadSchema>;

export const replyToConversationSchema = v.strictObject({
  ...conversationRef,
  /** One per reply the person means to send: a retry sends nothing twice. */
  requestId: requestIdSchema,
  text: textSchema(INBOX_TEXT_MAX),
  /** The item answered (defaults to the newest one from the network). */
  itemId: v.optional(v.pipe(v.string(), v.maxLength(420))),
});
export type ReplyToConversationInput = v.InferOutput<typeof replyToConversationSchema>;

export const assignConversationSchema = v.strictObject({
  ...conversationRef,
  assigneeUid: v.nullable(docIdSchema),
});
export type AssignConversationInput = v.InferOutput<typeof assignConversationSchema>;

const labelSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(INBOX_LABEL_MAX));

export const labelConversationSchema = v.strictObject({
  ...conversationRef,
  labels: v.pipe(v.array(labelSchema), v.maxLength(INBOX_LABELS_MAX)),
});
export type LabelConversationInput = v.InferOutput<typeof labelConversationSchema>;

/** done, open again, or snooze until an instant (ms since the epoch, in the future). */
export const setConversationStatusSchema = v.strictObject({
  ...conversationRef,
  status: v.picklist(CONVERSATION_STATUSES),
  snoozedUntil: v.optional(v.number()),
});
export type SetConversationStatusInput = v.InferOutput<typeof setConversationStatusSchema>;

export const addConversationNoteSchema = v.strictObject({
  ...conversationRef,
  requestId: requestIdSchema,
  text: textSchema(INBOX_NOTE_MAX),
});
export type AddConversationNoteInput = v.InferOutput<typeof addConversationNoteSchema>;

/** Shows the conversation to the client's approvers with a question (null: hide it again). */
export const askClientSchema = v.strictObject({
  ...conversationRef,
  question: v.nullable(textSchema(INBOX_QUESTION_MAX)),
});
export type AskClientInput = v.InferOutput<typeof askClientSchema>;

/** The client's answer to the team's question on a conversation shown to them. */
export const answerTeamSchema = v.strictObject({
  ...conversationRef,
  requestId: requestIdSchema,
  text: textSchema(INBOX_QUESTION_MAX),
});
export type AnswerTeamInput = v.InferOutput<typeof answerTeamSchema>;

/** What the account may do on the network to an item people wrote. */
export const INBOX_MODERATIONS = ['like', 'hide', 'delete'] as const;
export type InboxModeration = (typeof INBOX_MODERATIONS)[number];

/**
 * What each network's API lets the account do to a comment on its own posts: Facebook Pages like,
 * hide and delete comments (/{comment-id}, /{comment-id}/likes), Instagram hides and deletes them
 * (/{ig-comment-id}), YouTube hides them from the public (comments.setModerationStatus), Bluesky
 * likes a post (app.bsky.feed.like), Mastodon favourites a status, X hides replies to our posts
 * (PUT /2/tweets/:id/hidden) and likes (POST /2/users/:id/likes), Threads hides replies
 * (/{reply-id}/manage_reply) and LinkedIn pages delete comments (DELETE socialActions/…/comments).
 * The screen offers only these; the server refuses the rest.
 */
export const MODERATION_BY_NETWORK: Readonly<Record<InboxNetwork, readonly InboxModeration[]>> = {
  bluesky: ['like'],
  mastodon: ['like'],
  facebook: ['like', 'hide', 'delete'],
  instagram: ['hide', 'delete'],
  threads: ['hide'],
  linkedin_page: ['delete'],
  youtube: ['hide'],
  x: ['like', 'hide'],
  google_business: [],
  sandbox: ['like', 'hide', 'delete'],
};

export const moderateInboxItemSchema = v.strictObject({
  ...conversationRef,
  itemId: v.pipe(v.string(), v.minLength(1), v.maxLength(420)),
  action: v.picklist(INBOX_MODERATIONS),
});
export type ModerateInboxItemInput = v.InferOutput<typeof moderateInboxItemSchema>;

/** The lowercase words of `texts` a search matches, at most INBOX_SEARCH_WORDS_MAX. */
export function searchWords(...texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of text.toLowerCase().match(/[\p{L}\p{N}_@#.-]{2,40}/gu) ?? []) {
      words.add(word.replace(/[.-]+$/, ''));
      if (words.size >= INBOX_SEARCH_WORDS_MAX) return [...words];
    }
  }
  return [...words];
}
