// A workspace that met its plan's limit asks for a bigger plan.

import { requestPlanUpgrade as request } from '../domain/plans/planUpgrade';
import { signedIn } from './define';

export const requestPlanUpgrade = signedIn('requestPlanUpgrade', (input, { db, caller, now }) =>
  request(db, caller, input, now),
);
