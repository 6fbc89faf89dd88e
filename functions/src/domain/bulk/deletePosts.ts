// Deleting several posts of one workspace in one action, by the rule a single delete follows
// (the capability table's 'delete': owners and editors, drafts and posts with changes
// requested). Each post is checked and deleted in its own transaction: one that cannot be
// deleted (sent for approval, scheduled or published meanwhile, or gone) is reported with its
// reason, never a reason to stop; a caller who may not delete in the workspace is refused outright.

import type { CallableReply } from '@model/callables';
import { POST_ROLES, postRulesOf, postStatusesFor } from '@model/capabilities';
import type { DeletePostsInput } from '@model/schemas/posts/posts';
import type { Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../caller';
import { precondition } from '../errors';
import { auditIfAdmin, readPost } from '../posts/posts';
import { leaveQueue } from '../queues/queueMembership';
import { eachPost } from './eachPost';

export type DeleteManyResult = CallableReply<'deletePosts'> & Record<string, unknown>;

async function deletePost(db: Firestore, caller: Caller, workspaceId: string, postId: string) {
  const ref = await db.runTransaction(async (tx) => {
    const post = await readPost(db, tx, workspaceId, postId, caller, POST_ROLES.delete);
    const deletable = postStatusesFor('delete', postRulesOf(post.workspace.data));
    if (!deletable.includes(post.status)) {
      throw precondition(`A post that is ${post.status} cannot be deleted; cancel it instead.`);
    }
    leaveQueue(tx, post);
    tx.delete(post.ref);
    auditIfAdmin(db, tx, post.as, caller, post, 'post.delete', { from: post.status });
    return post.ref;
  });
  // Its discussion and history go with it; the media stay in the library.
  await db.recursiveDelete(ref);
}

export async function deletePosts(
  db: Firestore,
  caller: Caller,
  input: DeletePostsInput,
): Promise<DeleteManyResult> {
  const { done, refused } = await eachPost(input.postIds, (postId) =>
    deletePost(db, caller, input.workspaceId, postId),
  );
  return { deleted: done, refused };
}
