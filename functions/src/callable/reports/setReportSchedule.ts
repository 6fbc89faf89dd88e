// Schedules a workspace's report: weekly or monthly, at a time in its zone, to chosen recipients.

import * as domain from '../../domain/reports/schedules';
import { signedIn } from '../define';

export const setReportSchedule = signedIn('setReportSchedule', (input, { db, caller, now }) =>
  domain.setReportSchedule(db, caller, input, now),
);
