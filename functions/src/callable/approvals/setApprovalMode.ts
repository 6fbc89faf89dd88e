// Sets a workspace's approval mode (none, optional, required, multi-level).

import * as domain from '../../domain/approvals/approvalMode';
import { signedIn } from '../define';

export const setApprovalMode = signedIn('setApprovalMode', (input, { db, caller }) =>
  domain.setApprovalMode(db, caller, input),
);
