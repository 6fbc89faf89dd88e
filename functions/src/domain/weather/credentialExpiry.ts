// The moment a channel's sign-in ends, worked out from what the network handed us when the
// channel is connected or its tokens renewed, and stored on the channel (credentialExpiresAt), so
// the dashboard (which can never read channelSecrets) and the warning job read the same forecast.

import { type CredentialFacts, credentialHorizon } from '@model/credential-weather';
import { isNetworkId } from '@model/networks';
import { Timestamp } from 'firebase-admin/firestore';
import { GOOGLE_OAUTH_TESTING } from '../../config';
import type { ChannelSecrets } from '../../providers/types';

const millis = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** credentialExpiresAt for a channel's new secrets; null when the grant has no known end. */
export function credentialExpiresAt(
  provider: string,
  secrets: ChannelSecrets,
  accessExpiresAt: Date | undefined,
  grantedAt: Date,
  googleTesting: boolean = GOOGLE_OAUTH_TESTING,
): Timestamp | null {
  if (!isNetworkId(provider) || secrets.sandbox === true) {
    return accessExpiresAt ? Timestamp.fromDate(accessExpiresAt) : null;
  }
  const facts: CredentialFacts = {
    provider,
    accessExpiresAt: accessExpiresAt?.getTime() ?? millis(secrets.accessTokenExpiresAt),
    // Bluesky keeps its app password, which opens a new session whenever the old one lapses.
    refreshable:
      typeof secrets.refreshToken === 'string' ||
      typeof secrets.refreshJwt === 'string' ||
      typeof secrets.appPassword === 'string',
    refreshExpiresAt: millis(secrets.refreshTokenExpiresAt),
    grantedAt: grantedAt.getTime(),
    googleTesting,
  };
  const horizon = credentialHorizon(facts);
  return horizon === null ? null : Timestamp.fromMillis(horizon);
}
