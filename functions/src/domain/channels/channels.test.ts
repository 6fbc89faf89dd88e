import { randomUUID } from 'node:crypto';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { HttpResponse, http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  APP_PASSWORD,
  BLUESKY_DID,
  callerWith,
  INSTANCE,
  type InstanceState,
  instanceHandlers,
  metadataHandlers,
  newInstance,
  newPds,
  PDS,
  type PdsState,
  pdsHandlers,
} from '../../../../test/support/functions/channelNetworks';
import {
  startTestFirestore,
  type TestFirestore,
} from '../../../../test/support/functions/firestoreEmulator';
import { mockNetwork } from '../../../../test/support/functions/providerKit';
import { refusal } from '../../../../test/support/functions/refusal';
import { configureGuardForTests } from '../../net/guardedFetch';
import { connectBlueskyAccount } from '../../providers/bluesky/bluesky';
import { providerFor } from '../../providers/registry';
import { openSecrets } from '../secretBox';
import {
  BLUESKY_REFUSED,
  type ChannelDeps,
  channelIdFor,
  connectChannel,
  disconnectChannel,
} from './channels';

let fs: TestFirestore;
let db: Firestore;
let pds: PdsState;
let instance: InstanceState;
const server = mockNetwork(
  ...metadataHandlers,
  ...pdsHandlers(() => pds),
  ...instanceHandlers(() => instance),
);

beforeAll(async () => {
  fs = await startTestFirestore();
  db = fs.db;
});
afterAll(() => fs.stop());

let wid: string;
const owner = callerWith('u-owner');
const editor = callerWith('u-editor');
const viewer = callerWith('u-viewer');
const approver = callerWith('u-approver');
const stranger = callerWith('u-stranger');
const smmAdmin = callerWith('u-smm-admin', { roles: { smm: 'admin' } });
const connectAdmin = callerWith('u-connect-admin', { roles: { connect: 'admin' } });

const deps = (overrides: Partial<ChannelDeps> = {}): ChannelDeps => ({
  now: new Date(),
  emulator: true,
  providerFor,
  connectBluesky: connectBlueskyAccount,
  ...overrides,
});

const channels = async (): Promise<Record<string, unknown>[]> =>
  (await db.collection(`workspaces/${wid}/channels`).get()).docs.map((d) => ({
    id: d.id,
    ...d.data(),
  }));
const secrets = async (cid: string) =>
  openSecrets(cid, (await db.doc(`channelSecrets/${cid}`).get()).data()) ?? undefined;
const audits = async () =>
  (await db.collection('auditLog').where('target', '>=', `workspaces/${wid}/`).get()).docs
    .map((d) => d.data())
    .filter((entry) => String(entry.target).startsWith(`workspaces/${wid}/`));

beforeEach(async () => {
  pds = newPds();
  instance = newInstance();
  // Each test has its own workspace, so no test sees another's channels.
  wid = `ws-${randomUUID().slice(0, 8)}`;
  await db.doc(`workspaces/${wid}`).set({
    name: 'Bakery',
    product: 'smm',
    ownerUid: owner.uid,
    members: {
      [owner.uid]: 'owner',
      [editor.uid]: 'editor',
      [viewer.uid]: 'viewer',
      [approver.uid]: 'approver',
    },
  });
});

const sandboxInput = () => ({ workspaceId: wid, provider: 'sandbox' as const, handle: '@bakery' });
const blueskyInput = (appPassword = APP_PASSWORD) => ({
  workspaceId: wid,
  provider: 'bluesky' as const,
  identifier: 'alice.test',
  appPassword,
  service: PDS,
});

