// migrations/{id}: the progress of a data migration the functions run in pages (server-only;
// nobody reads it from a client). A finished migration is never walked again; an unfinished one
// resumes after `cursor`.

import * as v from 'valibot';
import { timestampSchema } from './stored';

export const migrationDocSchema = v.object({
  id: v.string(),
  status: v.picklist(['running', 'done']),
  /** The path of the last document walked; the next page starts after it. */
  cursor: v.nullable(v.string()),
  scanned: v.number(),
  changed: v.number(),
  startedAt: timestampSchema,
  finishedAt: v.optional(timestampSchema),
  updatedAt: timestampSchema,
});
export type MigrationDoc = v.InferOutput<typeof migrationDocSchema>;
