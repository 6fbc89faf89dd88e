// Payloads of the pricing plan callables. Prices are integers in the currency's minor unit
// (cents) so no float rounding ever reaches an invoice.

import * as v from 'valibot';
import {
  baseVersionSchema,
  docIdSchema,
  localisedTextSchema,
  productSchema,
  requestIdSchema,
} from './common';
import { storedLocalisedSchema, storedObject } from './stored';

const price = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000));
const limit = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));

/** A feature key such as `calendar` or `content-writing`; the app names it per locale. */
export const planFeatureSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z][a-z0-9_-]{0,39}$/, 'A feature is a key such as content-writing.'),
);

export const planFieldsSchema = v.strictObject({
  product: productSchema,
  name: localisedTextSchema(80),
  description: localisedTextSchema(1000),
  priceMonthly: price,
  priceYearly: price,
  currency: v.pipe(
    v.string(),
    v.regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code such as EUR.'),
  ),
  limits: v.strictObject({
    channels: limit,
    postsPerMonth: limit,
    members: limit,
    /** smm workspaces one owner may hold under this plan; absent: the server's default. */
    workspaces: v.optional(limit),
  }),
  features: v.pipe(v.array(planFeatureSchema), v.maxLength(50)),
  order: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
});
export type PlanFields = v.InferOutput<typeof planFieldsSchema>;

export const createPlanSchema = v.strictObject({
  requestId: requestIdSchema,
  plan: planFieldsSchema,
});
export type CreatePlanInput = v.InferOutput<typeof createPlanSchema>;

export const updatePlanSchema = v.strictObject({
  planId: docIdSchema,
  baseVersion: baseVersionSchema,
  patch: v.pipe(
    v.partial(planFieldsSchema),
    v.check((patch) => Object.keys(patch).length > 0, 'patch must change at least one field.'),
  ),
});
export type UpdatePlanInput = v.InferOutput<typeof updatePlanSchema>;

export const archivePlanSchema = v.strictObject({ planId: docIdSchema });
export type ArchivePlanInput = v.InferOutput<typeof archivePlanSchema>;

// ---------------------------------------------------------------------------- stored: plans/{id}

export const planDocSchema = storedObject({
  ...planFieldsSchema.entries,
  name: storedLocalisedSchema,
  description: storedLocalisedSchema,
  /** Archived plans stay for the subscriptions that name them, but are offered to no one. */
  active: v.boolean(),
});
export type PlanDoc = v.InferOutput<typeof planDocSchema>;
