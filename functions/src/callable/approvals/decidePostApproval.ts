// Approves a post in review or requests changes with a comment.

import * as domain from '../../domain/approvals/approvals';
import { replanPublishing } from '../../tasks/queue';
import { signedIn } from '../define';

export const decidePostApproval = signedIn(
  'decidePostApproval',
  async (input, { db, caller, now }) => {
    const result = await domain.decidePostApproval(db, caller, input, now);
    // The last approval scheduled the post: its publish task is planned like any schedule's.
    if (result.status === 'scheduled') {
      await replanPublishing(db, input.workspaceId, input.postId, now);
    }
    return result;
  },
);
