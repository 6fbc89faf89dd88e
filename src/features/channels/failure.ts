// Whether a network is simply not set up on this server.

import { firebaseErrorCode } from '../../lib/call-error';

/** LinkedIn and X answer failed-precondition until their app keys are configured. */
export function isNotSetUp(error: unknown): boolean {
  return firebaseErrorCode(error) === 'failed-precondition';
}
