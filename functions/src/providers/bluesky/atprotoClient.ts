// This server as an atproto OAuth client (https://atproto.com/specs/oauth#clients): its
// client_id is the address of the metadata document it serves (http/atprotoClient.ts, behind
// Hosting's /oauth/bluesky/** rewrite), and as a confidential client it proves itself with a JWT
// signed by its private key (private_key_jwt), whose public half the JWKS document shows.

import { appOrigin, blueskyClientKeySetting, configuredAppOrigins } from '../../config';
import { ProviderError } from '../errors';
import { type Es256Jwk, jti, parsePrivateJwk, publicJwk, signJwt } from './es256';

export const CLIENT_METADATA_PATH = '/oauth/bluesky/client-metadata.json';
export const CLIENT_JWKS_PATH = '/oauth/bluesky/jwks.json';
/**
 * The transitional scopes equal to an app password with direct messages allowed: posting and
 * reading (transition:generic), and the inbox's chats (transition:chat.bsky).
 */
export const BLUESKY_SCOPE = 'atproto transition:generic transition:chat.bsky';
const ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/**
 * The pages a connection returns to, which the metadata must list exactly: the channels screen
 * and the client onboarding screen that shows the same panel (also under the connect variant).
 */
const RETURN_PATHS = [
  '/app/channels',
  '/app/admin/client-onboarding',
  '/connect/app/admin/client-onboarding',
];

export interface AtprotoClient {
  clientId: string;
  key: Es256Jwk & { kid: string };
  redirectUris: string[];
  origin: string;
}

/** The client as configured, or null when no key is set (Bluesky then connects by app password). */
export function configuredClient(): AtprotoClient | null {
  const key = parsePrivateJwk(blueskyClientKeySetting());
  if (!key?.kid) return null;
  const origin = appOrigin();
  const origins = [...new Set([origin, ...configuredAppOrigins()])];
  return {
    clientId: `${origin}${CLIENT_METADATA_PATH}`,
    key: { ...key, kid: key.kid },
    redirectUris: origins.flatMap((at) => RETURN_PATHS.map((path) => `${at}${path}`)),
    origin,
  };
}

/** The configured client; a server without a key cannot connect Bluesky by OAuth. */
export function requireClient(): AtprotoClient {
  const client = configuredClient();
  if (!client) {
    throw new ProviderError('permanent', 'Bluesky is not set up on this server.', {
      code: 'not_set_up',
    });
  }
  return client;
}

/** The client metadata document (https://atproto.com/specs/oauth#client-id-metadata-document). */
export function clientMetadata(client: AtprotoClient): Record<string, unknown> {
  return {
    client_id: client.clientId,
    client_name: 'Social Media Manager',
    client_uri: client.origin,
    application_type: 'web',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    scope: BLUESKY_SCOPE,
    redirect_uris: client.redirectUris,
    token_endpoint_auth_method: 'private_key_jwt',
    token_endpoint_auth_signing_alg: 'ES256',
    dpop_bound_access_tokens: true,
    jwks_uri: `${client.origin}${CLIENT_JWKS_PATH}`,
  };
}

/** The public key set: never the private part. */
export function clientJwks(client: AtprotoClient): { keys: Es256Jwk[] } {
  return { keys: [{ ...publicJwk(client.key), use: 'sig', alg: 'ES256' } as Es256Jwk] };
}

/**
 * The client's authentication for one request to the authorization server `issuer` (RFC 7523):
 * a fresh `jti`, issued now, valid a minute, for that server only.
 */
export function clientAssertion(client: AtprotoClient, issuer: string): Record<string, string> {
  const iat = Math.floor(Date.now() / 1000);
  const assertion = signJwt(
    { typ: 'JWT', kid: client.key.kid },
    { iss: client.clientId, sub: client.clientId, aud: issuer, jti: jti(), iat, exp: iat + 60 },
    client.key,
  );
  return {
    client_id: client.clientId,
    client_assertion_type: ASSERTION_TYPE,
    client_assertion: assertion,
  };
}
