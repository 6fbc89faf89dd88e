// Stops a scheduled report.

import * as domain from '../../domain/reports/schedules';
import { signedIn } from '../define';

export const deleteReportSchedule = signedIn('deleteReportSchedule', (input, { db, caller }) =>
  domain.deleteReportSchedule(db, caller, input),
);
