// The workspaces whose client reports the caller may read: their own, or every client's for
// the product's staff.

import * as domain from '../../domain/reports/workspaces';
import { signedIn } from '../define';

export const listReportWorkspaces = signedIn('listReportWorkspaces', (input, { db, caller }) =>
  domain.listReportWorkspaces(db, caller, input.product),
);
