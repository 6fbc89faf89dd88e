// The approval loop (issue #42) in Chromium against the local stack, which runs at a port
// offset, each test on the screen it is about: the approvals inbox shows a post to exactly the
// people whose step it is, and the navigation's count follows without a reload; the client's
// approval schedules the post for its time and the publisher sends it then; thread parts on a
// network without threads are asked about before scheduling and published as chosen; an
// emailed link opens as MailDev holds it (never with its origin rewritten); evergreen recycling
// makes one copy per channel at a time and turning it off cancels them; members and the author
// filter name people; a newcomer signs up, verifies through the email and creates a workspace
// from the screens alone; a Free workspace is refused its third channel with the limit named.
// The file writes its own workspaces and accounts (unique per run) and removes the workspaces
// at the end.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UID } from '../../emulator/seed/accounts';
import { WORKSPACE } from '../../emulator/seed/workspaces';
import { loadStackConfig } from '../../emulator/stack/config';
import { invokeScheduledFunction } from '../../emulator/stack/publisher-tick';
import { suiteBrowser } from './browser';
import { accountLink, linkInMail } from './mail';
import { callCallable, idToken } from './session';
import { e2eStack } from './stack';
import { ROOT } from './stack-process';

const stack = e2eStack();
const { endpoints, projectId } = loadStackConfig(ROOT, stack.portOffset);
const RUN = Date.now().toString(36);
const CONNECT_WS = `ws-loop-${RUN}`;
const SMM_WS = `ws-loop-free-${RUN}`;
const THREAD_WS = `ws-loop-thread-${RUN}`;
const MAIL_POST = `post-loop-mail-${RUN}`;
const SHOTS = join(ROOT, 'test-results', 'e2e');
/** A Firebase uid as a screen must never show it: 20 or more letters and digits. */
const UID_LIKE = /^[A-Za-z0-9]{20,}$/;
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

