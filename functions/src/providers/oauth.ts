// The OAuth flows of the networks connected through a browser redirect, by provider id. The
// channel callables drive them; each network's flow lives beside its adapter.

import { createHash } from 'node:crypto';
import { blueskyOAuth } from './bluesky/blueskyOAuth';
import { ProviderError } from './errors';
import { googleBusinessOAuth } from './googleBusiness';
import { linkedinOAuth } from './linkedin/linkedin';
import { linkedinPageOAuth } from './linkedin/linkedinPages';
import {
  exchangeMastodonCode,
  mastodonAuthorizeUrl,
  normaliseInstanceUrl,
  registerMastodonApp,
} from './mastodon/mastodon';
import { facebookOAuth, instagramOAuth } from './metaLogin';
import { pinterestOAuth } from './pinterest';
import { threadsOAuth } from './threads';
import { tiktokOAuth } from './tiktok/tiktok';
import type { OAuthFlow } from './types';
import { xOAuth } from './x/x';
import { youtubeOAuth } from './youtube';

/** How the app names itself when it registers with a Mastodon instance. */
export const MASTODON_CLIENT_NAME = 'Social Media Manager';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** One registered client per instance and redirect address (Mastodon checks the address). */
export function mastodonClientKey(instanceUrl: string, redirectUri: string): string {
  return createHash('sha256').update(`${instanceUrl}\n${redirectUri}`).digest('hex').slice(0, 40);
}

/**
 * Mastodon on any instance: the app registers itself with the instance the first time someone
 * connects from it (the client is kept through `ctx.clients`), then the usual code grant.
 */
export const mastodonOAuth: OAuthFlow = {
  async start(input, ctx) {
    if (!input.instance) {
      throw new ProviderError('permanent', 'Mastodon needs the address of your instance.');
    }
    const instanceUrl = normaliseInstanceUrl(input.instance);
    const key = mastodonClientKey(instanceUrl, input.redirectUri);
    let client = await ctx.clients?.get(key);
    if (!client) {
      const registered = await registerMastodonApp(
        instanceUrl,
        {
          clientName: MASTODON_CLIENT_NAME,
          redirectUri: input.redirectUri,
          website: new URL(input.redirectUri).origin,
        },
        ctx.timeoutMs,
      );
      client = { clientId: registered.clientId, clientSecret: registered.clientSecret };
      await ctx.clients?.put(key, client);
    }
    return {
      authorizeUrl: mastodonAuthorizeUrl(
        instanceUrl,
        client.clientId,
        input.redirectUri,
        input.state,
      ),
      pending: { instanceUrl, clientId: client.clientId, clientSecret: client.clientSecret },
    };
  },

  async complete(input, ctx) {
    const instanceUrl = text(input.pending.instanceUrl);
    const clientId = text(input.pending.clientId);
    const clientSecret = text(input.pending.clientSecret);
    if (!instanceUrl || !clientId || !clientSecret) {
      throw new ProviderError('permanent', 'The Mastodon connection was not started properly.');
    }
    const { secrets, profile } = await exchangeMastodonCode(
      { instanceUrl, clientId, clientSecret, redirectUri: input.redirectUri, code: input.code },
      ctx.timeoutMs,
    );
    if (!profile.accountId) {
      throw new ProviderError('permanent', 'The instance did not say which account was connected.');
    }
    return {
      // Account ids are per instance.
      accountId: `${profile.accountId}@${new URL(secrets.instanceUrl).host}`,
      handle: profile.handle,
      displayName: profile.displayName,
      avatarUrl: profile.avatarUrl,
      // The client is kept with the token: revoking the token on disconnect needs it.
      secrets: { ...secrets, clientId, clientSecret },
    };
  },
};

const NETWORK_NAMES: Record<string, string> = {
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  linkedin: 'LinkedIn',
  x: 'X',
  sandbox: 'Sandbox',
  facebook: 'Facebook',
  instagram: 'Instagram',
  threads: 'Threads',
  linkedin_page: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  google_business: 'Google Business Profile',
};

const FLOWS: Record<string, OAuthFlow> = {
  bluesky: blueskyOAuth,
  mastodon: mastodonOAuth,
  linkedin: linkedinOAuth,
  x: xOAuth,
  facebook: facebookOAuth,
  instagram: instagramOAuth,
  threads: threadsOAuth,
  linkedin_page: linkedinPageOAuth,
  youtube: youtubeOAuth,
  tiktok: tiktokOAuth,
  pinterest: pinterestOAuth,
  google_business: googleBusinessOAuth,
};

/** The network's name as people know it. */
export function networkName(provider: string): string {
  return NETWORK_NAMES[provider] ?? provider;
}

/** The OAuth flow of a network; a network this server cannot connect is a permanent error. */
export function oauthFlowFor(provider: string): OAuthFlow {
  const flow = Object.hasOwn(FLOWS, provider) ? FLOWS[provider] : undefined;
  if (!flow) {
    throw new ProviderError('permanent', `${networkName(provider)} is not set up on this server.`, {
      code: 'not_set_up',
    });
  }
  return flow;
}
