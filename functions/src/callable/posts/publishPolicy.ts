// Publishes the next version of a policy (super admins).

import * as domain from '../../domain/policies';
import { signedIn } from '../define';

export const publishPolicy = signedIn('publishPolicy', (input, { db, caller, now }) =>
  domain.publishPolicy(db, caller, input, now),
);
