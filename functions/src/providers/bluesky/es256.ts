// ES256 keys and signed JWTs with node:crypto's own JWK import and P-256 signatures, which is all
// atproto OAuth needs: the client's assertion key and each session's DPoP key. No hand-written
// cryptography: node signs, this module only lays out the JWT's three base64url parts.

import { createHash, createPrivateKey, generateKeyPairSync, randomUUID, sign } from 'node:crypto';

/** An EC P-256 key as a JWK; `d` only in a private key. */
export interface Es256Jwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  d?: string;
  kid?: string;
}

function isEs256Jwk(value: unknown): value is Es256Jwk {
  const jwk = value as Partial<Es256Jwk> | null;
  return (
    typeof jwk === 'object' &&
    jwk !== null &&
    jwk.kty === 'EC' &&
    jwk.crv === 'P-256' &&
    typeof jwk.x === 'string' &&
    typeof jwk.y === 'string'
  );
}

/** A private P-256 JWK from its JSON, or null when the text is not one. */
export function parsePrivateJwk(text: string): Es256Jwk | null {
  try {
    const value: unknown = JSON.parse(text);
    return isEs256Jwk(value) && typeof value.d === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** A new private P-256 key as a JWK (a session's DPoP key; `kid` for a client key). */
export function newPrivateJwk(kid?: string): Es256Jwk {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' }) as Es256Jwk;
  return kid ? { ...jwk, kid } : jwk;
}

/** The public half: what may be published (the client's JWKS) or sent (a DPoP header). */
export function publicJwk(jwk: Es256Jwk): Es256Jwk {
  const { kty, crv, x, y, kid } = jwk;
  return kid ? { kty, crv, x, y, kid } : { kty, crv, x, y };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A compact JWS over the claims, signed ES256 (the signature as r‖s, as JWS wants it). */
export function signJwt(
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  key: Es256Jwk,
): string {
  const input = `${base64url(JSON.stringify({ ...header, alg: 'ES256' }))}.${base64url(JSON.stringify(claims))}`;
  const privateKey = createPrivateKey({ key: { ...key }, format: 'jwk' });
  const signature = sign('sha256', Buffer.from(input), {
    key: privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return `${input}.${signature.toString('base64url')}`;
}

/** SHA-256 as base64url: a PKCE challenge, a DPoP proof's `ath`. */
export function sha256url(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** A fresh JWT id. */
export function jti(): string {
  return randomUUID();
}
