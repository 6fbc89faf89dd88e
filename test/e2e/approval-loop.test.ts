// The approval loop in Chromium against the local stack, each test on the screen it is about:
// the approvals inbox shows a post to exactly the people whose step it is; the client's approval
// schedules the post for its time and the publisher sends it then; evergreen recycling makes one
// copy per channel at a time and turning it off cancels them; a Free workspace is refused
// its third channel with the limit named, and asks for a bigger plan from the refusal. The file
// writes its own workspaces (unique per run) and removes them at the end.

import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UID } from '../../emulator/seed/accounts';
import { loadStackConfig } from '../../emulator/stack/config';
import { invokeScheduledFunction } from '../../emulator/stack/publisher-tick';
import { suiteBrowser } from './browser';
import { e2eStack } from './stack';
import { ROOT } from './stack-process';

const stack = e2eStack();
const { endpoints, projectId } = loadStackConfig(ROOT, stack.portOffset);
const RUN = Date.now().toString(36);
const CONNECT_WS = `ws-loop-${RUN}`;
const SMM_WS = `ws-loop-free-${RUN}`;
const CHANNEL = `ch-loop-${RUN}`;
const POST = `post-loop-${RUN}`;
const TEXT = `Loop ${RUN}: the spring menu is here`;
const WAIT = { timeout: 90_000 };

let admin: ReturnType<typeof initializeApp>;
let db: Firestore;
const browser = suiteBrowser();
let editor: Page;
let client: Page;

const post = async () => (await db.doc(`workspaces/${CONNECT_WS}/posts/${POST}`).get()).data();

async function workspace(id: string, fields: Record<string, unknown>, channels: string[]) {
  const now = Timestamp.now();
  await db.doc(`workspaces/${id}`).set({
    timeZone: 'Europe/Madrid',
    channelIds: channels,
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
  for (const channel of channels) {
    await db.doc(`workspaces/${id}/channels/${channel}`).set({
      provider: 'sandbox',
      handle: `@${channel}`,
      displayName: `${channel} (sandbox)`,
      status: 'connected',
      createdAt: now,
      updatedAt: now,
    });
  }
}

/** Runs the stack's every-minute publisher (which also recycles evergreen posts) now. */
function tick(): Promise<unknown> {
  return invokeScheduledFunction(stack.functionsOrigin, projectId, 'us-central1-publishDuePosts');
}

/** The dashboard's approvals inbox, once the dashboard has read it. */
async function inbox(page: Page) {
  await page.goto(`${stack.baseUrl}/connect/app`, WAIT);
  const section = page.locator('[data-approvals-inbox]');
  await section.waitFor(WAIT);
  return section;
}

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = `${endpoints.firestore.host}:${endpoints.firestore.port}`;
  admin = initializeApp({ projectId }, `e2e-approval-loop-${RUN}`);
  db = getFirestore(admin);
  // A client workspace with two levels: an editor at the agency, then the client.
  await workspace(
    CONNECT_WS,
    {
      name: `Loop ${RUN}`,
      product: 'connect',
      ownerUid: UID.connectAdmin,
      members: {
        [UID.connectAdmin]: 'owner',
        [UID.connectUser]: 'editor',
        [UID.connectClient]: 'approver',
      },
      approvalMode: 'multi',
      approvalLevels: ['internal', 'client'],
    },
    [CHANNEL],
  );
  const now = Timestamp.now();
  await db.doc(`workspaces/${CONNECT_WS}/posts/${POST}`).set({
    authorUid: UID.connectAdmin,
    text: TEXT,
    variants: {},
    media: [],
    channelIds: [CHANNEL],
    timeZone: 'Europe/Madrid',
    scheduledAt: Timestamp.fromMillis(Date.now() + 2 * 3_600_000),
    status: 'in_review',
    results: {},
    approval: {
      requestedBy: UID.connectAdmin,
      levels: ['internal', 'client'],
      level: 0,
      steps: [],
    },
    createdAt: now,
    updatedAt: now,
  });
  // An smm workspace on the seeded Free plan (no subscription: the product's first plan),
  // already holding the two channels that plan allows.
  await workspace(
    SMM_WS,
    {
      name: `Free ${RUN}`,
      product: 'smm',
      ownerUid: UID.smmUser,
      members: { [UID.smmUser]: 'owner' },
    },
    [`${CHANNEL}-a`, `${CHANNEL}-b`],
  );
  [editor, client] = await Promise.all([
    browser.newPage({
      keep: true,
      signedInAs: { email: 'connect-user@example.com', base: `${stack.baseUrl}/connect` },
    }),
    browser.newPage({
      keep: true,
      signedInAs: { email: 'client@example.com', base: `${stack.baseUrl}/connect` },
    }),
  ]);
}, 240_000);

afterAll(async () => {
  await db?.recursiveDelete(db.doc(`workspaces/${CONNECT_WS}`));
  await db?.recursiveDelete(db.doc(`workspaces/${SMM_WS}`));
  const asked = await db
    ?.collection('auditLog')
    .where('target', '==', `workspaces/${SMM_WS}`)
    .get();
  for (const doc of asked?.docs ?? []) await doc.ref.delete();
  if (admin) await deleteApp(admin);
});

