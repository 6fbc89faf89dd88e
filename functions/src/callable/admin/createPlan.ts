// Creates a pricing plan (super admins).

import { createPlanSchema } from '@model/schemas/plans';
import * as domain from '../../domain/plans/plans';
import { signedIn } from '../define';

export const createPlan = signedIn('createPlan', createPlanSchema, (input, { db, caller, now }) =>
  domain.createPlan(db, caller, input, now),
);
