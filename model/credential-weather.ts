// Credential weather: when a channel's sign-in stops working without its owner signing in again,
// per network as each network documents it, set against the posts scheduled on the channel. The
// server works out the moment (credentialHorizon) when a channel is connected or its tokens are
// renewed and stores it on the channel (credentialExpiresAt); the dashboard and the warning job
// both read the forecast from it with forecastChannel, so they never disagree.

import type { NetworkId } from './networks';

const DAY_MS = 86_400_000;
/** The owner hears at least this long before the first scheduled post would fail. */
export const CREDENTIAL_WARNING_DAYS = 14;
/** Google revokes the refresh tokens of an app in the Testing publishing status after 7 days. */
export const GOOGLE_TESTING_REFRESH_DAYS = 7;

/** What ends a network's sign-in, and where the network says so. */
export interface CredentialRule {
  ends: 'access' | 'refresh' | 'none';
  source: string;
}

/**
 * One row per network. `access`: the access token cannot be renewed without the user, so the
 * channel lapses with it. `refresh`: the job renews access tokens until the refresh token itself
 * lapses (the network's refresh_token_expires_in or refresh_expires_in, stored with the tokens).
 * `none`: nothing the network documents ends the grant but the user's revocation.
 */
export const CREDENTIAL_RULES: Readonly<Record<NetworkId, CredentialRule>> = {
  // Long-lived Page and user tokens: about 60 days for a user token; a Page token taken from a
  // long-lived user token has no expiry, and the stored tokenExpiresAt says which one we hold.
  facebook: {
    ends: 'access',
    source:
      'https://developers.facebook.com/docs/facebook-login/guides/access-tokens/get-long-lived',
  },
  instagram: {
    ends: 'access',
    source:
      'https://developers.facebook.com/docs/facebook-login/guides/access-tokens/get-long-lived',
  },
  // Threads' long-lived token (60 days) is renewed by the job while it is still valid.
  threads: {
    ends: 'none',
    source: 'https://developers.facebook.com/docs/threads/get-started/long-lived-tokens',
  },
  // Self-serve apps get a 60-day access token and no refresh token; approved partners get a
  // refresh token whose 365 days count from the first sign-in and are not extended by a refresh.
  linkedin: {
    ends: 'refresh',
    source:
      'https://learn.microsoft.com/en-us/linkedin/shared/authentication/programmatic-refresh-tokens',
  },
  linkedin_page: {
    ends: 'refresh',
    source:
      'https://learn.microsoft.com/en-us/linkedin/shared/authentication/programmatic-refresh-tokens',
  },
  // offline.access refresh tokens rotate on every refresh and carry no documented end.
  x: {
    ends: 'none',
    source: 'https://docs.x.com/resources/fundamentals/authentication/oauth-2-0/user-access-token',
  },
  // OAuth as a confidential client: bsky.social keeps the session two years and each rotating
  // refresh token three months unused (a public client's session ends after two weeks); the
  // spec caps a confidential client's refresh token at 180 days and its session not at all
  // (https://atproto.com/specs/oauth#tokens-and-session-lifetime). The session's end is stored
  // as refreshTokenExpiresAt. A channel connected with an app password stores none: the app
  // password opens a new session whenever the refresh JWT lapses.
  bluesky: { ends: 'refresh', source: 'https://docs.bsky.app/blog/oauth-improvements' },
  mastodon: { ends: 'none', source: 'https://docs.joinmastodon.org/methods/oauth/' },
  // In production a refresh token lasts until revoked; in Testing, 7 days (see googleTesting).
  youtube: {
    ends: 'none',
    source: 'https://developers.google.com/identity/protocols/oauth2#expiration',
  },
  google_business: {
    ends: 'none',
    source: 'https://developers.google.com/identity/protocols/oauth2#expiration',
  },
  // Refresh tokens rotate on every refresh (saved at once, see oauthSession) and lapse after
  // refresh_expires_in.
  tiktok: {
    ends: 'refresh',
    source: 'https://developers.tiktok.com/doc/oauth-user-access-token-management',
  },
  pinterest: {
    ends: 'refresh',
    source: 'https://developers.pinterest.com/docs/getting-started/authentication-and-scopes/',
  },
  sandbox: { ends: 'access', source: 'functions/src/providers/sandbox.ts' },
};

/** What the server knows of a channel's grant when it stores it (milliseconds since the epoch). */
export interface CredentialFacts {
  provider: NetworkId;
  accessExpiresAt: number | null;
  /** Whether a refresh token is stored (and the adapter can use it). */
  refreshable: boolean;
  refreshExpiresAt: number | null;
  /** When the user last signed in at the network (the grant's start). */
  grantedAt: number;
  /** The Google app is in the Testing publishing status. */
  googleTesting?: boolean;
}

/** The moment the channel stops working unless someone signs in again; null when none is known. */
export function credentialHorizon(facts: CredentialFacts): number | null {
  const google = facts.provider === 'youtube' || facts.provider === 'google_business';
  if (google && facts.googleTesting) return facts.grantedAt + GOOGLE_TESTING_REFRESH_DAYS * DAY_MS;
  const rule = CREDENTIAL_RULES[facts.provider];
  // Without a refresh token every network's grant ends with its access token (LinkedIn self-serve).
  if (!facts.refreshable) return facts.accessExpiresAt;
  if (rule.ends === 'access') return facts.accessExpiresAt;
  if (rule.ends === 'refresh') return facts.refreshExpiresAt;
  return null;
}

/** The posts still to be published at their time: the ones a lapsed sign-in would fail. */
export const WEATHER_POST_STATUSES = ['scheduled', 'approved', 'in_review'] as const;

export interface ScheduledOnChannel {
  id: string;
  /** Milliseconds since the epoch. */
  scheduledAt: number;
}

export type CredentialOutlook = 'clear' | 'warning' | 'lapsed';

export interface CredentialForecast {
  outlook: CredentialOutlook;
  /** When the sign-in lapses (null: no known end). */
  expiresAt: number | null;
  /** The scheduled posts that would fail: due at or after expiresAt, earliest first. */
  failing: ScheduledOnChannel[];
  /** From when the owner is warned. */
  warnFrom: number | null;
}

/**
 * The forecast of one channel: `warning` once a scheduled post would fail and the sign-in lapses
 * within CREDENTIAL_WARNING_DAYS (so the owner hears at least that long before the post is due),
 * `lapsed` once it has lapsed with posts still to go, `clear` otherwise.
 */
export function forecastChannel(
  expiresAt: number | null,
  scheduled: readonly ScheduledOnChannel[],
  now: number,
): CredentialForecast {
  if (expiresAt === null) return { outlook: 'clear', expiresAt, failing: [], warnFrom: null };
  const failing = scheduled
    .filter((post) => post.scheduledAt >= expiresAt)
    .sort((a, b) => a.scheduledAt - b.scheduledAt);
  const warnFrom = expiresAt - CREDENTIAL_WARNING_DAYS * DAY_MS;
  const outlook: CredentialOutlook =
    failing.length === 0 || now < warnFrom ? 'clear' : now >= expiresAt ? 'lapsed' : 'warning';
  return { outlook, expiresAt, failing, warnFrom };
}
