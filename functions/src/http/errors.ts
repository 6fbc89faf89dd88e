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
import { StaleVersion } from '../domain/versions/versions';

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

/**
 * 412: a write sent with If-Match over a version the resource no longer has. It names who
 * changed the resource and when, so the client can read it again and decide.
 */
export class PreconditionFailedError extends AppError {
  constructor(
    message: string,
    readonly changedBy: string | null,
    readonly changedAt: string | null,
  ) {
    super('PRECONDITION_FAILED', 412, message);
  }
}

export const API_ERROR_CODES = [
  'RATE_LIMIT_EXCEEDED',
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'PRECONDITION_FAILED',
  'INTERNAL',
] as const;

export interface ErrorBody {
  error: { code: string; message: string; changedBy?: string | null; changedAt?: string | null };
}

export function errorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error instanceof PreconditionFailedError) {
    body.error.changedBy = error.changedBy;
    body.error.changedAt = error.changedAt;
  }
  return body;
}

/** The API error an expected domain failure stands for; null for unexpected errors. */
export function fromDomain(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (!(error instanceof DomainError)) return null;
  if (error instanceof StaleVersion) {
    return new PreconditionFailedError(
      `The post was changed${error.changedBy ? ` by ${error.changedBy}` : ''}${
        error.changedAt ? ` at ${error.changedAt.toISOString()}` : ''
      } since the version in If-Match: GET it again for its new ETag.`,
      error.changedBy,
      error.changedAt?.toISOString() ?? null,
    );
  }
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
