// A plan's channel limit, through the callables: the refusal names the limit and what the
// workspace holds (also before anyone is sent to a network's sign-in), channels kept beyond it
// after a courtesy lapsed stay, and the refusal's way out, requestPlanUpgrade, reaches the
// agency as a service request in connect and the site's admins in smm.

import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, seedBase, WS_CONNECT, WS_SMM } from './fixtures';
import { adminDb, call, requestId } from './support';

let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

const db = () => adminDb();

beforeEach(async () => {
  await seedBase(accounts);
  // The smm free tier as the seed sells it: two channels.
  await db()
    .doc('plans/smm-free')
    .set({
      product: 'smm',
      name: { en: 'Free' },
      limits: { channels: 2, postsPerMonth: 30, members: 1, workspaces: 1 },
      active: true,
      order: 1,
    });
});

const connect = (handle: string) =>
  call('connectChannel', { workspaceId: WS_SMM, provider: 'sandbox', handle }, accounts.smmUser);

describe('the channel limit', () => {
  it('refuses the third channel of a Free workspace, naming the limit', async () => {
    // ch1 comes with the base data.
    expect(await connect('@second')).toMatchObject({ ok: true });
    expect(await connect('@third')).toMatchObject({
      ok: false,
      code: 'resource-exhausted',
      message: 'The Free plan allows 2 channels; this workspace has 2.',
      details: { limit: 'channels', allowed: 2, held: 2, plan: 'Free' },
    });
    const oauth = await call(
      'startChannelOAuth',
      {
        workspaceId: WS_SMM,
        provider: 'mastodon',
        instance: 'https://mastodon.example',
        redirectUri: 'http://127.0.0.1:5000/app/channels',
      },
      accounts.smmUser,
    );
    expect(oauth).toMatchObject({ ok: false, code: 'resource-exhausted' });
    expect((await db().collection('oauthStates').get()).size).toBe(0);
  });

  it('keeps the channels a lapsed courtesy let in, and refuses more, saying how many it holds', async () => {
    await db()
      .doc(`subscriptions/${WS_SMM}`)
      .set({
        planId: 'plan-basic',
        status: 'courtesy',
        courtesy: { expiresAt: Timestamp.fromMillis(Date.now() - 60_000) },
        previous: null,
      });
    for (const id of ['ch2', 'ch3', 'ch4']) {
      await db()
        .doc(`workspaces/${WS_SMM}/channels/${id}`)
        .set({ provider: 'sandbox', handle: `@${id}`, status: 'connected' });
    }
    expect(await connect('@fifth')).toMatchObject({
      ok: false,
      message: 'The Free plan allows 2 channels; this workspace has 4.',
    });
    const kept = await db()
      .collection(`workspaces/${WS_SMM}/channels`)
      .where('status', '==', 'connected')
      .get();
    expect(kept.size).toBe(4);
  });
});

describe('asking for a bigger plan', () => {
  it("in smm notifies the site's admins and audits the request", async () => {
    const ask = { requestId: requestId(), workspaceId: WS_SMM };
    expect(await call('requestPlanUpgrade', ask, accounts.outsider)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    expect(await call('requestPlanUpgrade', ask, accounts.smmUser)).toMatchObject({
      ok: true,
      result: { serviceRequestId: null },
    });
    const outbox = (await db().collection('outbox').get()).docs.map((doc) => doc.data());
    expect(outbox).toMatchObject([
      {
        event: 'plan_upgrade_requested',
        audience: { staffOf: 'smm' },
        path: '/app/admin/courtesy-subscriptions',
      },
    ]);
    const audit = await db()
      .collection('auditLog')
      .where('action', '==', 'workspace.planUpgradeRequested')
      .get();
    expect(audit.docs[0]?.get('details')).toMatchObject({ plan: 'Free', allowed: 2, held: 1 });
  });

  it("in connect becomes a service request on the agency's board, with the limit in it", async () => {
    const reply = await call(
      'requestPlanUpgrade',
      { requestId: requestId(), workspaceId: WS_CONNECT, note: 'We add TikTok next month' },
      accounts.client,
    );
    if (!reply.ok) throw new Error(reply.message);
    const request = (
      await db().doc(`serviceRequests/${reply.result.serviceRequestId}`).get()
    ).data();
    expect(request).toMatchObject({
      workspaceId: WS_CONNECT,
      requesterUid: accounts.client.uid,
      status: 'new',
      title: 'A bigger plan for Client Co',
      details:
        'The Basic plan allows 3 channels; this workspace has 1.\n\nWe add TikTok next month',
    });
  });
});
