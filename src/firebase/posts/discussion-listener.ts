// A post's comments and history, live: onSnapshot on the full SDK's instance (the one the bell's
// listener set up, notification-listener.ts), so a comment, a decision or a reopening by someone
// else shows where the post is open without a reload. A client (approver, viewer) listens to the
// comments that are not internal only, the one query the rules allow them.

import { collection, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { firestore } from '../notification-listener';
import {
  byCreation,
  type PostActivity,
  type PostComment,
  postPath,
  toActivity,
  toComment,
} from './post-discussion';

export interface Discussion {
  comments: PostComment[];
  history: PostActivity[];
}

/**
 * Calls back with the post's comments and history once both have answered, and again on every
 * change; with null when a listener failed (the caller reads once instead). Returns the stop.
 */
export function watchDiscussion(
  workspaceId: string,
  postId: string,
  team: boolean,
  update: (discussion: Discussion | null) => void,
): () => void {
  const db = firestore();
  const path = postPath(workspaceId, postId);
  let comments: PostComment[] | null = null;
  let history: PostActivity[] | null = null;
  const tell = () => {
    if (comments !== null && history !== null) update({ comments, history });
  };
  const commentsRef = collection(db, ...path, 'comments');
  const stops = [
    onSnapshot(
      team ? commentsRef : query(commentsRef, where('internal', '==', false)),
      (snapshot) => {
        comments = snapshot.docs.map((doc) => toComment(doc.id, doc.data())).sort(byCreation);
        tell();
      },
      () => update(null),
    ),
    onSnapshot(
      query(collection(db, ...path, 'activity'), orderBy('at', 'asc')),
      (snapshot) => {
        history = snapshot.docs.map((doc) => toActivity(doc.id, doc.data()));
        tell();
      },
      () => update(null),
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
