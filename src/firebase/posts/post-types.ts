// The posts manager's documents as the app reads them: workspaces the caller belongs to, their
// channels and posts, decoded from stored data so a missing or odd field reads as a safe default.

import { MEMBER_ROLES, type MemberRole } from '@model/member-roles';
import type { ApprovalScheduling } from '@model/schemas/approval';
import type { ChannelStatus } from '@model/schemas/channels/channel-status';
import {
  type ChannelResultStatus,
  occurrenceSchema,
  type PostStatus,
  type ThreadElsewhere,
} from '@model/schemas/posts/posts';
import {
  channelResultSchema,
  commentResultSchema,
  postApprovalSchema,
  postDocSchema,
} from '@model/schemas/posts/posts-stored';
import { publishReceiptSchema, type ReceiptStatus } from '@model/schemas/posts/publish-receipt';
import type { StoredTimestamp } from '@model/schemas/stored';
import * as v from 'valibot';
import { decodeStored } from '../stored/decode';

export { MEMBER_ROLES, type MemberRole };

export interface Workspace {
  id: string;
  name: string;
  product: string;
  /** The stored approval mode; absent means the product's default. */
  approvalMode?: string;
  /** The stored levels of the multi-level mode. */
  approvalLevels?: string[];
  /** The multi-step mode's steps as stored (model/schemas/approval-steps.ts reads them). */
  approvalSteps?: unknown[];
  timeZone: string;
  role: MemberRole;
  memberUids: string[];
}

export interface Channel {
  id: string;
  provider: string;
  handle: string;
  displayName: string;
  status: ChannelStatus;
  /** The connected account's picture, where the network gave one. */
  avatarUrl?: string | null;
  maxLength?: unknown;
  limits?: unknown;
  /** When the sign-in lapses unless someone signs in again (model/credential-weather.ts). */
  credentialExpiresAt?: number | null;
}

export interface PostMedia {
  path: string;
  contentType: string;
  width?: number;
  height?: number;
  alt?: string;
  /** A video's length in seconds as the browser read it on upload, so it is not read again. */
  seconds?: number;
}

export interface ChannelOutcome {
  status: ChannelResultStatus;
  error: string | null;
  url: string | null;
  externalId: string | null;
  /** The network never confirmed nor denied a send: a retry will not send it again. */
  unconfirmed: boolean;
  /** How many of the post's parts (its text, then its thread's) the network confirmed. */
  confirmedParts: number;
  /** A failure the screens explain in their own words (the network refused a duplicate). */
  code?: 'duplicate_content';
  /** The post's first comment on this channel, once the publisher tried it. */
  comment?: { status: ChannelResultStatus; error: string | null };
  /** Proof of publish: the post as read back from the network (publish-receipt.ts). */
  receipt?: Receipt;
}

export interface Receipt {
  status: ReceiptStatus;
  /** A read-back is planned (pending with a next time); false once settled or given up. */
  waiting: boolean;
  externalId: string;
  readAt: Date | null;
  textMatches: boolean | null;
  mediaFound: number | null;
  mediaSent: number;
}

export interface Post {
  id: string;
  authorUid: string;
  text: string;
  variants: Record<string, { text: string }>;
  media: PostMedia[];
  channelIds: string[];
  timeZone: string | null;
  scheduledAt: Date | null;
  /** Later than scheduledAt when an account's posting limit holds the post back. */
  expectedAt?: Date | null;
  status: PostStatus;
  results: Record<string, ChannelOutcome>;
  approvalComment: string | null;
  /** In review: the level it awaits (model/schemas/approval.ts approvalStep). */
  approval?: unknown;
  /** Approved: what the last approval did with its time, and the channel that stopped it. */
  approvalScheduling?: { outcome: ApprovalScheduling; channel: string | null };
  createdAt: Date | null;
  /** The version a save is based on: a save over a newer one is refused (saveDraft). */
  updatedAt?: Date | null;
  /** The parts published after the text as replies, on networks with threads; absent when none. */
  thread?: string[];
  /** What the parts do on networks without threads, once chosen. */
  threadElsewhere?: ThreadElsewhere;
  /** A channel's own parts, once it was edited for a retry. */
  variantThreads?: Record<string, string[]>;
  /** Settings for networks that need more than text (a YouTube title, a Pinterest board). */
  networkOptions?: Record<string, Record<string, string | boolean>>;
  /** Published after the post (and its thread) where the network takes one; absent when none. */
  firstComment?: string;
  /** Its place in a repeating series (total null: a series without a count). */
  series?: { index: number; total: number | null };
  /** Until when the workspace's hourly cap holds the post back. */
  deferredUntil?: Date;
}

// What the screens read of a post, through its stored schema (model/schemas/posts/posts-stored.ts).
// Each channel's outcome and the approval are decoded on their own, so that one odd entry costs
// only itself; the raw approval stays for approvalStep, which reads it through its own schema.
const entry = v.looseObject({});
const POST_FIELDS = v.object({
  ...v.pick(postDocSchema, [
    'authorUid',
    'text',
    'thread',
    'threadElsewhere',
    'firstComment',
    'variants',
    'media',
    'channelIds',
    'timeZone',
    'scheduledAt',
    'expectedAt',
    'status',
    'createdAt',
    'updatedAt',
    'networkOptions',
    'deferredReason',
    'deferredUntil',
  ]).entries,
  series: v.optional(v.pick(occurrenceSchema, ['index', 'total'])),
  results: v.record(v.string(), entry),
  approval: v.nullable(entry),
});
const RESULT_FIELDS = v.object({
  ...v.pick(channelResultSchema, [
    'status',
    'error',
    'url',
    'externalId',
    'unconfirmed',
    'parts',
    'code',
  ]).entries,
  comment: v.optional(entry),
  receipt: v.optional(entry),
});
const COMMENT_FIELDS = v.pick(commentResultSchema, ['status', 'error']);
const RECEIPT_FIELDS = v.pick(publishReceiptSchema, [
  'status',
  'externalId',
  'readAt',
  'nextAt',
  'textMatches',
  'mediaFound',
  'mediaSent',
]);
const APPROVAL_FIELDS = v.pick(postApprovalSchema, ['comment', 'scheduling', 'schedulingChannel']);

