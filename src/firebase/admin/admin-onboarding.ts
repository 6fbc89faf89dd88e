// Client onboarding for agency staff: pages of onboarding/{id} by status (staff read them all
// under the rules), and the invitation and review callables.

import type { CallableReply } from '@model/callables';
import type { ReviewOnboardingInput, StartOnboardingInput } from '@model/schemas/onboarding';
import { type PageCursor, pageOf, snapshotAt } from '../cursor';
import { firestoreLite } from '../firestore';
import { callFunction } from '../functions';
import { type OnboardingRow, type OnboardingStatus, toOnboardingRow } from '../onboarding';

export {
  ONBOARDING_STATUSES,
  type OnboardingRow,
  type OnboardingStatus,
  type StepAnswers,
} from '../onboarding';

export const ONBOARDING_PAGE_SIZE = 20;

export interface OnboardingPage {
  rows: OnboardingRow[];
  next: PageCursor | null;
}

/** One page of onboardings, newest first, in one status or all. */
export async function listOnboarding(
  status: OnboardingStatus | 'all',
  after: PageCursor | null,
): Promise<OnboardingPage> {
  const { lite, db } = await firestoreLite();
  const start = after ? await snapshotAt(after, (path) => lite.getDoc(lite.doc(db, path))) : null;
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'onboarding'),
      ...(status === 'all' ? [] : [lite.where('status', '==', status)]),
      lite.orderBy('createdAt', 'desc'),
      ...(start ? [lite.startAfter(start)] : []),
      lite.limit(ONBOARDING_PAGE_SIZE + 1),
    ),
  );
  const { docs, next } = pageOf(snapshot.docs, ONBOARDING_PAGE_SIZE);
  return {
    rows: docs.map((doc) => toOnboardingRow(doc.id, doc.data())),
    next,
  };
}

/** The names of the given workspaces (staff may read every client workspace). */
export async function workspaceNames(ids: string[]): Promise<Record<string, string>> {
  const { lite, db } = await firestoreLite();
  const entries = await Promise.all(
    [...new Set(ids.filter(Boolean))].map(async (id) => {
      const snap = await lite.getDoc(lite.doc(db, 'workspaces', id)).catch(() => null);
      const name = snap?.exists() ? snap.get('name') : null;
      return [id, typeof name === 'string' ? name : id] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export function startOnboarding(
  input: StartOnboardingInput,
): Promise<CallableReply<'startOnboarding'>> {
  return callFunction('startOnboarding', input);
}

export function reviewOnboarding(
  input: ReviewOnboardingInput,
): Promise<CallableReply<'reviewOnboarding'>> {
  return callFunction('reviewOnboarding', input);
}
