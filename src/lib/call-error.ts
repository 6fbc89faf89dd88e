// Turns a failed call (a callable's FirebaseError, a Firestore error, anything thrown) into
// one of the application error classes (errors.ts), so screens show one kind of message.

import type { CallableErrorCode } from '@model/callable-errors';
import {
  type AppError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  UnauthorizedError,
  ValidationError,
} from '@model/errors';

/** The bare code of a Firebase error: 'functions/resource-exhausted' -> 'resource-exhausted'. */
export function firebaseErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = (error as { code: unknown }).code;
  if (typeof code !== 'string') return null;
  const slash = code.indexOf('/');
  return slash >= 0 ? code.slice(slash + 1) : code;
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

/** The application error a failed call stands for, or null when it is none of the five. */
export function toAppError(error: unknown): AppError | null {
  const code = firebaseErrorCode(error) as CallableErrorCode | 'unauthorized' | null;
  switch (code) {
    case 'resource-exhausted':
      return new RateLimitError();
    case 'invalid-argument':
      return new ValidationError(messageOf(error));
    case 'not-found':
      return new NotFoundError(messageOf(error));
    case 'unauthenticated':
      return new UnauthorizedError();
    case 'permission-denied':
    case 'unauthorized':
      return new ForbiddenError();
    default:
      return null;
  }
}
