// Publishes a post at once, through the publisher's task and lease like any scheduled post.

import { publishPostNow as publishNow } from '../../domain/publishing/publishNow';
import { replanPublishing } from '../../tasks/queue';
import { signedIn } from '../define';

export const publishPostNow = signedIn('publishPostNow', async (input, { db, caller, now }) => {
  const result = await publishNow(db, caller, input, now);
  await replanPublishing(db, input.workspaceId, input.postId, now);
  return result;
});