describe('connecting a sandbox channel', () => {
  it('lets the owner connect one, labelled as the sandbox, with its secrets kept apart', async () => {
    const { channelId } = await connectChannel(db, owner, sandboxInput(), deps());
    expect(channelId).toBe(channelIdFor(wid, 'sandbox', '@bakery'));
    const [channel] = await channels();
    expect(channel).toMatchObject({
      id: channelId,
      provider: 'sandbox',
      handle: '@bakery',
      displayName: '@bakery (sandbox)',
      status: 'connected',
      connectedBy: owner.uid,
      lastError: null,
      tokenExpiresAt: null,
    });
    expect(JSON.stringify(channel)).not.toContain('secret');
    expect(await secrets(channelId)).toMatchObject({ handle: '@bakery', provider: 'sandbox' });
    expect(await audits()).toEqual([
      expect.objectContaining({ action: 'channel.connect', actorUid: owner.uid, product: 'smm' }),
    ]);
  });

  it('refuses the sandbox outside the emulator', async () => {
    const error = await refusal(
      connectChannel(db, owner, sandboxInput(), deps({ emulator: false })),
    );
    expect(error.code).toBe('failed-precondition');
    expect(await channels()).toEqual([]);
  });

  it('lets editors and admins of the product connect, and no one else', async () => {
    await connectChannel(db, editor, sandboxInput(), deps());
    await connectChannel(db, smmAdmin, { ...sandboxInput(), handle: 'agency' }, deps());
    for (const caller of [viewer, approver, stranger, connectAdmin]) {
      const error = await refusal(
        connectChannel(db, caller, { ...sandboxInput(), handle: 'intruder' }, deps()),
      );
      expect(error.code).toBe('permission-denied');
    }
    expect((await channels()).map((c) => c.handle).sort()).toEqual(['@agency', '@bakery']);
  });

  it('refuses a workspace that does not exist as it refuses one the caller may not use', async () => {
    const error = await refusal(
      connectChannel(db, owner, { ...sandboxInput(), workspaceId: 'nowhere' }, deps()),
    );
    // The same answer as for a forbidden workspace: the refusal tells nobody which ids exist.
    expect(error.code).toBe('permission-denied');
  });
});

