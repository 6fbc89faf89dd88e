// Puts a post in the next free slot of a channel's (or the workspace's) queue.

import { addToQueue as add } from '../../domain/queues/queues';
import { replanPublishing } from '../../tasks/queue';
import { signedIn } from '../define';

export const addToQueue = signedIn('addToQueue', async (input, { db, caller, now }) => {
  const result = await add(db, caller, input, now);
  for (const postId of result.postIds) {
    await replanPublishing(db, input.workspaceId, postId, now);
  }
  return result;
});
