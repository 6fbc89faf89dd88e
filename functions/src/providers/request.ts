// One HTTP call to a network, with its failure classified. The key question is whether the
// request may have reached the network: a write that may have been applied is never retried
// blindly, it becomes unknown_outcome and reconciliation checks the network instead.

import { remoteErrorBody } from '../logs';
import { BlockedRequestError, guardedFetch } from '../net/guardedFetch';
import { ProviderError } from './errors';
import { retryAfterMs } from './retryAfter';

export const DEFAULT_TIMEOUT_MS = 20_000;

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: RequestInit['body'];
  timeoutMs?: number;
  /**
   * True for calls that create something (a post). Their time-outs and dropped connections
   * are unknown outcomes, and so are the gateway errors that can follow a completed write.
   */
  write?: boolean;
  /** Names the call in error messages: "Bluesky createRecord". */
  label: string;
  /**
   * Reads a network's own error body where the status alone misleads (Meta answers an expired
   * token and a rate limit with 400, Google a spent quota with 403).
   */
  refine?: (error: ProviderError, body: unknown, headers: Headers) => ProviderError;
}

/** Connection errors raised before any byte of the request left this machine. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
]);

/** The system error code (ENOTFOUND, ECONNREFUSED, ...) somewhere in an error's cause chain. */
export function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if (typeof current === 'object' && current !== null && 'code' in current) {
      const code = (current as { code: unknown }).code;
      if (typeof code === 'string') return code;
    }
    current =
      typeof current === 'object' && current !== null
        ? (current as { cause?: unknown }).cause
        : undefined;
  }
  return undefined;
}

export interface CallResult {
  status: number;
  headers: Headers;
  body: unknown;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The network's own words for a failure (for the log only: a user-chosen server's answer is
 * never repeated to the user), from the JSON error bodies the networks send (OAuth's
 * error/error_description, Mastodon's and LinkedIn's message, X's RFC 7807 title/detail).
 */
export function errorText(body: unknown): string {
  if (typeof body === 'string') return body.slice(0, 200);
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    // Meta and Google nest theirs: { error: { message, code } }.
    if (typeof record.error === 'object' && record.error !== null) return errorText(record.error);
    const parts = [
      record.error,
      record.message,
      record.error_description,
      record.title,
      record.detail,
    ].filter((part): part is string => typeof part === 'string' && part.length > 0);
    if (parts.length > 0) return parts.join(': ').slice(0, 200);
  }
  return 'no details';
}

/** Calls the network and answers a 2xx response with its parsed body; anything else throws a ProviderError. */
export async function call(url: string, options: CallOptions): Promise<CallResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let response: Response;
  try {
    response = await guardedFetch(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body,
      timeoutMs,
    });
  } catch (error) {
    if (error instanceof BlockedRequestError) {
      throw new ProviderError('permanent', `${options.label}: ${error.message}`, { cause: error });
    }
    const code = causeCode(error);
    const timedOut =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    if (code && NOT_SENT_CODES.has(code)) {
      throw new ProviderError(
        'transient',
        `${options.label}: the network could not be reached (${code}).`,
        { cause: error },
      );
    }
    if (options.write) {
      throw new ProviderError(
        'unknown_outcome',
        `${options.label}: ${timedOut ? `no answer within ${timeoutMs} ms` : 'the connection broke'} after the request was sent; the post may or may not exist.`,
        { cause: error },
      );
    }
    throw new ProviderError(
      'transient',
      `${options.label}: ${timedOut ? `no answer within ${timeoutMs} ms` : 'the connection broke'}.`,
      { cause: error },
    );
  }
  let body: unknown;
  try {
    body = await readBody(response);
  } catch (error) {
    // The status arrived but the body did not: for a write that answered 2xx the post exists.
    if (options.write && response.ok) {
      throw new ProviderError(
        'unknown_outcome',
        `${options.label}: the answer was cut off after the post was accepted.`,
        { cause: error, status: response.status },
      );
    }
    throw new ProviderError('transient', `${options.label}: the answer was cut off.`, {
      cause: error,
      status: response.status,
    });
  }
  if (response.ok) return { status: response.status, headers: response.headers, body };
  const error = classifyStatus(response.status, response.headers, body, options);
  throw options.refine ? options.refine(error, body, response.headers) : error;
}

export function classifyStatus(
  status: number,
  headers: Headers,
  body: unknown,
  options: Pick<CallOptions, 'write' | 'label'>,
): ProviderError {
  // The remote body goes to the log, never into the message: the message reaches users, and a
  // server the user chose could otherwise echo whatever it likes through us.
  const remote = errorText(body);
  remoteErrorBody(options.label, status, remote);
  const detail = `${options.label} answered ${status}`;
  if (status === 429) {
    const wait = retryAfterMs(headers);
    return new ProviderError(
      'rate_limited',
      `${detail}; the network asks us to wait ${Math.ceil(wait / 1000)} s.`,
      { status, retryAfterMs: wait, remote },
    );
  }
  // Bluesky answers an expired or revoked token with 400 and these error names.
  const name =
    typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  if (status === 401 || status === 403 || name === 'ExpiredToken' || name === 'InvalidToken') {
    return new ProviderError('auth', `${detail}.`, { status, remote });
  }
  // 502 and 503 come from a gateway or an overloaded service that did not take the request.
  if (status === 502 || status === 503 || status === 408) {
    return new ProviderError('transient', `${detail}.`, { status, remote });
  }
  // A 500 or a gateway time-out can follow a write that was applied.
  if (status >= 500) {
    return new ProviderError(options.write ? 'unknown_outcome' : 'transient', `${detail}.`, {
      status,
      remote,
    });
  }
  return new ProviderError('permanent', `${detail}.`, { status, remote });
}
