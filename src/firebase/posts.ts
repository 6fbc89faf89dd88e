// The posts manager's data: the caller's workspaces, their channels and posts, drafts written
// under the rules' write contract, media uploads, and the post workflow callables.

import * as v from 'valibot';
import {
  cancelPostSchema,
  decidePostApprovalSchema,
  type PostStatus,
  requestPostApprovalSchema,
  schedulePostSchema,
} from '../lib/schemas/posts';
import { firestoreLite } from './firestore';
import { callFunction } from './functions';
import { uploadFile } from './storage';

export type MemberRole = 'owner' | 'editor' | 'approver' | 'viewer';
const MEMBER_ROLES: MemberRole[] = ['owner', 'editor', 'approver', 'viewer'];

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
  status: string;
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
  status: string;
  error: string | null;
  url: string | null;
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
      status: str(data.status, 'connected'),
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
      status: str(r.status),
      error: typeof r.error === 'string' ? r.error : null,
      url: typeof r.url === 'string' ? r.url : null,
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
    status: str(data.status, 'draft') as PostStatus,
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
  const safeName = file.name.replace(/[^A-Za-z0-9._-]/g, '_').slice(-80) || 'file';
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
