// Over 400 lines until it is split by concern (workspaces, channels, posts), a later task.
// The posts manager's data: the caller's workspaces, their channels and posts, drafts written
// under the rules' write contract, media uploads, and the post workflow callables.

import type { DocumentSnapshot, QueryConstraint } from 'firebase/firestore/lite';
import * as v from 'valibot';
import { MEMBER_ROLES, type MemberRole } from '../lib/member-roles';
import { type ChannelStatus, channelStatusOf } from '../lib/schemas/channels';
import {
  type ChannelResultStatus,
  cancelPostSchema,
  channelResultStatusSchema,
  decidePostApprovalSchema,
  type PostStatus,
  postStatusSchema,
  requestPostApprovalSchema,
  retryPostSchema,
  schedulePostSchema,
} from '../lib/schemas/posts';
import { storedOr } from '../lib/schemas/stored';
import { firestoreLite } from './firestore';
import { callFunction } from './functions';
import { downloadUrl, uploadFile } from './storage';

export type { MemberRole };

export interface Workspace {
  id: string;
  name: string;
  product: string;
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
  maxLength?: unknown;
  limits?: unknown;
}

export interface PostMedia {
  path: string;
  contentType: string;
  width?: number;
  height?: number;
  alt?: string;
}

export interface ChannelOutcome {
  status: ChannelResultStatus;
  error: string | null;
  url: string | null;
  externalId: string | null;
  /** The network never confirmed nor denied a send: a retry will not send it again. */
  unconfirmed: boolean;
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
  createdAt: Date | null;
}

function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

function toDate(value: unknown): Date | null {
  if (value && typeof value === 'object' && 'toDate' in value) {
    const fn = (value as { toDate: unknown }).toDate;
    if (typeof fn === 'function') return fn.call(value) as Date;
  }
  return null;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The workspaces the user is a member of (the only query shape the rules allow members). */
export async function listMemberWorkspaces(uid: string): Promise<Workspace[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(lite.collection(db, 'workspaces'), lite.where(`members.${uid}`, 'in', MEMBER_ROLES)),
  );
  return snapshot.docs
    .map((doc) => {
      const data = doc.data();
      const members = record(data.members);
      return {
        id: doc.id,
        name: str(data.name, doc.id),
        product: str(data.product),
        timeZone: str(data.timeZone, 'UTC'),
        role: members[uid] as MemberRole,
        memberUids: Object.keys(members),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function listChannels(workspaceId: string): Promise<Channel[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(lite.collection(db, 'workspaces', workspaceId, 'channels'));
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      provider: str(data.provider, 'sandbox'),
      handle: str(data.handle),
      displayName: str(data.displayName, doc.id),
      status: channelStatusOf(data.status),
      maxLength: data.maxLength,
      limits: data.limits,
    };
  });
}

function toPost(id: string, data: Record<string, unknown>): Post {
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
    };
  }
  const media = Array.isArray(data.media)
    ? data.media.map((m) => {
        const item = record(m);
        const out: PostMedia = { path: str(item.path), contentType: str(item.contentType) };
        if (typeof item.width === 'number') out.width = item.width;
        if (typeof item.height === 'number') out.height = item.height;
        if (typeof item.alt === 'string') out.alt = item.alt;
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
    createdAt: toDate(data.createdAt),
  };
}

const POSTS_PAGE = 500;

/** A workspace's posts, newest schedule first (unscheduled drafts last). */
export async function listPosts(workspaceId: string): Promise<Post[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(lite.collection(db, 'workspaces', workspaceId, 'posts'), lite.limit(POSTS_PAGE)),
  );
  return snapshot.docs.map((doc) => toPost(doc.id, doc.data()));
}

/** What the posts manager asks for: every field optional, all applied by Firestore itself. */
export interface PostQuery {
  status?: PostStatus;
  channelId?: string;
  authorUid?: string;
  /** Scheduled at or after this instant. */
  from?: Date;
  /** Scheduled before this instant. */
  to?: Date;
  /** Soonest first; otherwise latest first, with unscheduled posts after every scheduled one. */
  ascending?: boolean;
}

