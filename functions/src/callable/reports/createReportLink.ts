// Creates a share link to a workspace's report of a period; answers its URL once.

import * as domain from '../../domain/reports/sharing';
import { signedIn } from '../define';

export const createReportLink = signedIn('createReportLink', (input, { db, caller, now }) =>
  domain.createReportLink(db, caller, input, now),
);
