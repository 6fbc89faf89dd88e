// Repeats a saved post by a repeat rule: it becomes the series' first occurrence, and the
// occurrences within the horizon are created at once; each scheduled one gets its task.

import { repeatPost as repeat } from '../../domain/posts/series';
import { replanPublishing } from '../../tasks/queue';
import { signedIn } from '../define';

export const repeatPost = signedIn('repeatPost', async (input, { db, caller, now }) => {
  const result = await repeat(db, caller, input, now);
  for (const postId of result.postIds) {
    await replanPublishing(db, input.workspaceId, postId, now);
  }
  return result;
});
