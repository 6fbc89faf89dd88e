// OAuth 2 as LinkedIn and X use it: the app's client credentials from the server's environment,
// the token endpoint's answers, and a session that renews an expired access token with the
// refresh token (saving the new pair at once, since the old refresh token may already be void)
// and repeats a request the network refused for an expired token.

import { setTimeout as sleep } from 'node:timers/promises';
import { oauthClientSetting } from '../config';
import { isProviderError, ProviderError } from './errors';
import { str } from './fields';
import { type CallOptions, type CallResult, call } from './request';
import type { ChannelSecrets, ProviderContext, RefreshedTokens } from './types';

/** Access tokens this close to their end are renewed before use rather than sent and refused. */
const EXPIRY_MARGIN_MS = 60_000;
/**
 * Pauses between reads of the stored secrets after a refused refresh: the run that spent the
 * refresh token may still be saving its new pair when the network refuses ours (about 2 s).
 */
const ROTATION_WAITS_MS = [0, 100, 250, 500, 1000];

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** The app's registration with the network, from `<PREFIX>_CLIENT_ID` and `<PREFIX>_CLIENT_SECRET`. */
export function clientCredentials(network: string, prefix: string): ClientCredentials {
  const { clientId, clientSecret } = oauthClientSetting(prefix);
  if (!clientId || !clientSecret) {
    throw new ProviderError('permanent', `${network} is not set up on this server.`, {
      code: 'not_set_up',
    });
  }
  return { clientId, clientSecret };
}

export interface OAuthTokens {
  accessToken: string;
  refreshToken?: string;
  /** Epoch milliseconds; absent when the network did not say. */
  accessTokenExpiresAt?: number;
  refreshTokenExpiresAt?: number;
}

function seconds(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Tokens as stored in channelSecrets; a channel without an access token must be connected again. */
export function readTokens(raw: ChannelSecrets, network: string): OAuthTokens {
  const accessToken = str(raw.accessToken);
  if (!accessToken) {
    throw new ProviderError('auth', `${network}: no access token is stored for the channel.`);
  }
  const tokens: OAuthTokens = { accessToken };
  const refreshToken = str(raw.refreshToken);
  if (refreshToken) tokens.refreshToken = refreshToken;
  if (typeof raw.accessTokenExpiresAt === 'number')
    tokens.accessTokenExpiresAt = raw.accessTokenExpiresAt;
  if (typeof raw.refreshTokenExpiresAt === 'number')
    tokens.refreshTokenExpiresAt = raw.refreshTokenExpiresAt;
  return tokens;
}

/** A refused grant (a used code, a revoked or rotated refresh token): the user has to authorise again. */
export function refusedGrant(error: unknown): unknown {
  if (error instanceof ProviderError && error.kind === 'permanent' && error.status === 400) {
    return new ProviderError('auth', `${error.message} Please connect the account again.`, {
      status: error.status,
      cause: error,
      remote: error.remote,
    });
  }
  return error;
}

/** The tokens of a token endpoint's answer; an answer without an access token is refused. */
export function tokensFromBody(body: unknown, label: string, now: number): OAuthTokens {
  const record = body as Record<string, unknown> | undefined;
  const accessToken = str(record?.access_token);
  if (!accessToken) {
    throw new ProviderError('permanent', `${label}: the network issued no access token.`);
  }
  const tokens: OAuthTokens = { accessToken };
  const refreshToken = str(record?.refresh_token);
  if (refreshToken) tokens.refreshToken = refreshToken;
  const expiresIn = seconds(record?.expires_in);
  if (expiresIn) tokens.accessTokenExpiresAt = now + expiresIn * 1000;
  // LinkedIn and Pinterest name it refresh_token_expires_in, TikTok refresh_expires_in.
  const refreshExpiresIn = seconds(record?.refresh_token_expires_in ?? record?.refresh_expires_in);
  if (refreshExpiresIn) tokens.refreshTokenExpiresAt = now + refreshExpiresIn * 1000;
  return tokens;
}

/**
 * Calls a token endpoint with a form body. A refused grant (a used code, a revoked or rotated
 * refresh token) is an auth failure: the user has to authorise the app again.
 */
export async function requestTokens(
  url: string,
  params: Record<string, string>,
  options: { label: string; timeoutMs?: number; basic?: ClientCredentials; now?: number },
): Promise<OAuthTokens> {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (options.basic) headers.authorization = basicAuthorization(options.basic);
  let result: CallResult;
  try {
    result = await call(url, {
      method: 'POST',
      headers,
      body: new URLSearchParams(params).toString(),
      label: options.label,
      timeoutMs: options.timeoutMs,
    });
  } catch (error) {
    throw refusedGrant(error);
  }
  return tokensFromBody(result.body, options.label, options.now ?? Date.now());
}

/**
 * Withdraws a token at the network's revocation endpoint (RFC 7009), with the client's
 * credentials in the form or, for networks that want them so, in Basic authentication.
 */
export async function revokeToken(
  url: string,
  params: Record<string, string>,
  options: { label: string; timeoutMs?: number; basic?: ClientCredentials },
): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (options.basic) headers.authorization = basicAuthorization(options.basic);
  await call(url, {
    method: 'POST',
    headers,
    body: new URLSearchParams(params).toString(),
    label: options.label,
    timeoutMs: options.timeoutMs,
  });
}

