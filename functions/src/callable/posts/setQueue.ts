// Saves a queue's weekly slots and pauses or resumes it; held or released posts get their tasks
// removed or planned.

import { setQueue as save } from '../../domain/queues/queues';
import { replanPublishing } from '../../tasks/queue';
import { signedIn } from '../define';

export const setQueue = signedIn('setQueue', async (input, { db, caller, now }) => {
  const result = await save(db, caller, input, now);
  for (const postId of result.postIds) {
    await replanPublishing(db, input.workspaceId, postId, now);
  }
  return result;
});