const dateOf = (stamp: StoredTimestamp | null | undefined): Date | null => stamp?.toDate() ?? null;
const textsOf = (parts: readonly { text: string }[]): string[] => parts.map((part) => part.text);

function receiptOf(path: string, raw: unknown): Receipt | undefined {
  const r = decodeStored(RECEIPT_FIELDS, path, raw as Record<string, unknown>, {
    readAt: null,
    nextAt: null,
    textMatches: null,
    mediaFound: null,
    mediaSent: 0,
  });
  if (!r) return undefined;
  return {
    status: r.status,
    waiting: r.status === 'pending' && r.nextAt !== null,
    externalId: r.externalId,
    readAt: dateOf(r.readAt),
    textMatches: r.textMatches,
    mediaFound: r.mediaFound,
    mediaSent: r.mediaSent,
  };
}

function outcomeOf(path: string, raw: Record<string, unknown>): ChannelOutcome | null {
  const r = decodeStored(RESULT_FIELDS, path, raw, {
    status: 'pending' as const,
    error: null,
    url: null,
    externalId: null,
    unconfirmed: false,
    parts: [],
    code: undefined,
    comment: undefined,
    receipt: undefined,
  });
  if (!r) return null;
  const comment =
    r.comment &&
    decodeStored(COMMENT_FIELDS, `${path}.comment`, r.comment, {
      status: 'pending' as const,
      error: null,
    });
  const receipt = r.receipt && receiptOf(`${path}.receipt`, r.receipt);
  return {
    status: r.status,
    error: r.error,
    url: r.url,
    externalId: r.externalId,
    unconfirmed: r.unconfirmed,
    confirmedParts: r.externalId === null ? 0 : 1 + r.parts.length,
    ...(r.code ? { code: r.code } : {}),
    ...(receipt ? { receipt } : {}),
    ...(comment ? { comment: { status: comment.status, error: comment.error || null } } : {}),
  };
}

/**
 * A post document (`path`, a snapshot's data) as the screens read it: an older document's missing
 * fields take safe defaults, and one without a status, which nothing can stand in for, is left
 * out (null); both are reported (stored/decode.ts).
 */
export function toPost(
  path: string,
  id: string,
  data: Record<string, unknown> | undefined,
): Post | null {
  const post = decodeStored(POST_FIELDS, path, data, {
    authorUid: '',
    text: '',
    variants: {},
    media: [],
    channelIds: [],
    timeZone: null,
    scheduledAt: null,
    expectedAt: null,
    results: {},
    approval: null,
    createdAt: null,
    updatedAt: null,
    // Optional: a refused value reads as none rather than costing the post.
    thread: undefined,
    threadElsewhere: undefined,
    firstComment: undefined,
    networkOptions: undefined,
    series: undefined,
    deferredReason: undefined,
    deferredUntil: undefined,
  });
  if (!post) return null;
  const results: Record<string, ChannelOutcome> = {};
  for (const [channelId, raw] of Object.entries(post.results)) {
    const outcome = outcomeOf(`${path}#results.${channelId}`, raw);
    if (outcome) results[channelId] = outcome;
  }
  const approval =
    post.approval &&
    decodeStored(APPROVAL_FIELDS, `${path}#approval`, post.approval, {
      comment: null,
      scheduling: null,
      schedulingChannel: null,
    });
  const variants: Record<string, { text: string }> = {};
  const variantThreads: Record<string, string[]> = {};
  for (const [channelId, variant] of Object.entries(post.variants)) {
    variants[channelId] = { text: variant.text };
    if (variant.thread) variantThreads[channelId] = textsOf(variant.thread);
  }
  const deferredUntil = post.deferredReason === 'hourly_cap' ? dateOf(post.deferredUntil) : null;
  return {
    id,
    authorUid: post.authorUid,
    text: post.text,
    variants,
    media: post.media,
    channelIds: post.channelIds,
    timeZone: post.timeZone,
    scheduledAt: dateOf(post.scheduledAt),
    expectedAt: dateOf(post.expectedAt),
    status: post.status,
    results,
    approvalComment: approval?.comment || null,
    ...(post.approval ? { approval: post.approval } : {}),
    ...(approval?.scheduling
      ? {
          approvalScheduling: {
            outcome: approval.scheduling,
            channel: approval.schedulingChannel || null,
          },
        }
      : {}),
    createdAt: dateOf(post.createdAt),
    updatedAt: dateOf(post.updatedAt),
    ...(post.thread ? { thread: textsOf(post.thread) } : {}),
    ...(post.threadElsewhere ? { threadElsewhere: post.threadElsewhere } : {}),
    ...(Object.keys(variantThreads).length > 0 ? { variantThreads } : {}),
    ...(post.networkOptions ? { networkOptions: post.networkOptions } : {}),
    ...(post.firstComment !== undefined ? { firstComment: post.firstComment } : {}),
    ...(post.series ? { series: { index: post.series.index, total: post.series.total } } : {}),
    ...(deferredUntil ? { deferredUntil } : {}),
  };
}