function basicAuthorization(client: ClientCredentials): string {
  const pair = `${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`;
  return `Basic ${Buffer.from(pair).toString('base64')}`;
}

/** The token fields of a channel's secrets replaced by new ones, the rest (account ids) kept. */
export function withTokens(secrets: ChannelSecrets, tokens: OAuthTokens): ChannelSecrets {
  const next: ChannelSecrets = { ...secrets, accessToken: tokens.accessToken };
  // A network that does not rotate refresh tokens answers a refresh without one: keep the old.
  if (tokens.refreshToken) next.refreshToken = tokens.refreshToken;
  if (tokens.accessTokenExpiresAt) next.accessTokenExpiresAt = tokens.accessTokenExpiresAt;
  else delete next.accessTokenExpiresAt;
  if (tokens.refreshTokenExpiresAt) next.refreshTokenExpiresAt = tokens.refreshTokenExpiresAt;
  return next;
}

export type Renew = (refreshToken: string, timeoutMs?: number) => Promise<OAuthTokens>;

/** One channel's authenticated conversation with a network. */
export class OAuthSession {
  private tokens: OAuthTokens;
  private renewed = false;

  constructor(
    public secrets: ChannelSecrets,
    private readonly ctx: ProviderContext,
    private readonly network: string,
    private readonly renew: Renew,
  ) {
    this.tokens = readTokens(secrets, network);
  }

  /** Renews the access token now and saves the new tokens before anything else happens. */
  async refresh(): Promise<OAuthTokens> {
    const spent = this.tokens.refreshToken;
    if (!spent) {
      throw new ProviderError(
        'auth',
        `${this.network}: the access token has expired and the network gave no refresh token; please connect the account again.`,
      );
    }
    let next: OAuthTokens;
    try {
      next = await this.renew(spent, this.ctx.timeoutMs);
    } catch (error) {
      const stored = isProviderError(error) && error.kind === 'auth' && (await this.rotated(spent));
      if (!stored) throw error;
      // Already saved by the run that renewed them: use them, write nothing.
      this.secrets = stored;
      this.tokens = readTokens(stored, this.network);
      this.renewed = true;
      return this.tokens;
    }
    this.tokens = { ...next, refreshToken: next.refreshToken ?? spent };
    this.secrets = withTokens(this.secrets, this.tokens);
    this.renewed = true;
    await this.ctx.saveSecrets({ ...this.secrets }, { spent });
    return this.tokens;
  }

  /**
   * The secrets another run stored after renewing with the refresh token we just spent, or
   * null. The refresh job and the publisher may renew one channel at the same moment; a
   * network that rotates refresh tokens (X) then refuses the second as an invalid grant,
   * although the channel is fine. A stored refresh token other than ours tells so.
   */
  private async rotated(spent: string): Promise<ChannelSecrets | null> {
    const load = this.ctx.loadSecrets;
    if (!load) return null;
    for (const wait of ROTATION_WAITS_MS) {
      if (wait > 0) await sleep(wait);
      const stored = await load();
      if (!stored) return null;
      const refreshToken = str(stored.refreshToken);
      if (refreshToken && refreshToken !== spent && str(stored.accessToken)) return stored;
    }
    return null;
  }

  /** Provider.refresh for the network: new tokens, saved, with the new expiry. */
  async refreshGrant(): Promise<RefreshedTokens> {
    const tokens = await this.refresh();
    return {
      secrets: this.secrets,
      tokenExpiresAt: tokens.accessTokenExpiresAt
        ? new Date(tokens.accessTokenExpiresAt)
        : undefined,
    };
  }

  private expired(): boolean {
    const at = this.tokens.accessTokenExpiresAt;
    return at !== undefined && at - Date.now() < EXPIRY_MARGIN_MS;
  }

  /**
   * An authenticated call. A 401 means the network refused the request for its token, so
   * nothing was written and the request can be repeated once with a renewed token.
   */
  async call(
    url: string,
    options: Omit<CallOptions, 'timeoutMs'>,
    headers: Record<string, string> = {},
  ): Promise<CallResult> {
    return this.withAccess((accessToken) =>
      call(url, {
        ...options,
        headers: { ...headers, ...options.headers, authorization: `Bearer ${accessToken}` },
        timeoutMs: this.ctx.timeoutMs,
      }),
    );
  }

  /**
   * Runs `send` with a live access token: renewed first when it is about to lapse, and renewed
   * once more and sent again when the network refuses it with a 401 (nothing was written then).
   * Networks that bind tokens to a key (Bluesky's DPoP) sign each send themselves.
   */
  async withAccess<T>(send: (accessToken: string) => Promise<T>): Promise<T> {
    if (this.expired() && this.tokens.refreshToken && !this.renewed) await this.refresh();
    try {
      return await send(this.tokens.accessToken);
    } catch (error) {
      const expiredToken =
        error instanceof ProviderError && error.kind === 'auth' && error.status === 401;
      if (!expiredToken || !this.tokens.refreshToken || this.renewed) throw error;
    }
    await this.refresh();
    return send(this.tokens.accessToken);
  }
}
