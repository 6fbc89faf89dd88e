// Channel connections through firebase-tools' Functions emulator: a sandbox account connected
// by the workspace's owner and refused to a viewer and a stranger, the Mastodon OAuth round trip
// against a local instance, and disconnecting, which deletes the secrets.

import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invokeScheduledFunction } from '../../emulator/stack/publisher-tick';
import { openSecrets } from '../../functions/src/domain/secretBox';
import { fakeMastodon, REFUSED_CODE } from './fakeMastodon';
import { ACCESS_LIFETIME_MS, fakePds } from './fakePds';
import { type Accounts, createAccounts, PLAN, seedBase, WS_SMM } from './fixtures';
import { adminDb, call, dumpDatabase, stack } from './support';

let accounts: Accounts;
const REDIRECT_URI = 'http://127.0.0.1:5000/app/channels';

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

beforeEach(async () => {
  await seedBase(accounts);
  // 'target' is a viewer of the workspace; 'outsider' has nothing to do with it.
  await adminDb()
    .doc(`workspaces/${WS_SMM}`)
    .update({ [`members.${accounts.target.uid}`]: 'viewer' });
});

const doc = async (path: string) => (await adminDb().doc(path).get()).data();

/** Starts a Mastodon connection as the owner; answers the instance's authorisation address. */
async function startMastodon(): Promise<URL> {
  const started = await call(
    'startChannelOAuth',
    {
      workspaceId: WS_SMM,
      provider: 'mastodon',
      instance: fakeMastodon.url,
      redirectUri: REDIRECT_URI,
    },
    accounts.smmUser,
  );
  if (!started.ok) throw new Error(`${started.code} ${started.message}`);
  return new URL(String(started.result.authorizeUrl));
}

/** The first call of each function starts its worker, which takes long on a busy machine. */
const COLD_START_MS = 240_000;
const sandbox = { workspaceId: WS_SMM, provider: 'sandbox', handle: '@bakery.sandbox' };

