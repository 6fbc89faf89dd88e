// A workspace's client report for a period, compared with the one before, for its members and
// the product's staff.

import * as domain from '../../domain/reports/report';
import { signedIn } from '../define';

export const readReport = signedIn('readReport', (input, { db, caller, now }) =>
  domain.readReport(db, caller, input, now),
);
