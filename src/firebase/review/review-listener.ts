// The navigation's live approvals count: one listener (onSnapshot) per workspace on its posts in
// review, on the full SDK's instance that the bell's listener set up (notification-listener.ts),
// so a post entering or leaving someone's step changes their count without a reload.

import { collection, limit, onSnapshot, query, where } from 'firebase/firestore';
import { firestore } from '../notification-listener';
import { type Post, toPost } from '../posts/post-types';

/**
 * Calls back with each workspace's posts in review once every workspace has answered from the
 * server, and again on every change; with null when a listener failed or went offline, so the
 * caller falls back to reading. Returns the unsubscribe function.
 */
export function watchPostsInReview(
  workspaceIds: readonly string[],
  update: (posts: ReadonlyMap<string, Post[]> | null) => void,
): () => void {
  const posts = new Map<string, Post[]>();
  const stops = workspaceIds.map((workspaceId) =>
    onSnapshot(
      query(
        collection(firestore(), 'workspaces', workspaceId, 'posts'),
        where('status', '==', 'in_review'),
        limit(50),
      ),
      { includeMetadataChanges: true },
      (snapshot) => {
        if (snapshot.metadata.fromCache) {
          update(null);
          return;
        }
        posts.set(
          workspaceId,
          snapshot.docs.flatMap((doc) => toPost(doc.ref.path, doc.id, doc.data()) ?? []),
        );
        if (posts.size === workspaceIds.length) update(new Map(posts));
      },
      () => update(null),
    ),
  );
  if (workspaceIds.length === 0) update(posts);
  return () => {
    for (const stop of stops) stop();
  };
}
