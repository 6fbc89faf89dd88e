// Bluesky through atproto OAuth as a confidential client (https://atproto.com/specs/oauth): the
// account's own authorization server is found from its handle, the request is pushed (PAR) with
// PKCE, a DPoP proof and the client's assertion, and the code comes back for tokens bound to the
// session's DPoP key. Every later call to the PDS carries `Authorization: DPoP` and a new proof;
// refreshes rotate the refresh token and are saved at once (oauthSession.ts).

import { randomBytes } from 'node:crypto';
import { ProviderError } from '../errors';
import { field, str } from '../fields';
import {
  OAuthSession,
  type OAuthTokens,
  type Renew,
  refusedGrant,
  tokensFromBody,
} from '../oauthSession';
import type { CallOptions } from '../request';
import type { ChannelSecrets, OAuthFlow, ProviderContext, RefreshedTokens } from '../types';
import {
  type AtprotoClient,
  BLUESKY_SCOPE,
  clientAssertion,
  configuredClient,
  requireClient,
} from './atprotoClient';
import { resolveAccount } from './atprotoIdentity';
import { type DpopSession, dpopCall } from './dpop';
import { type Es256Jwk, newPrivateJwk, sha256url } from './es256';

const DAY_MS = 86_400_000;
/**
 * bsky.social keeps a confidential client's session two years, each refresh token three months
 * unused (https://docs.bsky.app/blog/oauth-improvements; the spec lets it be unlimited,
 * https://atproto.com/specs/oauth#tokens-and-session-lifetime). The session's end is the
 * channel's credential horizon.
 */
export const BLUESKY_SESSION_DAYS = 730;
/**
 * The refresh job renews a channel's refresh token at least this often: within the month older
 * PDS versions grant an unused refresh token, well within bsky.social's three.
 */
export const BLUESKY_RENEW_DAYS = 28;

export interface BlueskyOAuthSecrets {
  auth: 'oauth';
  /** The PDS. */
  service: string;
  did: string;
  handle?: string;
  issuer: string;
  tokenEndpoint: string;
  revocationEndpoint?: string;
  accessToken: string;
  refreshToken?: string;
  accessTokenExpiresAt?: number;
  /** When the session ends whatever is refreshed (BLUESKY_SESSION_DAYS after sign-in). */
  refreshTokenExpiresAt?: number;
  /** The session's private DPoP key: its tokens work only with proofs it signs. */
  dpopKey: Es256Jwk;
}

export function isOAuthSecrets(raw: ChannelSecrets): boolean {
  return raw.auth === 'oauth';
}

/** The named strings of a stored record and its private DPoP key; null when any is missing. */
function readStored<K extends string>(
  raw: Record<string, unknown>,
  names: readonly K[],
): (Record<K, string> & { dpopKey: Es256Jwk }) | null {
  const read: Record<string, string> = {};
  for (const name of names) {
    const value = str(raw[name]);
    if (!value) return null;
    read[name] = value;
  }
  const dpopKey = raw.dpopKey as Es256Jwk | undefined;
  return dpopKey?.d ? { ...(read as Record<K, string>), dpopKey } : null;
}

export function parseOAuthSecrets(raw: ChannelSecrets): BlueskyOAuthSecrets {
  const names = ['service', 'did', 'issuer', 'tokenEndpoint', 'accessToken'] as const;
  if (!readStored(raw, names)) {
    throw new ProviderError('auth', 'Bluesky: no sign-in is stored for the channel.');
  }
  return raw as unknown as BlueskyOAuthSecrets;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };

interface TokenServer {
  issuer: string;
  tokenEndpoint: string;
}

