// Publish now: the post is scheduled for this very moment through the same rule as any
// scheduled post, and the callable plans its task at once. The task's lease publishes it, so a
// double click, a retried call or the minute reconciler never sends it twice.

import { POST_ROLES } from '@model/capabilities';
import type { PublishPostNowInput } from '@model/schemas/queues';
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Caller } from '../caller';
import { auditIfAdmin, type PostStatusResult, placeOnSchedule, readPost } from '../posts/posts';

/** Statuses in which the post is already on its way or out: asking again changes nothing. */
const UNDER_WAY = new Set(['publishing', 'published', 'partially_published']);

export async function publishPostNow(
  db: Firestore,
  caller: Caller,
  input: PublishPostNowInput,
  now: Date,
): Promise<PostStatusResult> {
  return db.runTransaction(async (tx) => {
    const post = await readPost(
      db,
      tx,
      input.workspaceId,
      input.postId,
      caller,
      POST_ROLES.schedule,
    );
    const at = post.data.scheduledAt;
    const dueAlready =
      post.status === 'scheduled' &&
      post.data.held !== true &&
      at instanceof Timestamp &&
      at.toMillis() <= now.getTime();
    if (UNDER_WAY.has(post.status) || dueAlready) {
      return { postId: input.postId, status: post.status, changed: false };
    }
    const zone =
      typeof post.data.timeZone === 'string'
        ? post.data.timeZone
        : typeof post.workspace.data.timeZone === 'string'
          ? post.workspace.data.timeZone
          : 'UTC';
    await placeOnSchedule(tx, post, now.getTime(), zone, { queue: null, held: false });
    auditIfAdmin(db, tx, post.as, caller, post, 'post.publish_now', {});
    return { postId: input.postId, status: 'scheduled', changed: true };
  });
}
