// The social networks a channel can be connected on: one list, from which the functions'
// providers (ProviderId), the app's connect choices, the sandbox lists and the stored channel's
// `provider` all derive, so adding a network starts here and the compiler names every place that
// must know it.

import * as v from 'valibot';

export const NETWORK_IDS = [
  'facebook',
  'instagram',
  'threads',
  'linkedin',
  'linkedin_page',
  'x',
  'bluesky',
  'mastodon',
  'youtube',
  'tiktok',
  'pinterest',
  'google_business',
  // The local stand-in for every network, offered only where the emulators run.
  'sandbox',
] as const;
export type NetworkId = (typeof NETWORK_IDS)[number];
export const networkIdSchema = v.picklist(NETWORK_IDS);

/** The real networks, in the order the app offers them. */
export const REAL_NETWORK_IDS = NETWORK_IDS.filter(
  (id): id is Exclude<NetworkId, 'sandbox'> => id !== 'sandbox',
);

export function isNetworkId(value: unknown): value is NetworkId {
  return typeof value === 'string' && (NETWORK_IDS as readonly string[]).includes(value);
}
