// What a post's list row and calendar chip say beyond its status and time: its place in a
// repeating series ("2 of 10"), that the workspace's hourly cap deferred it (and to when), and
// that its approval deadline passed and it is held, as the composer says them.

import { approvalClockOf } from '@model/schemas/posts/approval-clock';
import type { Post } from '../../firebase/posts/post-types';

export interface PostMarks {
  series: { index: number; total: number | null } | null;
  /** Shown while the post still waits for it: scheduled, and later than its own time. */
  deferredUntil: Date | null;
  /** In review and held: the deadline it was not approved by. */
  heldPast: Date | null;
}

export function postMarks(post: Post): PostMarks {
  const deferred = post.deferredUntil;
  const clock = approvalClockOf(post.approval);
  return {
    heldPast: post.status === 'in_review' && clock.heldAt ? clock.deadline : null,
    series: post.series ?? null,
    deferredUntil:
      post.status === 'scheduled' &&
      deferred &&
      (!post.scheduledAt || deferred.getTime() > post.scheduledAt.getTime())
        ? deferred
        : null,
  };
}
