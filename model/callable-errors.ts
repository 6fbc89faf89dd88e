// How a callable function's HTTP status maps to its error code, and the two messages shown
// for malformed replies.

export type CallableErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'aborted'
  | 'resource-exhausted'
  | 'cancelled'
  | 'internal'
  | 'unimplemented'
  | 'unavailable'
  | 'deadline-exceeded'
  | 'unknown';

const CODE_BY_STATUS: Readonly<Record<number, CallableErrorCode>> = {
  0: 'internal',
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
};

export function callableErrorCodeForStatus(status: number): CallableErrorCode {
  return CODE_BY_STATUS[status] ?? 'unknown';
}

export const CALLABLE_INVALID_JSON_MESSAGE = 'Response is not valid JSON object.';
export const CALLABLE_MISSING_DATA_MESSAGE = 'Response is missing data field.';

/** Storage error codes the app distinguishes (the SDK has more; those read as 'unknown'). */
export const STORAGE_ERROR_CODES = [
  'unknown',
  'object-not-found',
  'quota-exceeded',
  'unauthenticated',
  'unauthorized',
  'retry-limit-exceeded',
  'canceled',
] as const;
