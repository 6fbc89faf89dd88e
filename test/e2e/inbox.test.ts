// The unified inbox (issue #34) in Chromium against the local stack: a comment the sandbox
// network brings appears in the open inbox without a reload; a reply reaches the (fake) network
// once, also when its answer is lost, and the network's refusals are sentences in the dialog with
// the draft kept; a comment is liked and hidden on the network; assigning notifies the assignee
// by the bell and email; done and snooze; filters and search; keyboard only; a client sees only
// what the team showed them and answers the team's question (the asker hears of it by the
// bell); a phone has no sideways scrolling. The file writes its own workspaces (unique per run)
// and removes them.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UID } from '../../emulator/seed/accounts';
import { loadStackConfig } from '../../emulator/stack/config';
import { invokeScheduledFunction } from '../../emulator/stack/publisher-tick';
import { suiteBrowser } from './browser';
import { mailFor } from './mail';
import { callCallable, idToken } from './session';
import { e2eStack } from './stack';
import { ROOT } from './stack-process';

const stack = e2eStack();
const { endpoints, projectId } = loadStackConfig(ROOT, stack.portOffset);
const RUN = Date.now().toString(36);
const WS = `ws-inbox-${RUN}`;
const CONNECT_WS = `ws-inbox-client-${RUN}`;
const CHANNEL = `ch-inbox-${RUN}`;
const CLIENT_CHANNEL = `ch-inbox-client-${RUN}`;
const POST = `post-inbox-${RUN}`;
const POST_TEXT = `Inbox ${RUN}: our spring opening`;
const MENTION = `mention-${RUN}`;
const SHOTS = join(ROOT, 'test-results', 'e2e');
const WAIT = { timeout: 90_000 };

let admin: ReturnType<typeof initializeApp>;
let db: Firestore;
const browser = suiteBrowser();
let team: Page;
/** The sandbox conversation the poll brings (the thread of our post). */
let threadId = '';

/** A conversation and its one item, as ingest() leaves them. */
async function conversation(
  workspaceId: string,
  channelId: string,
  id: string,
  fields: { kind: string; text: string; author: string; labels?: string[]; shared?: boolean },
  question: string | null = null,
) {
  const at = Timestamp.fromMillis(Date.now() - 3_600_000);
  await db.doc(`workspaces/${workspaceId}/conversations/${id}`).set({
    product: workspaceId === CONNECT_WS ? 'connect' : 'smm',
    workspaceId,
    network: 'sandbox',
    channelId,
    kind: fields.kind,
    threadId: id,
    postId: null,
    subject: fields.text,
    status: 'open',
    snoozedUntil: null,
    assigneeUid: null,
    labels: fields.labels ?? [],
    unread: 1,
    itemCount: 1,
    firstAt: at,
    lastAt: at,
    lastAtMs: at.toMillis(),
    lastText: fields.text,
    lastAuthor: fields.author,
    lastItemId: `sandbox:${id}`,
    search: fields.text.toLowerCase().split(/\s+/),
    firstReplyAt: null,
    firstReplyMs: null,
    resolvedAt: null,
    resolutionMs: null,
    shared: fields.shared ?? false,
    clientQuestion: question,
    createdAt: at,
    updatedAt: at,
  });
  await db.doc(`workspaces/${workspaceId}/inboxItems/sandbox:${id}`).set({
    network: 'sandbox',
    channelId,
    externalId: id,
    conversationId: id,
    kind: fields.kind,
    direction: 'in',
    parentId: null,
    authorName: fields.author,
    authorHandle: 'someone.sandbox',
    text: fields.text,
    url: null,
    at,
    shared: fields.shared ?? false,
    createdAt: at,
  });
}

