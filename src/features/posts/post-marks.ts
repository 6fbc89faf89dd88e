// What a post's list row and calendar chip say beyond its status and time: its place in a
// repeating series ("2 of 10"), and that the workspace's hourly cap deferred it (and to when),
// as the composer says them.

import type { Post } from '../../firebase/posts/post-types';

export interface PostMarks {
  series: { index: number; total: number | null } | null;
  /** Shown while the post still waits for it: scheduled, and later than its own time. */
  deferredUntil: Date | null;
}

export function postMarks(post: Post): PostMarks {
  const deferred = post.deferredUntil;
  return {
    series: post.series ?? null,
    deferredUntil:
      post.status === 'scheduled' &&
      deferred &&
      (!post.scheduledAt || deferred.getTime() > post.scheduledAt.getTime())
        ? deferred
        : null,
  };
}
