// Why a delivery did not go out, as a short code the admin screen translates. The mail
// server's own words (addresses, host names, provider jargon) go to the function logs only.

import { FAILURE_REASONS, type FailureReason } from '@model/schemas/notify-kinds';

export { FAILURE_REASONS, type FailureReason };

const UNREACHABLE = new Set([
  'ECONNECTION',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ETLS',
]);

/**
 * Classifies an error thrown by the SMTP transport (nodemailer sets `code` and, when the server
 * answered, `responseCode`): 4xx answers are temporary (busy), 5xx permanent (rejected).
 */
export function failureReasonOf(error: unknown): FailureReason {
  const record = (typeof error === 'object' && error ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
  };
  const code = typeof record.code === 'string' ? record.code : '';
  const status = typeof record.responseCode === 'number' ? record.responseCode : 0;
  if (code === 'EAUTH' || status === 530 || status === 535) return 'auth';
  if (status >= 400 && status < 500) return 'busy';
  if (status >= 500 && status < 600) return 'rejected';
  if (code === 'EENVELOPE') return 'rejected';
  if (UNREACHABLE.has(code)) return 'unreachable';
  return 'other';
}

/** A stored reason, or null when the value is none of ours. */
export function asFailureReason(value: unknown): FailureReason | null {
  return FAILURE_REASONS.includes(value as FailureReason) ? (value as FailureReason) : null;
}
