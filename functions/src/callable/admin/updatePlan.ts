// Changes fields of a pricing plan (super admins).

import * as domain from '../../domain/plans/plans';
import { signedIn } from '../define';

export const updatePlan = signedIn('updatePlan', (input, { db, caller }) =>
  domain.updatePlan(db, caller, input),
);
