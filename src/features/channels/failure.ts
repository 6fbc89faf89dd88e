// Why connecting a channel failed: a network not set up on this server, or the reason the
// functions name (domain/channels.ts providerFailure), worded here in the reader's language.

import { firebaseErrorCode } from '../../lib/call-error';

/** LinkedIn and X answer failed-precondition until their app keys are configured. */
export function isNotSetUp(error: unknown): boolean {
  const reason = (error as { details?: { reason?: unknown } } | null)?.details?.reason;
  return (
    firebaseErrorCode(error) === 'failed-precondition' &&
    (reason === undefined || reason === 'not_set_up')
  );
}

/** The reasons the functions give for a network that refused or could not be reached. */
export const CONNECT_FAILURES = [
  'not_public',
  'refused',
  'rejected',
  'no_server',
  'unreachable',
] as const;
export type ConnectFailure = (typeof CONNECT_FAILURES)[number];

/** The reason a failed connection names in its details, or null for any other failure. */
export function connectFailure(error: unknown): ConnectFailure | null {
  const reason = (error as { details?: { reason?: unknown } } | null)?.details?.reason;
  return typeof reason === 'string' && (CONNECT_FAILURES as readonly string[]).includes(reason)
    ? (reason as ConnectFailure)
    : null;
}

/** The network's own words, for a refusal worded by the network itself. */
export function networkWords(error: unknown): string {
  return error instanceof Error ? error.message : '';
}