/** A token request with DPoP and the client's assertion; a refused grant is an auth failure. */
async function tokenRequest(
  client: AtprotoClient,
  server: TokenServer,
  dpop: DpopSession,
  params: Record<string, string>,
  label: string,
  timeoutMs?: number,
): Promise<{ tokens: OAuthTokens; body: unknown }> {
  try {
    const { body } = await dpopCall(dpop, server.tokenEndpoint, {
      method: 'POST',
      headers: FORM,
      // A new assertion for each send: its jti must not repeat, not even on the nonce's retry.
      body: () => new URLSearchParams({ ...params, ...clientAssertion(client, server.issuer) }),
      label,
      timeoutMs,
    });
    return { tokens: tokensFromBody(body, label, Date.now()), body };
  } catch (error) {
    throw refusedGrant(error);
  }
}

type XrpcOptions = Omit<CallOptions, 'label' | 'timeoutMs' | 'body'> & {
  body?: CallOptions['body'];
  query?: URLSearchParams;
};

/** One OAuth channel's conversation with its PDS, each call signed with the session's DPoP key. */
export class BlueskyOAuthSession {
  private readonly oauth: OAuthSession;
  private readonly dpop: DpopSession;

  constructor(
    secrets: BlueskyOAuthSecrets,
    private readonly ctx: ProviderContext,
    client: AtprotoClient | null = configuredClient(),
  ) {
    this.dpop = { key: secrets.dpopKey, nonces: new Map() };
    const renew: Renew = async (refreshToken, timeoutMs) => {
      if (!client) {
        throw new ProviderError('permanent', 'Bluesky is not set up on this server.', {
          code: 'not_set_up',
        });
      }
      const params = { grant_type: 'refresh_token', refresh_token: refreshToken };
      const { tokens, body } = await tokenRequest(
        client,
        secrets,
        this.dpop,
        params,
        'Bluesky refresh',
        timeoutMs,
      );
      // Renewed tokens for any other account than the channel's are not the channel's.
      if (str(field(body, 'sub')) !== secrets.did) {
        throw new ProviderError('auth', 'Bluesky renewed the sign-in of another account.');
      }
      return tokens;
    };
    this.oauth = new OAuthSession({ ...secrets }, ctx, 'Bluesky', renew);
  }

  get secrets(): BlueskyOAuthSecrets {
    return this.oauth.secrets as unknown as BlueskyOAuthSecrets;
  }

  get timeouts(): Pick<ProviderContext, 'timeoutMs'> {
    return { timeoutMs: this.ctx.timeoutMs };
  }

  async ensureSession(): Promise<void> {}

  /** An XRPC call to the PDS; an expired access token is renewed first (and after a 401). */
  async xrpc(method: string, options: XrpcOptions): Promise<unknown> {
    const { query, ...rest } = options;
    const url = `${this.secrets.service}/xrpc/${method}${query ? `?${query}` : ''}`;
    const result = await this.oauth.withAccess((token) =>
      dpopCall(
        this.dpop,
        url,
        { ...rest, label: `Bluesky ${method}`, timeoutMs: this.ctx.timeoutMs },
        token,
      ),
    );
    return result.body;
  }

  /** New tokens now, saved before anything else (the spent refresh token is void). */
  async refreshGrant(): Promise<RefreshedTokens> {
    const { secrets } = await this.oauth.refreshGrant();
    return { secrets, tokenExpiresAt: renewBy(Date.now()) };
  }

  /** Ends the session at the authorization server (RFC 7009), best effort. */
  async revoke(client: AtprotoClient | null = configuredClient()): Promise<void> {
    const { revocationEndpoint, refreshToken, issuer } = this.secrets;
    if (!client || !revocationEndpoint || !refreshToken) return;
    await dpopCall(this.dpop, revocationEndpoint, {
      method: 'POST',
      headers: FORM,
      body: () => new URLSearchParams({ token: refreshToken, ...clientAssertion(client, issuer) }),
      label: 'Bluesky revoke',
      timeoutMs: this.ctx.timeoutMs,
    });
  }
}

/** When the refresh job next renews a channel's tokens (tokenExpiresAt). */
export function renewBy(now: number): Date {
  return new Date(now + BLUESKY_RENEW_DAYS * DAY_MS);
}

