// Payloads of the API key callables. A key is scoped to one workspace and a set of scopes.

import * as v from 'valibot';
import { docIdSchema, requestIdSchema, textSchema } from './common';

export const API_KEY_SCOPES = ['posts:read', 'posts:write', 'service-requests:write'] as const;
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
}
