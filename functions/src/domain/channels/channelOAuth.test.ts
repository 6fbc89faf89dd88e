import { randomUUID } from 'node:crypto';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  callerWith,
  INSTANCE,
  type InstanceState,
  instanceHandlers,
  metadataHandlers,
  newInstance,
} from '../../../../test/support/functions/channelNetworks';
import {
  startTestFirestore,
  type TestFirestore,
} from '../../../../test/support/functions/firestoreEmulator';
import { mockNetwork } from '../../../../test/support/functions/providerKit';
import { refusal } from '../../../../test/support/functions/refusal';
import { oauthFlowFor } from '../../providers/oauth';
import { providerFor } from '../../providers/registry';
import type { OAuthFlow } from '../../providers/types';
import { DomainError } from '../errors';
import { openSecrets } from '../secretBox';
import {
  checkRedirectUri,
  completeChannelOAuth,
  OAUTH_STATE_TTL_MS,
  OAUTH_STATES,
  type OAuthDeps,
  startChannelOAuth,
} from './channelOAuth';
import { adapterFor } from './channelSandbox';
import { channelIdFor } from './channels';

let fs: TestFirestore;
let db: Firestore;
let instance: InstanceState;
mockNetwork(...metadataHandlers, ...instanceHandlers(() => instance));

beforeAll(async () => {
  fs = await startTestFirestore();
  db = fs.db;
});
afterAll(() => fs.stop());

const REDIRECT = 'http://127.0.0.1:5000/app/channels';
const APP_REDIRECT = 'https://app.example.com/app/channels';
const owner = callerWith('u-owner');
const editor = callerWith('u-editor');
const viewer = callerWith('u-viewer');
let wid: string;
let now: Date;

const deps = (overrides: Partial<OAuthDeps> = {}): OAuthDeps => ({
  now,
  emulator: true,
  appOrigins: ['https://app.example.com'],
  oauthFlowFor,
  ...overrides,
});

beforeEach(async () => {
  instance = newInstance();
  now = new Date();
  wid = `ws-${randomUUID().slice(0, 8)}`;
  await db.doc(`workspaces/${wid}`).set({
    product: 'smm',
    members: { [owner.uid]: 'owner', [editor.uid]: 'editor', [viewer.uid]: 'viewer' },
  });
});

/** A start whose redirect address is unique to the test, so the cached client is its own. */
async function start(caller = owner, redirectUri = `${REDIRECT}?t=${wid}`) {
  const { authorizeUrl } = await startChannelOAuth(
    db,
    caller,
    { workspaceId: wid, provider: 'mastodon', instance: 'social.test', redirectUri },
    deps(),
  );
  const url = new URL(authorizeUrl);
  return { url, state: url.searchParams.get('state') ?? '' };
}

