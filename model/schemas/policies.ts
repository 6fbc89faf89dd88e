// Payloads of policy publishing and consent recording.

import * as v from 'valibot';
import { baseVersionSchema, localisedTextSchema, requestIdSchema } from './common';
import { storedLocalisedSchema, storedObject, timestampSchema } from './stored';

export const POLICY_KINDS = ['privacy', 'terms', 'cookies', 'consent'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];
export const policyKindSchema = v.picklist(POLICY_KINDS);

export const publishPolicySchema = v.strictObject({
  requestId: requestIdSchema,
  kind: policyKindSchema,
  /** Markdown per locale. */
  content: localisedTextSchema(100_000),
  baseVersion: baseVersionSchema,
});
export type PublishPolicyInput = v.InferOutput<typeof publishPolicySchema>;

export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;

export const recordConsentSchema = v.strictObject({
  kind: policyKindSchema,
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Choices of the consent centre; only meaningful for kind 'consent'. */
  choices: v.optional(v.strictObject({ analytics: v.boolean(), marketing: v.boolean() })),
});
export type RecordConsentInput = v.InferOutput<typeof recordConsentSchema>;

// --------------------------------------------------------------------- stored: policies/{kind}

const publishedFields = {
  version: v.number(),
  title: storedLocalisedSchema,
  content: storedLocalisedSchema,
  publishedAt: timestampSchema,
  publishedBy: v.string(),
};

/** policies/{kind}: the version in force. */
export const policyDocSchema = storedObject({ kind: policyKindSchema, ...publishedFields });
export type PolicyDoc = v.InferOutput<typeof policyDocSchema>;

/** policies/{kind}/versions/{version}: every version ever published. */
export const policyVersionDocSchema = storedObject({ ...publishedFields, summary: v.string() });
export type PolicyVersionDoc = v.InferOutput<typeof policyVersionDocSchema>;
