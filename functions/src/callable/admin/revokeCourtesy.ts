// Ends a workspace's courtesy subscription before its expiry.

import * as domain from '../../domain/plans/courtesy';
import { signedIn } from '../define';

export const revokeCourtesy = signedIn('revokeCourtesy', (input, { db, caller }) =>
  domain.revokeCourtesy(db, caller, input),
);
