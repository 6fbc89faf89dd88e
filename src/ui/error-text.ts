// One way to turn any failure into words for a person: the error's code picks a short,
// translated sentence with a next step; the error itself (rule text, status, server prose)
// never reaches the screen and goes to the error logger instead.

import type { MessageDescriptor } from '@lingui/core';
import { firebaseErrorCode } from '../lib/call-error';
import { CALL_FAILED_EVENT } from '../lib/telemetry/track';
import { type ErrorTextKey, errorText } from './error-messages';

const ALIASES: Readonly<Record<string, ErrorTextKey>> = {
  unauthorized: 'permission-denied',
  'object-not-found': 'not-found',
  'retry-limit-exceeded': 'deadline-exceeded',
  canceled: 'cancelled',
  'network-request-failed': 'offline',
  'too-many-requests': 'resource-exhausted',
  'user-token-expired': 'unauthenticated',
  'requires-recent-login': 'unauthenticated',
  RATE_LIMIT_EXCEEDED: 'resource-exhausted',
  VALIDATION_ERROR: 'invalid-argument',
  NOT_FOUND: 'not-found',
  UNAUTHORIZED: 'unauthenticated',
  FORBIDDEN: 'permission-denied',
};

/** The catalogue key an error stands for; anything unrecognised reads as internal. */
export function errorKeyOf(error: unknown): ErrorTextKey {
  const code = firebaseErrorCode(error);
  if (code !== null) {
    if (code in errorText) return code as ErrorTextKey;
    const alias = ALIASES[code];
    if (alias) return alias;
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  return 'internal';
}

/** Sends the full error to the error logger; callables already report their own failures. */
function logFailure(error: unknown): void {
  if (typeof window === 'undefined') return;
  const code = firebaseErrorCode(error);
  const fromCallable =
    typeof (error as { code?: unknown })?.code === 'string' &&
    String((error as { code: string }).code).startsWith('functions/');
  if (fromCallable) return;
  const message = error instanceof Error ? error.message : String(error);
  window.dispatchEvent(
    new CustomEvent(CALL_FAILED_EVENT, { detail: { name: 'client', code, message } }),
  );
}

/**
 * The sentence to show for a failure, in the language of `_` (the screen's translator).
 * `specific` replaces the general sentence where the screen knows better what went wrong:
 * keyed by the error's full code ('auth/wrong-password', 'functions/not-found') or by the
 * catalogue key it reads as ('not-found', 'internal' for anything unrecognised).
 */
export function errorSentence(
  _: (descriptor: MessageDescriptor) => string,
  error: unknown,
  specific: Readonly<Partial<Record<ErrorTextKey | string, MessageDescriptor>>> = {},
): string {
  logFailure(error);
  const fullCode = (error as { code?: unknown } | null)?.code;
  const key = errorKeyOf(error);
  return _(
    (typeof fullCode === 'string' ? specific[fullCode] : undefined) ??
      specific[key] ??
      errorText[key],
  );
}
