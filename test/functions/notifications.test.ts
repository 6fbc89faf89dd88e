// Notifications through the real path: a callable writes its outbox record in its transaction,
// the project's Firestore emulator fires onOutboxCreated in the Functions emulator (no
// deliverNotifications tick runs in this suite: the standalone stack has none and the shared
// one is paused), and the email lands in a real MailDev, read through GET /api/email. Covers
// the events whose mail no other suite reads: service request created (staff) and answered
// (client), onboarding submitted (staff) and rejected (client), a post that failed (its author,
// with the network's reason) and a channel that needs reconnecting (the workspace's owners).

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeMastodon } from './fakeMastodon';
import {
  type Accounts,
  createAccounts,
  PLAN,
  SERVICE,
  seedBase,
  seedPost,
  WS_CONNECT,
  WS_SMM,
} from './fixtures';
import { adminDb, type CallOutcome, call, requestId, setTriggers, stack, waitFor } from './support';

interface Email {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

let accounts: Accounts;

/** The emails MailDev holds for one address. */
async function inbox(address: string): Promise<Email[]> {
  const all = (await (await fetch(`${stack().mailDevUrl}api/email`)).json()) as Email[];
  return all.filter((email) => email.to.some((to) => to.address === address.toLowerCase()));
}

/** Waits for an email to `address` whose text contains `needle`. */
function mailTo(address: string, needle: string): Promise<Email> {
  return waitFor(
    async () => (await inbox(address)).find((email) => email.text.includes(needle)),
    90_000,
  );
}

function ok(outcome: CallOutcome): Record<string, unknown> {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.result;
}

beforeAll(async () => {
  accounts = await createAccounts();
  expect((await setTriggers(true)).enabled).toBe(true);
}, 120_000);

afterAll(async () => {
  await setTriggers(false);
});

beforeEach(() => seedBase(accounts));

describe('notification email through the outbox trigger', () => {
  it('tells staff of a new service request and the client of the answer, with the comment', async () => {
    const title = `Spring campaign ${requestId().slice(0, 6)}`;
    const created = ok(
      await call(
        'createServiceRequest',
        {
          requestId: requestId(),
          workspaceId: WS_CONNECT,
          serviceId: SERVICE,
          title,
          details: 'Three posts a week in May',
        },
        accounts.client,
      ),
    );
    // Connect's staff: its admins and SaaS admins; smm's staff are not told.
    const toStaff = await mailTo(accounts.connectAdmin.email, title);
    expect(toStaff.html).toContain('/connect/app/admin/service-requests');
    // Connect's settings are a view of /app/settings (its route table has no other place).
    expect(toStaff.html).toContain('/connect/app/settings?view=notification-settings');
    await mailTo(accounts.saasAdmin.email, title);
    expect(await inbox(accounts.smmAdmin.email)).toEqual([]);

    ok(
      await call(
        'updateServiceRequest',
        {
          requestId: requestId(),
          serviceRequestId: created.serviceRequestId,
          status: 'in_progress',
          message: 'Drafts by Friday',
        },
        accounts.connectAdmin,
      ),
    );
    const answer = await mailTo(accounts.client.email, 'Drafts by Friday');
    expect(answer.text).toContain(title);
    // The emulator's trigger relay posted these events (nothing else delivers in this suite).
    expect((await setTriggers(true)).posted).toBeGreaterThanOrEqual(2);
    // One email per recipient and event.
    expect((await inbox(accounts.client.email)).length).toBe(1);
  }, 180_000);

  it('tells staff of a submitted onboarding and the client of the decision', async () => {
    const company = `Client Co ${requestId().slice(0, 6)}`;
    await adminDb().doc(`workspaces/${WS_CONNECT}`).update({ name: company });
    await adminDb().doc('onboarding/ob-mail').set({
      invitedEmail: accounts.client.email.toLowerCase(),
      workspaceId: WS_CONNECT,
      status: 'in_progress',
      steps: {},
    });
    ok(
      await call(
        'submitOnboarding',
        {
          onboardingId: 'ob-mail',
          submit: true,
          steps: {
            profile: { company: 'Client Co' },
            brand: { colour: '#ff0000' },
            channels: { instagram: true },
            plan: { planId: PLAN },
            terms: { accepted: true },
          },
        },
        accounts.client,
      ),
    );
    const submitted = await mailTo(accounts.connectAdmin.email, company);
    expect(submitted.html).toContain('/app/admin/client-onboarding');

    ok(
      await call(
        'reviewOnboarding',
        { onboardingId: 'ob-mail', decision: 'rejected', comment: 'Please add a logo' },
        accounts.connectAdmin,
      ),
    );
    const decision = await mailTo(accounts.client.email, 'Please add a logo');
    expect(decision.subject.length).toBeGreaterThan(0);
  }, 180_000);

  it("tells the author of a failed post the network's reason, and the owners of a channel to reconnect", async () => {
    const db = adminDb();
    for (const [channel, token] of [
      ['mfail', 'token-fail'],
      ['mgone', 'token-gone'],
    ] as const) {
      await db.doc(`workspaces/${WS_SMM}/channels/${channel}`).set({
        provider: 'mastodon',
        displayName: `Bob ${channel}`,
        handle: `@${channel}`,
        status: 'connected',
      });
      await db.doc(`channelSecrets/${channel}`).set({
        instanceUrl: fakeMastodon.url,
        accessToken: token,
        accountId: '42',
      });
    }
    const tag = requestId().slice(0, 6);
    await seedPost(WS_SMM, 'p-refused', {
      text: `Too long ${tag} [refuse]`,
      channelIds: ['mfail'],
      authorUid: accounts.smmUser.uid,
    });
    await seedPost(WS_SMM, 'p-revoked', {
      text: `Token gone ${tag} [revoked]`,
      channelIds: ['mgone'],
      authorUid: accounts.smmUser.uid,
    });
    // Its task's handler waits for the time, so the posts fail a few seconds from now.
    for (const postId of ['p-refused', 'p-revoked']) {
      ok(
        await call(
          'schedulePost',
          {
            workspaceId: WS_SMM,
            postId,
            scheduledAt: new Date(Date.now() + 5_000).toISOString(),
            timeZone: 'Europe/Paris',
          },
          accounts.smmUser,
        ),
      );
    }
    // The author hears which network refused and how (the network's own text stays in the logs).
    const failed = await mailTo(accounts.smmUser.email, `Too long ${tag}`);
    expect(failed.text).toContain('@mfail (Mastodon)');
    expect(failed.html).toContain('/app/posts?workspace=');
    // The owner (the same person here) hears that @mgone must be connected again.
    const reconnect = await mailTo(accounts.smmUser.email, '@mgone');
    expect(reconnect.subject.length).toBeGreaterThan(0);
    expect((await db.doc(`workspaces/${WS_SMM}/channels/mgone`).get()).get('status')).toBe(
      'needs_reconnect',
    );
  }, 180_000);

  it('emails a review link to its reviewer; the outbox and the sent delivery keep no copy', async () => {
    const reviewer = `rita-${requestId().slice(4, 12)}@example.test`;
    const created = ok(
      await call(
        'createReviewLink',
        {
          requestId: requestId(),
          workspaceId: WS_CONNECT,
          from: new Date(Date.now() - 86_400_000).toISOString(),
          to: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          reviewerName: 'Rita',
          reviewerEmail: reviewer,
        },
        accounts.connectAdmin,
      ),
    );
    const url = String(created.url);
    expect(created.emailed).toBe(true);
    const mail = await mailTo(reviewer, url);
    expect(mail.html).toContain(url);
    expect(mail.text).toContain('Client Co');
    // Once sent, neither the outbox nor the delivery holds the link any more.
    await waitFor(async () => {
      const deliveries = await adminDb().collection('mailDeliveries').get();
      const sent = deliveries.docs.filter((d) => d.get('event') === 'review_link_shared');
      return sent.length === 1 && sent[0]?.get('state') === 'sent' ? true : null;
    }, 60_000);
    const everything = JSON.stringify([
      ...(await adminDb().collection('outbox').get()).docs.map((d) => d.data()),
      ...(await adminDb().collection('mailDeliveries').get()).docs.map((d) => d.data()),
    ]);
    expect(everything).not.toContain(url.split('/').pop());
  });
});
