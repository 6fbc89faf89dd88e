// The application error classes. Each carries the code and the
// HTTP status the REST API answers with, so a caught error can be shown or replied as is.

export class AppError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, status: number, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.status = status;
  }
}

export class RateLimitError extends AppError {
  /** Seconds until the window resets, for a Retry-After header or a kind message. */
  readonly retryAfterSeconds: number | undefined;

  constructor(message = 'Too many requests. Please try again later.', retryAfterSeconds?: number) {
    super('RATE_LIMIT_EXCEEDED', 429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class ValidationError extends AppError {
  /** Problems per field name, when the failing input was a form or a payload. */
  readonly issues: Readonly<Record<string, string>>;

  constructor(message = 'The request is not valid.', issues: Record<string, string> = {}) {
    super('VALIDATION_ERROR', 400, message);
    this.issues = issues;
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super('NOT_FOUND', 404, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in.') {
    super('UNAUTHORIZED', 401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this.') {
    super('FORBIDDEN', 403, message);
  }
}
