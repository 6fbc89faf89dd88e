// jobs/{name}: the last run of each scheduled job (publisher, metrics, refresh ...), written by
// the functions around every run and read by admins on the dashboard. A run that never ends
// (its process was stopped) leaves lastStartedAt newer than lastRunAt.

import * as v from 'valibot';
import { timestampSchema } from './stored';

export const jobDocSchema = v.object({
  name: v.string(),
  lastStartedAt: timestampSchema,
  /** When the last finished run started. */
  lastRunAt: v.optional(timestampSchema),
  lastSuccessAt: v.optional(timestampSchema),
  lastFailureAt: v.optional(timestampSchema),
  durationMs: v.optional(v.number()),
  processed: v.optional(v.number()),
  /** The publisher's reconciler: due posts whose publish task was missing, taken by the run. */
  rescued: v.optional(v.number()),
  /** Publish tasks that gave up after their last attempt, and when the latest did. */
  deadLetters: v.optional(v.number()),
  lastDeadLetterAt: v.optional(timestampSchema),
  /** The last run's failure, null when it succeeded. */
  error: v.optional(v.nullable(v.string())),
  updatedAt: timestampSchema,
});
export type JobDoc = v.InferOutput<typeof jobDocSchema>;
