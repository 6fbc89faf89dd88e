// Scheduled client reports: weekly (last week, each Monday) or monthly (last month, on the 1st),
// at a time of day in the workspace's zone, to chosen recipients, each in their language. The
// workspace's owner or the product's staff set them; reportSchedules/{id} is the functions' own.

import * as v from 'valibot';
import { SUPPORTED_LOCALES } from '../../constants';
import { PRODUCTS } from '../../roles';
import { emailSchema } from '../../schemas';
import { docIdSchema, requestIdSchema } from '../common';
import { nullableTimestampSchema, storedObject, timestampSchema } from '../stored';

export const REPORT_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
export const REPORT_RECIPIENTS_MAX = 20;

const recipientSchema = v.strictObject({
  email: emailSchema,
  locale: v.picklist(SUPPORTED_LOCALES),
});

export const setReportScheduleSchema = v.strictObject({
  requestId: requestIdSchema,
  workspaceId: docIdSchema,
  frequency: v.picklist(REPORT_FREQUENCIES),
  /** The time of day the report goes out, in the workspace's zone. */
  time: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time written HH:MM.')),
  recipients: v.pipe(
    v.array(recipientSchema),
    v.minLength(1, 'Name at least one recipient.'),
    v.maxLength(REPORT_RECIPIENTS_MAX, `At most ${REPORT_RECIPIENTS_MAX} recipients.`),
  ),
});
export type SetReportScheduleInput = v.InferOutput<typeof setReportScheduleSchema>;

export const listReportSchedulesSchema = v.strictObject({ workspaceId: docIdSchema });
export const deleteReportScheduleSchema = v.strictObject({
  workspaceId: docIdSchema,
  scheduleId: docIdSchema,
});
export type DeleteReportScheduleInput = v.InferOutput<typeof deleteReportScheduleSchema>;

export const reportScheduleDocSchema = storedObject({
  workspaceId: docIdSchema,
  product: v.picklist(PRODUCTS),
  frequency: v.picklist(REPORT_FREQUENCIES),
  time: v.string(),
  recipients: v.array(v.object({ email: v.string(), locale: v.picklist(SUPPORTED_LOCALES) })),
  /** When the next report goes out; the run that sends it moves this on in the same write. */
  nextRunAt: timestampSchema,
  lastRunAt: nullableTimestampSchema,
  createdBy: docIdSchema,
});

/** A schedule as the report page lists it. */
export interface ReportScheduleSummary {
  id: string;
  frequency: ReportFrequency;
  time: string;
  recipients: { email: string; locale: string }[];
  nextRunAt: string;
  lastRunAt: string | null;
}