describe('starting a Mastodon connection', () => {
  it('registers the app with the instance once and sends the user to its authorisation page', async () => {
    const first = await start();
    expect(`${first.url.origin}${first.url.pathname}`).toBe(`${INSTANCE}/oauth/authorize`);
    expect(Object.fromEntries(first.url.searchParams)).toMatchObject({
      client_id: 'client-1',
      redirect_uri: `${REDIRECT}?t=${wid}`,
      response_type: 'code',
      scope: 'read write',
    });
    expect(first.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await start(editor);
    expect(second.url.searchParams.get('client_id')).toBe('client-1');
    expect(instance.apps).toBe(1);
    expect(second.state).not.toBe(first.state);
  });

  it('keeps the state on the server, bound to the caller, for 15 minutes', async () => {
    const { state } = await start();
    const stored = (await db.doc(`${OAUTH_STATES}/${state}`).get()).data();
    expect(stored).toMatchObject({
      uid: owner.uid,
      workspaceId: wid,
      provider: 'mastodon',
      instance: 'social.test',
      pending: { instanceUrl: INSTANCE, clientId: 'client-1', clientSecret: 'secret-1' },
    });
    expect((stored?.expiresAt as Timestamp | undefined)?.toMillis()).toBe(
      now.getTime() + OAUTH_STATE_TTL_MS,
    );
  });

  it('refuses a viewer before talking to the instance', async () => {
    const error = await refusal(start(viewer));
    expect(error.code).toBe('permission-denied');
    expect(instance.apps).toBe(0);
  });

  it('answers failed-precondition for a network this server is not set up for', async () => {
    for (const provider of ['linkedin', 'x'] as const) {
      const error = await refusal(
        startChannelOAuth(db, owner, { workspaceId: wid, provider, redirectUri: REDIRECT }, deps()),
      );
      expect(error.code).toBe('failed-precondition');
      expect(error.message).toBe(
        `${provider === 'x' ? 'X' : 'LinkedIn'} is not set up on this server.`,
      );
      // The app says "not set up", never that the network refused.
      expect(error.reason).toBe('not_set_up');
    }
  });
});

describe('the redirect address', () => {
  it('accepts local addresses in the emulator and the configured origins', () => {
    expect(() => checkRedirectUri(REDIRECT, deps())).not.toThrow();
    expect(() => checkRedirectUri('http://localhost:5173/x', deps())).not.toThrow();
    expect(() => checkRedirectUri(APP_REDIRECT, deps({ emulator: false }))).not.toThrow();
  });

  it('refuses any other origin, and local ones when deployed', () => {
    for (const [uri, emulator] of [
      ['https://evil.example/app/channels', true],
      ['https://app.example.com.evil.example/x', false],
      [REDIRECT, false],
      ['https://user:pw@app.example.com/x', false],
    ] as const) {
      expect(() => checkRedirectUri(uri, deps({ emulator }))).toThrow(DomainError);
    }
  });
});

describe('completing the connection', () => {
  it('exchanges the code, stores the account with its instance and uses the state up', async () => {
    const { state } = await start();
    const result = await completeChannelOAuth(db, owner, { state, code: 'code-1' }, deps());
    const channelId = channelIdFor(wid, 'mastodon', '42@social.test');
    expect(result).toEqual({ workspaceId: wid, channelId });
    expect((await db.doc(`workspaces/${wid}/channels/${channelId}`).get()).data()).toMatchObject({
      provider: 'mastodon',
      instance: 'social.test',
      handle: '@bob@social.test',
      displayName: 'Bob',
      status: 'connected',
      tokenExpiresAt: null,
    });
    expect(
      openSecrets(channelId, (await db.doc(`channelSecrets/${channelId}`).get()).data()),
    ).toMatchObject({
      instanceUrl: INSTANCE,
      accessToken: 'token-1',
      clientId: 'client-1',
      clientSecret: 'secret-1',
    });
    expect((await db.doc(`${OAUTH_STATES}/${state}`).get()).exists).toBe(false);

    const replay = await refusal(
      completeChannelOAuth(db, owner, { state, code: 'code-1' }, deps()),
    );
    expect(replay.code).toBe('failed-precondition');
    expect(replay.message).toContain('already used');
    expect(instance.tokens).toBe(1);
  });

  it('refuses a state started by someone else and leaves it for its owner', async () => {
    const { state } = await start();
    const error = await refusal(
      completeChannelOAuth(db, editor, { state, code: 'code-1' }, deps()),
    );
    expect(error.code).toBe('permission-denied');
    expect(instance.tokens).toBe(0);
    await completeChannelOAuth(db, owner, { state, code: 'code-1' }, deps());
  });

  it('refuses a state older than 15 minutes', async () => {
    const { state } = await start();
    now = new Date(now.getTime() + OAUTH_STATE_TTL_MS + 1);
    const error = await refusal(completeChannelOAuth(db, owner, { state, code: 'code-1' }, deps()));
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toContain('expired');
    expect(instance.tokens).toBe(0);
    expect((await db.doc(`${OAUTH_STATES}/${state}`).get()).exists).toBe(false);
  });

  it('says the instance refused a code it does not accept', async () => {
    const { state } = await start();
    const error = await refusal(completeChannelOAuth(db, owner, { state, code: 'forged' }, deps()));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Mastodon refused the authorisation; please connect again.');
  });

  it('refuses a caller who lost the right to manage channels meanwhile', async () => {
    const { state } = await start(editor);
    await db.doc(`workspaces/${wid}`).update({ [`members.${editor.uid}`]: 'viewer' });
    const error = await refusal(
      completeChannelOAuth(db, editor, { state, code: 'code-1' }, deps()),
    );
    expect(error.code).toBe('permission-denied');
    expect(instance.tokens).toBe(0);
  });
});

describe('reconnecting a named channel', () => {
  async function startFor(channelId: string) {
    const { authorizeUrl } = await startChannelOAuth(
      db,
      owner,
      {
        workspaceId: wid,
        provider: 'mastodon',
        instance: 'social.test',
        redirectUri: `${REDIRECT}?t=${wid}`,
        channelId,
      },
      deps(),
    );
    return new URL(authorizeUrl).searchParams.get('state') ?? '';
  }
  const channel = (id: string) => db.doc(`workspaces/${wid}/channels/${id}`);

  it('keeps the channel in the pending state and repairs it, adopting the account', async () => {
    const legacyId = `legacy-${wid}`;
    await channel(legacyId).set({
      provider: 'mastodon',
      handle: '@bob@social.test',
      status: 'needs_reconnect',
    });
    const state = await startFor(legacyId);
    expect((await db.doc(`${OAUTH_STATES}/${state}`).get()).get('channelId')).toBe(legacyId);
    const result = await completeChannelOAuth(db, owner, { state, code: 'code-1' }, deps());
    expect(result).toEqual({ workspaceId: wid, channelId: legacyId });
    const list = await db.collection(`workspaces/${wid}/channels`).get();
    expect(list.docs.map((d) => d.id)).toEqual([legacyId]);
    expect(list.docs[0]?.data()).toMatchObject({
      accountId: '42@social.test',
      status: 'connected',
      instance: 'social.test',
    });
  });

  it('refuses another account than the channel’s and gives its token back', async () => {
    const carolId = `carol-${wid}`;
    await channel(carolId).set({
      provider: 'mastodon',
      accountId: '7@social.test',
      handle: '@carol@social.test',
      status: 'needs_reconnect',
    });
    const state = await startFor(carolId);
    const error = await refusal(
      completeChannelOAuth(db, owner, { state, code: 'code-1' }, deps({ providerFor })),
    );
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(
      'This channel belongs to @carol@social.test; sign in to that account to reconnect it.',
    );
    expect(instance.revoked).toEqual(['token-1']);
    expect((await channel(carolId).get()).get('status')).toBe('needs_reconnect');
    expect((await db.collection(`workspaces/${wid}/channels`).get()).size).toBe(1);
  });

  it('refuses an unknown channel and one on another network before the instance is asked', async () => {
    expect((await refusal(startFor('nope'))).code).toBe('not-found');
    await channel('sandboxed').set({ provider: 'sandbox', handle: '@x', status: 'connected' });
    expect((await refusal(startFor('sandboxed'))).code).toBe('invalid-argument');
    expect(instance.apps).toBe(0);
  });
});

describe('the flows by network', () => {
  it('names a network nobody set up', () => {
    expect(() => oauthFlowFor('myspace')).toThrow('myspace is not set up on this server.');
  });
});

describe('a sign-in that grants several accounts (Meta Pages, business locations)', () => {
  const page = (id: string) => ({
    accountId: id,
    handle: `Page ${id}`,
    displayName: `Page ${id}`,
    avatarUrl: null,
    secrets: { pageId: id, accessToken: `token-${id}` },
  });
  const meta: OAuthFlow = {
    async start() {
      return { authorizeUrl: 'https://www.facebook.com/v23.0/dialog/oauth', pending: {} };
    },
    async complete() {
      return {
        ...page('p1'),
        alsoConnected: [
          { provider: 'instagram', account: { ...page('ig1'), handle: '@shop' } },
          { provider: 'facebook', account: page('p2') },
        ],
      };
    },
  };
  const metaDeps = () => deps({ oauthFlowFor: () => meta });
  const begin = async (channelId?: string) =>
    startChannelOAuth(
      db,
      owner,
      { workspaceId: wid, provider: 'facebook', redirectUri: REDIRECT, channelId },
      metaDeps(),
    ).then(async () => {
      const states = await db.collection(OAUTH_STATES).where('workspaceId', '==', wid).get();
      return states.docs.at(-1)?.id ?? '';
    });

  it('makes a channel of every granted account up to the plan limit, each with its own secrets', async () => {
    const state = await begin();
    const result = await completeChannelOAuth(db, owner, { state, code: 'c' }, metaDeps());
    expect(result.channelId).toBe(channelIdFor(wid, 'facebook', 'p1'));
    const list = await db.collection(`workspaces/${wid}/channels`).get();
    expect(list.docs.map((d) => [d.get('provider'), d.get('accountId')]).sort()).toEqual([
      // Without a plan a workspace has two channels: the third account is left out.
      ['facebook', 'p1'],
      ['instagram', 'ig1'],
    ]);
    // ...and the screen is told so, with the plan's limit, not left to guess.
    expect(result.accounts).toEqual({
      granted: 3,
      connected: 2,
      limit: 2,
      skipped: [{ provider: 'facebook', handle: 'Page p2', reason: 'limit' }],
    });
    const igId = channelIdFor(wid, 'instagram', 'ig1');
    expect(openSecrets(igId, (await db.doc(`channelSecrets/${igId}`).get()).data())).toMatchObject({
      pageId: 'ig1',
      accessToken: 'token-ig1',
      provider: 'instagram',
    });
  });

  it('repairs only the reconnected channel, with its own account among those granted', async () => {
    const id = `old-${wid}`;
    await db.doc(`workspaces/${wid}/channels/${id}`).set({
      provider: 'facebook',
      accountId: 'p2',
      handle: 'Page p2',
      status: 'needs_reconnect',
    });
    const state = await begin(id);
    const result = await completeChannelOAuth(db, owner, { state, code: 'c' }, metaDeps());
    expect(result.channelId).toBe(id);
    const list = await db.collection(`workspaces/${wid}/channels`).get();
    expect(list.docs.map((d) => d.id)).toEqual([id]);
    expect(list.docs[0]?.get('status')).toBe('connected');
  });
});

describe('the new networks offline (the local stack without their apps)', () => {
  it('connects a sandbox channel of the network and publishes it through the sandbox in the network’s limits', async () => {
    const redirectUri = `${REDIRECT}?t=${wid}`;
    const { authorizeUrl } = await startChannelOAuth(
      db,
      owner,
      { workspaceId: wid, provider: 'youtube', redirectUri },
      deps(),
    );
    const back = new URL(authorizeUrl);
    expect(`${back.origin}${back.pathname}`).toBe('http://127.0.0.1:5000/app/channels');
    expect(back.searchParams.get('code')).toBe('sandbox-youtube');
    const state = back.searchParams.get('state') ?? '';
    const { channelId } = await completeChannelOAuth(
      db,
      owner,
      { state, code: 'sandbox-youtube' },
      deps(),
    );
    expect((await db.doc(`workspaces/${wid}/channels/${channelId}`).get()).data()).toMatchObject({
      provider: 'youtube',
      handle: '@youtube-sandbox',
      displayName: 'YouTube (sandbox)',
      status: 'connected',
    });
    const secrets = openSecrets(
      channelId,
      (await db.doc(`channelSecrets/${channelId}`).get()).data(),
    );
    expect(secrets).toMatchObject({ sandbox: true });

    const adapter = adapterFor(providerFor('youtube'), secrets ?? {});
    expect((await adapter.limits({}, { saveSecrets: async () => undefined })).requiresMedia).toBe(
      true,
    );
    const posted = await adapter.publish(
      { idempotencyKey: 'p_c', text: 'Hello', media: [], attemptedAt: new Date() },
      secrets ?? {},
      { saveSecrets: async () => undefined },
    );
    expect(posted.url).toContain('sandbox.invalid');
  });

  it('connects Bluesky by handle through the sandbox while the server has no Bluesky client key', async () => {
    const { authorizeUrl } = await startChannelOAuth(
      db,
      owner,
      { workspaceId: wid, provider: 'bluesky', handle: 'alice.bsky.social', redirectUri: REDIRECT },
      deps(),
    );
    const back = new URL(authorizeUrl);
    expect(back.searchParams.get('code')).toBe('sandbox-bluesky');
    const state = back.searchParams.get('state') ?? '';
    const { channelId } = await completeChannelOAuth(
      db,
      owner,
      { state, code: 'sandbox-bluesky' },
      deps(),
    );
    expect((await db.doc(`workspaces/${wid}/channels/${channelId}`).get()).data()).toMatchObject({
      provider: 'bluesky',
      displayName: 'Bluesky (sandbox)',
      status: 'connected',
    });
    const deployed = await refusal(
      startChannelOAuth(
        db,
        owner,
        {
          workspaceId: wid,
          provider: 'bluesky',
          handle: 'alice.bsky.social',
          redirectUri: APP_REDIRECT,
        },
        deps({ emulator: false }),
      ),
    );
    expect(deployed.message).toBe('Bluesky is not set up on this server.');
  });

  it('says the network is not set up when deployed', async () => {
    const error = await refusal(
      startChannelOAuth(
        db,
        owner,
        { workspaceId: wid, provider: 'tiktok', redirectUri: APP_REDIRECT },
        deps({ emulator: false }),
      ),
    );
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe('TikTok is not set up on this server.');
  });
});
