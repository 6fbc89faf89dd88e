// Lists a workspace's report share links (never their tokens) for its owner and the staff.

import * as domain from '../../domain/reports/sharing';
import { signedIn } from '../define';

export const listReportLinks = signedIn('listReportLinks', (input, { db, caller, now }) =>
  domain.listReportLinks(db, caller, input.workspaceId, now),
);
