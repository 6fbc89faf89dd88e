// A channel as the tests of this folder need it: connected, on the sandbox, with overrides.

import type { ChannelRecord } from '../../firebase/channels';

export function fakeChannel(id: string, over: Partial<ChannelRecord> = {}): ChannelRecord {
  return {
    id,
    provider: 'sandbox',
    handle: `@${id}`,
    displayName: id,
    avatarUrl: null,
    status: 'connected',
    tokenExpiresAt: null,
    connectedAt: null,
    lastError: null,
    instance: null,
    ...over,
  };
}
