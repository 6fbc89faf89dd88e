// The posts manager's reads: the caller's workspaces, a workspace's channels, and its posts by
// page, for the dashboard, or one by id.

import { channelStatusOf } from '@model/schemas/channels/channel-status';
import type { PostStatus } from '@model/schemas/posts/posts';
import type { DocumentSnapshot, QueryConstraint } from 'firebase/firestore/lite';
import { webAddressOrNull } from '../channels';
import { firestoreLite } from '../firestore';
import {
  type Channel,
  MEMBER_ROLES,
  type MemberRole,
  type Post,
  toPost,
  type Workspace,
} from './post-types';

// The workspace and channel readers below still read field by field: their stored schemas lack
// fields these screens read (a workspace's approval mode, a channel's limits).
function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
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
        ...(typeof data.approvalMode === 'string' ? { approvalMode: data.approvalMode } : {}),
        ...(Array.isArray(data.approvalLevels)
          ? { approvalLevels: data.approvalLevels.map(String) }
          : {}),
        ...(Array.isArray(data.approvalSteps) ? { approvalSteps: data.approvalSteps } : {}),
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
      avatarUrl: webAddressOrNull(data.avatarUrl),
      maxLength: data.maxLength,
      limits: data.limits,
      credentialExpiresAt: data.credentialExpiresAt?.toMillis?.() ?? null,
    };
  });
}

const POSTS_PAGE = 500;

/** A workspace's posts, newest schedule first (unscheduled drafts last). */
export async function listPosts(workspaceId: string): Promise<Post[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(lite.collection(db, 'workspaces', workspaceId, 'posts'), lite.limit(POSTS_PAGE)),
  );
  return snapshot.docs.flatMap((doc) => toPost(doc.ref.path, doc.id, doc.data()) ?? []);
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
    posts: docs.flatMap((doc) => toPost(doc.ref.path, doc.id, doc.data()) ?? []),
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
    listPostsInReview(workspaceId),
  ]);
  const byId = new Map<string, Post>();
  for (const doc of [...upcoming.docs, ...finished.docs]) {
    const post = toPost(doc.ref.path, doc.id, doc.data());
    if (post) byId.set(doc.id, post);
  }
  for (const post of review) byId.set(post.id, post);
  return [...byId.values()];
}

/** A workspace's posts awaiting a decision (the approvals inbox filters them by step). */
export async function listPostsInReview(workspaceId: string): Promise<Post[]> {
  const { lite, db } = await firestoreLite();
  const posts = lite.collection(db, 'workspaces', workspaceId, 'posts');
  const review = await lite.getDocs(
    lite.query(posts, lite.where('status', '==', 'in_review'), lite.limit(50)),
  );
  return review.docs.flatMap((doc) => toPost(doc.ref.path, doc.id, doc.data()) ?? []);
}

export async function readPost(workspaceId: string, postId: string): Promise<Post | null> {
  const { lite, db } = await firestoreLite();
  const snap = await lite.getDoc(lite.doc(db, 'workspaces', workspaceId, 'posts', postId));
  return snap.exists() ? toPost(snap.ref.path, snap.id, snap.data()) : null;
}
