// Takes a pricing plan off sale (super admins).

import * as domain from '../../domain/plans/plans';
import { signedIn } from '../define';

export const archivePlan = signedIn('archivePlan', (input, { db, caller }) =>
  domain.archivePlan(db, caller, input),
);
