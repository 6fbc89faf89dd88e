// Payloads of client onboarding: staff start it, the client fills and submits the steps,
// staff review it.

import * as v from 'valibot';
import type { NetworkId } from '../networks';
import { emailSchema } from '../schemas';
import { docIdSchema, optionalTextSchema, requestIdSchema, textSchema } from './common';
import { storedObject } from './stored';

export const ONBOARDING_STATUSES = [
  'invited',
  'in_progress',
  'submitted',
  'approved',
  'rejected',
] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];
export const onboardingStatusSchema = v.picklist(ONBOARDING_STATUSES);

/** The statuses in which the client may still change answers: the callable's rule and the form's. */
export const EDITABLE_ONBOARDING_STATUSES: readonly OnboardingStatus[] = [
  'invited',
  'in_progress',
  'rejected',
];

/** Whether an onboarding in this status (any stored string) may still be changed by its client. */
export function isOnboardingEditable(status: string): boolean {
  return (EDITABLE_ONBOARDING_STATUSES as readonly string[]).includes(status);
}

export const ONBOARDING_STEPS = ['profile', 'brand', 'channels', 'plan', 'terms'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const startOnboardingSchema = v.strictObject({
  requestId: requestIdSchema,
  email: emailSchema,
  workspaceName: textSchema(80),
});
export type StartOnboardingInput = v.InferOutput<typeof startOnboardingSchema>;

const answerText = v.optional(v.pipe(v.string(), v.maxLength(2000)));
const answerBool = v.optional(v.boolean());

/** The networks the channels step asks about, one yes/no answer each. */
/** The networks the onboarding form asks about, a part of the kernel's list. */
export const ONBOARDING_NETWORKS = [
  'instagram',
  'facebook',
  'linkedin',
  'x',
  'bluesky',
  'mastodon',
  'tiktok',
] as const satisfies readonly NetworkId[];

/**
 * The answers of each step: the onboarding form's fields, as submitOnboarding accepts them and
 * firestore.rules let the client write them directly (answersOk there holds the same lists).
 */
export const ONBOARDING_ANSWERS = {
  profile: v.strictObject({ company: answerText, website: answerText, phone: answerText }),
  brand: v.strictObject({ colour: answerText, voice: answerText }),
  channels: v.strictObject(
    Object.fromEntries(ONBOARDING_NETWORKS.map((network) => [network, answerBool])) as Record<
      (typeof ONBOARDING_NETWORKS)[number],
      typeof answerBool
    >,
  ),
  plan: v.strictObject({ planId: answerText }),
  terms: v.strictObject({ accepted: answerBool }),
} satisfies Record<OnboardingStep, unknown>;

export const submitOnboardingSchema = v.strictObject({
  onboardingId: docIdSchema,
  steps: v.pipe(
    v.strictObject(
      Object.fromEntries(
        ONBOARDING_STEPS.map((step) => [step, v.optional(ONBOARDING_ANSWERS[step])]),
      ) as {
        [Step in OnboardingStep]: v.OptionalSchema<(typeof ONBOARDING_ANSWERS)[Step], undefined>;
      },
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

// ----------------------------------------------------------------------- stored: onboarding/{id}

function storedStepSchema<Step extends OnboardingStep>(step: Step) {
  return v.object({ done: v.boolean(), data: ONBOARDING_ANSWERS[step] });
}

export const onboardingDocSchema = storedObject({
  invitedEmail: v.string(),
  workspaceId: v.nullable(v.string()),
  steps: v.object(
    /* @__PURE__ */ Object.fromEntries(
      /* @__PURE__ */ ONBOARDING_STEPS.map((step) => [step, storedStepSchema(step)]),
    ) as {
      [Step in OnboardingStep]: ReturnType<typeof storedStepSchema<Step>>;
    },
  ),
  status: onboardingStatusSchema,
  invitedBy: v.string(),
  reviewer: v.nullable(v.string()),
});
export type OnboardingDoc = v.InferOutput<typeof onboardingDocSchema>;