describe('the approval loop', () => {
  it('shows a waiting post to exactly the people whose step it is, in the inbox and the navigation', async () => {
    // The internal step: the agency's editor has it, the client not yet.
    const editorInbox = await inbox(editor);
    const card = editorInbox.locator(`[data-post="${POST}"]`);
    await card.waitFor(WAIT);
    const nav = editor.locator('.app-sidebar .nav-approvals');
    await nav.waitFor(WAIT);
    expect(Number(await nav.getAttribute('data-count'))).toBeGreaterThanOrEqual(1);
    const clientInbox = await inbox(client);
    expect(await clientInbox.locator(`[data-post="${POST}"]`).count()).toBe(0);

    await card.getByRole('button', { name: 'Approve' }).click();
    await card.waitFor({ state: 'detached', ...WAIT });
    expect((await post())?.approval.level).toBe(1);

    // Now the client's step: theirs, and no longer the editor's.
    await (await inbox(client)).locator(`[data-post="${POST}"]`).waitFor(WAIT);
    expect(await (await inbox(editor)).locator(`[data-post="${POST}"]`).count()).toBe(0);
  });

  it('schedules the post when the client approves, and the publisher sends it at its time', async () => {
    const before = (await post())?.scheduledAt as Timestamp;
    const card = (await inbox(client)).locator(`[data-post="${POST}"]`);
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(async () => (await post())?.status, WAIT).toBe('scheduled');
    const scheduled = (await post()) ?? {};
    expect((scheduled.scheduledAt as Timestamp).toMillis()).toBe(before.toMillis());
    expect(scheduled.approval.scheduling).toBe('scheduled');
    // Its time comes: the post is moved to a second ago rather than waited for two hours.
    const due = Timestamp.fromMillis(Date.now() - 1_000);
    await db.doc(`workspaces/${CONNECT_WS}/posts/${POST}`).update({ scheduledAt: due, dueAt: due });
    let ranAt = 0;
    await expect
      .poll(
        async () => {
          if (Date.now() - ranAt > 10_000) {
            ranAt = Date.now();
            await tick().catch(() => 0);
          }
          return (await post())?.status;
        },
        { timeout: 120_000, interval: 500 },
      )
      .toBe('published');
    expect((await post())?.results[CHANNEL].status).toBe('published');
  });

  it('recycles one copy per channel at a time, and turning recycling off cancels the copies', async () => {
    const source = `evg-src-${RUN}`;
    const now = Timestamp.now();
    await db.doc(`workspaces/${SMM_WS}/posts/${source}`).set({
      authorUid: UID.smmUser,
      text: `Evergreen ${RUN}`,
      variants: {},
      media: [],
      channelIds: [`${CHANNEL}-a`, `${CHANNEL}-b`],
      status: 'published',
      results: {},
      evergreen: true,
      evergreenAt: now,
      createdAt: now,
      updatedAt: now,
    });
    // Daily, the next slot an hour from now.
    await db.doc(`workspaces/${SMM_WS}/publishing/settings`).set({
      postsPerChannelHour: 10,
      evergreen: { enabled: true, everyDays: 1, time: '10:00' },
      evergreenNextAt: Timestamp.fromMillis(Date.now() + 3_600_000),
      evergreenCursor: {},
      createdAt: now,
      updatedAt: now,
    });
    const copies = async () =>
      (
        await db.collection(`workspaces/${SMM_WS}/posts`).where('recycledFrom', '==', source).get()
      ).docs.map((doc) => String(doc.get('status')));
    await tick();
    await expect.poll(copies, WAIT).toEqual(['scheduled', 'scheduled']);
    // A second run adds no later day while these wait.
    await tick();
    expect(await copies()).toEqual(['scheduled', 'scheduled']);

    const page = await browser.newPage({ signedInAs: { email: 'smm-user@example.com' } });
    await page.goto(`${stack.baseUrl}/app/posts?workspace=${SMM_WS}`, WAIT);
    await page.getByRole('button', { name: 'Queue', exact: true }).click();
    const panel = page.locator('.evergreen-panel');
    await panel.getByLabel('Recycle the evergreen list').uncheck(WAIT);
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.locator('.notification', { hasText: 'Publishing settings saved.' }).waitFor(WAIT);
    expect(await copies()).toEqual(['cancelled', 'cancelled']);
  });

  it('refuses a Free workspace its third channel with the limit named, and asks for a bigger plan', async () => {
    const page = await browser.newPage({ signedInAs: { email: 'smm-user@example.com' } });
    await page.addInitScript((id) => sessionStorage.setItem('smm.channels.workspace', id), SMM_WS);
    await page.goto(`${stack.baseUrl}/app/channels`, WAIT);
    const title = 'Connect Sandbox (test network, nothing is published)';
    await page.getByRole('button', { name: title }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByLabel('Handle').fill(`third.${RUN}`);
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    const refusal = dialog.locator('.plan-limit');
    await refusal.waitFor(WAIT);
    expect(await refusal.locator('p').first().textContent()).toBe(
      'The Free plan allows 2 channels; this workspace has 2.',
    );
    await refusal.getByRole('button', { name: 'Ask for a bigger plan' }).click();
    await refusal.getByText('Your request was sent. The team will get back to you.').waitFor(WAIT);
    const held = await db.collection(`workspaces/${SMM_WS}/channels`).get();
    expect(held.size).toBe(2);
    const audit = await db
      .collection('auditLog')
      .where('target', '==', `workspaces/${SMM_WS}`)
      .get();
    expect(audit.docs.map((doc) => doc.get('action'))).toEqual(['workspace.planUpgradeRequested']);
  });
});
