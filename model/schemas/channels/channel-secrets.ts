// Server-only records of channel connections: each channel's tokens (channelSecrets/{channelId},
// sealed with AES-256-GCM bound to the channel's id, so a copied document opens for no other
// channel), a connection under way (oauthStates/{state}), and the app's client registered with
// each Mastodon instance (oauthClients/{key}). No client reads or writes any of them.

import * as v from 'valibot';
import { timestampSchema } from '../stored';

/** The sealed secrets: version, nonce, authentication tag and ciphertext, each in base64. */
export const sealedSecretsSchema = v.object({
  v: v.literal(1),
  iv: v.string(),
  tag: v.string(),
  data: v.string(),
});

/**
 * channelSecrets/{channelId}: replaced whole on every (re)connection, so nothing of an earlier
 * grant survives. A document written before sealing holds the secrets in clear; the functions
 * still open it (secretBox.openSecrets), which is why the object is not strict.
 */
export const channelSecretsDocSchema = v.object({
  sealed: sealedSecretsSchema,
  provider: v.string(),
  updatedAt: timestampSchema,
});
export type ChannelSecretsDoc = v.InferOutput<typeof channelSecretsDocSchema>;

/**
 * oauthStates/{state}: bound to the user who started it and consumed once, before `expiresAt`;
 * `pending` holds what the network's flow needs on the way back (client secret, PKCE verifier).
 */
export const oauthStateDocSchema = v.object({
  uid: v.string(),
  workspaceId: v.string(),
  provider: v.string(),
  redirectUri: v.string(),
  /** The Mastodon instance's host. */
  instance: v.nullable(v.string()),
  /** The channel a Reconnect repairs, or null for the account's own. */
  channelId: v.nullable(v.string()),
  pending: v.record(v.string(), v.unknown()),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
});
export type OAuthStateDoc = v.InferOutput<typeof oauthStateDocSchema>;

/** oauthClients/{key}: the app registered with one Mastodon instance. */
export const oauthClientDocSchema = v.object({
  clientId: v.string(),
  clientSecret: v.string(),
  createdAt: timestampSchema,
});
export type OAuthClientDoc = v.InferOutput<typeof oauthClientDocSchema>;