async function workspace(
  id: string,
  product: string,
  channelId: string,
  members: Record<string, string>,
) {
  const now = Timestamp.now();
  await db.doc(`workspaces/${id}`).set({
    name: `Inbox ${RUN} ${product}`,
    product,
    ownerUid: Object.keys(members)[0],
    members,
    timeZone: 'Europe/Madrid',
    channelIds: [channelId],
    createdAt: now,
    updatedAt: now,
  });
  await db.doc(`workspaces/${id}/channels/${channelId}`).set({
    provider: 'sandbox',
    handle: `@${channelId}`,
    displayName: `Sandbox ${RUN}`,
    status: 'connected',
    createdAt: now,
    updatedAt: now,
  });
}

/** The list's row of a conversation holding `text`. */
const row = (page: Page, text: string) => page.locator('.inbox-row', { hasText: text });

/** Nothing on the page is wider than the window. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function statusFilter(page: Page, status: string) {
  await page.locator('.inbox-filters').getByLabel('Status').selectOption(status);
}

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = `${endpoints.firestore.host}:${endpoints.firestore.port}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${endpoints.auth.host}:${endpoints.auth.port}`;
  admin = initializeApp({ projectId }, `e2e-inbox-${RUN}`);
  db = getFirestore(admin);
  // The team: an smm admin owns it (staff of the product), the seeded user is its editor.
  await workspace(WS, 'smm', CHANNEL, { [UID.smmAdmin]: 'owner', [UID.smmUser]: 'editor' });
  await conversation(WS, CHANNEL, MENTION, {
    kind: 'mention',
    text: `Has anyone tried the tapas ${RUN}?`,
    author: 'Mei Chen',
    labels: ['vip'],
  });
  // A client's workspace: one conversation shown to the client with a question, one not.
  await workspace(CONNECT_WS, 'connect', CLIENT_CHANNEL, {
    [UID.connectAdmin]: 'owner',
    [UID.connectClient]: 'approver',
  });
  await conversation(CONNECT_WS, CLIENT_CHANNEL, `shown-${RUN}`, {
    kind: 'comment',
    text: `Do you deliver on Sundays ${RUN}?`,
    author: 'Ana Ruiz',
  });
  await conversation(CONNECT_WS, CLIENT_CHANNEL, `hidden-${RUN}`, {
    kind: 'comment',
    text: `Internal only ${RUN}`,
    author: 'Tom Becker',
  });
  mkdirSync(SHOTS, { recursive: true });
  team = await browser.newPage({
    keep: true,
    viewport: { width: 1280, height: 900 },
    signedInAs: { email: 'smm-admin@example.com' },
  });
  await team.goto(`${stack.baseUrl}/app/inbox?workspace=${WS}`, WAIT);
  await row(team, `tapas ${RUN}`).waitFor(WAIT);
}, 240_000);

afterAll(async () => {
  await db?.recursiveDelete(db.doc(`workspaces/${WS}`));
  await db?.recursiveDelete(db.doc(`workspaces/${CONNECT_WS}`));
  if (admin) await deleteApp(admin);
});

describe('the unified inbox', () => {
  it('shows a comment the sandbox network brings, without a reload, and counts it unread', async () => {
    const unreadInNav = async () =>
      Number(await team.locator('.app-sidebar .nav-inbox[data-count]').getAttribute('data-count'));
    // Before the comment: this workspace's mention (staff count every workspace's conversations).
    const before = await unreadInNav();
    expect(before).toBeGreaterThanOrEqual(1);
    await team.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    // Our post went out a minute ago: the sandbox answers it 5 and 20 seconds after.
    const publishedAt = Timestamp.fromMillis(Date.now() - 60_000);
    await db.doc(`workspaces/${WS}/posts/${POST}`).set({
      authorUid: UID.smmAdmin,
      text: POST_TEXT,
      variants: {},
      media: [],
      channelIds: [CHANNEL],
      timeZone: 'Europe/Madrid',
      scheduledAt: publishedAt,
      status: 'published',
      results: {
        [CHANNEL]: { status: 'published', externalId: `sbx-${RUN}`, url: '', publishedAt },
      },
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
    await invokeScheduledFunction(stack.functionsOrigin, projectId, 'us-central1-pollInbox');
    const thread = team.locator('.inbox-row', { hasText: POST_TEXT });
    await thread.waitFor(WAIT);
    threadId = String(await thread.getAttribute('data-conversation'));
    expect(await thread.textContent()).toContain('Comment');
    expect(
      await team.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    // The navigation counts it among the unread conversations of every workspace, live.
    await expect.poll(unreadInNav, WAIT).toBeGreaterThan(before);
    // Across every workspace (the staff's pages of the product, newest first) the thread is on
    // the first page and names its workspace.
    await team.goto(`${stack.baseUrl}/app/inbox?workspace=all`, WAIT);
    await expect.poll(() => thread.textContent(), WAIT).toContain(`Inbox ${RUN} smm`);
    await team.goto(`${stack.baseUrl}/app/inbox?workspace=${WS}`, WAIT);
    await thread.waitFor(WAIT);
  });

  it('replies once, also when the answer is lost (refusals are sentences, the draft kept); likes and hides', async () => {
    await team.locator(`.inbox-row[data-conversation="${threadId}"]`).click();
    const panel = team.locator('.inbox-panel');
    await panel.getByText(POST_TEXT).first().waitFor();
    await panel.getByRole('button', { name: 'Reply', exact: true }).click();
    const dialog = team.locator('dialog.inbox-reply');
    const text = dialog.getByLabel('Your reply');
    // Over the sandbox's 500 characters: the field says so, the code under the sentence.
    await text.fill('x'.repeat(501));
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.locator('.field-error').getByText('at most 500 characters').waitFor();
    expect(await dialog.locator('.error-code').textContent()).toBe('invalid-argument');
    // A rate-limited network: a sentence, resource-exhausted, the reply kept in the field.
    const limited = `Slow down ${RUN} [sandbox:rate_limited]`;
    await text.fill(limited);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('asks us to slow down').waitFor();
    expect(await dialog.locator('.error-code').textContent()).toBe('resource-exhausted');
    expect(await text.inputValue()).toBe(limited);
    // The network takes the reply but its answer is lost: the server finds it, sends nothing twice.
    const lost = `Yes, we open on Sunday ${RUN} [sandbox:unknown_outcome]`;
    await text.fill(lost);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const ours = panel.locator('.inbox-item[data-direction="out"]', { hasText: lost });
    await ours.waitFor();
    expect(await ours.locator('[data-reply-state]').textContent()).toBe('Sent');
    const sent = await db
      .collection(`workspaces/${WS}/inboxItems`)
      .where('conversationId', '==', threadId)
      .where('direction', '==', 'out')
      .get();
    const states = sent.docs.map((doc) => [doc.get('text'), doc.get('replyState')]);
    expect(states.filter(([, state]) => state === 'sent')).toEqual([[lost, 'sent']]);
    expect(states.filter(([words]) => words === lost)).toHaveLength(1);
    // The first-reply time is kept and shown.
    await expect.poll(() => panel.locator('.inbox-times dd').first().textContent()).toMatch(/min/);
    // Liked and hidden on the network (the sandbox allows both): the comment shows both marks.
    const first = panel.locator('.inbox-item[data-direction="in"]').first();
    await first.getByRole('button', { name: /^Like the message/ }).click();
    await first.locator('[data-moderated="liked"]').waitFor();
    await first.getByRole('button', { name: /^Hide the message/ }).click();
    await first.locator('[data-moderated="hidden"]').waitFor();
    expect(await first.getByRole('button', { name: /^Like the message/ }).count()).toBe(0);
  });

  it('assigns the conversation; the assignee hears of it by the bell and by email', async () => {
    const before = (await mailFor(stack.portOffset, 'smm-user@example.com')).length;
    await team.locator('.inbox-panel').getByLabel('Assign to').selectOption(UID.smmUser);
    await expect
      .poll(
        async () =>
          (await db.doc(`workspaces/${WS}/conversations/${threadId}`).get()).get('assigneeUid'),
        WAIT,
      )
      .toBe(UID.smmUser);
    const link = `/app/inbox?workspace=${WS}&c=${threadId}`;
    await expect
      .poll(async () => {
        const items = await db.collection(`notifications/${UID.smmUser}/items`).get();
        return items.docs.some((doc) => JSON.stringify(doc.data()).includes(link));
      }, WAIT)
      .toBe(true);
    await expect
      .poll(
        async () => {
          const mails = await mailFor(stack.portOffset, 'smm-user@example.com');
          return mails.length > before && mails.some((mail) => mail.text.includes(`c=${threadId}`));
        },
        { timeout: 90_000, interval: 1000 },
      )
      .toBe(true);
  });

  it('marks a conversation done, opens it again and snoozes it', async () => {
    const panel = team.locator('.inbox-panel');
    await panel.getByRole('button', { name: 'Done', exact: true }).click();
    // Done leaves the open list; the Done filter shows it with its resolution time.
    await team
      .locator(`.inbox-row[data-conversation="${threadId}"]`)
      .waitFor({ state: 'detached' });
    await statusFilter(team, 'done');
    await team.locator(`.inbox-row[data-conversation="${threadId}"]`).waitFor();
    await panel.getByRole('button', { name: 'Open again' }).click();
    await team
      .locator(`.inbox-row[data-conversation="${threadId}"]`)
      .waitFor({ state: 'detached' });
    await statusFilter(team, 'open');
    await team.locator(`.inbox-row[data-conversation="${threadId}"]`).waitFor();
    await panel.getByRole('button', { name: 'Snooze', exact: true }).click();
    await team
      .locator(`.inbox-row[data-conversation="${threadId}"]`)
      .waitFor({ state: 'detached' });
    const stored = (await db.doc(`workspaces/${WS}/conversations/${threadId}`).get()).data() ?? {};
    expect(stored.status).toBe('snoozed');
    expect(stored.resolutionMs).toBeGreaterThanOrEqual(0);
    expect((stored.snoozedUntil as Timestamp).toMillis()).toBeGreaterThan(Date.now() + 50 * 60_000);
    await statusFilter(team, 'snoozed');
    await team.locator(`.inbox-row[data-conversation="${threadId}"]`).waitFor();
    await statusFilter(team, '');
  });

  it('filters by kind and label, finds by a word, and labels a conversation', async () => {
    const filters = team.locator('.inbox-filters');
    const thread = team.locator(`.inbox-row[data-conversation="${threadId}"]`);
    // The sandbox may bring this hour's mention too: every row shown is a mention, ours among them.
    await filters.getByLabel('Kind').selectOption('mention');
    await thread.waitFor({ state: 'detached' });
    await row(team, `tapas ${RUN}`).waitFor();
    const kinds = await team.locator('.inbox-row .inbox-row-head .badge').allTextContents();
    expect(kinds.filter((k) => k !== 'Mention' && !k.endsWith('new'))).toEqual([]);
    await filters.getByLabel('Kind').selectOption('');
    await filters.getByLabel('Label').selectOption('vip');
    await expect.poll(() => team.locator('.inbox-row').count()).toBe(1);
    await filters.getByLabel('Label').selectOption('');
    await filters.getByLabel('Search').fill(`spring ${RUN}`);
    await expect.poll(() => team.locator('.inbox-row').count()).toBe(1);
    await thread.waitFor();
    await filters.getByLabel('Search').fill('');
    // Labels given in the conversation: the label filter then shows both.
    await team.locator('.inbox-panel').getByLabel('Labels').fill('VIP, urgent');
    await team.locator('.inbox-panel').getByRole('button', { name: 'Save labels' }).click();
    await thread.locator('.badge', { hasText: 'urgent' }).waitFor();
    await filters.getByLabel('Label').selectOption('vip');
    await expect.poll(() => team.locator('.inbox-row').count()).toBe(2);
    await team.screenshot({ path: join(SHOTS, 'inbox-staff-desktop.png') });
  });

  it('works from the keyboard: j/k move, r replies, a assigns, e marks done', async () => {
    await team.locator('main h1').click();
    const current = () =>
      team.locator('.inbox-row[aria-current="true"]').getAttribute('data-conversation');
    await team.keyboard.press('j');
    await team.keyboard.press('j');
    await expect.poll(current).toBe(MENTION);
    await team.keyboard.press('k');
    await expect.poll(current).toBe(threadId);
    await team.keyboard.press('j');
    await expect.poll(current).toBe(MENTION);
    await team.keyboard.press('r');
    const dialog = team.locator('dialog.inbox-reply');
    await dialog.waitFor();
    await team.keyboard.type(`Thanks for asking ${RUN}`);
    await team.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await team.keyboard.press('a');
    expect(
      await team.evaluate(() => document.activeElement?.closest('label')?.textContent),
    ).toContain('Assign to');
    await team.locator('main h1').click();
    await team.keyboard.press('e');
    await expect
      .poll(async () =>
        (await db.doc(`workspaces/${WS}/conversations/${MENTION}`).get()).get('status'),
      )
      .toBe('done');
  });

  it('fits a phone without sideways scrolling, the list and a conversation', async () => {
    await team.setViewportSize({ width: 390, height: 844 });
    // On a phone the open conversation takes the list's place, with a way back.
    await team.locator('.inbox-back').click();
    await row(team, `tapas ${RUN}`).waitFor();
    expect(await fitsWidth(team)).toBe(true);
    await team.screenshot({ path: join(SHOTS, 'inbox-staff-phone.png'), fullPage: true });
    await team.locator(`.inbox-row[data-conversation="${threadId}"]`).click();
    await team.locator('.inbox-panel').waitFor();
    expect(await fitsWidth(team)).toBe(true);
    await team.screenshot({
      path: join(SHOTS, 'inbox-staff-phone-conversation.png'),
      fullPage: true,
    });
  });

  it('shows a client only what the team showed them; the client answers the question', async () => {
    const token = await idToken('connect-admin@example.com');
    const asked = await callCallable('askClient', token, {
      workspaceId: CONNECT_WS,
      conversationId: `shown-${RUN}`,
      question: `May we promise Sunday delivery ${RUN}?`,
    });
    expect(asked.status).toBe(200);
    const client = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      signedInAs: { email: 'client@example.com', base: `${stack.baseUrl}/connect` },
    });
    await client.goto(
      `${stack.baseUrl}/connect/app/posts?view=inbox&workspace=${CONNECT_WS}`,
      WAIT,
    );
    await row(client, `Sundays ${RUN}`).click(WAIT);
    await client.getByText(`The team asks: May we promise Sunday delivery ${RUN}?`).waitFor();
    expect(await client.locator('.inbox-row').count()).toBe(1);
    expect(await client.getByText(`Internal only ${RUN}`).count()).toBe(0);
    // A client reads; the team's buttons are not offered.
    expect(await client.getByRole('button', { name: 'Reply', exact: true }).count()).toBe(0);
    // The client answers the question in the app; the one who asked hears of it by the bell.
    await client
      .getByRole('textbox', { name: 'Your answer to the team' })
      .fill(`Yes, from May ${RUN}.`);
    await client.getByRole('button', { name: 'Send to the team' }).click();
    await client.getByText(`You answered: Yes, from May ${RUN}.`).waitFor(WAIT);
    const link = `/app/posts?view=inbox&workspace=${CONNECT_WS}&c=shown-${RUN}`;
    await expect
      .poll(async () => {
        const bell = await db.collection(`notifications/${UID.connectAdmin}/items`).get();
        return bell.docs.some((doc) => JSON.stringify(doc.data()).includes(link));
      }, WAIT)
      .toBe(true);
    await client.screenshot({ path: join(SHOTS, 'inbox-client-desktop.png') });
    await client.setViewportSize({ width: 390, height: 844 });
    expect(await fitsWidth(client)).toBe(true);
    await client.screenshot({ path: join(SHOTS, 'inbox-client-phone.png'), fullPage: true });
  });
});
