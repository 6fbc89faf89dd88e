// One Meta login for Facebook Pages and Instagram: Facebook's dialog lets the user pick the Pages
// (and the Instagram professional accounts linked to them) the app may use; the code becomes a
// long-lived user token, and each picked Page hands out its own Page token, which does not expire.

import { createHash } from 'node:crypto';
import { ProviderError } from './errors';
import { field, str } from './fields';
import { GRAPH, GRAPH_VERSION, GraphSession } from './graph';
import { clientCredentials } from './oauthSession';
import { call } from './request';
import type { ConnectedAccount, OAuthFlow, ProviderId } from './types';

export const META_DIALOG_URL = `https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`;
export const META_SCOPES = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_manage_posts',
  'pages_manage_engagement',
  'instagram_basic',
  'instagram_content_publish',
  'instagram_manage_comments',
  'instagram_manage_insights',
  'business_management',
].join(',');

async function token(query: Record<string, string>, timeoutMs?: number): Promise<string> {
  let body: unknown;
  try {
    body = (
      await call(`${GRAPH}/oauth/access_token?${new URLSearchParams(query)}`, {
        label: 'Meta token',
        timeoutMs,
      })
    ).body;
  } catch (error) {
    if (error instanceof ProviderError && error.status === 400) {
      throw new ProviderError('auth', 'Meta refused the sign-in; please connect again.', {
        cause: error,
        status: 400,
        remote: error.remote,
      });
    }
    throw error;
  }
  const accessToken = str(field(body, 'access_token'));
  if (!accessToken) throw new ProviderError('permanent', 'Meta issued no access token.');
  return accessToken;
}

interface PageEntry {
  page: ConnectedAccount;
  instagram: ConnectedAccount | null;
}

function pageEntry(raw: unknown): PageEntry | null {
  const id = str(field(raw, 'id'));
  const accessToken = str(field(raw, 'access_token'));
  if (!id || !accessToken) return null;
  const name = str(field(raw, 'name')) ?? id;
  const picture = str(field(field(field(raw, 'picture'), 'data'), 'url')) ?? null;
  const ig = field(raw, 'instagram_business_account');
  const igId = str(field(ig, 'id'));
  const username = str(field(ig, 'username'));
  return {
    page: {
      accountId: id,
      handle: name,
      displayName: name,
      avatarUrl: picture,
      secrets: { pageId: id, accessToken },
    },
    instagram: igId
      ? {
          accountId: igId,
          handle: username ? `@${username}` : igId,
          displayName: str(field(ig, 'name')) ?? username ?? igId,
          avatarUrl: str(field(ig, 'profile_picture_url')) ?? null,
          // Instagram's publishing calls take the token of the Page it is linked to.
          secrets: { igUserId: igId, pageId: id, accessToken },
        }
      : null,
  };
}

/**
 * The Meta login that connects `primary` (facebook: the first picked Page; instagram: the first
 * picked Instagram account) and with it every other Page and account the user picked.
 */
function metaFlow(primary: 'facebook' | 'instagram'): OAuthFlow {
  return {
    async start(input) {
      const client = clientCredentials('Facebook', 'META');
      const query = new URLSearchParams({
        client_id: client.clientId,
        redirect_uri: input.redirectUri,
        state: input.state,
        response_type: 'code',
        scope: META_SCOPES,
      });
      return { authorizeUrl: `${META_DIALOG_URL}?${query}`, pending: {} };
    },

    async complete(input, ctx) {
      const client = clientCredentials('Facebook', 'META');
      const short = await token(
        {
          client_id: client.clientId,
          client_secret: client.clientSecret,
          redirect_uri: input.redirectUri,
          code: input.code,
        },
        ctx.timeoutMs,
      );
      // Page tokens obtained with a long-lived user token never expire.
      const long = await token(
        {
          grant_type: 'fb_exchange_token',
          client_id: client.clientId,
          client_secret: client.clientSecret,
          fb_exchange_token: short,
        },
        ctx.timeoutMs,
      );
      const session = new GraphSession(GRAPH, long, ctx, 'Facebook');
      // The Meta user who signed in: their grant is what a disconnect withdraws (DELETE
      // /{user-id}/permissions with the app's token), once no channel uses it any more.
      const metaUserId = str(field(await session.get('me', { fields: 'id' }), 'id'));
      const listed = await session.get('me/accounts', {
        fields:
          'id,name,access_token,picture{url},instagram_business_account{id,username,name,profile_picture_url}',
        limit: '100',
      });
      const data = field(listed, 'data');
      const entries = (Array.isArray(data) ? data : [])
        .map(pageEntry)
        .filter((entry): entry is PageEntry => entry !== null);
      const accounts: { provider: ProviderId; account: ConnectedAccount }[] = [];
      const grant = metaUserId ? metaGrant(metaUserId) : undefined;
      const withUser = (account: ConnectedAccount): ConnectedAccount =>
        metaUserId ? { ...account, grant, secrets: { ...account.secrets, metaUserId } } : account;
      for (const entry of entries) {
        accounts.push({ provider: 'facebook', account: withUser(entry.page) });
        if (entry.instagram)
          accounts.push({ provider: 'instagram', account: withUser(entry.instagram) });
      }
      const first = accounts.find((item) => item.provider === primary);
      if (!first) {
        throw new ProviderError(
          'permanent',
          primary === 'facebook'
            ? 'No Facebook Page was picked; connect again and choose at least one Page.'
            : 'None of the picked Pages has an Instagram professional account linked to it.',
        );
      }
      return {
        ...first.account,
        alsoConnected: accounts.filter((item) => item !== first),
      };
    },
  };
}

/** The key of a Meta user's grant, shared by every Page and Instagram account they connect. */
export function metaGrant(metaUserId: string): string {
  return createHash('sha256').update(`meta\u0000${metaUserId}`).digest('hex').slice(0, 32);
}

/**
 * Withdraws the app's permissions from the Meta user who connected the channel (DELETE
 * /{user-id}/permissions, with the app's own token: Page tokens cannot do it). The caller makes
 * sure no other channel still relies on that user's grant.
 */
export async function revokeMetaGrant(
  secrets: Record<string, unknown>,
  timeoutMs: number | undefined,
): Promise<void> {
  const userId = typeof secrets.metaUserId === 'string' ? secrets.metaUserId : null;
  if (!userId) return;
  const client = clientCredentials('Facebook', 'META');
  const query = new URLSearchParams({ access_token: `${client.clientId}|${client.clientSecret}` });
  await call(`${GRAPH}/${encodeURIComponent(userId)}/permissions?${query}`, {
    method: 'DELETE',
    label: 'Meta revoke',
    timeoutMs,
  });
}

export const facebookOAuth = metaFlow('facebook');
export const instagramOAuth = metaFlow('instagram');
