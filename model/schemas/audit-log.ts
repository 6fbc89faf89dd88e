// Payload of the audit log reader: filters by actor, action and a date range, one page at a
// time (the cursor is the id of the last entry of the page before).

import * as v from 'valibot';
import { PRODUCTS } from '../roles';
import { emailSchema } from '../schemas';
import { docIdSchema, instantSchema } from './common';
import { nullableTimestampSchema } from './stored';

export const AUDIT_PAGE_SIZE_MAX = 100;

export const listAuditLogSchema = v.pipe(
  v.strictObject({
    actorEmail: v.optional(emailSchema),
    action: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'action must be a name such as plan.create.'),
      ),
    ),
    /** Entries at or after this instant. */
    from: v.optional(instantSchema),
    /** Entries before this instant. */
    to: v.optional(instantSchema),
    cursor: v.optional(docIdSchema),
    /** Entries per page; the screen always says how many it shows. */
    pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(AUDIT_PAGE_SIZE_MAX)),
  }),
  v.check(
    (input) => !input.from || !input.to || Date.parse(input.from) < Date.parse(input.to),
    'from must be before to.',
  ),
);
export type ListAuditLogInput = v.InferOutput<typeof listAuditLogSchema>;

export interface AuditLogEntry {
  id: string;
  action: string;
  actorUid: string;
  actorEmail: string | null;
  product: string | null;
  target: string;
  details: Record<string, unknown>;
  /** ISO 8601, or null while the server timestamp is pending. */
  at: string | null;
}

export interface ListAuditLogResult {
  entries: AuditLogEntry[];
  /** The cursor of the next page, or null on the last page. */
  next: string | null;
}

// ---------------------------------------------------------------------- stored: auditLog/{id}

/**
 * One privileged change, written in the transaction that makes it: who (`actorUid`), what
 * (`action`, e.g. plan.create), on which document (`target`, its path), and for which product
 * (null for the whole software). Only the server reads it, through listAuditLog.
 */
export const auditLogDocSchema = v.object({
  action: v.string(),
  actorUid: v.string(),
  product: v.nullable(v.picklist(PRODUCTS)),
  target: v.string(),
  details: v.record(v.string(), v.unknown()),
  /** Null only in a document read back before its server timestamp resolved. */
  at: nullableTimestampSchema,
});
export type AuditLogDoc = v.InferOutput<typeof auditLogDocSchema>;
