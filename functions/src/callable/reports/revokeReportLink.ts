// Revokes a report share link: from then on it opens the ended page.

import { revokeReportLinkSchema } from '@model/schemas/reports/report-links';
import * as domain from '../../domain/reports/sharing';
import { signedIn } from '../define';

export const revokeReportLink = signedIn(
  'revokeReportLink',
  revokeReportLinkSchema,
  (input, { db, caller }) => domain.revokeReportLink(db, caller, input),
);
