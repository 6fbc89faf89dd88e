// Takes a pricing plan off sale (super admins).

import { archivePlanSchema } from '@model/schemas/plans';
import * as domain from '../../domain/plans/plans';
import { signedIn } from '../define';

export const archivePlan = signedIn('archivePlan', archivePlanSchema, (input, { db, caller }) =>
  domain.archivePlan(db, caller, input),
);