/** A workspace and its channels: sandbox ones, or a network's (`id:provider`) published offline. */
async function workspace(id: string, fields: Record<string, unknown>, channels: string[]) {
  const now = Timestamp.now();
  const ids = channels.map((channel) => channel.split(':')[0] as string);
  await db.doc(`workspaces/${id}`).set({
    timeZone: 'Europe/Madrid',
    channelIds: ids,
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
  for (const channel of channels) {
    const [channelId = '', provider = 'sandbox'] = channel.split(':');
    await db.doc(`workspaces/${id}/channels/${channelId}`).set({
      provider,
      handle: `@${channelId}`,
      displayName: `${channelId} (${provider})`,
      status: 'connected',
      createdAt: now,
      updatedAt: now,
    });
    // A network's channel without its app publishes through the sandbox, in the network's limits.
    if (provider !== 'sandbox') {
      await db.doc(`channelSecrets/${channelId}`).set({ handle: `@${channelId}`, sandbox: true });
    }
  }
}

/** The navigation's approvals count on a page, 0 while it shows none. */
async function navCount(page: Page): Promise<number> {
  const nav = page.locator('.app-sidebar .nav-approvals');
  return (await nav.count()) > 0 ? Number(await nav.getAttribute('data-count')) : 0;
}

/** Runs the publisher until the post at `path` has left publishing, or the wait ends. */
async function publishedStatus(path: string): Promise<unknown> {
  let ranAt = 0;
  let status: unknown;
  await expect
    .poll(
      async () => {
        if (Date.now() - ranAt > 10_000) {
          ranAt = Date.now();
          await tick().catch(() => 0);
        }
        status = (await db.doc(path).get()).get('status');
        return ['published', 'partially_published', 'failed'].includes(String(status));
      },
      { timeout: 120_000, interval: 500 },
    )
    .toBe(true);
  return status;
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
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${endpoints.auth.host}:${endpoints.auth.port}`;
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
  // An smm workspace with a network that has threads (the sandbox) and one without (a Facebook
  // Page published through the sandbox in Facebook's limits).
  await workspace(
    THREAD_WS,
    {
      name: `Threads ${RUN}`,
      product: 'smm',
      ownerUid: UID.smmUser,
      members: { [UID.smmUser]: 'owner' },
    },
    [`${CHANNEL}-thr`, `${CHANNEL}-page:facebook`],
  );
  mkdirSync(SHOTS, { recursive: true });
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
  await db?.recursiveDelete(db.doc(`workspaces/${THREAD_WS}`));
  await db?.doc(`channelSecrets/${CHANNEL}-page`).delete();
  const asked = await db
    ?.collection('auditLog')
    .where('target', '==', `workspaces/${SMM_WS}`)
    .get();
  for (const doc of asked?.docs ?? []) await doc.ref.delete();
  if (admin) await deleteApp(admin);
});

// The two levels in their order: the test that approves the second needs the first decided.
describe('the approval loop', { shuffle: false }, () => {
  it('shows a waiting post to exactly the people whose step it is, in the inbox and a live navigation count', async () => {
    // The internal step: the agency's editor has it, the client not yet.
    const editorInbox = await inbox(editor);
    const card = editorInbox.locator(`[data-post="${POST}"]`);
    await card.waitFor(WAIT);
    const nav = editor.locator('.app-sidebar .nav-approvals');
    await nav.waitFor(WAIT);
    expect(Number(await nav.getAttribute('data-count'))).toBeGreaterThanOrEqual(1);
    const clientInbox = await inbox(client);
    expect(await clientInbox.locator(`[data-post="${POST}"]`).count()).toBe(0);
    // The client's count, once it says what their inbox lists.
    const waiting = await clientInbox.locator('[data-post]').count();
    await expect.poll(() => navCount(client), WAIT).toBe(waiting);

    await card.getByRole('button', { name: 'Approve' }).click();
    await card.waitFor({ state: 'detached', ...WAIT });
    expect((await post())?.approval.level).toBe(1);

    // Now the client's step: their count grows where they are, without a reload.
    await expect.poll(() => navCount(client), WAIT).toBe(waiting + 1);
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
    expect(await publishedStatus(`workspaces/${CONNECT_WS}/posts/${POST}`)).toBe('published');
    expect((await post())?.results[CHANNEL].status).toBe('published');
  });
});

describe('around the loop', () => {
  it('asks what thread parts do on a network without threads before scheduling, and publishes them as chosen', async () => {
    const id = `post-loop-thread-${RUN}`;
    const path = `workspaces/${THREAD_WS}/posts/${id}`;
    const now = Timestamp.now();
    await db.doc(path).set({
      authorUid: UID.smmUser,
      text: `Thread ${RUN}: part one`,
      thread: [{ text: 'Part two' }, { text: 'Part three' }],
      variants: {},
      media: [],
      channelIds: [`${CHANNEL}-thr`, `${CHANNEL}-page`],
      timeZone: 'Europe/Madrid',
      scheduledAt: Timestamp.fromMillis(Date.now() + 2 * 3_600_000),
      status: 'draft',
      createdAt: now,
      updatedAt: now,
    });
    const page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      signedInAs: { email: 'smm-user@example.com' },
    });
    // The post's own link opens it in the composer.
    await page.goto(`${stack.baseUrl}/app/posts?workspace=${THREAD_WS}&post=${id}`, WAIT);
    const choice = page.locator('.thread-choice');
    await choice.waitFor(WAIT);
    await choice.getByText(`Published as a thread on ${CHANNEL}-thr (sandbox).`).waitFor(WAIT);
    await choice
      .getByText(`${CHANNEL}-page (facebook) cannot take a thread. What should they publish?`)
      .waitFor(WAIT);
    // Scheduling without a choice is stopped where the choice is asked.
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await choice
      .getByText(`Choose what ${CHANNEL}-page (facebook) publish: they cannot take a thread.`)
      .waitFor(WAIT);
    await choice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'approval-loop-thread-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await choice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'approval-loop-thread-phone.png') });
    expect((await db.doc(path).get()).get('status')).toBe('draft');

    await choice.getByLabel('Each part as a post of its own').check();
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.locator('.notification', { hasText: 'Scheduled for' }).waitFor(WAIT);
    const scheduled = (await db.doc(path).get()).data() ?? {};
    expect([scheduled.status, scheduled.threadElsewhere]).toEqual(['scheduled', 'separate_posts']);

    const due = Timestamp.fromMillis(Date.now() - 1_000);
    await db.doc(path).update({ scheduledAt: due, dueAt: due });
    expect(await publishedStatus(path)).toBe('published');
    // What each network received: the page three posts of its own, the sandbox a thread.
    const results = (await db.doc(path).get()).get('results');
    const page3 = results[`${CHANNEL}-page`];
    expect(page3.status).toBe('published');
    expect(page3.parts).toHaveLength(2);
    expect(new Set([page3.url, ...page3.parts.map((p: { url: string }) => p.url)]).size).toBe(3);
    expect(results[`${CHANNEL}-thr`].parts).toHaveLength(2);
  });

  it('opens an emailed link as it is, on the stack that sent it', async () => {
    // The stack runs at a port offset: a link built from the default port would not be its own.
    expect(new URL(stack.baseUrl).port).not.toBe('5000');
    const now = Timestamp.now();
    await db.doc(`workspaces/${CONNECT_WS}/posts/${MAIL_POST}`).set({
      authorUid: UID.connectAdmin,
      text: `Mail ${RUN}: opening hours`,
      variants: {},
      media: [],
      channelIds: [CHANNEL],
      timeZone: 'Europe/Madrid',
      scheduledAt: null,
      status: 'draft',
      results: {},
      createdAt: now,
      updatedAt: now,
    });
    // The owner asks for approval: the editor, who decides the first level, is emailed.
    const asked = await callCallable(
      'requestPostApproval',
      await idToken('connect-admin@example.com'),
      {
        workspaceId: CONNECT_WS,
        postId: MAIL_POST,
      },
    );
    expect(asked.status).toBe(200);
    const link = await linkInMail(
      stack.portOffset,
      'connect-user@example.com',
      new RegExp(`https?://\\S+post=${MAIL_POST}`),
    );
    expect(new URL(link).origin).toBe(stack.baseUrl);
    await editor.goto(link, WAIT);
    // The link opens the post itself, in the composer.
    const text = editor.locator('dialog.composer textarea').first();
    await text.waitFor(WAIT);
    expect(await text.inputValue()).toBe(`Mail ${RUN}: opening hours`);
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

  it('names the members of a workspace and the authors in the posts filter', async () => {
    const page = await browser.newPage({ signedInAs: { email: 'smm-user@example.com' } });
    await page.goto(`${stack.baseUrl}/app/workspaces`, WAIT);
    const names = page.locator('.member-name');
    await names.filter({ hasText: 'Adam Okafor' }).first().waitFor(WAIT);
    for (const name of await names.allInnerTexts()) expect(name).not.toMatch(/Member \w{6}/);

    // The seeded studio, where Adam Okafor wrote posts (this file's workspaces have one member).
    await page.goto(`${stack.baseUrl}/app/posts?workspace=${WORKSPACE.studio}`, WAIT);
    const author = page.getByLabel('Author');
    await expect
      .poll(async () => author.locator('option').allInnerTexts(), WAIT)
      .toContain('Adam Okafor');
    const options = await author.locator('option').allInnerTexts();
    expect(options.filter((text) => UID_LIKE.test(text.trim()))).toEqual([]);
  });

  it('signs a newcomer up, verifies through the email in MailDev and creates a workspace', async () => {
    const owner = `newcomer-${RUN}@example.com`;
    const name = `Loop ${RUN}`;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${stack.baseUrl}/login`, { timeout: 120_000 });
    await page.getByRole('link', { name: 'New here? Create an account' }).click();
    await page.waitForURL(/\/signup$/, WAIT);
    await page.getByLabel('Your name').fill('Nina Newcomer');
    await page.getByLabel('Email').fill(owner);
    await page.getByLabel('Password (at least 8 characters)').fill('correct-horse-9');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor(WAIT);
    // Continuing before the link is opened keeps the gate closed.
    await page.getByRole('button', { name: 'I verified, continue' }).click();
    await page.getByText('Your address is not verified yet.').waitFor(WAIT);

    // The product's own email, in MailDev, with a link to the app as this stack serves it.
    const link = await accountLink(stack.portOffset, owner, 'verifyEmail');
    expect(new URL(link).origin).toBe(stack.baseUrl);
    await page.goto(link, WAIT);
    await page.waitForURL((url) => url.pathname === '/app/workspaces', WAIT);
    await page.getByText('Welcome! Create your first workspace').waitFor(WAIT);
    const user = await getAuth(admin).getUserByEmail(owner);
    expect(user.emailVerified).toBe(true);
    // The auth trigger writes the account's document whenever it is delivered (a callable
    // writes it first when the trigger is late, functions/src/domain/caller.ts).
    await expect
      .poll(async () => (await db.doc(`users/${user.uid}`).get()).get('roles.smm'), WAIT)
      .toBe('user');

    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Create workspace' }).click();
    const card = page.locator('section.workspace-card', { hasText: name });
    await card.getByText('Your role: Owner').waitFor(WAIT);
    // The owner is named, not shown as an id; the last owner can neither leave nor be demoted.
    await card.locator('.member-name', { hasText: 'Nina Newcomer' }).waitFor(WAIT);
    await card.getByText('The last owner cannot be removed').waitFor(WAIT);
    const made = await db.collection('workspaces').where('ownerUid', '==', user.uid).get();
    for (const doc of made.docs) await db.recursiveDelete(doc.ref);
  });
});
