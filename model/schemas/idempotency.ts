// idempotency/{owner}_{requestId}: the answer to a request, kept for a while so that the same
// request sent again (a retry after a lost answer) gets the same answer and changes nothing.
// The fingerprint of the payload tells a replay from a different request under a reused id.

import * as v from 'valibot';
import { timestampSchema } from './stored';

export const idempotencyDocSchema = v.object({
  operation: v.string(),
  fingerprint: v.string(),
  /** The answer, without secrets (an API key's answer keeps no copy of the key). */
  result: v.record(v.string(), v.unknown()),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
});
export type IdempotencyDoc = v.InferOutput<typeof idempotencyDocSchema>;

/**
 * apiIdempotency/{hash of caller and key}: a REST write's Idempotency-Key. Pending while the first
 * request runs, then done with the answer it got (status and body as JSON text), replayed to a
 * repeat of the same request (the fingerprint of method, path and body) until it expires.
 */
export const apiIdempotencyDocSchema = v.object({
  fingerprint: v.string(),
  state: v.picklist(['pending', 'done']),
  status: v.optional(v.number()),
  body: v.optional(v.string()),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
});
