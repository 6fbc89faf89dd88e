// Revokes a report share link: from then on it opens the ended page.

import * as domain from '../../domain/reports/sharing';
import { signedIn } from '../define';

export const revokeReportLink = signedIn('revokeReportLink', (input, { db, caller }) =>
  domain.revokeReportLink(db, caller, input),
);
