// What a report share link shows a visitor without an account (rate limited per address).

import { openReportLinkSchema } from '@model/schemas/reports/report-links';
import * as domain from '../../domain/reports/sharing';
import { openToAll } from '../define';

export const openReportLink = openToAll(
  'openReportLink',
  openReportLinkSchema,
  (input, { db, address, now }) => domain.openReportLink(db, input.token, address, now),
);
