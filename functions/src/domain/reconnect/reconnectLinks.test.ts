import { randomUUID } from 'node:crypto';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { Timestamp as Stamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callerWith } from '../../../../test/support/functions/channelNetworks';
import {
  startTestFirestore,
  type TestFirestore,
} from '../../../../test/support/functions/firestoreEmulator';
import { oauthFlowFor } from '../../providers/oauth';
import type { OAuthDeps } from '../channels/channelOAuth';
import { DomainError } from '../errors';
import { openSecrets } from '../secretBox';
import {
  completeLinkReconnect,
  createReconnectLink,
  openReconnectLink,
  startLinkReconnect,
} from './reconnectLinks';

let fs: TestFirestore;
let db: Firestore;
beforeAll(async () => {
  fs = await startTestFirestore();
  db = fs.db;
});
afterAll(() => fs.stop());

const DAY = 86_400_000;
const REDIRECT = 'http://127.0.0.1:5000/review/back?view=reconnect';
const owner = callerWith('u-owner');
const viewer = callerWith('u-viewer');
let wid: string;
let now: Date;
const deps = (at = now): OAuthDeps => ({
  now: at,
  emulator: true,
  appOrigins: [],
  oauthFlowFor,
});
const channel = async (id = 'li') =>
  (await db.doc(`workspaces/${wid}/channels/${id}`).get()).data() ?? {};

beforeEach(async () => {
  now = new Date();
  wid = `ws-${randomUUID().slice(0, 8)}`;
  await db.doc(`workspaces/${wid}`).set({
    product: 'connect',
    ownerUid: 'u-client',
    members: { [owner.uid]: 'owner', [viewer.uid]: 'viewer', 'u-client': 'approver' },
  });
  for (const id of ['li', 'other']) {
    await db.doc(`workspaces/${wid}/channels/${id}`).set({
      provider: 'tiktok',
      accountId: 'sandbox-tiktok',
      handle: `@${id}`,
      displayName: id,
      avatarUrl: null,
      status: 'needs_reconnect',
      tokenExpiresAt: Stamp.fromMillis(now.getTime() - DAY),
      credentialExpiresAt: Stamp.fromMillis(now.getTime() - DAY),
      lastError: { message: 'expired' },
    });
  }
});

const tokenOf = (url: string) => /\/review\/([^?]+)\?view=reconnect$/.exec(url)?.[1] ?? '';

async function link(channelId = 'li') {
  const made = await createReconnectLink(db, owner, { workspaceId: wid, channelId }, now);
  return tokenOf(made.url);
}

/** The link's holder at the network and back (the sandbox answers at once). */
async function reconnect(token: string, at = now, channelId = 'li') {
  const { authorizeUrl } = await startLinkReconnect(
    db,
    { token, channelId, redirectUri: REDIRECT },
    deps(at),
  );
  const back = new URL(authorizeUrl);
  return completeLinkReconnect(
    db,
    { state: back.searchParams.get('state') ?? '', code: back.searchParams.get('code') ?? '' },
    deps(at),
  );
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return { code: (error as DomainError).code, reason: (error as DomainError).reason };
}

describe('client self-reconnect links', () => {
  it('shows the holder the channel it repairs and nothing else, and stores only a hash', async () => {
    const token = await link();
    expect(await openReconnectLink(db, token, now)).toEqual({
      channelId: 'li',
      provider: 'tiktok',
      network: 'TikTok',
      handle: '@li',
      expiresAt: new Date(now.getTime() + 7 * DAY).toISOString(),
    });
    const stored = await db.collection('reconnectLinks').where('workspaceId', '==', wid).get();
    expect(stored.size).toBe(1);
    expect(stored.docs.map((doc) => doc.id)).not.toContain(token);
    expect(JSON.stringify(stored.docs.map((doc) => doc.data()))).not.toContain(token);
  });

  it('connects the channel again through the network, without any account', async () => {
    const token = await link();
    expect(await reconnect(token)).toEqual({
      provider: 'tiktok',
      network: 'TikTok',
      handle: '@tiktok-sandbox',
    });
    const repaired = await channel();
    expect(repaired.status).toBe('connected');
    expect(repaired.lastError).toBeNull();
    expect(repaired.credentialExpiresAt).toBeNull();
    expect(openSecrets('li', (await db.doc('channelSecrets/li').get()).data())).toMatchObject({
      sandbox: true,
    });
    expect((await channel('other')).status).toBe('needs_reconnect');
  });

  it('is used once: a second use is refused and changes nothing', async () => {
    const token = await link();
    await reconnect(token);
    await db.doc(`workspaces/${wid}/channels/li`).update({ status: 'needs_reconnect' });
    expect(await refusal(openReconnectLink(db, token, now))).toEqual({
      code: 'failed-precondition',
      reason: 'link-used',
    });
    expect(await refusal(reconnect(token))).toMatchObject({ reason: 'link-used' });
    expect((await channel()).status).toBe('needs_reconnect');
  });

  it('refuses a second sign-in begun before the first one finished', async () => {
    const token = await link();
    const first = new URL(
      (await startLinkReconnect(db, { token, channelId: 'li', redirectUri: REDIRECT }, deps()))
        .authorizeUrl,
    );
    await reconnect(token);
    const late = completeLinkReconnect(
      db,
      { state: first.searchParams.get('state') ?? '', code: 'sandbox-tiktok' },
      deps(),
    );
    expect(await refusal(late)).toMatchObject({ reason: 'link-used' });
  });

  it('is refused after it expires', async () => {
    const token = await link();
    const later = new Date(now.getTime() + 7 * DAY + 1);
    expect(await refusal(openReconnectLink(db, token, later))).toEqual({
      code: 'failed-precondition',
      reason: 'link-expired',
    });
    expect(await refusal(reconnect(token, later))).toMatchObject({ reason: 'link-expired' });
    expect((await channel()).status).toBe('needs_reconnect');
  });

  it('opens no other channel than its own', async () => {
    const token = await link('li');
    expect(await refusal(reconnect(token, now, 'other'))).toEqual({
      code: 'permission-denied',
      reason: 'link-other-channel',
    });
    expect((await channel('other')).status).toBe('needs_reconnect');
  });

  it('refuses a link nobody made, and lets only channel managers make one', async () => {
    expect(await refusal(openReconnectLink(db, 'x'.repeat(43), now))).toEqual({
      code: 'not-found',
      reason: 'link-unknown',
    });
    const denied = await refusal(
      createReconnectLink(db, viewer, { workspaceId: wid, channelId: 'li' }, now),
    );
    expect(denied.code).toBe('permission-denied');
  });

  it('refuses a sign-in to another account than the channel’s', async () => {
    await db.doc(`workspaces/${wid}/channels/li`).update({ accountId: 'someone-else' });
    const token = await link();
    expect((await refusal(reconnect(token))).code).toBe('failed-precondition');
    const stored = await db.collection('reconnectLinks').where('workspaceId', '==', wid).get();
    expect(stored.docs.map((doc) => doc.get('usedAt') as Timestamp | null)).toEqual([null]);
  });
});
