// Imports up to 500 posts from a CSV file read by the screen: drafts, or scheduled posts whose
// publish tasks are planned like any other's.

import { importPosts as runImport } from '../../domain/posts/importPosts';
import { inPool } from '../../domain/publishing/lease';
import { replanPublishing } from '../../tasks/queue';
import { signedIn } from '../define';

export const importPosts = signedIn('importPosts', async (input, { db, caller, now }) => {
  const result = await runImport(db, caller, input, now);
  await inPool(result.scheduled, 8, (postId) =>
    replanPublishing(db, input.workspaceId, postId, now),
  );
  return result;
});
