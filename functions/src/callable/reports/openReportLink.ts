// What a report share link shows a visitor without an account (rate limited per address).

import * as domain from '../../domain/reports/sharing';
import { openToAll } from '../define';

export const openReportLink = openToAll('openReportLink', (input, { db, address, now }) =>
  domain.openReportLink(db, input.token, address, now),
);
