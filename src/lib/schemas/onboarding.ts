// Payloads of client onboarding: staff start it, the client fills and submits the steps,
// staff review it.

import * as v from 'valibot';
import { emailSchema } from '../schemas';
import {
  docIdSchema,
  mapKeySchema,
  optionalTextSchema,
  requestIdSchema,
  textSchema,
} from './common';

export const ONBOARDING_STEPS = ['profile', 'brand', 'channels', 'plan', 'terms'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const startOnboardingSchema = v.strictObject({
  requestId: requestIdSchema,
  email: emailSchema,
  workspaceName: textSchema(80),
});
export type StartOnboardingInput = v.InferOutput<typeof startOnboardingSchema>;

/** Answers of one step: short scalar values under simple keys. */
const stepData = v.pipe(
  v.record(mapKeySchema, v.union([v.pipe(v.string(), v.maxLength(2000)), v.boolean(), v.number()])),
  v.check((data) => Object.keys(data).length <= 30, 'At most 30 answers per step.'),
);

export const submitOnboardingSchema = v.strictObject({
  onboardingId: docIdSchema,
  steps: v.pipe(
    v.strictObject(
      Object.fromEntries(ONBOARDING_STEPS.map((step) => [step, v.optional(stepData)])) as Record<
        OnboardingStep,
        v.OptionalSchema<typeof stepData, undefined>
      >,
    ),
    v.check((steps) => Object.keys(steps).length > 0, 'At least one step is required.'),
  ),
  /** True when the client hands the checklist over for review. */
  submit: v.boolean(),
});
export type SubmitOnboardingInput = v.InferOutput<typeof submitOnboardingSchema>;

export const reviewOnboardingSchema = v.strictObject({
  onboardingId: docIdSchema,
  decision: v.picklist(['approved', 'rejected']),
  comment: optionalTextSchema(2000),
});
export type ReviewOnboardingInput = v.InferOutput<typeof reviewOnboardingSchema>;
