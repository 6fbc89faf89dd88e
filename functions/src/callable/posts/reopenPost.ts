// Reopens an approved post for editing; it needs approval again before it is scheduled.

import * as domain from '../../domain/approvals/approvalMode';
import { signedIn } from '../define';

export const reopenPost = signedIn('reopenPost', (input, { db, caller }) =>
  domain.reopenPost(db, caller, input),
);
