import { randomUUID } from 'node:crypto';
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startTestFirestore,
  type TestFirestore,
} from '../../../../test/support/functions/firestoreEmulator';
import { credentialExpiresAt } from './credentialExpiry';
import { warnExpiringCredentials } from './credentialWarnings';

let fs: TestFirestore;
let db: Firestore;
beforeAll(async () => {
  fs = await startTestFirestore();
  db = fs.db;
});
afterAll(() => fs.stop());

const DAY = 86_400_000;
let now: Date;
let wid: string;
const at = (days: number) => Timestamp.fromMillis(now.getTime() + days * DAY);

async function channelLapsingIn(id: string, days: number) {
  await db.doc(`workspaces/${wid}/channels/${id}`).set({
    provider: 'linkedin',
    handle: `@${id}`,
    status: 'connected',
    tokenExpiresAt: at(days),
    credentialExpiresAt: at(days),
  });
}
async function postOn(channelId: string, days: number, status = 'scheduled') {
  await db.collection(`workspaces/${wid}/posts`).add({
    channelIds: [channelId],
    status,
    scheduledAt: at(days),
  });
}
const warningsFor = async (handle: string) =>
  (await db.collection('outbox').where('event', '==', 'credential_expiring').get()).docs
    .map((doc) => doc.data())
    .filter((data) => String(data.params?.subject).startsWith(handle));

beforeEach(async () => {
  now = new Date();
  wid = `ws-${randomUUID().slice(0, 8)}`;
  await fs.clear();
  await db.doc(`workspaces/${wid}`).set({
    product: 'connect',
    ownerUid: 'u-client',
    members: { 'u-staff': 'owner', 'u-client': 'approver', 'u-editor': 'editor' },
  });
});

describe('the credential warning job', () => {
  it('warns the owners and the client 14 days ahead of a scheduled post that would fail', async () => {
    await channelLapsingIn('li', 13);
    await postOn('li', 20);
    expect(await warnExpiringCredentials(db, now)).toEqual({ due: 1, warned: 1 });
    const [warning] = await warningsFor('@li');
    expect(warning?.audience).toEqual({ uids: ['u-staff', 'u-client'] });
    expect(warning?.params).toEqual({
      subject: '@li (LinkedIn)',
      date: at(13).toDate().toISOString(),
    });
  });

  it('says nothing when every scheduled post goes out before the lapse', async () => {
    await channelLapsingIn('li', 10);
    await postOn('li', 5);
    await postOn('li', 12, 'draft');
    expect((await warnExpiringCredentials(db, now)).warned).toBe(0);
  });

  it('waits until the lapse is within 14 days', async () => {
    await channelLapsingIn('li', 15);
    await postOn('li', 30);
    expect(await warnExpiringCredentials(db, now)).toEqual({ due: 0, warned: 0 });
    const later = new Date(now.getTime() + 1.5 * DAY);
    expect((await warnExpiringCredentials(db, later)).warned).toBe(1);
  });

  it('warns once per lapse, and again for the next lapse after a reconnection', async () => {
    await channelLapsingIn('li', 10);
    await postOn('li', 40);
    await warnExpiringCredentials(db, now);
    await warnExpiringCredentials(db, new Date(now.getTime() + DAY));
    expect(await warningsFor('@li')).toHaveLength(1);
    await db.doc(`workspaces/${wid}/channels/li`).update({ credentialExpiresAt: at(30) });
    await warnExpiringCredentials(db, new Date(now.getTime() + 17 * DAY));
    expect(await warningsFor('@li')).toHaveLength(2);
  });

  it('leaves channels that already need reconnecting to their own notice', async () => {
    await channelLapsingIn('li', 3);
    await db.doc(`workspaces/${wid}/channels/li`).update({ status: 'needs_reconnect' });
    await postOn('li', 5);
    expect(await warnExpiringCredentials(db, now)).toEqual({ due: 0, warned: 0 });
  });
});

describe('credentialExpiresAt', () => {
  const granted = new Date('2026-11-01T00:00:00Z');
  const inDays = (days: number) => new Date(granted.getTime() + days * DAY);

  it('takes a TikTok grant to its refresh token’s end', () => {
    const refreshEnd = inDays(365).getTime();
    const secrets = { accessToken: 'a', refreshToken: 'r', refreshTokenExpiresAt: refreshEnd };
    expect(credentialExpiresAt('tiktok', secrets, inDays(1), granted)?.toMillis()).toBe(refreshEnd);
  });

  it('takes a LinkedIn grant without refresh token to its access token’s end', () => {
    expect(
      credentialExpiresAt('linkedin', { accessToken: 'a' }, inDays(60), granted)?.toDate(),
    ).toEqual(inDays(60));
  });

  it('gives a Google grant 7 days from sign-in in testing mode', () => {
    const secrets = { accessToken: 'a', refreshToken: 'r' };
    expect(credentialExpiresAt('youtube', secrets, inDays(0.04), granted, true)?.toDate()).toEqual(
      inDays(7),
    );
    expect(credentialExpiresAt('youtube', secrets, inDays(0.04), granted, false)).toBeNull();
  });

  it('gives a Bluesky app-password session no end', () => {
    expect(
      credentialExpiresAt('bluesky', { appPassword: 'p', refreshJwt: 'j' }, inDays(0.1), granted),
    ).toBeNull();
  });
});
