// One REST API request from start to end: identify the API key, count the request against
// its rate limit, find the route, check the key's scope, run it, and reply, every failure
// as { "error": { "code", "message" } }.

import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { API_RATE_LIMIT } from '../config';
import { type ApiKeyIdentity, verifyApiKey } from '../domain/apiKeys';
import {
  claimIdempotencyKey,
  IDEMPOTENCY_KEY_PATTERN,
  requestPrint,
} from '../domain/platform/apiIdempotency';
import { bucketId, consumeRateLimit, type RateDecision } from '../domain/rateLimit';
import { rateLimited, unexpectedError } from '../logs';
import { parseJsonBody } from './body';
import {
  type AppError,
  ConflictError,
  errorBody,
  ForbiddenError,
  fromDomain,
  InternalError,
  RateLimitError,
  UnauthorizedError,
  ValidationError,
} from './errors';
import { openApiDocument } from './openapi';
import { basedOnIfMatch } from './preconditions';
import { CURRENT_VERSION, findRoute, resolvePath } from './router';
import { ROUTES } from './routes';
import type { ApiRequest, ApiResponse } from './types';

const BASE_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'Retry-After, RateLimit, RateLimit-Policy, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, API-Version, Idempotent-Replayed, ETag',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

function header(req: ApiRequest, name: string): string | null {
  const value = req.headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : null;
}

/**
 * The API key of a request: the x-api-key header, else an Authorization bearer token that
 * looks like one of our keys. Other bearer tokens (a signed-in app's ID token sent along by a
 * generic fetch helper) are not keys, so they neither unlock nor break the public routes.
 */
export function presentedKey(req: ApiRequest): string | null {
  const direct = header(req, 'x-api-key');
  if (direct) return direct;
  const authorization = header(req, 'authorization');
  const match = authorization ? /^Bearer\s+(smk_\S+)$/i.exec(authorization) : null;
  return match?.[1] ?? null;
}

/** The policy's name in the IETF RateLimit and RateLimit-Policy fields. */
const POLICY = '"hourly"';

/**
 * The counters in both forms: the IETF fields (draft-ietf-httpapi-ratelimit-headers: the policy's
 * quota and window, and what is left with the seconds until it resets) and the X-RateLimit-*
 * triple many clients still read.
 */
function rateHeaders(decision: RateDecision, nowMs: number): Record<string, string> {
  const resetSeconds = Math.max(0, Math.ceil((decision.resetAtMs - nowMs) / 1000));
  return {
    'RateLimit-Policy': `${POLICY};q=${decision.limit};w=${Math.round(API_RATE_LIMIT.windowMs / 1000)}`,
    RateLimit: `${POLICY};r=${decision.remaining};t=${resetSeconds}`,
    'X-RateLimit-Limit': String(decision.limit),
    'X-RateLimit-Remaining': String(decision.remaining),
    'X-RateLimit-Reset': String(Math.ceil(decision.resetAtMs / 1000)),
  };
}

function limitExceeded(decision: RateDecision): RateLimitError {
  return new RateLimitError(
    `Rate limit of ${decision.limit} requests per window exceeded. Retry in ${decision.retryAfterSeconds} s.`,
    decision.retryAfterSeconds,
  );
}

/** The stored answer of a write sent before with this Idempotency-Key, or the write's own. */
async function once(
  db: Firestore,
  req: ApiRequest,
  caller: string,
  idempotencyKey: string,
  now: Date,
  run: () => Promise<ApiResponse>,
): Promise<ApiResponse> {
  if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    throw new ValidationError('Idempotency-Key must be 8 to 128 letters, digits, _ or -.');
  }
  const query = req.query.toString();
  const print = requestPrint(req.method, `${req.path}?${query}`, req.rawBody);
  const claim = await claimIdempotencyKey(db, caller, idempotencyKey, print, now);
  if (claim.kind === 'mismatch') {
    throw new ConflictError(
      'This Idempotency-Key was already used for a different request: use a new key for a new request.',
    );
  }
  if (claim.kind === 'in-progress') {
    throw new ConflictError('A request with this Idempotency-Key is still running: retry shortly.');
  }
  if (claim.kind === 'replay') {
    const headers = {
      ...BASE_HEADERS,
      'API-Version': CURRENT_VERSION,
      'Idempotent-Replayed': 'true',
    };
    return { status: claim.answer.status, headers, body: claim.answer.body };
  }
  try {
    const answer = await run();
    await claim.store({ status: answer.status, body: answer.body });
    return answer;
  } catch (error) {
    // An expected refusal is the answer to this request and replays as such; anything else
    // frees the key so the client's retry runs again.
    const known = fromDomain(error);
    if (known && known.status < 500 && !(known instanceof RateLimitError)) {
      await claim.store({ status: known.status, body: errorBody(known) });
    } else {
      await claim.release().catch(() => undefined);
    }
    throw error;
  }
}

