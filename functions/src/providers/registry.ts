// The adapter for a channel's `provider` field.

import { bluesky } from './bluesky/bluesky';
import { ProviderError } from './errors';
import { facebook } from './facebook';
import { googleBusiness } from './googleBusiness';
import { instagram } from './instagram';
import { linkedin } from './linkedin/linkedin';
import { linkedinPage } from './linkedin/linkedinPages';
import { mastodon } from './mastodon/mastodon';
import { pinterest } from './pinterest';
import { sandbox } from './sandbox';
import { threads } from './threads';
import { tiktok } from './tiktok/tiktok';
import type { Provider, ProviderId } from './types';
import { x } from './x/x';
import { youtube } from './youtube';

const PROVIDERS: Record<ProviderId, Provider> = {
  bluesky,
  mastodon,
  sandbox,
  linkedin,
  x,
  facebook,
  instagram,
  threads,
  youtube,
  tiktok,
  pinterest,
  google_business: googleBusiness,
  linkedin_page: linkedinPage,
};

export function isProviderId(value: unknown): value is ProviderId {
  return typeof value === 'string' && Object.hasOwn(PROVIDERS, value);
}

export function providerFor(id: unknown): Provider {
  const provider = isProviderId(id) ? PROVIDERS[id] : undefined;
  if (!provider)
    throw new ProviderError('permanent', `No publisher exists for the network "${String(id)}".`);
  return provider;
}