describe('connecting a Bluesky account', () => {
  it('stores the session, the profile and the access token expiry read from the JWT', async () => {
    const before = Date.now();
    const { channelId } = await connectChannel(db, owner, blueskyInput(), deps());
    const [channel] = await channels();
    expect(channel).toMatchObject({
      id: channelId,
      provider: 'bluesky',
      accountId: BLUESKY_DID,
      handle: '@alice.test',
      displayName: 'Alice',
      avatarUrl: 'https://cdn.test/alice.jpg',
      status: 'connected',
    });
    const expires = channel?.tokenExpiresAt as Timestamp;
    // The JWT's exp has whole seconds.
    expect(expires.toMillis()).toBeGreaterThanOrEqual(before + pds.accessMs - 1000);
    expect(expires.toMillis()).toBeLessThanOrEqual(Date.now() + pds.accessMs);
    expect(await secrets(channelId)).toMatchObject({
      service: PDS,
      identifier: 'alice.test',
      appPassword: APP_PASSWORD,
      did: BLUESKY_DID,
      refreshJwt: 'refresh-s1',
    });
  });

  it('says clearly that Bluesky refused a wrong app password, and stores nothing', async () => {
    const error = await refusal(connectChannel(db, owner, blueskyInput('wrong'), deps()));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe(BLUESKY_REFUSED);
    expect(error.message).toContain('Bluesky refused the handle or app password');
    expect(await channels()).toEqual([]);
  });

  it('answers unavailable when Bluesky cannot be reached', async () => {
    server.use(
      http.post(`${PDS}/xrpc/com.atproto.server.createSession`, () => HttpResponse.error()),
    );
    const error = await refusal(connectChannel(db, owner, blueskyInput(), deps()));
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe(
      'Bluesky could not be reached just now. Please try again in a moment.',
    );
    // The reason the app words for the person: the network, not what they typed.
    expect(error.reason).toBe('unreachable');
  });

  it('says that no server answers at a mistyped PDS address', async () => {
    // The .invalid top-level domain never resolves (RFC 2606): the lookup fails for real.
    server.use(http.post('https://pds.typo.invalid/*', () => passthrough()));
    const error = await refusal(
      connectChannel(db, owner, { ...blueskyInput(), service: 'https://pds.typo.invalid' }, deps()),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('No Bluesky server answers at that address; please check it.');
    expect(error.reason).toBe('no_server');
  });

  it('never asks the network for a caller who may not connect', async () => {
    const error = await refusal(connectChannel(db, viewer, blueskyInput(), deps()));
    expect(error.code).toBe('permission-denied');
    expect(pds.sessions).toBe(0);
  });

  it('refuses a PDS address on a private network outside the emulator', async () => {
    const error = await refusal(
      connectChannel(
        db,
        owner,
        { ...blueskyInput(), service: 'https://192.168.1.10' },
        deps({ emulator: false }),
      ),
    );
    expect(error.code).toBe('invalid-argument');
    expect(pds.sessions).toBe(0);
  });

  it.each([
    'https://localhost.',
    'https://2130706433',
    'https://0177.0.0.1',
    'https://metadata.google.internal',
    'https://100.64.0.1',
    'https://192.0.0.8',
    'https://198.18.0.1',
    'https://[::ffff:127.0.0.1]',
    'https://[fd00:ec2::254]',
    'http://pds.example.com',
    'https://pds.example.com:8443',
  ])('refuses the PDS address %s outside the emulator, before any call', async (service) => {
    const error = await refusal(
      connectChannel(db, owner, { ...blueskyInput(), service }, deps({ emulator: false })),
    );
    expect(error.code).toBe('invalid-argument');
    expect(pds.sessions).toBe(0);
  });

  it('refuses a PDS name that resolves to a private address, without calling it', async () => {
    const undo = configureGuardForTests({
      resolve: async () => [{ address: '10.0.0.7', family: 4 }],
    });
    try {
      const error = await refusal(
        connectChannel(
          db,
          owner,
          { ...blueskyInput(), service: 'https://inside.example.com' },
          deps({ emulator: false }),
        ),
      );
      expect(error.code).toBe('invalid-argument');
      expect(error.message).toBe('That address is not a public Bluesky server.');
    } finally {
      undo();
    }
  });

  it("never repeats the PDS's own error text to the caller", async () => {
    server.use(
      http.post(`${PDS}/xrpc/com.atproto.server.createSession`, () =>
        HttpResponse.json(
          { error: 'Phish', message: 'Your account is locked, sign in at evil.example' },
          { status: 400 },
        ),
      ),
    );
    const error = await refusal(connectChannel(db, owner, blueskyInput(), deps()));
    expect(error.message).not.toContain('evil.example');
    expect(error.message).not.toContain('Phish');
  });

  it('stores the app password and tokens sealed, never in plain text', async () => {
    const { channelId } = await connectChannel(db, owner, blueskyInput(), deps());
    const raw = (await db.doc(`channelSecrets/${channelId}`).get()).data() ?? {};
    expect(Object.keys(raw).sort()).toEqual(['provider', 'sealed', 'updatedAt']);
    expect(JSON.stringify(raw)).not.toContain(APP_PASSWORD);
    expect(await secrets(channelId)).toMatchObject({ appPassword: APP_PASSWORD });
  });

  it('reconnects the same channel, never a duplicate, and replaces its secrets', async () => {
    const { channelId } = await connectChannel(db, owner, blueskyInput(), deps());
    await db.doc(`workspaces/${wid}/channels/${channelId}`).update({
      status: 'needs_reconnect',
      lastError: { message: 'revoked', at: new Date() },
    });
    await db.doc(`channelSecrets/${channelId}`).update({ stale: 'old grant' });
    const again = await connectChannel(db, editor, blueskyInput(), deps());
    expect(again.channelId).toBe(channelId);
    const list = await channels();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      status: 'connected',
      lastError: null,
      connectedBy: editor.uid,
    });
    const stored = await secrets(channelId);
    expect(stored?.refreshJwt).toBe('refresh-s2');
    expect(stored?.stale).toBeUndefined();
    expect((await audits()).map((a) => a.action).sort()).toEqual([
      'channel.connect',
      'channel.reconnect',
    ]);
  });
});

