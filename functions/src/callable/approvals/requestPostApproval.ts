// Sends a draft post to the workspace's approvers.

import * as domain from '../../domain/approvalRequest';
import { signedIn } from '../define';

export const requestPostApproval = signedIn('requestPostApproval', (input, { db, caller, now }) =>
  domain.requestPostApproval(db, caller, input, now),
);
