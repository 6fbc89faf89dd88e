// Tries a failed post again on the channels that failed for sure, never on one that went out.

import { retryPost as retry } from '../../domain/publishing/retryPost';
import { replanPublishing } from '../../tasks/queue';
import { signedIn } from '../define';

export const retryPost = signedIn('retryPost', async (input, { db, caller, now }) => {
  const result = await retry(db, caller, input, now);
  await replanPublishing(db, input.workspaceId, input.postId, now);
  return result;
});
