// The networks a channel can be connected on, and how each one connects.

import type { MessageDescriptor } from '@lingui/core';
import { isNetworkId, type NetworkId, REAL_NETWORK_IDS } from '@model/networks';
import { networkNames } from './messages';

/** Bluesky's own page where a signed-in user creates and revokes app passwords. */
export const BLUESKY_APP_PASSWORDS_URL = 'https://bsky.app/settings/app-passwords';

/** The networks offered for connecting; the sandbox only where it exists (the emulators). */
export function connectableNetworks(withSandbox: boolean): NetworkId[] {
  return withSandbox ? [...REAL_NETWORK_IDS, 'sandbox'] : [...REAL_NETWORK_IDS];
}

/** The network's name, or null for a provider this build does not know. */
export function networkName(provider: string): MessageDescriptor | null {
  return isNetworkId(provider) ? networkNames[provider] : null;
}

/** App passwords are four groups of four letters or digits. */
export function looksLikeAppPassword(value: string): boolean {
  return /^[a-z0-9]{4}(-[a-z0-9]{4}){3}$/i.test(value.trim());
}

/** A Bluesky handle (alice.bsky.social, with or without @) or an account's DID. */
export function looksLikeBlueskyHandle(value: string): boolean {
  return /^@?(did:[a-z]+:[A-Za-z0-9._:%-]+|([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})$/i.test(
    value.trim(),
  );
}

/** A Mastodon server as people type it: a host name, optionally with https:// and a port. */
export function looksLikeInstance(value: string): boolean {
  return /^(https:\/\/)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?\/?$/i.test(
    value.trim(),
  );
}

/** A Bluesky hosting provider: an https address. */
export function looksLikeHttpsAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

export function looksLikeSandboxHandle(value: string): boolean {
  return /^@?[A-Za-z0-9._-]{1,63}$/.test(value.trim());
}
