// Stops a series: no occurrence is created any more, and the waiting ones are cancelled (their
// tasks removed).

import { cancelSeries as cancel } from '../../domain/posts/series';
import { replanPublishing } from '../../tasks/queue';
import { signedIn } from '../define';

export const cancelSeries = signedIn('cancelSeries', async (input, { db, caller, now }) => {
  const result = await cancel(db, caller, input);
  for (const postId of result.cancelled) {
    await replanPublishing(db, input.workspaceId, postId, now);
  }
  return result;
});
