// Payloads of the courtesy subscription callables.

import * as v from 'valibot';
import {
  docIdSchema,
  instantSchema,
  optionalTextSchema,
  productSchema,
  textSchema,
} from './common';
import { storedObject, timestampSchema } from './stored';

export const grantCourtesySchema = v.strictObject({
  workspaceId: docIdSchema,
  planId: docIdSchema,
  reason: textSchema(500),
  expiresAt: instantSchema,
});
export type GrantCourtesyInput = v.InferOutput<typeof grantCourtesySchema>;

export const revokeCourtesySchema = v.strictObject({
  workspaceId: docIdSchema,
  reason: optionalTextSchema(500),
});
export type RevokeCourtesyInput = v.InferOutput<typeof revokeCourtesySchema>;

export const COURTESY_VIEWS = ['active', 'expired', 'all'] as const;
export type CourtesyView = (typeof COURTESY_VIEWS)[number];

export const listCourtesySchema = v.strictObject({
  product: productSchema,
  /** active: running now; expired: past their end date; all: every grant, latest end first. */
  view: v.picklist(COURTESY_VIEWS),
  /** The workspace id the previous page ended with. */
  after: v.optional(docIdSchema),
});
export type ListCourtesyInput = v.InferOutput<typeof listCourtesySchema>;

export type CourtesyState = 'active' | 'expired' | 'revoked';

/** One row of the listing: the grant, its workspace and plan names, and its state now. */
export interface CourtesyRow {
  workspaceId: string;
  workspaceName: string;
  planId: string | null;
  /** The plan's name per locale. */
  planName: Record<string, string>;
  reason: string;
  grantedBy: string | null;
  expiresAt: string | null;
  endedAt: string | null;
  endReason: string | null;
  state: CourtesyState;
}

/**
 * What a courtesy grant is at `now`: a grant whose end date has passed is expired even before
 * the scheduled job has put the workspace back on its previous plan.
 */
export function courtesyState(
  sub: { status: string; expiresAt: number | null; endedBy: string | null },
  now: number,
): CourtesyState {
  const past = sub.expiresAt !== null && sub.expiresAt <= now;
  if (sub.status === 'courtesy') return past ? 'expired' : 'active';
  // Staff who end a grant are recorded by uid; the expiry job as 'system'.
  if (sub.endedBy === 'system') return 'expired';
  return sub.endedBy === null && past ? 'expired' : 'revoked';
}

// -------------------------------------------------------- stored: subscriptions/{workspaceId}

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'cancelled',
  'courtesy',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscriptionDocSchema = storedObject({
  planId: v.string(),
  status: v.picklist(SUBSCRIPTION_STATUSES),
  courtesy: v.nullable(
    v.object({ grantedBy: v.string(), reason: v.string(), expiresAt: timestampSchema }),
  ),
  currentPeriodEnd: timestampSchema,
});
export type SubscriptionDoc = v.InferOutput<typeof subscriptionDocSchema>;