describe('disconnecting', () => {
  async function connectMastodon(): Promise<string> {
    const channelId = channelIdFor(wid, 'mastodon', '42@social.test');
    await db.doc(`workspaces/${wid}/channels/${channelId}`).set({
      provider: 'mastodon',
      handle: '@bob@social.test',
      status: 'connected',
      instance: 'social.test',
    });
    await db.doc(`channelSecrets/${channelId}`).set({
      provider: 'mastodon',
      instanceUrl: INSTANCE,
      accessToken: 'token-9',
      clientId: 'client-1',
      clientSecret: 'secret-1',
    });
    return channelId;
  }

  it('revokes the token, deletes the secrets and keeps the channel, disconnected', async () => {
    const channelId = await connectMastodon();
    await disconnectChannel(db, owner, { workspaceId: wid, channelId }, deps());
    expect(instance.revoked).toEqual(['token-9']);
    expect(await secrets(channelId)).toBeUndefined();
    const [channel] = await channels();
    expect(channel).toMatchObject({ status: 'disconnected', tokenExpiresAt: null });
    expect(await audits()).toEqual([
      expect.objectContaining({
        action: 'channel.disconnect',
        details: expect.objectContaining({ revoked: true }),
      }),
    ]);
  });

  it('still disconnects when the network cannot revoke, and a repeat changes nothing', async () => {
    server.use(
      http.post(`${INSTANCE}/oauth/revoke`, () => new HttpResponse(null, { status: 503 })),
    );
    const channelId = await connectMastodon();
    await disconnectChannel(db, editor, { workspaceId: wid, channelId }, deps());
    expect(await secrets(channelId)).toBeUndefined();
    await disconnectChannel(db, editor, { workspaceId: wid, channelId }, deps());
    const entries = await audits();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.details).toMatchObject({ revoked: false });
  });

  it('withdraws a Meta login shared by several channels only with the last of them', async () => {
    const revokedFor: unknown[] = [];
    const facebook = {
      ...providerFor('facebook'),
      revoke: async (held: Record<string, unknown>) => {
        revokedFor.push(held.metaUserId);
      },
    };
    const metaDeps = deps({
      providerFor: ((id: string) =>
        id === 'facebook' ? facebook : providerFor(id)) as ChannelDeps['providerFor'],
    });
    const pages = [];
    for (const page of ['p1', 'p2']) {
      const channelId = channelIdFor(wid, 'facebook', page);
      await db.doc(`workspaces/${wid}/channels/${channelId}`).set({
        provider: 'facebook',
        handle: `Page ${page}`,
        status: 'connected',
      });
      await db.doc(`channelSecrets/${channelId}`).set({
        provider: 'facebook',
        pageId: page,
        accessToken: `token-${page}`,
        metaUserId: 'meta-user-5',
        grant: `grant-${wid}`,
      });
      pages.push(channelId);
    }
    await disconnectChannel(db, owner, { workspaceId: wid, channelId: pages[0] ?? '' }, metaDeps);
    // The other Page still publishes with this login: nothing is withdrawn yet.
    expect(revokedFor).toEqual([]);
    await disconnectChannel(db, owner, { workspaceId: wid, channelId: pages[1] ?? '' }, metaDeps);
    expect(revokedFor).toEqual(['meta-user-5']);
    expect(
      (await audits()).map((entry) => (entry.details as { revoked: boolean }).revoked),
    ).toEqual(expect.arrayContaining([false, true]));
  });

  it('ends the Bluesky session on the PDS', async () => {
    const { channelId } = await connectChannel(db, owner, blueskyInput(), deps());
    await disconnectChannel(db, owner, { workspaceId: wid, channelId }, deps());
    expect(pds.deletedSessions).toBe(1);
    expect(await secrets(channelId)).toBeUndefined();
  });

  it('lets the same account be connected again later, on the same channel', async () => {
    const { channelId } = await connectChannel(db, owner, sandboxInput(), deps());
    await disconnectChannel(db, owner, { workspaceId: wid, channelId }, deps());
    const again = await connectChannel(db, owner, sandboxInput(), deps());
    expect(again.channelId).toBe(channelId);
    const [channel] = await channels();
    expect(channel).toMatchObject({ status: 'connected' });
    expect(channel?.disconnectedAt).toBeUndefined();
    expect(await secrets(channelId)).toMatchObject({ handle: '@bakery' });
  });

  it('refuses viewers and strangers, and an unknown channel', async () => {
    const channelId = await connectMastodon();
    for (const caller of [viewer, stranger, connectAdmin]) {
      const error = await refusal(
        disconnectChannel(db, caller, { workspaceId: wid, channelId }, deps()),
      );
      expect(error.code).toBe('permission-denied');
    }
    expect(await secrets(channelId)).toBeDefined();
    expect(instance.revoked).toEqual([]);
    const missing = await refusal(
      disconnectChannel(db, owner, { workspaceId: wid, channelId: 'nope' }, deps()),
    );
    expect(missing.code).toBe('not-found');
  });
});

