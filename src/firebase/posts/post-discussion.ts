// A post's comments and history (client review). Comments are added and edited through the
// functions (which notify mentions) and deleted under the rules by their author; the history is
// the functions'. A client (approver, viewer) asks only for comments
// that are not internal: the rules refuse any query that could return an internal note to them.

import type { CallableReply } from '@model/callables';
import type { MentionableMember } from '@model/schemas/comments';
import { firestoreLite } from '../firestore';
import { callFunction } from '../functions';
import { millisOrNull, stringOrNull } from '../localised';

export interface PostComment {
  id: string;
  authorUid: string | null;
  authorName: string | null;
  text: string;
  internal: boolean;
  kind: string | null;
  createdAt: number | null;
}

export interface PostActivity {
  id: string;
  type: string;
  actorUid: string | null;
  /** The text as it stood after a created or edited step. */
  text: string | null;
  actorName: string;
  via: string;
  at: number | null;
}

export const postPath = (workspaceId: string, postId: string) =>
  ['workspaces', workspaceId, 'posts', postId] as const;

export async function listComments(
  workspaceId: string,
  postId: string,
  team: boolean,
): Promise<PostComment[]> {
  const { lite, db } = await firestoreLite();
  const ref = lite.collection(db, ...postPath(workspaceId, postId), 'comments');
  const snap = await lite.getDocs(
    team ? ref : lite.query(ref, lite.where('internal', '==', false)),
  );
  return snap.docs.map((doc) => toComment(doc.id, doc.data())).sort(byCreation);
}

/** A stored comment as the screens show it. */
export function toComment(id: string, data: Record<string, unknown>): PostComment {
  return {
    id,
    authorUid: stringOrNull(data.authorUid),
    authorName: stringOrNull(data.authorName),
    text: stringOrNull(data.text) ?? '',
    internal: data.internal === true,
    kind: stringOrNull(data.kind),
    createdAt: millisOrNull(data.createdAt),
  };
}

/** Oldest first; one just written (its time still pending) last. */
export const byCreation = (a: PostComment, b: PostComment) =>
  (a.createdAt ?? Number.MAX_SAFE_INTEGER) - (b.createdAt ?? Number.MAX_SAFE_INTEGER);

/** Through the functions, which notify the post's author and the members named with @. */
export function addComment(
  workspaceId: string,
  postId: string,
  text: string,
  internal: boolean,
): Promise<CallableReply<'addPostComment'>> {
  const requestId = crypto.randomUUID();
  return callFunction('addPostComment', { requestId, workspaceId, postId, text, internal });
}

/**
 * One's own comment, through the functions: only its author may change it, and the members it
 * newly names with @ are notified (those it named before are not told twice).
 */
export function editComment(
  workspaceId: string,
  postId: string,
  commentId: string,
  text: string,
): Promise<CallableReply<'editPostComment'>> {
  return callFunction('editPostComment', { workspaceId, postId, commentId, text });
}

export async function deleteComment(
  workspaceId: string,
  postId: string,
  commentId: string,
): Promise<void> {
  const { lite, db } = await firestoreLite();
  await lite.deleteDoc(lite.doc(db, ...postPath(workspaceId, postId), 'comments', commentId));
}

export async function listActivity(workspaceId: string, postId: string): Promise<PostActivity[]> {
  const { lite, db } = await firestoreLite();
  const snap = await lite.getDocs(
    lite.query(
      lite.collection(db, ...postPath(workspaceId, postId), 'activity'),
      lite.orderBy('at', 'asc'),
    ),
  );
  return snap.docs.map((doc) => toActivity(doc.id, doc.data()));
}

/** A stored history entry as the screens show it. */
export function toActivity(id: string, data: Record<string, unknown>): PostActivity {
  return {
    id,
    type: stringOrNull(data.type) ?? '',
    actorUid: stringOrNull(data.actorUid),
    text: stringOrNull((data.details as Record<string, unknown> | undefined)?.text),
    actorName: stringOrNull(data.actorName) ?? '',
    via: stringOrNull(data.via) ?? 'app',
    at: millisOrNull(data.at),
  };
}

/** A member who can be mentioned: `handle` is what the functions match after @. */
export type Mentionable = MentionableMember;

/**
 * The workspace's members, for the @ picker, through the functions (members' profiles are
 * private to each other under the rules): each by the handle a mention matches and their name.
 */
export async function listMentionable(workspaceId: string): Promise<Mentionable[]> {
  const reply = await callFunction('listMentionable', { workspaceId });
  return reply.members;
}
