// Report share links: a client contact without an account opens one workspace's report of one
// period. Made and hashed as review links are (a 43-character base64url token; only its SHA-256
// is stored in reportLinks/{id}); the workspace's owner or the product's staff create, list and
// revoke them; a link expires, and a revoked or expired one shows a kind ended page.

import * as v from 'valibot';
import { PRODUCTS } from '../../roles';
import { docIdSchema, requestIdSchema } from '../common';
import { nullableTimestampSchema, storedObject, timestampSchema } from '../stored';
import { REPORT_PERIODS, type ReportPeriodKind, withPeriod } from './reports';

export const REPORT_LINK_DEFAULT_DAYS = 30;
export const REPORT_LINK_MAX_DAYS = 90;

export const reportTokenSchema = v.pipe(
  v.string('token must be a string.'),
  v.regex(/^[A-Za-z0-9_-]{43}$/, 'This report link is malformed: check it was copied whole.'),
);

export const createReportLinkSchema = withPeriod({
  /** A retried request answers the first link (without its URL) instead of making another. */
  requestId: requestIdSchema,
  workspaceId: docIdSchema,
  validDays: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(REPORT_LINK_MAX_DAYS)),
    REPORT_LINK_DEFAULT_DAYS,
  ),
});
export type CreateReportLinkInput = v.InferOutput<typeof createReportLinkSchema>;

export const listReportLinksSchema = v.strictObject({ workspaceId: docIdSchema });
export const revokeReportLinkSchema = v.strictObject({
  workspaceId: docIdSchema,
  linkId: docIdSchema,
});
export type RevokeReportLinkInput = v.InferOutput<typeof revokeReportLinkSchema>;
export const openReportLinkSchema = v.strictObject({ token: reportTokenSchema });

/**
 * reportLinks/{id}: the period is computed at `at` (the moment the link was made), so the
 * visitor reads the report its sender saw, with the figures as they stand when opened.
 */
export const reportLinkDocSchema = storedObject({
  workspaceId: docIdSchema,
  product: v.picklist(PRODUCTS),
  tokenHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  period: v.picklist(REPORT_PERIODS),
  from: v.nullable(v.string()),
  to: v.nullable(v.string()),
  at: timestampSchema,
  expiresAt: timestampSchema,
  createdBy: docIdSchema,
  revokedAt: nullableTimestampSchema,
  revokedBy: v.nullable(docIdSchema),
  lastUsedAt: nullableTimestampSchema,
});

export type ReportLinkStatus = 'active' | 'expired' | 'revoked';

/** A link as the report page lists it (never the token or its hash). */
export interface ReportLinkSummary {
  id: string;
  status: ReportLinkStatus;
  period: ReportPeriodKind;
  /** The report's first and last day. */
  from: string;
  to: string;
  expiresAt: string;
  createdAt: string | null;
}
