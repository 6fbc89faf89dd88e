import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  APP_PASSWORD,
  BLUESKY_DID,
  jwt,
  metadataHandlers,
  newPds,
  PDS,
  type PdsState,
  pdsHandlers,
} from '../../../../test/support/functions/channelNetworks';
import {
  type AtprotoState,
  atprotoHandlers,
  ISSUER,
  newAtproto,
  OAUTH_DID,
  OAUTH_PDS,
  thumbprint,
} from '../../../../test/support/functions/fakeAtproto';
import {
  startTestFirestore,
  type TestFirestore,
} from '../../../../test/support/functions/firestoreEmulator';
import { mockNetwork, testEnv } from '../../../../test/support/functions/providerKit';
import { newPrivateJwk, publicJwk } from '../../providers/bluesky/es256';
import { providerFor } from '../../providers/registry';
import { openSecrets } from '../secretBox';
import { REFRESH_LEASE_MS, refreshChannelTokens } from './channelRefresh';

let fs: TestFirestore;
let db: Firestore;
let pds: PdsState;
const server = mockNetwork(...metadataHandlers, ...pdsHandlers(() => pds));

beforeAll(async () => {
  fs = await startTestFirestore();
  db = fs.db;
});
afterAll(() => fs.stop());

let now: Date;
const deps = () => ({ now: () => now, providerFor });
const minutes = (n: number) => Timestamp.fromMillis(now.getTime() + n * 60_000);
const channel = async (id: string) =>
  (await db.doc(`workspaces/w/channels/${id}`).get()).data() ?? {};
const secrets = async (id: string) =>
  openSecrets(id, (await db.doc(`channelSecrets/${id}`).get()).data()) ?? {};
const notifications = async () => (await db.collection('workspaces/w/notifications').get()).size;

async function seedBluesky(id: string, expiresInMinutes: number, refreshJwt = 'refresh-live') {
  await db.doc(`workspaces/w/channels/${id}`).set({
    provider: 'bluesky',
    handle: `@${id}.test`,
    status: 'connected',
    tokenExpiresAt: minutes(expiresInMinutes),
    lastError: null,
  });
  await db.doc(`channelSecrets/${id}`).set({
    provider: 'bluesky',
    service: PDS,
    identifier: `${id}.test`,
    appPassword: APP_PASSWORD,
    did: BLUESKY_DID,
    accessJwt: jwt(minutes(expiresInMinutes).toDate()),
    refreshJwt,
  });
}

beforeEach(async () => {
  now = new Date();
  pds = newPds();
  pds.validRefresh = 'refresh-live';
  await fs.clear();
  await db.doc('workspaces/w').set({ product: 'smm', members: {} });
});

describe('the token refresh job', () => {
  it('renews a token that expires within 30 minutes and leaves later ones alone', async () => {
    await seedBluesky('soon', 10);
    await seedBluesky('later', 120, 'refresh-later');
    const summary = await refreshChannelTokens(db, deps());
    expect(summary).toMatchObject({ due: 1, refreshed: 1, needsReconnect: 0, failed: 0 });
    const soon = await channel('soon');
    expect(soon.status).toBe('connected');
    // Bluesky's new access token lasts about two hours; the expiry is read from its JWT.
    const expires = (soon.tokenExpiresAt as Timestamp).toMillis();
    expect(expires).toBeGreaterThan(Date.now() + pds.accessMs - 5000);
    expect(soon.refreshLeaseUntil).toBeUndefined();
    expect((await secrets('soon')).refreshJwt).toBe('refresh-r1');
    expect((await secrets('later')).refreshJwt).toBe('refresh-later');
    expect(pds.refreshes).toBe(1);
  });

  it('opens a new session with the app password when the refresh token has lapsed', async () => {
    await seedBluesky('lapsed', 5, 'refresh-dead');
    const summary = await refreshChannelTokens(db, deps());
    expect(summary.refreshed).toBe(1);
    expect(pds.sessions).toBe(1);
    expect((await secrets('lapsed')).refreshJwt).toBe('refresh-s1');
  });

  it('marks the channel needs_reconnect when the network refuses, and notifies once', async () => {
    await seedBluesky('revoked', 5, 'refresh-dead');
    pds.password = 'changed-by-the-user';
    const first = await refreshChannelTokens(db, deps());
    expect(first).toMatchObject({ due: 1, needsReconnect: 1 });
    const stored = await channel('revoked');
    expect(stored.status).toBe('needs_reconnect');
    expect(stored.lastError.message).toContain('Bluesky createSession answered 401');
    // The next runs do not pick a channel that waits for its user.
    now = new Date(now.getTime() + 10 * 60_000);
    expect((await refreshChannelTokens(db, deps())).due).toBe(0);
    expect(await notifications()).toBe(1);
  });

  it('keeps the channel connected through a passing outage and tries again next run', async () => {
    await seedBluesky('flaky', 5);
    server.use(
      http.post(`${PDS}/xrpc/com.atproto.server.refreshSession`, () =>
        HttpResponse.json({ error: 'Unavailable' }, { status: 503 }),
      ),
    );
    expect((await refreshChannelTokens(db, deps())).failed).toBe(1);
    const stored = await channel('flaky');
    expect(stored.status).toBe('connected');
    expect(stored.lastError.message).toContain('503');
    server.resetHandlers();
    expect((await refreshChannelTokens(db, deps())).refreshed).toBe(1);
    expect((await channel('flaky')).lastError).toBeNull();
  });

  it('leaves a channel another run is refreshing', async () => {
    await seedBluesky('held', 5);
    await db
      .doc('workspaces/w/channels/held')
      .update({ refreshLeaseUntil: Timestamp.fromMillis(now.getTime() + REFRESH_LEASE_MS) });
    expect(await refreshChannelTokens(db, deps())).toMatchObject({ due: 1, skipped: 1 });
    expect(pds.refreshes).toBe(0);
  });

  it('skips networks whose tokens do not expire', async () => {
    await db.doc('workspaces/w/channels/sbx').set({
      provider: 'sandbox',
      handle: '@sbx',
      status: 'connected',
      tokenExpiresAt: minutes(-60),
    });
    expect(await refreshChannelTokens(db, deps())).toMatchObject({ due: 1, skipped: 1 });
    expect((await channel('sbx')).status).toBe('connected');
  });

  it('marks a channel without stored secrets for reconnection', async () => {
    await seedBluesky('lost', 5);
    await db.doc('channelSecrets/lost').delete();
    expect((await refreshChannelTokens(db, deps())).needsReconnect).toBe(1);
    expect((await channel('lost')).status).toBe('needs_reconnect');
  });
});

