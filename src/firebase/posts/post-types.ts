// The posts manager's documents as the app reads them: workspaces the caller belongs to, their
// channels and posts, decoded from stored data so a missing or odd field reads as a safe default.

import { MEMBER_ROLES, type MemberRole } from '@model/member-roles';
import { APPROVAL_SCHEDULING, type ApprovalScheduling } from '@model/schemas/approval';
import type { ChannelStatus } from '@model/schemas/channels/channel-status';
import {
  type ChannelResultStatus,
  channelResultStatusSchema,
  type PostStatus,
  postStatusSchema,
  THREAD_ELSEWHERE,
  type ThreadElsewhere,
} from '@model/schemas/posts/posts';
import { RECEIPT_STATUSES, type ReceiptStatus } from '@model/schemas/posts/publish-receipt';
import { storedOr } from '@model/schemas/stored';

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

function toReceipt(raw: unknown): Receipt | undefined {
  const r = record(raw);
  const status = RECEIPT_STATUSES.find((known) => known === r.status);
  if (!status || typeof r.externalId !== 'string') return undefined;
  return {
    status,
    waiting: status === 'pending' && toDate(r.nextAt) !== null,
    externalId: r.externalId,
    readAt: toDate(r.readAt),
    textMatches: typeof r.textMatches === 'boolean' ? r.textMatches : null,
    mediaFound: typeof r.mediaFound === 'number' ? r.mediaFound : null,
    mediaSent: typeof r.mediaSent === 'number' ? r.mediaSent : 0,
  };
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

export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function toDate(value: unknown): Date | null {
  if (value && typeof value === 'object' && 'toDate' in value) {
    const fn = (value as { toDate: unknown }).toDate;
    if (typeof fn === 'function') return fn.call(value) as Date;
  }
  return null;
}

export function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function toPost(id: string, data: Record<string, unknown>): Post {
  const variants: Record<string, { text: string }> = {};
  for (const [channelId, variant] of Object.entries(record(data.variants))) {
    variants[channelId] = { text: str(record(variant).text) };
  }
  const results: Record<string, ChannelOutcome> = {};
  for (const [channelId, result] of Object.entries(record(data.results))) {
    const r = record(result);
    results[channelId] = {
      status: storedOr(channelResultStatusSchema, r.status, 'pending'),
      error: typeof r.error === 'string' ? r.error : null,
      url: typeof r.url === 'string' ? r.url : null,
      externalId: typeof r.externalId === 'string' ? r.externalId : null,
      unconfirmed: r.unconfirmed === true,
      confirmedParts:
        typeof r.externalId === 'string' ? 1 + (Array.isArray(r.parts) ? r.parts.length : 0) : 0,
      ...(r.code === 'duplicate_content' ? { code: 'duplicate_content' as const } : {}),
      ...(r.receipt ? { receipt: toReceipt(r.receipt) } : {}),
      ...(r.comment
        ? {
            comment: {
              status: storedOr(channelResultStatusSchema, record(r.comment).status, 'pending'),
              error: str(record(r.comment).error) || null,
            },
          }
        : {}),
    };
  }
  const media = Array.isArray(data.media)
    ? data.media.map((m) => {
        const item = record(m);
        const out: PostMedia = { path: str(item.path), contentType: str(item.contentType) };
        if (typeof item.width === 'number') out.width = item.width;
        if (typeof item.height === 'number') out.height = item.height;
        if (typeof item.alt === 'string') out.alt = item.alt;
        if (typeof item.seconds === 'number') out.seconds = item.seconds;
        return out;
      })
    : [];
  return {
    id,
    authorUid: str(data.authorUid),
    text: str(data.text),
    variants,
    media,
    channelIds: Array.isArray(data.channelIds)
      ? data.channelIds.filter((c) => typeof c === 'string')
      : [],
    timeZone: typeof data.timeZone === 'string' ? data.timeZone : null,
    scheduledAt: toDate(data.scheduledAt),
    expectedAt: toDate(data.expectedAt),
    status: storedOr(postStatusSchema, data.status, 'draft'),
    results,
    approvalComment: str(record(data.approval).comment) || null,
    ...(data.approval ? { approval: data.approval } : {}),
    ...((APPROVAL_SCHEDULING as readonly unknown[]).includes(record(data.approval).scheduling)
      ? {
          approvalScheduling: {
            outcome: record(data.approval).scheduling as ApprovalScheduling,
            channel: str(record(data.approval).schedulingChannel) || null,
          },
        }
      : {}),
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
    ...(Array.isArray(data.thread)
      ? { thread: data.thread.map((part) => str(record(part).text)) }
      : {}),
    ...((THREAD_ELSEWHERE as readonly unknown[]).includes(data.threadElsewhere)
      ? { threadElsewhere: data.threadElsewhere as ThreadElsewhere }
      : {}),
    ...variantThreadsOf(data.variants),
    ...(data.networkOptions
      ? { networkOptions: record(data.networkOptions) as Post['networkOptions'] }
      : {}),
    ...(typeof data.firstComment === 'string' ? { firstComment: data.firstComment } : {}),
    ...seriesAndDeferral(data),
  };
}

function variantThreadsOf(raw: unknown): Pick<Post, 'variantThreads'> {
  const out: Record<string, string[]> = {};
  for (const [channelId, variant] of Object.entries(record(raw))) {
    const thread = record(variant).thread;
    if (Array.isArray(thread)) out[channelId] = thread.map((part) => str(record(part).text));
  }
  return Object.keys(out).length > 0 ? { variantThreads: out } : {};
}

function seriesAndDeferral(data: Record<string, unknown>): Pick<Post, 'series' | 'deferredUntil'> {
  const series = record(data.series);
  const deferred = data.deferredReason === 'hourly_cap' ? toDate(data.deferredUntil) : null;
  return {
    ...(typeof series.index === 'number'
      ? {
          series: {
            index: series.index,
            total: typeof series.total === 'number' ? series.total : null,
          },
        }
      : {}),
    ...(deferred ? { deferredUntil: deferred } : {}),
  };
}