export const blueskyOAuth: OAuthFlow = {
  async start(input, ctx) {
    const client = requireClient();
    if (!client.redirectUris.includes(input.redirectUri)) {
      throw new ProviderError(
        'permanent',
        'Bluesky can only send you back to the channels screen of this app.',
      );
    }
    if (!input.account) throw new ProviderError('permanent', 'Bluesky needs your handle.');
    const account = await resolveAccount(input.account, ctx);
    const verifier = randomBytes(32).toString('base64url');
    const dpopKey = newPrivateJwk();
    const { server } = account;
    const { body } = await dpopCall({ key: dpopKey, nonces: new Map() }, server.parEndpoint, {
      method: 'POST',
      headers: FORM,
      body: () =>
        new URLSearchParams({
          response_type: 'code',
          code_challenge: sha256url(verifier),
          code_challenge_method: 'S256',
          state: input.state,
          redirect_uri: input.redirectUri,
          scope: BLUESKY_SCOPE,
          login_hint: input.account ?? account.did,
          ...clientAssertion(client, server.issuer),
        }),
      label: 'Bluesky PAR',
      timeoutMs: ctx.timeoutMs,
    });
    const requestUri = str(field(body, 'request_uri'));
    if (!requestUri)
      throw new ProviderError('permanent', 'Bluesky did not accept the sign-in request.');
    const authorize = new URL(server.authorizationEndpoint);
    authorize.searchParams.set('client_id', client.clientId);
    authorize.searchParams.set('request_uri', requestUri);
    return {
      authorizeUrl: authorize.toString(),
      pending: {
        did: account.did,
        handle: account.handle ?? null,
        pds: account.pds,
        issuer: server.issuer,
        tokenEndpoint: server.tokenEndpoint,
        revocationEndpoint: server.revocationEndpoint ?? null,
        verifier,
        dpopKey,
      },
    };
  },

  async complete(input, ctx) {
    const client = requireClient();
    const { pending } = input;
    const started = readStored(pending, ['did', 'pds', 'issuer', 'tokenEndpoint', 'verifier']);
    if (!started) {
      throw new ProviderError('permanent', 'The Bluesky connection was not started properly.');
    }
    const { did, pds, issuer, tokenEndpoint, verifier, dpopKey } = started;
    const grantedAt = Date.now();
    const { tokens, body } = await tokenRequest(
      client,
      { issuer, tokenEndpoint },
      { key: dpopKey, nonces: new Map() },
      {
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        code_verifier: verifier,
      },
      'Bluesky token',
      ctx.timeoutMs,
    );
    // The server must name the account it signed in and grant the atproto scope; an account
    // other than the one whose server we asked would be a server speaking for someone else.
    const scopes = (str(field(body, 'scope')) ?? '').split(' ');
    if (str(field(body, 'sub')) !== did || !scopes.includes('atproto')) {
      throw new ProviderError('auth', 'Bluesky signed in another account than the one asked for.');
    }
    const secrets: BlueskyOAuthSecrets = {
      auth: 'oauth',
      service: pds,
      did,
      handle: str(pending.handle),
      issuer,
      tokenEndpoint,
      revocationEndpoint: str(pending.revocationEndpoint),
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
      refreshTokenExpiresAt: grantedAt + BLUESKY_SESSION_DAYS * DAY_MS,
      dpopKey,
    };
    const session = new BlueskyOAuthSession(
      secrets,
      { ...ctx, saveSecrets: async () => undefined },
      client,
    );
    const profile = await session.xrpc('app.bsky.actor.getProfile', {
      query: new URLSearchParams({ actor: did }),
    });
    const handle = str(field(profile, 'handle')) ?? secrets.handle ?? did;
    return {
      accountId: did,
      handle: `@${handle}`,
      displayName: str(field(profile, 'displayName')) ?? handle,
      avatarUrl: str(field(profile, 'avatar')) ?? null,
      secrets: { ...JSON.parse(JSON.stringify(session.secrets)), handle },
      tokenExpiresAt: renewBy(grantedAt),
    };
  },
};