describe('connecting and disconnecting channels', () => {
  it(
    'lets the owner connect a sandbox account and disconnect it, which deletes its secrets',
    async () => {
      const connected = await call('connectChannel', sandbox, accounts.smmUser);
      if (!connected.ok) throw new Error(`${connected.code} ${connected.message}`);
      const channelId = String(connected.result.channelId);
      expect(await doc(`workspaces/${WS_SMM}/channels/${channelId}`)).toMatchObject({
        provider: 'sandbox',
        handle: '@bakery.sandbox',
        displayName: '@bakery.sandbox (sandbox)',
        status: 'connected',
        connectedBy: accounts.smmUser.uid,
      });
      expect(await doc(`channelSecrets/${channelId}`)).toBeDefined();
      // The workspace lists its channels: what the rules and the REST api let posts name.
      expect((await doc(`workspaces/${WS_SMM}`))?.channelIds).toEqual(['ch1', channelId]);

      const again = await call('connectChannel', sandbox, accounts.smmUser);
      expect(again).toMatchObject({ ok: true, result: { channelId } });

      const gone = await call(
        'disconnectChannel',
        { workspaceId: WS_SMM, channelId },
        accounts.smmUser,
      );
      expect(gone).toMatchObject({ ok: true, result: { channelId } });
      expect((await doc(`workspaces/${WS_SMM}/channels/${channelId}`))?.status).toBe(
        'disconnected',
      );
      expect(await doc(`channelSecrets/${channelId}`)).toBeUndefined();
      expect((await doc(`workspaces/${WS_SMM}`))?.channelIds).toEqual(['ch1']);
    },
    COLD_START_MS,
  );

  it(
    'builds the list of a workspace written before it existed from its channels',
    async () => {
      const db = adminDb();
      await db.doc(`workspaces/${WS_SMM}`).update({ channelIds: FieldValue.delete() });
      await db
        .doc(`workspaces/${WS_SMM}/channels/old`)
        .set({ provider: 'sandbox', handle: '@old', status: 'disconnected' });
      const connected = await call('connectChannel', sandbox, accounts.smmUser);
      if (!connected.ok) throw new Error(`${connected.code} ${connected.message}`);
      const channelId = String(connected.result.channelId);
      expect((await doc(`workspaces/${WS_SMM}`))?.channelIds).toEqual(['ch1', channelId].sort());
    },
    COLD_START_MS,
  );

  it(
    'repairs an older channel named by a Reconnect in place, and refuses an unknown one',
    async () => {
      const legacy = `workspaces/${WS_SMM}/channels/ch-older`;
      await adminDb().doc(legacy).set({
        provider: 'sandbox',
        handle: '@bakery.sandbox',
        displayName: 'Bakery archive (sandbox)',
        status: 'needs_reconnect',
      });
      const repaired = await call(
        'connectChannel',
        { ...sandbox, channelId: 'ch-older' },
        accounts.smmUser,
      );
      expect(repaired).toMatchObject({ ok: true, result: { channelId: 'ch-older' } });
      expect(await doc(legacy)).toMatchObject({
        status: 'connected',
        accountId: '@bakery.sandbox',
      });
      const all = await adminDb().collection(`workspaces/${WS_SMM}/channels`).get();
      expect(all.docs.filter((d) => d.get('handle') === '@bakery.sandbox')).toHaveLength(1);

      const unknown = await call(
        'connectChannel',
        { ...sandbox, channelId: 'ch-nowhere' },
        accounts.smmUser,
      );
      expect(unknown).toMatchObject({ ok: false, code: 'not-found' });
    },
    COLD_START_MS,
  );

  it(
    'refuses a viewer and a stranger, and writes nothing',
    async () => {
      const before = await dumpDatabase();
      for (const caller of [accounts.target, accounts.outsider]) {
        const connect = await call('connectChannel', sandbox, caller);
        expect(connect).toMatchObject({ ok: false, code: 'permission-denied' });
        const disconnect = await call(
          'disconnectChannel',
          { workspaceId: WS_SMM, channelId: 'ch1' },
          caller,
        );
        expect(disconnect).toMatchObject({ ok: false, code: 'permission-denied' });
      }
      expect(await dumpDatabase()).toEqual(before);
    },
    COLD_START_MS,
  );

  it(
    'connects a Mastodon account through the OAuth round trip, and revokes it on disconnect',
    async () => {
      const authorize = await startMastodon();
      expect(authorize.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
      const state = authorize.searchParams.get('state') ?? '';

      // The user approves on the instance, which sends the browser back with a code and the state.
      const stranger = await call(
        'completeChannelOAuth',
        { state, code: 'c-1' },
        accounts.outsider,
      );
      expect(stranger).toMatchObject({ ok: false, code: 'permission-denied' });
      const completed = await call(
        'completeChannelOAuth',
        { state, code: 'c-1' },
        accounts.smmUser,
      );
      if (!completed.ok) throw new Error(`${completed.code} ${completed.message}`);
      const channelId = String(completed.result.channelId);
      expect((await doc(`workspaces/${WS_SMM}`))?.channelIds).toContain(channelId);
      expect(completed.result.workspaceId).toBe(WS_SMM);
      expect(await doc(`workspaces/${WS_SMM}/channels/${channelId}`)).toMatchObject({
        provider: 'mastodon',
        instance: new URL(fakeMastodon.url).host,
        displayName: 'Bob',
        status: 'connected',
      });
      const token = openSecrets(channelId, await doc(`channelSecrets/${channelId}`))?.accessToken;
      expect(token).toMatch(/^token-\d+$/);

      const replay = await call('completeChannelOAuth', { state, code: 'c-1' }, accounts.smmUser);
      expect(replay).toMatchObject({ ok: false, code: 'failed-precondition' });

      await call('disconnectChannel', { workspaceId: WS_SMM, channelId }, accounts.smmUser);
      expect(fakeMastodon.revoked).toContain(token);
      expect(await doc(`channelSecrets/${channelId}`)).toBeUndefined();
      expect((await doc(`workspaces/${WS_SMM}`))?.channelIds).not.toContain(channelId);
    },
    COLD_START_MS,
  );

  it(
    'says the instance refused the code, and refuses redirects to foreign sites',
    async () => {
      const foreign = await call(
        'startChannelOAuth',
        {
          workspaceId: WS_SMM,
          provider: 'mastodon',
          instance: fakeMastodon.url,
          redirectUri: 'https://evil.example/cb',
        },
        accounts.smmUser,
      );
      expect(foreign).toMatchObject({ ok: false, code: 'invalid-argument' });
      const state = (await startMastodon()).searchParams.get('state');
      const refused = await call(
        'completeChannelOAuth',
        { state, code: REFUSED_CODE },
        accounts.smmUser,
      );
      expect(refused).toMatchObject({
        ok: false,
        code: 'invalid-argument',
        message: 'Mastodon refused the authorisation; please connect again.',
      });
    },
    COLD_START_MS,
  );

  it(
    "refuses a channel beyond the plan's limit with resource-exhausted, until one is disconnected",
    async () => {
      const db = adminDb();
      // ch1 comes with the base data; two more fill the three places of plan Basic.
      await db.doc(`subscriptions/${WS_SMM}`).set({ planId: PLAN, status: 'active' });
      for (const id of ['ch2', 'ch3']) {
        await db
          .doc(`workspaces/${WS_SMM}/channels/${id}`)
          .set({ provider: 'sandbox', handle: `@${id}`, status: 'connected' });
      }
      const refused = await call('connectChannel', sandbox, accounts.smmUser);
      expect(refused).toMatchObject({
        ok: false,
        code: 'resource-exhausted',
        message: 'The Basic plan allows 3 channels; this workspace has 3.',
        details: { limit: 'channels', allowed: 3, held: 3, plan: 'Basic' },
      });
      const freed = await call(
        'disconnectChannel',
        { workspaceId: WS_SMM, channelId: 'ch2' },
        accounts.smmUser,
      );
      expect(freed).toMatchObject({ ok: true });
      expect(await call('connectChannel', sandbox, accounts.smmUser)).toMatchObject({ ok: true });
    },
    COLD_START_MS,
  );

  it('answers failed-precondition for a network this server is not set up for', async () => {
    const outcome = await call(
      'startChannelOAuth',
      { workspaceId: WS_SMM, provider: 'x', redirectUri: REDIRECT_URI },
      accounts.smmUser,
    );
    expect(outcome).toMatchObject({
      ok: false,
      code: 'failed-precondition',
      message: 'X is not set up on this server.',
    });
  });
});

describe('the scheduled token refresh', () => {
  it(
    'renews a Bluesky token about to lapse and marks a refused one needs_reconnect, with one notification',
    async () => {
      const db = adminDb();
      const soon = Timestamp.fromMillis(Date.now() + 5 * 60_000);
      const channel = (handle: string) => ({
        provider: 'bluesky',
        handle,
        status: 'connected',
        tokenExpiresAt: soon,
        lastError: null,
      });
      const secrets = (refreshJwt: string) => ({
        provider: 'bluesky',
        service: fakePds.url,
        identifier: 'bakery.test',
        appPassword: 'abcd-efgh-ijkl-mnop',
        did: 'did:plc:bakery',
        accessJwt: 'expiring',
        refreshJwt,
      });
      fakePds.validRefresh = 'refresh-live';
      await db.doc(`workspaces/${WS_SMM}/channels/bsky-live`).set(channel('@bakery.test'));
      await db.doc('channelSecrets/bsky-live').set(secrets('refresh-live'));
      await db.doc(`workspaces/${WS_SMM}/channels/bsky-revoked`).set(channel('@old.test'));
      // A revoked refresh token, and an app password the PDS no longer accepts either.
      await db.doc('channelSecrets/bsky-revoked').set(secrets('refresh-revoked'));

      const origin = new URL(stack().functionsUrl).origin;
      const id = `${stack().region}-refreshChannelTokens`;
      for (let run = 0; run < 2; run++) {
        expect(await invokeScheduledFunction(origin, stack().projectId, id)).toBe(200);
      }

      const live = await doc(`workspaces/${WS_SMM}/channels/bsky-live`);
      expect(live?.status).toBe('connected');
      expect((live?.tokenExpiresAt as Timestamp | undefined)?.toMillis()).toBeGreaterThan(
        Date.now() + ACCESS_LIFETIME_MS - 5 * 60_000,
      );
      expect(openSecrets('bsky-live', await doc('channelSecrets/bsky-live'))?.refreshJwt).toBe(
        fakePds.validRefresh,
      );
      expect(fakePds.refreshes).toBe(1);

      const revoked = await doc(`workspaces/${WS_SMM}/channels/bsky-revoked`);
      expect(revoked?.status).toBe('needs_reconnect');
      const notices = (await db.collection(`workspaces/${WS_SMM}/notifications`).get()).docs;
      expect(notices.map((n) => n.data())).toEqual([
        expect.objectContaining({
          kind: 'channel_needs_reconnect',
          channelId: 'bsky-revoked',
          provider: 'bluesky',
          handle: '@old.test',
        }),
      ]);
    },
    COLD_START_MS,
  );
});
