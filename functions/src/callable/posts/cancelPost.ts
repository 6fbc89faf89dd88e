// Cancels a post that has not started publishing.

import * as domain from '../../domain/posts/posts';
import { replanPublishing } from '../../tasks/queue';
import { signedIn } from '../define';

export const cancelPost = signedIn('cancelPost', async (input, { db, caller, now }) => {
  const result = await domain.cancelPost(db, caller, input);
  // The post's task is deleted; one already on its way finds the post cancelled.
  await replanPublishing(db, input.workspaceId, input.postId, now);
  return result;
});