describe('reconnecting a named channel', () => {
  // channelSecrets is keyed by channel id alone, so each test has its own.
  let legacyId: string;
  beforeEach(() => {
    legacyId = `ch-legacy-${randomUUID().slice(0, 8)}`;
  });
  async function seedLegacy(fields: Record<string, unknown>): Promise<void> {
    await db.doc(`workspaces/${wid}/channels/${legacyId}`).set({
      provider: 'sandbox',
      handle: '@bakery',
      displayName: 'Bakery archive (sandbox)',
      status: 'needs_reconnect',
      lastError: { message: 'The sandbox refused our access token.', at: new Date() },
      ...fields,
    });
  }

  it('repairs an older channel in place, adopting the account, with no second channel', async () => {
    await seedLegacy({});
    const { channelId } = await connectChannel(
      db,
      owner,
      { ...sandboxInput(), channelId: legacyId },
      deps(),
    );
    expect(channelId).toBe(legacyId);
    const list = await channels();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: legacyId,
      accountId: '@bakery',
      status: 'connected',
      lastError: null,
      connectedBy: owner.uid,
    });
    expect(await secrets(legacyId)).toMatchObject({ handle: '@bakery', provider: 'sandbox' });
    expect((await audits()).map((a) => a.action)).toEqual(['channel.reconnect']);
    // Once adopted, the channel is that account's: connecting the account again, named or
    // not, lands on it too.
    await connectChannel(db, editor, { ...sandboxInput(), channelId: legacyId }, deps());
    const plain = await connectChannel(db, editor, sandboxInput(), deps());
    expect(plain.channelId).toBe(legacyId);
    expect(await channels()).toHaveLength(1);
  });

  it('refuses to adopt an account that is connected as another channel already', async () => {
    const { channelId } = await connectChannel(db, owner, sandboxInput(), deps());
    await seedLegacy({});
    const error = await refusal(
      connectChannel(db, owner, { ...sandboxInput(), channelId: legacyId }, deps()),
    );
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toContain('@bakery is already connected as another channel');
    expect((await channels()).map((c) => [c.id, c.status]).sort()).toEqual(
      [
        [channelId, 'connected'],
        [legacyId, 'needs_reconnect'],
      ].sort(),
    );
  });

  it('counts the repaired channel once against the plan', async () => {
    await db.doc(`subscriptions/${wid}`).set({ planId: `plan-one-${wid}`, status: 'active' });
    // A product of its own, so no other test's workspace falls back to this plan.
    await db.doc(`plans/plan-one-${wid}`).set({
      product: `product-${wid}`,
      name: 'One',
      active: true,
      limits: { channels: 1 },
    });
    await seedLegacy({});
    await connectChannel(db, owner, { ...sandboxInput(), channelId: legacyId }, deps());
    expect((await channels())[0]).toMatchObject({ id: legacyId, status: 'connected' });
  });

  it('refuses an account other than the channel’s, gives the new grant back and changes nothing', async () => {
    await db.doc(`workspaces/${wid}/channels/${legacyId}`).set({
      provider: 'bluesky',
      accountId: 'did:plc:someone-else',
      handle: '@someone.test',
      status: 'needs_reconnect',
    });
    const error = await refusal(
      connectChannel(db, owner, { ...blueskyInput(), channelId: legacyId }, deps()),
    );
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(
      'This channel belongs to @someone.test; sign in to that account to reconnect it.',
    );
    expect(pds.deletedSessions).toBe(1);
    const list = await channels();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: legacyId, status: 'needs_reconnect' });
    expect(await secrets(legacyId)).toBeUndefined();
    expect(await audits()).toEqual([]);
  });

  it('refuses an unknown channel and one on another network before asking the network', async () => {
    const missing = await refusal(
      connectChannel(db, owner, { ...blueskyInput(), channelId: 'nope' }, deps()),
    );
    expect(missing.code).toBe('not-found');
    await seedLegacy({});
    const other = await refusal(
      connectChannel(db, owner, { ...blueskyInput(), channelId: legacyId }, deps()),
    );
    expect(other.code).toBe('invalid-argument');
    expect(pds.sessions).toBe(0);
    expect(await channels()).toHaveLength(1);
  });
});
