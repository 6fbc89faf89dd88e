// Tenant and plan limits through the Functions emulator: a courtesy grant names a plan of the
// workspace's own product, a workspace viewer cannot post in a service request's thread
// (firestore.rules forbid it; the callable agrees), and another tenant's post ids answer
// permission-denied, never whether they exist.

import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, seedBase, WS_CONNECT, WS_SMM } from './fixtures';
import { adminDb, call } from './support';

let accounts: Accounts;
beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);
beforeEach(async () => {
  await seedBase(accounts);
});

describe('grantCourtesy', () => {
  it('refuses a plan of another product, and writes nothing', async () => {
    await adminDb()
      .doc('plans/plan-smm-pro')
      .set({
        product: 'smm',
        name: { en: 'Pro' },
        priceMonthly: 4900,
        priceYearly: 49000,
        currency: 'EUR',
        limits: { channels: 50, postsPerMonth: 1000, members: 20 },
        features: [],
        active: true,
        order: 2,
      });
    const outcome = await call(
      'grantCourtesy',
      {
        workspaceId: WS_CONNECT,
        planId: 'plan-smm-pro',
        reason: 'Partner',
        expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
      accounts.connectAdmin,
    );
    expect(outcome).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect((await adminDb().doc(`subscriptions/${WS_CONNECT}`).get()).exists).toBe(false);
  });
});

describe('service request messages', () => {
  beforeEach(async () => {
    const db = adminDb();
    await db.doc(`workspaces/${WS_CONNECT}`).update({
      [`members.${accounts.outsider.uid}`]: 'viewer',
      memberUids: [accounts.client.uid, accounts.outsider.uid],
    });
    await db
      .doc('serviceRequests/sr1')
      .set({ workspaceId: WS_CONNECT, title: 'Logo', details: 'New logo', status: 'new' });
  });
  const messages = async () =>
    (await adminDb().collection('serviceRequests/sr1/messages').get()).size;
  const post = (account: Accounts[keyof Accounts]) =>
    call(
      'updateServiceRequest',
      { requestId: randomUUID(), serviceRequestId: 'sr1', message: 'Any news?' },
      account,
    );

  it('a workspace viewer cannot post, as the rules say', async () => {
    expect(await post(accounts.outsider)).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(await messages()).toBe(0);
  });

  it('the workspace owner can', async () => {
    expect(await post(accounts.client)).toMatchObject({ ok: true });
    expect(await messages()).toBe(1);
  });
});

describe("another tenant's ids", () => {
  // The outsider is an smm user with no place in the smm workspace.
  it.each([
    ['cancelPost', { workspaceId: WS_SMM, postId: 'no-such-post' }],
    ['requestPostApproval', { workspaceId: WS_SMM, postId: 'no-such-post' }],
    [
      'schedulePost',
      {
        workspaceId: WS_SMM,
        postId: 'no-such-post',
        scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
        timeZone: 'Europe/Paris',
      },
    ],
    ['retryPost', { requestId: randomUUID(), workspaceId: WS_SMM, postId: 'no-such-post' }],
    [
      'decidePostApproval',
      {
        requestId: randomUUID(),
        workspaceId: WS_SMM,
        postId: 'no-such-post',
        decision: 'approved',
      },
    ],
  ])('%s answers permission-denied before looking for the post', async (name, payload) => {
    expect(await call(name, payload, accounts.outsider)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
  });
});
