// How a network call failed, in the terms the publisher acts on: retry later, wait, ask the
// user to reconnect, give up, or go and check whether the post went out after all.

export type ProviderErrorKind =
  | 'transient'
  | 'rate_limited'
  | 'auth'
  | 'permanent'
  | 'unknown_outcome';

/**
 * Why a permanent failure happened, when the publisher and the screens treat it apart:
 * duplicate_content is a network refusing a post identical to an earlier one, which no retry
 * can change (the screens explain it in the user's language); not_set_up is a network this
 * server has no app for (the screens say so rather than blame the network).
 */
export type ProviderFailureCode = 'duplicate_content' | 'not_set_up';

export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  /** For rate_limited: how long the network asked us to wait. */
  readonly retryAfterMs: number | undefined;
  /** The HTTP status, when the network answered at all. */
  readonly status: number | undefined;
  /**
   * The network's own words (its error body, shortened): for the adapters to recognise a
   * refusal and for the log. Never part of `message`, which reaches users, because a server
   * the user chose could otherwise make us repeat whatever it likes.
   */
  readonly remote: string | undefined;
  readonly code: ProviderFailureCode | undefined;

  constructor(
    kind: ProviderErrorKind,
    message: string,
    options: {
      retryAfterMs?: number;
      status?: number;
      cause?: unknown;
      remote?: string;
      code?: ProviderFailureCode;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.remote = options.remote;
    this.code = options.code;
    this.name = 'ProviderError';
    this.kind = kind;
    this.retryAfterMs = options.retryAfterMs;
    this.status = options.status;
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}

/** A network's refusal of a post identical to an earlier one: permanent, never retried. */
export function duplicateContent(network: string, cause: ProviderError): ProviderError {
  return new ProviderError('permanent', `${network} refuses a post identical to an earlier one.`, {
    status: cause.status,
    cause,
    remote: cause.remote,
    code: 'duplicate_content',
  });
}
