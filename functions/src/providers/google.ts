// Google's OAuth 2 for YouTube and Business Profile (code flow with PKCE, offline access for a
// refresh token, tokens renewed an hour at a time), and Google's error bodies read into the
// publisher's terms: a spent quota is a 403 there, which means "wait", not "reconnect".

import { createHash, randomBytes } from 'node:crypto';
import { ProviderError } from './errors';
import { field, str } from './fields';
import {
  clientCredentials,
  OAuthSession,
  type OAuthTokens,
  requestTokens,
  revokeToken,
  withTokens,
} from './oauthSession';
import type { ChannelSecrets, ConnectedAccount, OAuthFlow, ProviderContext } from './types';

export const GOOGLE_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const GOOGLE_REVOKE_URL = 'https://oauth2.googleapis.com/revoke';

const QUOTA_REASONS = new Set([
  'quotaExceeded',
  'dailyLimitExceeded',
  'uploadLimitExceeded',
  'rateLimitExceeded',
  'userRateLimitExceeded',
  'RATE_LIMIT_EXCEEDED',
  'RESOURCE_EXHAUSTED',
]);

/** Google's daily quotas start again at midnight Pacific time (08:00 UTC, near enough). */
function untilQuotaResets(now = Date.now()): number {
  const next = new Date(now);
  next.setUTCHours(8, 0, 0, 0);
  if (next.getTime() <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now;
}

function reasons(body: unknown): string[] {
  const error = field(body, 'error');
  const found: string[] = [];
  const status = str(field(error, 'status'));
  if (status) found.push(status);
  for (const list of [field(error, 'errors'), field(error, 'details')]) {
    for (const item of Array.isArray(list) ? list : []) {
      const reason = str(field(item, 'reason'));
      if (reason) found.push(reason);
    }
  }
  return found;
}

export function googleRefine(network: string) {
  return (error: ProviderError, body: unknown): ProviderError => {
    const found = reasons(body);
    const options = { status: error.status, remote: found.join(',') || error.remote, cause: error };
    if (found.some((reason) => QUOTA_REASONS.has(reason))) {
      const daily = found.some(
        (reason) => reason !== 'rateLimitExceeded' && reason !== 'userRateLimitExceeded',
      );
      const wait = error.retryAfterMs ?? (daily ? untilQuotaResets() : 60_000);
      return new ProviderError(
        'rate_limited',
        `${network} has no more room for this account's posts just now; the post waits until it has.`,
        { ...options, retryAfterMs: wait },
      );
    }
    if (error.kind === 'auth') {
      return new ProviderError(
        'auth',
        `${network} no longer accepts this channel's sign-in; please reconnect it.`,
        options,
      );
    }
    return new ProviderError(error.kind, error.message, options);
  };
}

export function googleRenew(network: string) {
  return (refreshToken: string, timeoutMs?: number): Promise<OAuthTokens> => {
    const client = clientCredentials(network, 'GOOGLE');
    return requestTokens(
      GOOGLE_TOKEN_URL,
      {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: client.clientId,
        client_secret: client.clientSecret,
      },
      { label: `${network} token refresh`, timeoutMs },
    );
  };
}

export class GoogleSession extends OAuthSession {
  readonly product: string;

  constructor(secrets: ChannelSecrets, ctx: ProviderContext, product: string) {
    super(secrets, ctx, product, googleRenew(product));
    this.product = product;
  }

  json(url: string, method = 'GET', body?: unknown, write = false) {
    return this.call(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      write,
      label: `${this.product} ${method} ${new URL(url).pathname}`,
      refine: googleRefine(this.product),
    });
  }
}

export async function revokeGoogle(secrets: ChannelSecrets, network: string, timeoutMs?: number) {
  const token = str(secrets.refreshToken) ?? str(secrets.accessToken);
  if (!token) return;
  await revokeToken(
    GOOGLE_REVOKE_URL,
    { token },
    { label: `${network} token revocation`, timeoutMs },
  );
}

function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/**
 * A Google sign-in for one product: the scopes it asks for, and how it finds the account (the
 * YouTube channel, the business locations) with the new tokens.
 */
export function googleFlow(
  network: string,
  scopes: string,
  account: (session: GoogleSession) => Promise<ConnectedAccount>,
): OAuthFlow {
  return {
    async start(input) {
      const client = clientCredentials(network, 'GOOGLE');
      const codeVerifier = randomBytes(48).toString('base64url');
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: client.clientId,
        redirect_uri: input.redirectUri,
        scope: scopes,
        state: input.state,
        // A refresh token is handed out only with offline access, and again only on consent.
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        code_challenge: pkceChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { authorizeUrl: `${GOOGLE_AUTHORIZE_URL}?${query}`, pending: { codeVerifier } };
    },

    async complete(input, ctx) {
      const client = clientCredentials(network, 'GOOGLE');
      const codeVerifier = str(input.pending.codeVerifier);
      if (!codeVerifier) {
        throw new ProviderError(
          'permanent',
          `${network}: the connection was not started here; please start again.`,
        );
      }
      const tokens = await requestTokens(
        GOOGLE_TOKEN_URL,
        {
          grant_type: 'authorization_code',
          code: input.code,
          redirect_uri: input.redirectUri,
          code_verifier: codeVerifier,
          client_id: client.clientId,
          client_secret: client.clientSecret,
        },
        { label: `${network} token`, timeoutMs: ctx.timeoutMs },
      );
      const session = new GoogleSession(
        withTokens({}, tokens),
        { ...ctx, saveSecrets: async () => undefined },
        network,
      );
      const found = await account(session);
      const withExpiry = (item: ConnectedAccount): ConnectedAccount => ({
        ...item,
        secrets: withTokens(item.secrets, tokens),
        tokenExpiresAt: tokens.accessTokenExpiresAt
          ? new Date(tokens.accessTokenExpiresAt)
          : undefined,
      });
      return {
        ...withExpiry(found),
        alsoConnected: found.alsoConnected?.map((item) => ({
          ...item,
          account: withExpiry(item.account),
        })),
      };
    },
  };
}
