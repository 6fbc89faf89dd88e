// Stops a scheduled report.

import { deleteReportScheduleSchema } from '@model/schemas/reports/report-schedules';
import * as domain from '../../domain/reports/schedules';
import { signedIn } from '../define';

export const deleteReportSchedule = signedIn(
  'deleteReportSchedule',
  deleteReportScheduleSchema,
  (input, { db, caller }) => domain.deleteReportSchedule(db, caller, input),
);