export interface ApiOptions {
  now?: () => Date;
}

export async function handleApi(
  db: Firestore,
  req: ApiRequest,
  options: ApiOptions = {},
): Promise<ApiResponse> {
  const now = options.now ?? (() => new Date());
  const headers: Record<string, string> = { ...BASE_HEADERS, 'API-Version': CURRENT_VERSION };
  if (req.method === 'OPTIONS') {
    return {
      status: 204,
      headers: {
        ...headers,
        'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers':
          'Content-Type, Authorization, x-api-key, Idempotency-Key, If-Match',
        'Access-Control-Max-Age': '3600',
      },
      body: undefined,
    };
  }
  try {
    const { rest } = resolvePath(req.path);
    const presented = presentedKey(req);
    let key: ApiKeyIdentity | null = null;
    const addressBucket = bucketId('ip', req.address);
    if (presented !== null) {
      key = await verifyApiKey(db, presented, now());
      if (!key) {
        // Guessing keys costs the guesser's address its quota like any other request.
        const decision = await consumeRateLimit(db, addressBucket, API_RATE_LIMIT, () =>
          now().getTime(),
        );
        Object.assign(headers, rateHeaders(decision, now().getTime()));
        if (!decision.allowed) throw limitExceeded(decision);
        throw new UnauthorizedError('The API key is not valid or has been revoked.');
      }
    }
    const decision = await consumeRateLimit(
      db,
      key ? `key_${key.keyId}` : addressBucket,
      API_RATE_LIMIT,
      () => now().getTime(),
    );
    Object.assign(headers, rateHeaders(decision, now().getTime()));
    if (!decision.allowed) {
      rateLimited(key ? `key_${key.keyId}` : 'address', decision.retryAfterSeconds);
      throw limitExceeded(decision);
    }
    const { route, params } = findRoute(ROUTES, req.method, rest);
    if (route.scope !== null) {
      if (!key)
        throw new UnauthorizedError(
          'This route needs an API key: send it as x-api-key or Authorization: Bearer.',
        );
      if (route.scope !== 'any-key' && !key.scopes.includes(route.scope)) {
        throw new ForbiddenError(`This API key does not have the ${route.scope} scope.`);
      }
    }
    const write = route.method !== 'GET';
    const body = write && !route.rawBody ? parseJsonBody(req.rawBody) : undefined;
    const idempotency = header(req, 'idempotency-key');
    const run = async () => {
      const result = await route.handle({
        db,
        now: now(),
        params,
        query: req.query,
        body,
        raw: {
          bytes: route.rawBody ? req.rawBody : undefined,
          contentType: header(req, 'content-type') ?? '',
        },
        key,
        address: req.address,
        idempotencyKey: idempotency || randomUUID(),
        ifMatch: basedOnIfMatch(header(req, 'if-match')),
        openApi: () => openApiDocument(ROUTES),
      });
      return {
        status: result.status,
        headers: { ...headers, ...result.headers },
        body: result.body,
      };
    };
    if (!write || !idempotency) {
      const answer = await run();
      return req.method === 'HEAD' ? { ...answer, body: undefined } : answer;
    }
    return await once(db, req, key ? `key_${key.keyId}` : addressBucket, idempotency, now(), run);
  } catch (error) {
    let known: AppError | null = fromDomain(error);
    if (!known) {
      unexpectedError(`api ${req.method} ${req.path}`, error);
      known = new InternalError();
    }
    if (known instanceof RateLimitError && known.retryAfterSeconds !== undefined) {
      headers['Retry-After'] = String(known.retryAfterSeconds);
    }
    return { status: known.status, headers, body: errorBody(known) };
  }
}
