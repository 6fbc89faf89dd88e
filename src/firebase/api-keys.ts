// API keys for the REST API: a workspace's owner lists, creates and revokes them. The key itself
// comes back once, in createApiKey's answer; the server stores only its hash.

import type { CallableReply } from '@model/callables';
import type { ApiKeyScope, ApiKeySummary } from '@model/schemas/api-keys';
import { callFunction } from './functions';

export type { ApiKeyScope, ApiKeySummary };

export async function listApiKeys(workspaceId: string): Promise<ApiKeySummary[]> {
  const reply = await callFunction('listApiKeys', { workspaceId });
  return reply.keys;
}

export function createApiKey(input: {
  requestId: string;
  workspaceId: string;
  name: string;
  scopes: ApiKeyScope[];
}): Promise<CallableReply<'createApiKey'>> {
  return callFunction('createApiKey', input);
}

export function revokeApiKey(keyId: string): Promise<unknown> {
  return callFunction('revokeApiKey', { keyId });
}
