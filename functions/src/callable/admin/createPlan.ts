// Creates a pricing plan (super admins).

import * as domain from '../../domain/plans/plans';
import { signedIn } from '../define';

export const createPlan = signedIn('createPlan', (input, { db, caller, now }) =>
  domain.createPlan(db, caller, input, now),
);
