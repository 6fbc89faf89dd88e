// Schedules a workspace's report: weekly or monthly, at a time in its zone, to chosen recipients.

import { setReportScheduleSchema } from '@model/schemas/reports/report-schedules';
import * as domain from '../../domain/reports/schedules';
import { signedIn } from '../define';

export const setReportSchedule = signedIn(
  'setReportSchedule',
  setReportScheduleSchema,
  (input, { db, caller, now }) => domain.setReportSchedule(db, caller, input, now),
);
