// Client self-reconnect links: a capability to re-authorise exactly one channel, for a client
// with no account on the agency's side. The token is 32 random bytes in base64url (43
// characters), as a review link's; only its SHA-256 is stored, as the document's id
// (reconnectLinks/{sha256}). A link is used once, within RECONNECT_LINK_DAYS, for its channel
// only; whoever holds it sees that channel's network and handle and nothing else.

import * as v from 'valibot';
import { networkIdSchema } from '../../networks';
import { docIdSchema } from '../common';
import { nullableTimestampSchema, storedObject, timestampSchema } from '../stored';

export const RECONNECT_LINK_DAYS = 7;

/** The words the app explains a refused link by (DomainError.reason). */
export const RECONNECT_REFUSALS = [
  'link-unknown',
  'link-used',
  'link-expired',
  'link-other-channel',
] as const;
export type ReconnectRefusal = (typeof RECONNECT_REFUSALS)[number];

export const RECONNECT_CALLABLES = {
  create: 'createReconnectLink',
  open: 'openReconnectLink',
  start: 'startLinkReconnect',
  complete: 'completeLinkReconnect',
} as const;

const tokenSchema = v.pipe(
  v.string('token must be a string.'),
  v.regex(/^[A-Za-z0-9_-]{43}$/, 'This reconnect link is malformed: check it was copied whole.'),
);

export const createReconnectLinkSchema = v.strictObject({
  workspaceId: docIdSchema,
  channelId: docIdSchema,
});
export type CreateReconnectLinkInput = v.InferOutput<typeof createReconnectLinkSchema>;
export interface CreateReconnectLinkResult {
  url: string;
  expiresAt: string;
}

export const openReconnectLinkSchema = v.strictObject({ token: tokenSchema });
/** All a link holder learns: the channel's network and handle, and until when the link works. */
export interface ReconnectLinkView {
  channelId: string;
  provider: string;
  /** The network's name, as the network writes it. */
  network: string;
  handle: string;
  expiresAt: string;
}

export const startLinkReconnectSchema = v.strictObject({
  token: tokenSchema,
  /** The channel the page shows; a link opens no other. */
  channelId: docIdSchema,
  redirectUri: v.pipe(v.string(), v.maxLength(2048), v.url('Must be an absolute address.')),
});
export type StartLinkReconnectInput = v.InferOutput<typeof startLinkReconnectSchema>;

export const completeLinkReconnectSchema = v.strictObject({
  state: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'state is malformed.')),
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
});
export type CompleteLinkReconnectInput = v.InferOutput<typeof completeLinkReconnectSchema>;
export interface CompleteLinkReconnectResult {
  provider: string;
  network: string;
  handle: string;
}

/** reconnectLinks/{sha256 of the token}: server-only. */
export const reconnectLinkDocSchema = storedObject({
  workspaceId: v.string(),
  channelId: v.string(),
  provider: networkIdSchema,
  handle: v.string(),
  product: v.string(),
  createdBy: v.string(),
  expiresAt: timestampSchema,
  /** Set once, in the transaction that stores the new sign-in. */
  usedAt: nullableTimestampSchema,
});
