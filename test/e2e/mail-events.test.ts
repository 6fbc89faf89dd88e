// The emails no other end-to-end file reads, each caused the way a person or the scheduler
// causes it and read from MailDev: a post approved by the client (to its author), the same post
// published by staff with "Publish now" and one published on only one of its two networks (to
// the author), and a courtesy subscription about to expire (to staff, when the daily job runs).
// Everything happens in a workspace of this file's own, removed afterwards.

import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UID } from '../../emulator/seed/accounts';
import { loadStackConfig } from '../../emulator/stack/config';
import { invokeScheduledFunction } from '../../emulator/stack/publisher-tick';
import { mailFor } from './mail';
import { callCallable, idToken } from './session';
import { e2eStack } from './stack';
import { ROOT } from './stack-process';

const stack = e2eStack();
const { endpoints, projectId } = loadStackConfig(ROOT, stack.portOffset);
const RUN = Date.now().toString(36);
const WORKSPACE = `e2e-mail-${RUN}`;
const WORKSPACE_NAME = `E2E Mail ${RUN}`;
// The seeded connect admin reads their email in Portuguese: the subjects below are theirs.
const STAFF = 'connect-admin@example.com';
const CLIENT = 'client@example.com';
const DAY = 86_400_000;

let admin: ReturnType<typeof initializeApp>;
let db: Firestore;

/** Waits for an email to `address` whose subject and text hold what is asked. */
async function mailWith(address: string, subject: string, needle: string) {
  let found: Awaited<ReturnType<typeof mailFor>>[number] | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailFor(stack.portOffset, address)).find(
          (mail) => mail.subject.includes(subject) && mail.text.includes(needle),
        );
        return found !== undefined;
      },
      { timeout: 120_000, interval: 1_000 },
    )
    .toBe(true);
  return found as NonNullable<typeof found>;
}

function ok(reply: Awaited<ReturnType<typeof callCallable>>): Record<string, unknown> {
  if (reply.status !== 200) throw new Error(`callable answered ${reply.status}: ${reply.text}`);
  return (reply.body?.result ?? {}) as Record<string, unknown>;
}

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = `${endpoints.firestore.host}:${endpoints.firestore.port}`;
  admin = initializeApp({ projectId }, `e2e-mail-events-${RUN}`);
  db = getFirestore(admin);
  const now = Timestamp.now();
  await db.doc(`workspaces/${WORKSPACE}`).set({
    name: WORKSPACE_NAME,
    product: 'connect',
    ownerUid: UID.connectClient,
    members: { [UID.connectClient]: 'owner' },
    memberUids: [UID.connectClient],
    channelIds: ['ok', 'refusing'],
    timeZone: 'Europe/Paris',
    createdAt: now,
    updatedAt: now,
  });
  await db.doc(`workspaces/${WORKSPACE}/channels/ok`).set({
    provider: 'sandbox',
    handle: '@mail-ok',
    displayName: 'Mail OK',
    status: 'connected',
    createdAt: now,
    updatedAt: now,
  });
  // The sandbox network refuses every post on this channel, as a network refusing for good.
  await db.doc(`workspaces/${WORKSPACE}/channels/refusing`).set({
    provider: 'sandbox',
    handle: '@mail-refusing',
    displayName: 'Mail Refusing',
    status: 'connected',
    settings: { sandboxFailure: 'permanent' },
    createdAt: now,
    updatedAt: now,
  });
}, 60_000);

afterAll(async () => {
  if (db) {
    await db.recursiveDelete(db.doc(`workspaces/${WORKSPACE}`));
    await db.doc(`subscriptions/${WORKSPACE}`).delete();
  }
  if (admin) await deleteApp(admin);
});

async function seedPost(id: string, fields: Record<string, unknown>): Promise<void> {
  const now = Timestamp.now();
  await db.doc(`workspaces/${WORKSPACE}/posts/${id}`).set({
    authorUid: UID.connectAdmin,
    variants: {},
    media: [],
    timeZone: 'Europe/Paris',
    scheduledAt: null,
    results: {},
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
}

describe('emails read from MailDev', () => {
  it('tells the author their post was approved by the client, then that it was published', async () => {
    const text = `Mail e2e approved ${RUN}`;
    await seedPost('approved', {
      text,
      channelIds: ['ok'],
      status: 'in_review',
      approval: {
        requestedBy: UID.connectAdmin,
        levels: ['client'],
        level: 0,
        steps: [],
        decidedBy: null,
        decision: null,
        comment: null,
      },
    });
    const client = await idToken(CLIENT);
    ok(
      await callCallable('decidePostApproval', client, {
        requestId: `mail-e2e-${RUN}`,
        workspaceId: WORKSPACE,
        postId: 'approved',
        decision: 'approved',
        comment: '',
      }),
    );
    // It has no time yet: the author is asked to schedule it.
    const approved = await mailWith(STAFF, 'A sua publicação aprovada não está agendada', text);
    expect(approved.text).toContain(`/connect/app/posts?workspace=${WORKSPACE}`);

    // Staff publish it now; the publisher sends it and its author hears it is live.
    const staff = await idToken(STAFF);
    ok(await callCallable('publishPostNow', staff, { workspaceId: WORKSPACE, postId: 'approved' }));
    await expect
      .poll(
        async () => (await db.doc(`workspaces/${WORKSPACE}/posts/approved`).get()).get('status'),
        { timeout: 120_000, interval: 1_000 },
      )
      .toBe('published');
    await mailWith(STAFF, 'A sua publicação foi publicada', text);
  });

  it('tells the author a post went out on only one of its networks', async () => {
    const text = `Mail e2e partial ${RUN}`;
    await seedPost('partial', {
      text,
      channelIds: ['ok', 'refusing'],
      status: 'approved',
      approval: {
        requestedBy: UID.connectAdmin,
        decidedBy: UID.connectClient,
        decision: 'approved',
        comment: null,
      },
    });
    const staff = await idToken(STAFF);
    ok(await callCallable('publishPostNow', staff, { workspaceId: WORKSPACE, postId: 'partial' }));
    await expect
      .poll(
        async () => (await db.doc(`workspaces/${WORKSPACE}/posts/partial`).get()).get('status'),
        { timeout: 120_000, interval: 1_000 },
      )
      .toBe('partially_published');
    const mail = await mailWith(STAFF, 'A sua publicação foi publicada só em parte', text);
    // Each network's reason is named: the refusing channel's, not the one that took it.
    expect(mail.text).toContain('@mail-refusing');
    expect(mail.text).not.toContain('@mail-ok');
  });

  it('warns staff when the daily job finds a courtesy subscription about to expire', async () => {
    const expiresAt = Timestamp.fromMillis(Date.now() + 2 * DAY);
    await db.doc(`subscriptions/${WORKSPACE}`).set({
      planId: 'connect-starter',
      status: 'courtesy',
      courtesy: { grantedBy: UID.connectAdmin, reason: 'Mail e2e', expiresAt },
      currentPeriodEnd: expiresAt,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    // As Cloud Scheduler runs it each day.
    expect(
      await invokeScheduledFunction(
        stack.functionsOrigin,
        projectId,
        'us-central1-expireCourtesySubscriptions',
      ),
    ).toBe(200);
    const mail = await mailWith(STAFF, 'Uma assinatura de cortesia vai expirar', WORKSPACE_NAME);
    expect(mail.text).toContain('/connect/app/admin/courtesy-subscriptions');
  });
});
