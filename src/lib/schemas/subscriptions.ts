// Payloads of the courtesy subscription callables.

import * as v from 'valibot';
import { docIdSchema, instantSchema, optionalTextSchema, textSchema } from './common';

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
