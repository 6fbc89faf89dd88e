// What a connect client follows on the dashboard: the workspace's service requests, their
// onboarding invitation, and asking the agency for a service (a callable).

import { onboardingStatusSchema } from '@model/schemas/onboarding';
import { serviceRequestStatusSchema } from '@model/schemas/service-requests';
import { storedOr } from '@model/schemas/stored';
import { firestoreLite } from './firestore';
import { callFunction } from './functions';
import { millisOrNull } from './localised';

export interface ServiceRequestSummary {
  id: string;
  workspaceId: string;
  serviceId: string | null;
  title: string;
  status: string;
  updatedAt: number | null;
  dueAt: number | null;
  /** When the agency last replied or moved the request: what the client may not have read. */
  staffActivityAt: number | null;
}

export const ONBOARDING_STEPS = ['profile', 'brand', 'channels', 'plan', 'terms'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export interface OnboardingSummary {
  id: string;
  status: string;
  steps: Record<OnboardingStep, boolean>;
}

/** The service requests of one workspace (the query shape the rules allow clients). */
export async function listServiceRequests(workspaceId: string): Promise<ServiceRequestSummary[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'serviceRequests'),
      lite.where('workspaceId', '==', workspaceId),
    ),
  );
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      workspaceId,
      serviceId: typeof data.serviceId === 'string' ? data.serviceId : null,
      title: typeof data.title === 'string' ? data.title : '',
      status: storedOr(serviceRequestStatusSchema, data.status, 'new'),
      updatedAt: millisOrNull(data.updatedAt),
      dueAt: millisOrNull(data.dueAt),
      staffActivityAt: millisOrNull(data.staffActivityAt),
    };
  });
}

/** The onboarding invitations sent to this email address (stored lower case). */
export async function listOwnOnboarding(email: string): Promise<OnboardingSummary[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'onboarding'),
      lite.where('invitedEmail', '==', email.toLowerCase()),
    ),
  );
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    const steps = (
      typeof data.steps === 'object' && data.steps !== null ? data.steps : {}
    ) as Record<string, { done?: unknown } | undefined>;
    return {
      id: doc.id,
      status: storedOr(onboardingStatusSchema, data.status, 'invited'),
      steps: Object.fromEntries(
        ONBOARDING_STEPS.map((step) => [step, steps[step]?.done === true]),
      ) as Record<OnboardingStep, boolean>,
    };
  });
}

/** requestId is made once per request the client sends, so a retry cannot file it twice. */
export function requestService(input: {
  requestId: string;
  workspaceId: string;
  serviceId?: string;
  title: string;
  details: string;
}): Promise<unknown> {
  return callFunction('createServiceRequest', input);
}

/** One entry of a request's thread: a message, or a move of the request by the agency. */
export type ThreadEntry = {
  id: string;
  authorUid: string;
  /** Written by the agency's staff (not the client's workspace). */
  staff: boolean;
  createdAt: number | null;
} & ({ kind: 'message'; text: string } | { kind: 'status'; from: string; to: string });

export interface RequestThread {
  details: string;
  createdAt: number | null;
  entries: ThreadEntry[];
}

export const THREAD_LIMIT = 200;

/** A request's description and its thread, oldest first (members of its workspace read both). */
export async function readRequestThread(serviceRequestId: string): Promise<RequestThread> {
  const { lite, db } = await firestoreLite();
  const [request, messages] = await Promise.all([
    lite.getDoc(lite.doc(db, 'serviceRequests', serviceRequestId)),
    lite.getDocs(
      lite.query(
        lite.collection(db, 'serviceRequests', serviceRequestId, 'messages'),
        lite.orderBy('createdAt', 'desc'),
        lite.limit(THREAD_LIMIT),
      ),
    ),
  ]);
  return toThread(request.data() ?? {}, messages.docs);
}

/** A request and its messages (newest first, as read) as the thread shows them, oldest first. */
export function toThread(
  data: Record<string, unknown>,
  messages: readonly { id: string; data(): Record<string, unknown> }[],
): RequestThread {
  const entries = messages
    .map((doc): ThreadEntry => {
      const data = doc.data();
      const base = {
        id: doc.id,
        authorUid: typeof data.authorUid === 'string' ? data.authorUid : '',
        staff: data.staff === true,
        createdAt: millisOrNull(data.createdAt),
      };
      return data.kind === 'status'
        ? { ...base, kind: 'status', from: String(data.from ?? ''), to: String(data.to ?? '') }
        : { ...base, kind: 'message', text: typeof data.text === 'string' ? data.text : '' };
    })
    .reverse();
  return {
    details: typeof data.details === 'string' ? data.details : '',
    createdAt: millisOrNull(data.createdAt),
    entries,
  };
}

/** The client's answer in a request's thread; requestId makes a retried send land once. */
export function replyToRequest(input: {
  requestId: string;
  serviceRequestId: string;
  message: string;
}): Promise<unknown> {
  return callFunction('updateServiceRequest', input);
}
