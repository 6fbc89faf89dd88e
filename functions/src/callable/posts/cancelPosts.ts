// Cancels the posts selected in the posts list, in one action.

import * as domain from '../../domain/posts/posts';
import { replanPublishing } from '../../tasks/queue';
import { signedIn } from '../define';

export const cancelPosts = signedIn('cancelPosts', async (input, { db, caller, now }) => {
  const result = await domain.cancelPosts(db, caller, input);
  // As for one post: each task is deleted; one already on its way finds its post cancelled.
  for (const postId of result.cancelled) {
    await replanPublishing(db, input.workspaceId, postId, now);
  }
  return result;
});
