// Every client workspace of the product in one table, for the product's staff.

import * as domain from '../../domain/reports/overview';
import { signedIn } from '../define';

export const agencyOverview = signedIn('agencyOverview', (input, { db, caller, now }) =>
  domain.agencyOverview(db, caller, input.product, now),
);
