// The rest: the contact form, client telemetry, onboarding, library items, service requests, plan
// upgrades: each callable's payload schema and reply (see ./entry.ts).

import { submitContactSchema } from '../schemas/contact';
import { ingestEventsSchema } from '../schemas/events';
import { addLibraryItemSchema, deleteLibraryItemSchema } from '../schemas/library';
import { startOnboardingSchema, submitOnboardingSchema } from '../schemas/onboarding';
import { type RequestPlanUpgradeResult, requestPlanUpgradeSchema } from '../schemas/plan-upgrade';
import { createServiceRequestSchema, type ServiceRequestStatus } from '../schemas/service-requests';
import { reply } from './entry';

/** The reply of startOnboarding, submitOnboarding. */
export interface OnboardingReply {
  onboardingId: string;
  status: string;
  workspaceId?: string;
}

export const SITE_CALLABLES = {
  addLibraryItem: {
    input: addLibraryItemSchema,
    reply: reply<{
      itemId: string;
      width: number | null;
      height: number | null;
    }>(),
  },
  createServiceRequest: {
    input: createServiceRequestSchema,
    reply: reply<{
      serviceRequestId: string;
      status: ServiceRequestStatus;
    }>(),
  },
  deleteLibraryItem: {
    input: deleteLibraryItemSchema,
    reply: reply<{
      deleted: true;
    }>(),
  },
  ingestEvents: {
    input: ingestEventsSchema,
    reply: reply<{
      accepted: number;
      dropped: number;
    }>(),
  },
  requestPlanUpgrade: { input: requestPlanUpgradeSchema, reply: reply<RequestPlanUpgradeResult>() },
  startOnboarding: { input: startOnboardingSchema, reply: reply<OnboardingReply>() },
  submitContact: {
    input: submitContactSchema,
    reply: reply<{
      messageId: string;
    }>(),
  },
  submitOnboarding: { input: submitOnboardingSchema, reply: reply<OnboardingReply>() },
} as const;
