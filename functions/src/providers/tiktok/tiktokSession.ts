// TikTok's side of the conversation: its error codes in the publisher's terms (TikTok names a
// failure in the body, beside a 200 at times), the session that renews its one-day tokens, and
// connecting an account.

import { ProviderError } from '../errors';
import { field, str } from '../fields';
import {
  clientCredentials,
  OAuthSession,
  type OAuthTokens,
  requestTokens,
  withTokens,
} from '../oauthSession';
import type { CallResult } from '../request';
import type { ChannelSecrets, OAuthFlow, ProviderContext } from '../types';

const NETWORK = 'TikTok';
export const TIKTOK_API = 'https://open.tiktokapis.com';
export const TIKTOK_AUTHORIZE_URL = 'https://www.tiktok.com/v2/auth/authorize/';
export const TIKTOK_SCOPES =
  'user.info.basic,user.info.stats,video.publish,video.upload,video.list';

const AUTH_CODES = new Set([
  'access_token_invalid',
  'scope_not_authorized',
  'scope_permission_missed',
]);
const DAILY_CODES = new Set([
  'spam_risk_too_many_posts',
  'spam_risk_too_many_pending_share',
  'reached_active_user_cap',
]);
const PLAIN: Record<string, string> = {
  privacy_level_option_mismatch:
    "TikTok does not allow that privacy level for this account; pick one of the account's own.",
  unaudited_client_can_only_post_to_private_accounts:
    'TikTok lets this app post only to private accounts until TikTok has reviewed the app.',
  spam_risk_user_banned_from_posting: 'TikTok has stopped this account from posting.',
  url_ownership_unverified:
    "TikTok will not fetch media from this app's address until the domain is verified with TikTok.",
  file_format_check_failed: 'TikTok did not accept the video format.',
  duration_check_failed: 'The video is longer than this account may post.',
  frame_rate_check_failed: 'TikTok did not accept the video frame rate.',
  picture_size_check_failed: 'TikTok did not accept the picture size.',
};

export function tiktokError(
  code: string,
  status: number | undefined,
  cause?: unknown,
): ProviderError | null {
  const options = { status, remote: code, cause };
  if (AUTH_CODES.has(code))
    return new ProviderError(
      'auth',
      "TikTok no longer accepts this channel's sign-in; please reconnect it.",
      options,
    );
  if (code === 'rate_limit_exceeded')
    return new ProviderError('rate_limited', 'TikTok asks us to slow down.', {
      ...options,
      retryAfterMs: 60_000,
    });
  if (DAILY_CODES.has(code))
    return new ProviderError(
      'rate_limited',
      'TikTok allows no more posts from this account today; the post waits a day.',
      { ...options, retryAfterMs: 86_400_000 },
    );
  const plain = PLAIN[code];
  if (plain) return new ProviderError('permanent', plain, options);
  return null;
}

export const refine = (error: ProviderError, body: unknown) => {
  const code = str(field(field(body, 'error'), 'code'));
  return (code && tiktokError(code, error.status, error)) || error;
};

const renew = (refreshToken: string, timeoutMs?: number): Promise<OAuthTokens> => {
  const client = clientCredentials(NETWORK, 'TIKTOK');
  return requestTokens(
    `${TIKTOK_API}/v2/oauth/token/`,
    {
      client_key: client.clientId,
      client_secret: client.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    },
    { label: 'TikTok token refresh', timeoutMs },
  );
};

export class TikTokSession extends OAuthSession {
  constructor(secrets: ChannelSecrets, ctx: ProviderContext) {
    super(secrets, ctx, NETWORK, renew);
    if (!str(secrets.openId))
      throw new ProviderError('auth', 'TikTok: the channel does not name its account.');
  }

  async api(path: string, body?: unknown, write = false): Promise<CallResult> {
    const result = await this.call(`${TIKTOK_API}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json; charset=UTF-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
      write,
      label: `TikTok ${path.split('?')[0]}`,
      refine,
    });
    // TikTok names a failure in the body even beside a 200.
    const code = str(field(field(result.body, 'error'), 'code'));
    if (code && code !== 'ok')
      throw (
        tiktokError(code, result.status) ??
        new ProviderError('permanent', `TikTok refused the request (${code}).`, { remote: code })
      );
    return result;
  }
}

export const tiktokOAuth: OAuthFlow = {
  async start(input) {
    const client = clientCredentials(NETWORK, 'TIKTOK');
    const query = new URLSearchParams({
      client_key: client.clientId,
      scope: TIKTOK_SCOPES,
      response_type: 'code',
      redirect_uri: input.redirectUri,
      state: input.state,
    });
    return { authorizeUrl: `${TIKTOK_AUTHORIZE_URL}?${query}`, pending: {} };
  },

  async complete(input, ctx) {
    const client = clientCredentials(NETWORK, 'TIKTOK');
    const tokens = await requestTokens(
      `${TIKTOK_API}/v2/oauth/token/`,
      {
        client_key: client.clientId,
        client_secret: client.clientSecret,
        code: input.code,
        grant_type: 'authorization_code',
        redirect_uri: input.redirectUri,
      },
      { label: 'TikTok token', timeoutMs: ctx.timeoutMs },
    );
    const probe = new OAuthSession(
      withTokens({}, tokens),
      { ...ctx, saveSecrets: async () => undefined },
      NETWORK,
      renew,
    );
    const body = (
      await probe.call(
        `${TIKTOK_API}/v2/user/info/?fields=open_id,avatar_url,display_name,username`,
        { label: 'TikTok user info', refine },
      )
    ).body;
    const user = field(field(body, 'data'), 'user');
    const openId = str(field(user, 'open_id'));
    if (!openId)
      throw new ProviderError('permanent', 'TikTok did not say which account signed in.');
    const username = str(field(user, 'username'));
    return {
      accountId: openId,
      handle: username ? `@${username}` : (str(field(user, 'display_name')) ?? openId),
      displayName: str(field(user, 'display_name')) ?? username ?? openId,
      avatarUrl: str(field(user, 'avatar_url')) ?? null,
      secrets: withTokens({ openId }, tokens),
      tokenExpiresAt: tokens.accessTokenExpiresAt
        ? new Date(tokens.accessTokenExpiresAt)
        : undefined,
    };
  },
};
