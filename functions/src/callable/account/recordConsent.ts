// Records that the caller accepted the published version of a policy.

import * as domain from '../../domain/policies';
import { signedIn } from '../define';

export const recordConsent = signedIn('recordConsent', (input, { db, caller }) =>
  domain.recordConsent(db, caller, input),
);
