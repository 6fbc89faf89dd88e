// Comments through the functions: the comment, the post's history entry and the notices (the
// post's author hears of a comment; each member named with @ hears they were mentioned) are
// written in one transaction. An internal note is the team's (owners, editors, staff): only
// team members are notified of it, and clients never read it (firestore.rules).

import { POST_ROLES } from '@model/capabilities';
import {
  type AddPostCommentInput,
  type EditPostCommentInput,
  type ListMentionableInput,
  type MentionableMember,
  mentionTokens,
} from '@model/schemas/comments';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../caller';
import { isAdminFor } from '../caller';
import { denied, notFound } from '../errors';
import { runOnce } from '../idempotency';
import { countMailToOthers } from '../mailCaps';
import { actorName, excerpt, queueNotification } from '../notifications/outbox';
import { memberProfiles } from '../workspaces/people';
import { actAs, readWorkspace } from '../workspaces/workspaces';
import { recordActivity } from './postActivity';
import { type LoadedPost, postPath, readPost } from './posts';

const TEAM = ['owner', 'editor'];

function handlesOf(user: Record<string, unknown> | undefined): string[] {
  const handles: string[] = [];
  const email = typeof user?.email === 'string' ? user.email : '';
  if (email.includes('@')) handles.push(email.slice(0, email.indexOf('@')).toLowerCase());
  const name = typeof user?.displayName === 'string' ? user.displayName : '';
  if (name.trim()) handles.push(name.replace(/\s+/g, '').toLowerCase());
  return handles;
}

/** The members `text` names with @ (an internal note names only the team). */
async function mentionedIn(
  db: Firestore,
  tx: Transaction,
  post: LoadedPost,
  text: string,
  internal: boolean,
): Promise<string[]> {
  const tokens = new Set(mentionTokens(text));
  const memberUids = Object.keys(post.workspace.members);
  const users =
    tokens.size === 0
      ? []
      : await Promise.all(memberUids.map((uid) => tx.get(db.collection('users').doc(uid))));
  return (
    users
      .filter((snap) => handlesOf(snap.data()).some((handle) => tokens.has(handle)))
      .map((snap) => snap.id)
      // An internal note mentions only the team: a client named in it hears nothing.
      .filter((uid) => !internal || TEAM.includes(post.workspace.members[uid] ?? ''))
      .slice(0, 10)
  );
}

export async function addPostComment(
  db: Firestore,
  caller: Caller,
  input: AddPostCommentInput,
  now: Date,
): Promise<{ commentId: string; mentioned: number }> {
  const once = { operation: 'addPostComment', owner: caller.uid, requestId: input.requestId };
  return runOnce(db, { ...once, payload: input, now }, async (tx) => {
    const post = await readPost(
      db,
      tx,
      input.workspaceId,
      input.postId,
      caller,
      POST_ROLES.comment,
    );
    const role = post.workspace.members[caller.uid] ?? null;
    const team =
      (role !== null && TEAM.includes(role)) || isAdminFor(caller, post.workspace.product);
    if (input.internal && !team) throw denied('Only the team writes internal notes.');
    const mentioned = await mentionedIn(db, tx, post, input.text, input.internal);
    const mailed = mentioned.filter((uid) => uid !== caller.uid).length;
    await countMailToOthers(db, tx, caller, post.workspace.id, mailed, now);
    const ref = post.ref.collection('comments').doc();
    const name = actorName(caller) ?? caller.uid;
    tx.create(ref, {
      authorUid: caller.uid,
      authorName: name.slice(0, 120),
      text: input.text,
      internal: input.internal,
      mentions: mentioned,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    // The history says a comment was made, not what it says: an internal note stays internal.
    if (!input.internal) {
      recordActivity(tx, post.ref, { type: 'commented', actorUid: caller.uid, actorName: name });
    }
    const params = { actor: name, subject: excerpt(post.data.text), comment: input.text };
    if (mentioned.length > 0) {
      queueNotification(db, tx, {
        event: 'mentioned',
        audience: { uids: mentioned },
        params,
        path: postPath(post),
        workspaceId: post.workspace.id,
        product: post.workspace.product,
        actorUid: caller.uid,
      });
    }
    const author = typeof post.data.authorUid === 'string' ? post.data.authorUid : null;
    const authorMay =
      author !== null && (!input.internal || TEAM.includes(post.workspace.members[author] ?? ''));
    if (authorMay && author !== caller.uid && !mentioned.includes(author)) {
      queueNotification(db, tx, {
        event: 'comment_added',
        audience: { uids: [author] },
        params,
        path: postPath(post),
        workspaceId: post.workspace.id,
        product: post.workspace.product,
        actorUid: caller.uid,
      });
    }
    return { commentId: ref.id, mentioned: mentioned.length };
  });
}

/**
 * Edits one's own comment. Members it now names who were not named before hear they were
 * mentioned; those already notified hear nothing again.
 */
export async function editPostComment(
  db: Firestore,
  caller: Caller,
  input: EditPostCommentInput,
  at: Date,
): Promise<{ commentId: string; mentioned: number }> {
  return db.runTransaction(async (tx) => {
    const post = await readPost(
      db,
      tx,
      input.workspaceId,
      input.postId,
      caller,
      POST_ROLES.comment,
    );
    const ref = post.ref.collection('comments').doc(input.commentId);
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('The comment');
    if (snap.get('authorUid') !== caller.uid) throw denied('Only its author edits a comment.');
    const internal = snap.get('internal') === true;
    const before: string[] = Array.isArray(snap.get('mentions')) ? snap.get('mentions') : [];
    const now = await mentionedIn(db, tx, post, input.text, internal);
    const fresh = now.filter((uid) => !before.includes(uid) && uid !== caller.uid);
    await countMailToOthers(db, tx, caller, post.workspace.id, fresh.length, at);
    tx.update(ref, {
      text: input.text,
      // Everyone ever notified stays listed, so a later edit does not notify them again.
      mentions: [...new Set([...before, ...fresh])].slice(0, 10),
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (fresh.length > 0) {
      const name = actorName(caller) ?? caller.uid;
      queueNotification(db, tx, {
        event: 'mentioned',
        audience: { uids: fresh },
        params: { actor: name, subject: excerpt(post.data.text), comment: input.text },
        path: postPath(post),
        workspaceId: post.workspace.id,
        product: post.workspace.product,
        actorUid: caller.uid,
      });
    }
    return { commentId: ref.id, mentioned: fresh.length };
  });
}

/**
 * The workspace's members as the @ picker lists them, for those who may comment there: each
 * by the handle a mention matches (their email's local part) and their name. The members'
 * user documents are closed to one another under the rules, so the functions read them; the
 * address itself is never answered.
 */
export async function listMentionable(
  db: Firestore,
  caller: Caller,
  input: ListMentionableInput,
): Promise<{ members: MentionableMember[] }> {
  return db.runTransaction(
    async (tx) => {
      const workspace = await readWorkspace(db, tx, input.workspaceId);
      actAs(workspace, caller, POST_ROLES.comment);
      const users = await memberProfiles(db, tx, workspace);
      const members = users.flatMap((snap) => {
        const email = snap.get('email');
        const at = typeof email === 'string' ? email.indexOf('@') : -1;
        if (at < 2) return [];
        const handle = (email as string).slice(0, at).toLowerCase();
        const displayName = snap.get('displayName');
        const name = typeof displayName === 'string' && displayName.trim() ? displayName : handle;
        return [{ uid: snap.id, handle, name }];
      });
      return { members: members.sort((a, b) => a.name.localeCompare(b.name)) };
    },
    { readOnly: true },
  );
}
