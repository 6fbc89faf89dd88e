// The signed-in client's own onboarding: the invitation with every step's answers (the
// rules let the invited, verified email read it), and saving or submitting the steps.

import type { CallableReply } from '@model/callables';
import {
  ONBOARDING_STATUSES,
  ONBOARDING_STEPS,
  type OnboardingStatus,
  type OnboardingStep,
  onboardingStatusSchema,
  type SubmitOnboardingInput,
} from '@model/schemas/onboarding';
import { storedOr } from '@model/schemas/stored';
import { firestoreLite } from './firestore';
import { callFunction } from './functions';
import { millisOrNull, stringOrNull } from './localised';

export { ONBOARDING_STATUSES, type OnboardingStatus };

export type StepAnswers = Record<string, string | number | boolean>;

export interface OnboardingRow {
  id: string;
  invitedEmail: string;
  workspaceId: string;
  status: OnboardingStatus;
  steps: Record<OnboardingStep, { done: boolean; data: StepAnswers }>;
  reviewComment: string | null;
  createdAt: number | null;
  submittedAt: number | null;
}

function answersOf(value: unknown): StepAnswers {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, answer]) =>
      ['string', 'number', 'boolean'].includes(typeof answer),
    ),
  ) as StepAnswers;
}

export function toOnboardingRow(id: string, data: Record<string, unknown>): OnboardingRow {
  const steps = (typeof data.steps === 'object' && data.steps !== null ? data.steps : {}) as Record<
    string,
    { done?: unknown; data?: unknown } | undefined
  >;
  const reviewer = data.reviewer as { comment?: unknown } | null | undefined;
  return {
    id,
    invitedEmail: typeof data.invitedEmail === 'string' ? data.invitedEmail : '',
    workspaceId: typeof data.workspaceId === 'string' ? data.workspaceId : '',
    status: storedOr(onboardingStatusSchema, data.status, 'invited'),
    steps: Object.fromEntries(
      ONBOARDING_STEPS.map((step) => [
        step,
        { done: steps[step]?.done === true, data: answersOf(steps[step]?.data) },
      ]),
    ) as OnboardingRow['steps'],
    reviewComment: stringOrNull(reviewer?.comment),
    createdAt: millisOrNull(data.createdAt),
    submittedAt: millisOrNull(data.submittedAt),
  };
}

/** The onboardings sent to this email address (stored lower case), with their answers. */
export async function listMyOnboarding(email: string): Promise<OnboardingRow[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'onboarding'),
      lite.where('invitedEmail', '==', email.toLowerCase()),
    ),
  );
  return snapshot.docs.map((doc) => toOnboardingRow(doc.id, doc.data()));
}

export function submitOnboarding(
  input: SubmitOnboardingInput,
): Promise<CallableReply<'submitOnboarding'>> {
  return callFunction('submitOnboarding', input);
}
