// Expected failures of the business rules. The code is one of the callable error codes of
// model/callable-errors.ts (plus failed-precondition for a state that forbids the action),
// so the callable layer and the REST layer each translate it without guessing.

export type DomainErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'already-exists'
  | 'failed-precondition'
  | 'aborted'
  | 'resource-exhausted'
  /** A social network could not be reached; trying again later may work. */
  | 'unavailable';

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  /** Seconds until a retry can succeed, for resource-exhausted. */
  readonly retryAfterSeconds: number | undefined;
  /**
   * Why, as a word the app turns into a sentence in the reader's language (the message is
   * English, for logs and API clients): e.g. a network that could not be reached.
   */
  reason: string | undefined;
  /** Facts the screens put in their own words (a plan limit: which, how many, the plan). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: DomainErrorCode,
    message: string,
    retryAfterSeconds?: number,
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.details = details;
  }
}

export const denied = (message = 'You do not have permission to do this.') =>
  new DomainError('permission-denied', message);
export const notFound = (what: string) => new DomainError('not-found', `${what} was not found.`);
export const invalid = (message: string) => new DomainError('invalid-argument', message);
export const precondition = (message: string) => new DomainError('failed-precondition', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);

/** The same error, carrying the word the app words it by (DomainError.reason). */
export function because<E extends DomainError>(error: E, reason: string): E {
  error.reason = reason;
  return error;
}
