// What the channel callables need from the outside world: the clock, whether this is the
// emulator, the app's origins, and the real network adapters.

import { configuredAppOrigins, isEmulator } from '../../config';
import type { OAuthDeps } from '../../domain/channels/channelOAuth';
import type { ChannelDeps } from '../../domain/channels/channels';
import { connectBlueskyAccount } from '../../providers/bluesky/bluesky';
import { oauthFlowFor } from '../../providers/oauth';
import { providerFor } from '../../providers/registry';

export function channelDeps(now: Date): ChannelDeps & OAuthDeps {
  return {
    now,
    emulator: isEmulator,
    appOrigins: configuredAppOrigins(),
    providerFor,
    oauthFlowFor,
    connectBluesky: connectBlueskyAccount,
  };
}