/** Where the next page starts: opaque to callers. */
export interface PostCursor {
  readonly after: unknown;
}

export interface PostPage {
  posts: Post[];
  /** null on the last page. */
  next: PostCursor | null;
}

export const POSTS_PAGE_SIZE = 50;

/**
 * One page of a workspace's posts matching `query`, ordered by schedule (then id, so pages
 * never overlap). Filters run in the query: a page is `size` matching posts however many
 * others the workspace holds.
 */
export async function listPostsPage(
  workspaceId: string,
  query: PostQuery,
  cursor: PostCursor | null = null,
  size = POSTS_PAGE_SIZE,
): Promise<PostPage> {
  const { lite, db } = await firestoreLite();
  const direction = query.ascending ? 'asc' : 'desc';
  const constraints: QueryConstraint[] = [];
  if (query.status) constraints.push(lite.where('status', '==', query.status));
  if (query.channelId)
    constraints.push(lite.where('channelIds', 'array-contains', query.channelId));
  if (query.authorUid) constraints.push(lite.where('authorUid', '==', query.authorUid));
  if (query.from)
    constraints.push(lite.where('scheduledAt', '>=', lite.Timestamp.fromDate(query.from)));
  if (query.to) constraints.push(lite.where('scheduledAt', '<', lite.Timestamp.fromDate(query.to)));
  constraints.push(
    lite.orderBy('scheduledAt', direction),
    lite.orderBy(lite.documentId(), direction),
  );
  if (cursor) {
    constraints.push(lite.startAfter(cursor.after as DocumentSnapshot));
  }
  // One more than a page tells whether another page exists without a second round trip.
  constraints.push(lite.limit(size + 1));
  const snapshot = await lite.getDocs(
    lite.query(lite.collection(db, 'workspaces', workspaceId, 'posts'), ...constraints),
  );
  const docs = snapshot.docs.slice(0, size);
  const last = docs[docs.length - 1];
  return {
    posts: docs.map((doc) => toPost(doc.id, doc.data())),
    next: snapshot.docs.length > size && last ? { after: last } : null,
  };
}

/**
 * What a dashboard shows of one workspace, read by three small queries instead of every post:
 * what goes out next, what went out or failed lately, and what awaits approval.
 */
export async function listDashboardPosts(workspaceId: string, now: Date): Promise<Post[]> {
  const { lite, db } = await firestoreLite();
  const posts = lite.collection(db, 'workspaces', workspaceId, 'posts');
  const soon = lite.Timestamp.fromMillis(now.getTime() - 3_600_000);
  const [upcoming, finished, review] = await Promise.all([
    lite.getDocs(
      lite.query(
        posts,
        lite.where('status', 'in', ['approved', 'scheduled', 'publishing']),
        lite.where('scheduledAt', '>=', soon),
        lite.orderBy('scheduledAt'),
        lite.limit(10),
      ),
    ),
    lite.getDocs(
      lite.query(
        posts,
        lite.where('status', 'in', ['published', 'partially_published', 'failed']),
        lite.orderBy('scheduledAt', 'desc'),
        lite.limit(20),
      ),
    ),
    lite.getDocs(lite.query(posts, lite.where('status', '==', 'in_review'), lite.limit(50))),
  ]);
  const byId = new Map<string, Post>();
  for (const doc of [...upcoming.docs, ...finished.docs, ...review.docs]) {
    byId.set(doc.id, toPost(doc.id, doc.data()));
  }
  return [...byId.values()];
}

const mediaUrls = new Map<string, Promise<string>>();

/** The download URL of a post's media file, asked for once per path. */
export function postMediaUrl(path: string): Promise<string> {
  let url = mediaUrls.get(path);
  if (!url) {
    url = downloadUrl(path);
    // A failure is not remembered, so the next view asks again.
    url.catch(() => mediaUrls.delete(path));
    mediaUrls.set(path, url);
  }
  return url;
}

