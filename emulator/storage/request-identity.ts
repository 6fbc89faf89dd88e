// Who a storage request comes from: a signed-in user's token, the Admin SDK, or nobody.

import type { RulesAuth } from '../rules/types';

/**
 * Who a request comes from. `admin` bypasses rules (the "owner" token of rules-unit-testing's
 * withSecurityRulesDisabled, and Admin SDK credentials on the Cloud Storage API); `user` carries
 * an emulator ID token's claims; `anonymous` is a request without credentials.
 */
export type RequestIdentity =
  | { kind: 'admin' }
  | { kind: 'user'; auth: RulesAuth }
  | { kind: 'anonymous' }
  | { kind: 'invalid'; reason: string };

const OWNER_TOKENS = new Set(['owner']);

/**
 * Reads the Authorization header. Emulator ID tokens (the Auth emulator's, rules-unit-testing's
 * mock tokens) are unsigned JWTs, so only their payload matters: uid from `sub` or `user_id`,
 * every claim as `request.auth.token`.
 *
 * `nonJwtIsAdmin` decides what a credential that is not a JWT means: on the Cloud Storage API it
 * is an Admin SDK or gcloud access token and acts as admin, as it does on the official emulator.
 */
export function identifyRequest(
  header: string | undefined,
  options: { nonJwtIsAdmin: boolean },
): RequestIdentity {
  if (!header || header.trim() === '') {
    return options.nonJwtIsAdmin ? { kind: 'admin' } : { kind: 'anonymous' };
  }
  const match = /^(Bearer|Firebase)\s+(\S+)\s*$/i.exec(header.trim());
  if (!match) {
    return options.nonJwtIsAdmin
      ? { kind: 'admin' }
      : { kind: 'invalid', reason: 'Authorization header must be "Firebase <token>".' };
  }
  const token = match[2]!;
  if (OWNER_TOKENS.has(token)) return { kind: 'admin' };
  const claims = decodeJwtPayload(token);
  if (!claims) {
    return options.nonJwtIsAdmin
      ? { kind: 'admin' }
      : { kind: 'invalid', reason: 'The ID token is not a JWT.' };
  }
  const uid = typeof claims.sub === 'string' ? claims.sub : claims.user_id;
  if (typeof uid !== 'string' || uid === '') {
    return options.nonJwtIsAdmin
      ? { kind: 'admin' }
      : { kind: 'invalid', reason: 'The ID token has no sub or user_id claim.' };
  }
  return { kind: 'user', auth: { uid, token: claims } };
}

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const segments = token.split('.');
  if (segments.length !== 3) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(segments[1]!, 'base64url').toString('utf8'));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * firebase-admin's getDownloadURL() reads Firebase API metadata through @google-cloud/storage,
 * which sends no credentials to an emulator host. It identifies itself as the Cloud Storage
 * client library (`gccl` in x-goog-api-client) and, unlike the Firebase JS SDK, sends no
 * X-Firebase-Storage-Version; such a request is the Admin SDK, as on the JSON API.
 */
export function isAdminLibraryWithoutCredentials(headers: {
  authorization?: string;
  firebaseStorageVersion?: string;
  googApiClient?: string;
}): boolean {
  return (
    !headers.authorization &&
    !headers.firebaseStorageVersion &&
    /\bgccl\//.test(headers.googApiClient ?? '')
  );
}
