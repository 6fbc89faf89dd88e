// DPoP (RFC 9449) as atproto OAuth requires it on every request to the authorization server and
// the PDS: a new proof per request signed with the session's key, the server's nonce in it, and
// one repeat when the server answers `use_dpop_nonce` with a new nonce (atproto servers rotate
// theirs at least every 5 minutes, https://atproto.com/specs/oauth#demonstrating-proof-of-possession-dpop).

import { ProviderError } from '../errors';
import { type CallOptions, type CallResult, call } from '../request';
import { type Es256Jwk, jti, publicJwk, sha256url, signJwt } from './es256';

/** The last nonce each server (by origin) gave; a session keeps one for its lifetime. */
export type DpopNonces = Map<string, string>;

/**
 * A proof for one request: the method and the address without query or fragment (`htu`), and
 * with an access token its hash (`ath`), binding the proof to that token.
 */
export function dpopProof(
  key: Es256Jwk,
  method: string,
  url: string,
  nonce: string | undefined,
  accessToken?: string,
  now: number = Date.now(),
): string {
  const target = new URL(url);
  const claims: Record<string, unknown> = {
    jti: jti(),
    htm: method,
    htu: `${target.origin}${target.pathname}`,
    iat: Math.floor(now / 1000),
  };
  if (nonce) claims.nonce = nonce;
  if (accessToken) claims.ath = sha256url(accessToken);
  return signJwt({ typ: 'dpop+jwt', jwk: publicJwk(key) }, claims, key);
}

/** Whether the answer asks for a (new) nonce: a JSON error from the authorization server, a WWW-Authenticate from the PDS. */
function wantsNonce(body: unknown, headers: Headers): boolean {
  const error =
    typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return (
    error === 'use_dpop_nonce' ||
    /error="use_dpop_nonce"/.test(headers.get('www-authenticate') ?? '')
  );
}

export interface DpopSession {
  key: Es256Jwk;
  nonces: DpopNonces;
}

/**
 * One request with a DPoP proof (and `Authorization: DPoP <token>` when given a token). A server
 * that refuses the nonce sends a new one, and the request is repeated once with it: the refusal
 * means nothing was done, so the repeat is safe even for a write.
 */
export async function dpopCall(
  session: DpopSession,
  url: string,
  options: Omit<CallOptions, 'body'> & {
    /** A function gives a new body for each send (a client assertion is used once). */
    body?: CallOptions['body'] | (() => URLSearchParams);
  },
  accessToken?: string,
): Promise<CallResult> {
  const origin = new URL(url).origin;
  const method = options.method ?? 'GET';
  const send = async (): Promise<CallResult> => {
    const headers: Record<string, string> = {
      ...options.headers,
      dpop: dpopProof(session.key, method, url, session.nonces.get(origin), accessToken),
    };
    if (accessToken) headers.authorization = `DPoP ${accessToken}`;
    let retry = false;
    try {
      const result = await call(url, {
        ...options,
        body: typeof options.body === 'function' ? options.body().toString() : options.body,
        headers,
        refine: (error, body, answer) => {
          const nonce = answer.get('dpop-nonce');
          if (nonce) session.nonces.set(origin, nonce);
          retry = Boolean(nonce) && wantsNonce(body, answer);
          return options.refine ? options.refine(error, body, answer) : error;
        },
      });
      const nonce = result.headers.get('dpop-nonce');
      if (nonce) session.nonces.set(origin, nonce);
      return result;
    } catch (error) {
      if (retry && error instanceof ProviderError) throw new NonceRefused(error);
      throw error;
    }
  };
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof NonceRefused)) throw error;
    try {
      return await send();
    } catch (again) {
      throw again instanceof NonceRefused ? again.refusal : again;
    }
  }
}

/** A refusal for the nonce alone, which the caller answers by sending once more. */
class NonceRefused extends Error {
  constructor(readonly refusal: ProviderError) {
    super(refusal.message);
  }
}
