// The networks agencies need, offline: in the local emulator a network whose app is not set up
// connects as a sandbox channel of that network (the OAuth round trip comes straight back with a
// sandbox code), and publishes through the sandbox adapter with the network's own limits and
// budget, so `npm start` shows every network end to end without any account.

import type { NetworkId } from '@model/networks';
import { isProviderError } from '../../providers/errors';
import { networkName } from '../../providers/oauth';
import { sandbox } from '../../providers/sandbox';
import type {
  ChannelSecrets,
  ConnectedAccount,
  PostingChoices,
  Provider,
} from '../../providers/types';

/** Networks that connect in sandbox mode locally when their app is not set up. */
export const SANDBOXED_NETWORKS: ReadonlySet<string> = new Set<NetworkId>([
  'bluesky',
  'facebook',
  'instagram',
  'threads',
  'linkedin_page',
  'youtube',
  'tiktok',
  'pinterest',
  'google_business',
]);

/** True when the emulator should stand in for the network because its app is not set up. */
export function usesSandbox(provider: string, error: unknown, emulator: boolean): boolean {
  return (
    emulator &&
    SANDBOXED_NETWORKS.has(provider) &&
    isProviderError(error) &&
    error.kind === 'permanent' &&
    error.message.endsWith('is not set up on this server.')
  );
}

/** The authorisation address of the sandbox: straight back to the app with a code. */
export function sandboxAuthorizeUrl(redirectUri: string, state: string, provider: string): string {
  const url = new URL(redirectUri);
  url.searchParams.set('code', `sandbox-${provider}`);
  url.searchParams.set('state', state);
  return url.toString();
}

/** The sandbox account of a network, one per workspace. */
export function sandboxNetworkAccount(provider: string): ConnectedAccount {
  const handle = `@${provider.replace('_', '-')}-sandbox`;
  return {
    accountId: `sandbox-${provider}`,
    handle,
    displayName: `${networkName(provider)} (sandbox)`,
    avatarUrl: null,
    secrets: { handle, sandbox: true },
  };
}

/** The adapter that publishes a channel: the sandbox's, in the network's limits, for sandbox secrets. */
export function adapterFor(provider: Provider, secrets: ChannelSecrets): Provider {
  if (secrets.sandbox !== true) return provider;
  return {
    ...sandbox,
    id: provider.id,
    budget: provider.budget,
    limits: provider.limits,
    postingChoices: async () => SANDBOX_CHOICES[provider.id] ?? {},
  };
}

/**
 * What a sandbox channel offers the composer, as the real network would answer it: the sandbox
 * Pinterest account has two boards; the sandbox TikTok creator allows every privacy level and
 * has turned off stitches, so the composer shows an interaction TikTok keeps off.
 */
const SANDBOX_CHOICES: Readonly<Record<string, PostingChoices>> = {
  pinterest: {
    boards: [
      { id: 'sandbox-ideas', name: 'Ideas' },
      { id: 'sandbox-products', name: 'Products' },
    ],
  },
  tiktok: {
    tiktok: {
      privacyLevels: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
      commentDisabled: false,
      duetDisabled: false,
      stitchDisabled: true,
      maxVideoSeconds: 600,
    },
  },
};
