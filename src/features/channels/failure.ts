// The words shown for a failed read or call, and whether the network is simply not set up on
// this server.

import { firebaseErrorCode } from '../../lib/call-error';

/** The callables and Firestore send readable messages; they are shown as they come. */
export function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/** LinkedIn and X answer failed-precondition until their app keys are configured. */
export function isNotSetUp(error: unknown): boolean {
  return firebaseErrorCode(error) === 'failed-precondition';
}
