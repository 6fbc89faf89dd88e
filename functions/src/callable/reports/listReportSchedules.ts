// Lists a workspace's report schedules for its owner and the staff.

import * as domain from '../../domain/reports/schedules';
import { signedIn } from '../define';

export const listReportSchedules = signedIn('listReportSchedules', (input, { db, caller }) =>
  domain.listReportSchedules(db, caller, input.workspaceId),
);
