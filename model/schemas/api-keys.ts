// Payloads of the API key callables. A key is scoped to one workspace and a set of scopes.

import * as v from 'valibot';
import { PRODUCTS } from '../roles';
import { docIdSchema, requestIdSchema, textSchema } from './common';
import { nullableTimestampSchema, storedObject } from './stored';

/**
 * What a key may do: read (posts, channels, analytics, service requests), write drafts, publish
 * (schedule and queue: without it a key creates drafts only), send service requests, and the
 * inbox (list its conversations and reply in them).
 */
export const API_KEY_SCOPES = [
  'posts:read',
  'posts:write',
  'posts:publish',
  'service-requests:write',
  'inbox',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const createApiKeySchema = v.strictObject({
  requestId: requestIdSchema,
  workspaceId: docIdSchema,
  name: textSchema(80),
  scopes: v.pipe(
    v.array(v.picklist(API_KEY_SCOPES)),
    v.minLength(1),
    v.maxLength(API_KEY_SCOPES.length),
  ),
});
export type CreateApiKeyInput = v.InferOutput<typeof createApiKeySchema>;

export const revokeApiKeySchema = v.strictObject({ keyId: docIdSchema });
export type RevokeApiKeyInput = v.InferOutput<typeof revokeApiKeySchema>;

// ------------------------------------------------------------------------ stored: apiKeys/{id}

/**
 * A key of the REST API: only its SHA-256 `hash` is kept (the key itself is shown once), with a
 * `prefix` to recognise it by. It acts in one workspace with its scopes, for as long as its
 * creator may still issue it and it is not revoked.
 */
export const apiKeyDocSchema = storedObject({
  hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'Must be a SHA-256 hash in hex.')),
  prefix: v.string(),
  name: v.string(),
  workspaceId: v.string(),
  product: v.picklist(PRODUCTS),
  scopes: v.array(v.picklist(API_KEY_SCOPES)),
  createdBy: v.string(),
  revokedAt: nullableTimestampSchema,
  revokedBy: v.optional(v.string()),
  /** When the key last opened a request, kept to the minute (written at most once a minute). */
  lastUsedAt: v.optional(nullableTimestampSchema),
});
export type ApiKeyDoc = v.InferOutput<typeof apiKeyDocSchema>;
export const listApiKeysSchema = v.strictObject({ workspaceId: docIdSchema });
export type ListApiKeysInput = v.InferOutput<typeof listApiKeysSchema>;

/** A key as its workspace's owner sees it in the list: never the key or its hash. */
export interface ApiKeySummary {
  keyId: string;
  name: string;
  /** The key's first characters, so the owner can tell keys apart. */
  prefix: string;
  scopes: ApiKeyScope[];
  /** Epoch milliseconds; null while the server timestamp is pending. */
  createdAt: number | null;
  revokedAt: number | null;
  /** When the key was last used; null if never. */
  lastUsedAt: number | null;
}
