// Creates a share link to a workspace's report of a period; answers its URL once.

import { createReportLinkSchema } from '@model/schemas/reports/report-links';
import * as domain from '../../domain/reports/sharing';
import { signedIn } from '../define';

export const createReportLink = signedIn(
  'createReportLink',
  createReportLinkSchema,
  (input, { db, caller, now }) => domain.createReportLink(db, caller, input, now),
);
