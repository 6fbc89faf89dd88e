// Grants a workspace a courtesy subscription to a plan until a date.

import * as domain from '../../domain/plans/courtesy';
import { signedIn } from '../define';

export const grantCourtesy = signedIn('grantCourtesy', (input, { db, caller, now }) =>
  domain.grantCourtesy(db, caller, input, now),
);
