// Errors of the REST API: the application error classes (src/lib/errors) plus the
// 500 the catalogue implies, each replied as { "error": { "code", "message" } }.

import {
  AppError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  UnauthorizedError,
  ValidationError,
} from '@model/errors';
import { DomainError } from '../domain/errors';

export class InternalError extends AppError {
  constructor(message = 'Something went wrong on our side.') {
    super('INTERNAL', 500, message);
  }
}

/**
 * 409, the catalogue's `aborted`: an Idempotency-Key reused for a different request, or sent
 * again while its first request is still running.
 */
export class ConflictError extends AppError {
  constructor(message: string) {
    super('CONFLICT', 409, message);
  }
}

export const API_ERROR_CODES = [
  'RATE_LIMIT_EXCEEDED',
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'INTERNAL',
] as const;

export interface ErrorBody {
  error: { code: string; message: string };
}

export function errorBody(error: AppError): ErrorBody {
  return { error: { code: error.code, message: error.message } };
}

/** The API error an expected domain failure stands for; null for unexpected errors. */
export function fromDomain(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (!(error instanceof DomainError)) return null;
  switch (error.code) {
    case 'invalid-argument':
    case 'failed-precondition':
    case 'already-exists':
    case 'aborted':
      return new ValidationError(error.message);
    case 'unauthenticated':
      return new UnauthorizedError(error.message);
    case 'permission-denied':
      return new ForbiddenError(error.message);
    case 'not-found':
      return new NotFoundError(error.message);
    case 'resource-exhausted':
      return new RateLimitError(error.message, error.retryAfterSeconds);
    // Only the channel callables reach a social network; no API route raises it.
    case 'unavailable':
      return new InternalError(error.message);
  }
}

export {
  AppError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  UnauthorizedError,
  ValidationError,
};
