// Publishes the next version of a policy (super admins).

import { publishPolicySchema } from '@model/schemas/policies';
import * as domain from '../../domain/policies';
import { signedIn } from '../define';

export const publishPolicy = signedIn(
  'publishPolicy',
  publishPolicySchema,
  (input, { db, caller, now }) => domain.publishPolicy(db, caller, input, now),
);
