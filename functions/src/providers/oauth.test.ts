import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  INSTANCE,
  type InstanceState,
  instanceHandlers,
  newInstance,
} from '../../../test/support/functions/channelNetworks';
import { failure, mockNetwork } from '../../../test/support/functions/providerKit';
import { mastodon } from './mastodon/mastodon';
import { mastodonClientKey, mastodonOAuth, oauthFlowFor } from './oauth';
import type { OAuthClientStore } from './types';

let instance: InstanceState;
const server = mockNetwork(...instanceHandlers(() => instance));
const REDIRECT = 'https://app.example.com/app/channels';

function memoryStore(): OAuthClientStore & { size: () => number } {
  const clients = new Map<string, { clientId: string; clientSecret: string }>();
  return {
    get: async (key) => clients.get(key) ?? null,
    put: async (key, client) => {
      clients.set(key, client);
    },
    size: () => clients.size,
  };
}

beforeEach(() => {
  instance = newInstance();
});

describe('mastodonOAuth', () => {
  it('registers once per instance and redirect address, then reuses the client', async () => {
    const clients = memoryStore();
    const first = await mastodonOAuth.start(
      { redirectUri: REDIRECT, state: 's1', instance: 'social.test' },
      { clients },
    );
    const second = await mastodonOAuth.start(
      { redirectUri: REDIRECT, state: 's2', instance: 'https://social.test/' },
      { clients },
    );
    expect(instance.apps).toBe(1);
    expect(instance.lastRedirectUri).toBe(REDIRECT);
    expect(new URL(second.authorizeUrl).searchParams.get('state')).toBe('s2');
    expect(first.pending).toEqual({
      instanceUrl: INSTANCE,
      clientId: 'client-1',
      clientSecret: 'secret-1',
    });
    await mastodonOAuth.start(
      { redirectUri: `${REDIRECT}/other`, state: 's3', instance: 'social.test' },
      { clients },
    );
    expect(instance.apps).toBe(2);
    expect(clients.size()).toBe(2);
    expect(mastodonClientKey(INSTANCE, REDIRECT)).not.toBe(
      mastodonClientKey(INSTANCE, `${REDIRECT}/other`),
    );
  });

  it('needs an instance address', async () => {
    const error = await failure(mastodonOAuth.start({ redirectUri: REDIRECT, state: 's' }, {}));
    expect(error.kind).toBe('permanent');
  });

  it('exchanges the code for a token and names the account per instance', async () => {
    const { pending } = await mastodonOAuth.start(
      { redirectUri: REDIRECT, state: 's', instance: 'social.test' },
      {},
    );
    const account = await mastodonOAuth.complete(
      { code: 'code-1', redirectUri: REDIRECT, pending },
      {},
    );
    expect(account).toEqual({
      accountId: '42@social.test',
      handle: '@bob@social.test',
      displayName: 'Bob',
      avatarUrl: 'https://social.test/bob.png',
      secrets: {
        instanceUrl: INSTANCE,
        accessToken: 'token-1',
        accountId: '42',
        clientId: 'client-1',
        clientSecret: 'secret-1',
      },
    });
  });

  it('classifies a refused code as an auth failure and an unreachable instance as transient', async () => {
    const pending = { instanceUrl: INSTANCE, clientId: 'client-1', clientSecret: 'secret-1' };
    const refused = await failure(
      mastodonOAuth.complete({ code: 'used', redirectUri: REDIRECT, pending }, {}),
    );
    expect(refused.kind).toBe('auth');
    server.use(http.post(`${INSTANCE}/oauth/token`, () => HttpResponse.error()));
    const down = await failure(
      mastodonOAuth.complete({ code: 'code-1', redirectUri: REDIRECT, pending }, {}),
    );
    expect(down.kind).toBe('transient');
  });

  it('revokes the token with the client it was issued to', async () => {
    const saveSecrets = async () => undefined;
    await mastodon.revoke?.(
      { instanceUrl: INSTANCE, accessToken: 'token-7', clientId: 'c', clientSecret: 's' },
      { saveSecrets },
    );
    expect(instance.revoked).toEqual(['token-7']);
    // Without the client, the instance would refuse: nothing is sent.
    await mastodon.revoke?.({ instanceUrl: INSTANCE, accessToken: 'token-8' }, { saveSecrets });
    expect(instance.revoked).toEqual(['token-7']);
  });
});

describe('oauthFlowFor', () => {
  it('answers the Mastodon flow and names networks this server cannot connect', () => {
    expect(oauthFlowFor('mastodon')).toBe(mastodonOAuth);
    expect(() => oauthFlowFor('friendster')).toThrow('friendster is not set up on this server.');
  });
});
