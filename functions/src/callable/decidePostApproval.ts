// Approves a post in review or requests changes with a comment.

import { decidePostApprovalSchema } from '../../../src/lib/schemas/posts';
import * as domain from '../domain/approvals';
import { signedIn } from './define';

export const decidePostApproval = signedIn(
  'decidePostApproval',
  decidePostApprovalSchema,
  (input, { db, caller, now }) => domain.decidePostApproval(db, caller, input, now),
);
