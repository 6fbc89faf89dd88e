// A reviewer's approval, request for changes or comment through a review link (visitors, rate
// limited, audited with the name they typed).

import * as domain from '../../domain/approvals/reviewLinks';
import { replanPublishing } from '../../tasks/queue';
import { openToAll } from '../define';

export const actOnReviewLink = openToAll('actOnReviewLink', async (input, { db, address, now }) => {
  // The workspace stays on the server: a reviewer knows the link, not the workspace.
  const { workspaceId, ...reply } = await domain.actOnReviewLink(db, input, address, now);
  // The last approval scheduled the post: its publish task is planned like any schedule's.
  if (reply.status === 'scheduled') await replanPublishing(db, workspaceId, reply.postId, now);
  return reply;
});
