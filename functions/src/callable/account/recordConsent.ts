// Records that the caller accepted the published version of a policy.

import { recordConsentSchema } from '@model/schemas/policies';
import * as domain from '../../domain/policies';
import { signedIn } from '../define';

export const recordConsent = signedIn(
  'recordConsent',
  recordConsentSchema,
  (input, { db, caller }) => domain.recordConsent(db, caller, input),
);
