// Changes fields of a pricing plan (super admins).

import { updatePlanSchema } from '@model/schemas/plans';
import * as domain from '../../domain/plans/plans';
import { signedIn } from '../define';

export const updatePlan = signedIn('updatePlan', updatePlanSchema, (input, { db, caller }) =>
  domain.updatePlan(db, caller, input),
);
