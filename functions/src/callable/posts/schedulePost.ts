// Schedules a post at an instant in the future, in a named time zone.

import * as domain from '../../domain/posts/posts';
import { replanPublishing } from '../../tasks/queue';
import { signedIn } from '../define';

export const schedulePost = signedIn('schedulePost', async (input, { db, caller, now }) => {
  const result = await domain.schedulePost(db, caller, input, now);
  // A new time makes a new task (the old one finds itself superseded); the same time keeps it.
  await replanPublishing(db, input.workspaceId, input.postId, now);
  return result;
});
