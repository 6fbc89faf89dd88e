// Comments through the functions: the comment, the post's history entry and the notices (the
// post's author hears of a comment; each member named with @ hears they were mentioned) are
// written in one transaction. An internal note is the team's (owners, editors, staff): only
// team members are notified of it, and clients never read it (firestore.rules).

import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { POST_ROLES } from '../../../src/lib/capabilities';
import { type AddPostCommentInput, mentionTokens } from '../../../src/lib/schemas/comments';
import type { Caller } from './caller';
import { isAdminFor } from './caller';
import { denied } from './errors';
import { actorName, excerpt, queueNotification } from './notifications/outbox';
import { recordActivity } from './postActivity';
import { postPath, readPost } from './posts';

const TEAM = ['owner', 'editor'];

function handlesOf(user: Record<string, unknown> | undefined): string[] {
  const handles: string[] = [];
  const email = typeof user?.email === 'string' ? user.email : '';
  if (email.includes('@')) handles.push(email.slice(0, email.indexOf('@')).toLowerCase());
  const name = typeof user?.displayName === 'string' ? user.displayName : '';
  if (name.trim()) handles.push(name.replace(/\s+/g, '').toLowerCase());
  return handles;
}

export async function addPostComment(
  db: Firestore,
  caller: Caller,
  input: AddPostCommentInput,
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
    const role = post.workspace.members[caller.uid] ?? null;
    const team =
      (role !== null && TEAM.includes(role)) || isAdminFor(caller, post.workspace.product);
    if (input.internal && !team) throw denied('Only the team writes internal notes.');
    const tokens = new Set(mentionTokens(input.text));
    const memberUids = Object.keys(post.workspace.members);
    const users =
      tokens.size === 0
        ? []
        : await Promise.all(memberUids.map((uid) => tx.get(db.collection('users').doc(uid))));
    const mentioned = users
      .filter((snap) => handlesOf(snap.data()).some((handle) => tokens.has(handle)))
      .map((snap) => snap.id)
      // An internal note mentions only the team: a client named in it hears nothing.
      .filter((uid) => !input.internal || TEAM.includes(post.workspace.members[uid] ?? ''))
      .slice(0, 10);
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
        product: post.workspace.product,
        actorUid: caller.uid,
      });
    }
    return { commentId: ref.id, mentioned: mentioned.length };
  });
}