describe('the token refresh job on Bluesky OAuth channels', () => {
  const clientKey = newPrivateJwk('client-1');
  testEnv({ APP_ORIGIN: 'https://app.test', BLUESKY_OAUTH_PRIVATE_JWK: JSON.stringify(clientKey) });
  let as: AtprotoState;
  const DAY = 86_400_000;

  async function seedOAuth(id: string) {
    as = newAtproto('https://app.test/oauth/bluesky/client-metadata.json', [
      { ...publicJwk(clientKey), kid: 'client-1' } as Record<string, string>,
    ]);
    server.use(...atprotoHandlers(() => as));
    const dpopKey = newPrivateJwk();
    as.refresh = { token: 'refresh-live', jkt: thumbprint(dpopKey) };
    const sessionEnd = now.getTime() + 700 * DAY;
    await db.doc(`workspaces/w/channels/${id}`).set({
      provider: 'bluesky',
      handle: '@alice.oauth.test',
      status: 'connected',
      tokenExpiresAt: minutes(5),
      lastError: null,
    });
    await db.doc(`channelSecrets/${id}`).set({
      provider: 'bluesky',
      auth: 'oauth',
      service: OAUTH_PDS,
      did: OAUTH_DID,
      issuer: ISSUER,
      tokenEndpoint: `${ISSUER}/oauth/token`,
      accessToken: 'access-old',
      refreshToken: 'refresh-live',
      accessTokenExpiresAt: now.getTime() - 1000,
      refreshTokenExpiresAt: sessionEnd,
      dpopKey,
    });
    return sessionEnd;
  }

  it('rotates the refresh token, stores it, and renews again within a month', async () => {
    const sessionEnd = await seedOAuth('oauth');
    expect(await refreshChannelTokens(db, deps())).toMatchObject({ due: 1, refreshed: 1 });
    expect(await secrets('oauth')).toMatchObject({
      refreshToken: 'refresh-1',
      accessToken: 'access-1',
    });
    const stored = await channel('oauth');
    expect((stored.tokenExpiresAt as Timestamp).toMillis()).toBeGreaterThan(
      now.getTime() + 27 * DAY,
    );
    // The forecast keeps the session's end: refreshing does not extend it.
    expect((stored.credentialExpiresAt as Timestamp).toMillis()).toBe(sessionEnd);
  });

  it('marks the channel needs_reconnect when the authorization server refuses the refresh token', async () => {
    await seedOAuth('spent');
    as.refresh = null;
    expect(await refreshChannelTokens(db, deps())).toMatchObject({ due: 1, needsReconnect: 1 });
    expect((await channel('spent')).status).toBe('needs_reconnect');
    expect(await notifications()).toBe(1);
  });
});
