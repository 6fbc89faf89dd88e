// Gives a queue's waiting posts the queue's times in a new order.

import { reorderQueue as reorder } from '../../domain/queues/queues';
import { replanPublishing } from '../../tasks/queue';
import { signedIn } from '../define';

export const reorderQueue = signedIn('reorderQueue', async (input, { db, caller, now }) => {
  const result = await reorder(db, caller, input, now);
  for (const postId of result.postIds) {
    await replanPublishing(db, input.workspaceId, postId, now);
  }
  return result;
});