export async function readPost(workspaceId: string, postId: string): Promise<Post | null> {
  const { lite, db } = await firestoreLite();
  const snap = await lite.getDoc(lite.doc(db, 'workspaces', workspaceId, 'posts', postId));
  return snap.exists() ? toPost(snap.id, snap.data()) : null;
}

export interface DraftContent {
  text: string;
  channelIds: string[];
  variants: Record<string, { text: string }>;
  media: PostMedia[];
  timeZone: string;
  scheduledAt: Date | null;
}

/**
 * Creates (postId null) or updates a draft with exactly the keys the rules accept, and
 * returns its id. Only drafts and posts with changes requested can be edited.
 */
export async function saveDraft(
  workspaceId: string,
  authorUid: string,
  postId: string | null,
  content: DraftContent,
): Promise<string> {
  const { lite, db } = await firestoreLite();
  const fields = {
    text: content.text,
    channelIds: content.channelIds,
    variants: content.variants,
    media: content.media,
    timeZone: content.timeZone,
    scheduledAt: content.scheduledAt ? lite.Timestamp.fromDate(content.scheduledAt) : null,
  };
  if (postId) {
    await lite.updateDoc(lite.doc(db, 'workspaces', workspaceId, 'posts', postId), {
      ...fields,
      updatedAt: lite.serverTimestamp(),
    });
    return postId;
  }
  const ref = lite.doc(lite.collection(db, 'workspaces', workspaceId, 'posts'));
  await lite.setDoc(ref, {
    ...fields,
    authorUid,
    status: 'draft',
    createdAt: lite.serverTimestamp(),
    updatedAt: lite.serverTimestamp(),
  });
  return ref.id;
}

/** Uploads a post's image or video under the workspace's media folder; resolves with its path. */
export async function uploadPostMedia(
  workspaceId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  // Letters, digits, _ and -, with single dots between them (the rules refuse '..').
  const safeName =
    file.name
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .replace(/\.{2,}/g, '.')
      .replace(/^\.+|\.+$/g, '')
      .slice(-80)
      .replace(/^\./, '') || 'file';
  const path = `workspaces/${workspaceId}/media/${crypto.randomUUID()}-${safeName}`;
  await uploadFile(path, file, onProgress);
  return path;
}

interface StatusReply {
  postId: string;
  status: PostStatus;
  changed: boolean;
}

export async function requestApproval(workspaceId: string, postId: string): Promise<StatusReply> {
  const input = v.parse(requestPostApprovalSchema, { workspaceId, postId });
  return callFunction('requestPostApproval', input);
}

export async function schedulePost(
  workspaceId: string,
  postId: string,
  scheduledAt: Date,
  timeZone: string,
): Promise<StatusReply & { scheduledAt: string }> {
  const input = v.parse(schedulePostSchema, {
    workspaceId,
    postId,
    scheduledAt: scheduledAt.toISOString(),
    timeZone,
  });
  return callFunction('schedulePost', input);
}

export async function cancelPost(workspaceId: string, postId: string): Promise<StatusReply> {
  const input = v.parse(cancelPostSchema, { workspaceId, postId });
  return callFunction('cancelPost', input);
}

export interface RetryReply extends StatusReply {
  requeued: string[];
}

/** requestId is made once per retry the user asks for, so a double click queues one retry. */
export async function retryPost(
  workspaceId: string,
  postId: string,
  requestId: string,
): Promise<RetryReply> {
  const input = v.parse(retryPostSchema, { workspaceId, postId, requestId });
  return callFunction('retryPost', input);
}

/** requestId is made once per decision the user takes, so a retry cannot decide twice. */
export async function decidePostApproval(
  workspaceId: string,
  postId: string,
  requestId: string,
  decision: 'approved' | 'changes_requested',
  comment: string,
): Promise<StatusReply> {
  // The callable SDK sends undefined as null, which the schema refuses: leave the key out.
  const input = v.parse(decidePostApprovalSchema, {
    workspaceId,
    postId,
    requestId,
    decision,
    ...(comment ? { comment } : {}),
  });
  return callFunction('decidePostApproval', input);
}
