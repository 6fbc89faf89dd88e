// Approval workflows (issue #39) in Chromium against the local stack at its port offset: a
// two-step workflow (an editor, then the client) offers each person exactly their step; an All
// step waits for everyone it names where an Any step takes the first; an approved post that is
// reopened and changed comes back with its changes marked; with approvals turned off nobody is
// offered "Request approval"; the client-review panel edits the steps; a comment by someone else
// appears in an open post and on an open review page, a post reaching the client's step in their
// inbox, the agency's reply in an open request, and a new request and the client's reply on the
// agency's desk, all without a reload; the owner's white label is refused below WCAG AA and worn
// by a review link's mail and page once saved, by a notification's mail about the workspace, by
// the sign-in page of the client's own host name (its logo too) and by the signed-in client's
// portal frame (its uploaded logo loading under the Content-Security-Policy); a post held past
// its approval deadline says so in the list and when opened. Two signed-in pages (the agency's
// editor and the client), reused by every test, and the agency's admin on its desk; the other
// people act through their callables.
// The file writes its own workspaces (unique per run) and removes them, their review links and
// the notices they caused at the end.

import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UID } from '../../emulator/seed/accounts';
import { loadStackConfig } from '../../emulator/stack/config';
import { suiteBrowser } from './browser';
import { linkInMail, mailFor } from './mail';
import { callCallable, idToken } from './session';
import { e2eStack } from './stack';
import { ROOT } from './stack-process';

const stack = e2eStack();
const { endpoints, projectId } = loadStackConfig(ROOT, stack.portOffset);
const RUN = Date.now().toString(36);
/** The agency's client workspace: its editor, then the client, approve. */
const WS = `ws-levels-${RUN}`;
/** A workspace with approvals turned off. */
const WS_NONE = `ws-levels-none-${RUN}`;
/** A workspace the client owns, whose workflow the client edits. */
const WS_OWN = `ws-levels-own-${RUN}`;
const CHANNEL = `ch-levels-${RUN}`;
/** The client's own host name: *.localhost reaches this machine. */
const HOST = `northwind-${RUN}.connect.localhost`;
const WAIT = { timeout: 90_000 };
const EDITOR = 'connect-user@example.com';
const CLIENT = 'client@example.com';
/** A 1×1 PNG: the logo the owner uploads. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGOQNQ3/DwACxQGp1PeI2gAAAABJRU5ErkJggg==',
  'base64',
);
/** The uploaded logo's Storage address, in a page and in mail. */
const LOGO = new RegExp(`/o/whiteLabels%2F${WS_OWN}%2F[0-9a-f]{16}\\.png\\?alt=media$`);
const LOGO_IN_MAIL = new RegExp(
  `<img src="http[^"]+/o/whiteLabels%2F${WS_OWN}%2F[0-9a-f]{16}\\.png\\?alt=media"`,
);
const TWO_STEPS = [
  { who: 'role', role: 'editor', rule: 'any' },
  { who: 'client', rule: 'any' },
];

let admin: ReturnType<typeof initializeApp>;
let db: Firestore;
const browser = suiteBrowser();
let editor: Page;
let client: Page;

const postRef = (id: string, workspaceId = WS) => db.doc(`workspaces/${workspaceId}/posts/${id}`);
const stored = async (id: string) => (await postRef(id).get()).data() ?? {};

async function workspace(id: string, fields: Record<string, unknown>) {
  const now = Timestamp.now();
  await db.doc(`workspaces/${id}`).set({
    product: 'connect',
    timeZone: 'Europe/Madrid',
    channelIds: [CHANNEL],
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
  await db.doc(`workspaces/${id}/channels/${CHANNEL}`).set({
    provider: 'sandbox',
    handle: `@${CHANNEL}`,
    displayName: `${CHANNEL} (sandbox)`,
    status: 'connected',
    createdAt: now,
    updatedAt: now,
  });
}

/** A post of the run; in review, it carries the steps it was sent with. */
async function post(id: string, fields: Record<string, unknown>, workspaceId = WS) {
  const now = Timestamp.now();
  await postRef(id, workspaceId).set({
    authorUid: UID.connectAdmin,
    text: `Levels ${RUN} ${id}`,
    variants: {},
    media: [],
    channelIds: [CHANNEL],
    timeZone: 'Europe/Madrid',
    status: 'draft',
    results: {},
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
}

const inReview = (workflow: unknown[]) => ({
  status: 'in_review',
  approval: { requestedBy: UID.connectAdmin, workflow, level: 0, approvedBy: [], steps: [] },
});

/** The width an image has once loaded, 0 when it failed (a Content-Security-Policy block). */
function loadedWidth(image: ReturnType<Page['locator']>): Promise<number> {
  return image.evaluate(
    (element: HTMLImageElement) =>
      new Promise<number>((resolve) => {
        if (element.complete) resolve(element.naturalWidth);
        element.addEventListener('load', () => resolve(element.naturalWidth));
        element.addEventListener('error', () => resolve(0));
      }),
  );
}

/** The dashboard's approvals inbox, once the dashboard has read it. */
async function inbox(page: Page) {
  await page.goto(`${stack.baseUrl}/connect/app`, WAIT);
  const section = page.locator('[data-approvals-inbox]');
  await section.waitFor(WAIT);
  return section;
}

/** A post opened in the composer, as a notification's link opens it. */
async function composer(page: Page, id: string, workspaceId = WS) {
  await page.goto(`${stack.baseUrl}/connect/app/posts?workspace=${workspaceId}&post=${id}`, WAIT);
  const dialog = page.locator('dialog.composer');
  await dialog
    .getByRole('button', { name: 'Save draft' })
    .or(dialog.getByRole('combobox', { name: 'New comment' }))
    .first()
    .waitFor(WAIT);
  return dialog;
}

/** The agency's editor comments on a post, for everyone (not an internal note). */
function editorComments(workspaceId: string, postId: string, text: string) {
  return call(EDITOR, 'addPostComment', {
    requestId: crypto.randomUUID(),
    workspaceId,
    postId,
    text,
    internal: false,
  });
}

async function call(email: string, name: string, data: Record<string, unknown>) {
  const reply = await callCallable(name, await idToken(email), data);
  if (reply.status !== 200) throw new Error(`${name}: ${reply.text}`);
  return reply.body;
}

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = `${endpoints.firestore.host}:${endpoints.firestore.port}`;
  admin = initializeApp({ projectId }, `e2e-levels-${RUN}`);
  db = getFirestore(admin);
  const members = {
    [UID.connectAdmin]: 'owner',
    [UID.connectUser]: 'editor',
    [UID.connectClient]: 'approver',
  };
  await workspace(WS, {
    name: `Levels ${RUN}`,
    ownerUid: UID.connectAdmin,
    members,
    approvalMode: 'multi',
    approvalSteps: TWO_STEPS,
  });
  await workspace(WS_NONE, {
    name: `No approvals ${RUN}`,
    ownerUid: UID.connectAdmin,
    members,
    approvalMode: 'none',
  });
  await workspace(WS_OWN, {
    name: `Own ${RUN}`,
    ownerUid: UID.connectClient,
    members: { [UID.connectClient]: 'owner', [UID.connectUser]: 'editor' },
    approvalMode: 'required',
  });
  [editor, client] = await Promise.all([
    browser.newPage({
      keep: true,
      signedInAs: { email: EDITOR, base: `${stack.baseUrl}/connect` },
    }),
    browser.newPage({
      keep: true,
      signedInAs: { email: CLIENT, base: `${stack.baseUrl}/connect` },
    }),
  ]);
}, 240_000);

afterAll(async () => {
  for (const id of [WS, WS_NONE, WS_OWN]) await db?.recursiveDelete(db.doc(`workspaces/${id}`));
  for (const id of [`req-levels-${RUN}`, `req-desk-${RUN}`])
    await db?.recursiveDelete(db.doc(`serviceRequests/${id}`));
  for (const id of [WS, WS_OWN]) {
    const links = await db?.collection('reviewLinks').where('workspaceId', '==', id).get();
    for (const doc of links?.docs ?? []) {
      await db?.doc(`reviewPulses/${doc.id}`).delete();
      await doc.ref.delete();
    }
  }
  // The notices this file's posts caused: later files count the outbox's.
  const notices = await db?.collection('outbox').get();
  for (const doc of notices?.docs ?? []) {
    const about = `${doc.get('path')} ${doc.get('params.subject')} ${doc.get('workspaceId')}`;
    if (about.includes(RUN)) await doc.ref.delete();
  }
  if (admin) await deleteApp(admin);
});

describe('approval steps', () => {
  it('offers a two-step workflow to the editor first, then to the client, and to nobody else', async () => {
    const id = `two-${RUN}`;
    await post(id, inReview(TWO_STEPS));
    const editorCard = (await inbox(editor)).locator(`[data-post="${id}"]`);
    await editorCard.getByRole('button', { name: 'Approve' }).waitFor(WAIT);
    expect(await (await inbox(client)).locator(`[data-post="${id}"]`).count()).toBe(0);

    const card = (await inbox(editor)).locator(`[data-post="${id}"]`);
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.waitFor({ state: 'detached', ...WAIT });
    expect((await stored(id)).approval).toMatchObject({ level: 1, approvedBy: [] });

    await (await inbox(client))
      .locator(`[data-post="${id}"]`)
      .getByRole('button', { name: 'Approve' })
      .waitFor(WAIT);
    expect(await (await inbox(editor)).locator(`[data-post="${id}"]`).count()).toBe(0);
  });

  it('waits for everyone an All step names, where an Any step takes the first', async () => {
    const people = [UID.connectUser, UID.connectClient];
    const all = `all-${RUN}`;
    const any = `any-${RUN}`;
    await post(all, inReview([{ who: 'people', uids: people, rule: 'all' }]));
    await post(any, inReview([{ who: 'people', uids: people, rule: 'any' }]));

    const section = await inbox(editor);
    for (const id of [any, all]) {
      const card = section.locator(`[data-post="${id}"]`);
      await card.getByRole('button', { name: 'Approve' }).click();
      await card.waitFor({ state: 'detached', ...WAIT });
    }
    // Any: the editor's approval was enough. All: the client still has to approve.
    await expect.poll(async () => (await stored(any)).status, WAIT).toBe('approved');
    expect(await stored(all)).toMatchObject({
      status: 'in_review',
      approval: { level: 0, approvedBy: [UID.connectUser] },
    });
    expect(await (await inbox(editor)).locator(`[data-post="${all}"]`).count()).toBe(0);

    const card = (await inbox(client)).locator(`[data-post="${all}"]`);
    expect(await client.locator(`[data-approvals-inbox] [data-post="${any}"]`).count()).toBe(0);
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(async () => (await stored(all)).status, WAIT).toBe('approved');
  });

  it('sends an approved post that was changed back with its changes marked, and tells who approved it', async () => {
    const id = `reopen-${RUN}`;
    await post(id, {
      text: 'Spring menu on Friday',
      status: 'approved',
      approval: {
        workflow: TWO_STEPS,
        level: 1,
        decision: 'approved',
        steps: [
          { index: 0, decision: 'approved', by: UID.connectUser },
          { index: 1, decision: 'approved', by: UID.connectClient },
        ],
      },
    });
    await call(EDITOR, 'reopenPost', { workspaceId: WS, postId: id });
    const told = await db
      .collection('outbox')
      .where('event', '==', 'approval_reopened')
      .where('path', '==', `/app/posts?workspace=${WS}&post=${id}`)
      .get();
    expect(told.docs.map((doc) => doc.get('audience.uids'))).toEqual([[UID.connectClient]]);
    // The editor changes the draft (the app writes it under the rules) and asks again.
    await postRef(id).update({ text: 'Spring menu on Saturday' });
    await call(EDITOR, 'requestPostApproval', { workspaceId: WS, postId: id });

    const card = (await inbox(editor)).locator(`[data-post="${id}"]`);
    const diff = card.locator('[data-approval-diff]');
    await diff.waitFor(WAIT);
    expect(await diff.locator('del').allTextContents()).toEqual(['Friday']);
    expect(await diff.locator('ins').allTextContents()).toEqual(['Saturday']);
  });

  it('offers no "Request approval" where approvals are turned off, and offers it where they are on', async () => {
    const off = `off-${RUN}`;
    const on = `on-${RUN}`;
    await post(off, {}, WS_NONE);
    await post(on, {});
    const dialog = await composer(editor, on);
    await dialog.getByRole('button', { name: 'Request approval' }).waitFor(WAIT);
    const none = await composer(editor, off, WS_NONE);
    await none.getByRole('button', { name: 'Save draft' }).waitFor(WAIT);
    expect(await none.getByRole('button', { name: 'Request approval' }).count()).toBe(0);
  });

  it('lets the owner set the steps on the client-review panel, internal before client, and refuses a step naming nobody', async () => {
    await client.goto(`${stack.baseUrl}/connect/app/posts?workspace=${WS_OWN}`, WAIT);
    const panel = client.locator('details.review-panel');
    await panel.locator('summary').click();
    await panel.getByLabel('Approval before scheduling').selectOption('multi');
    const editorBox = panel.locator('[data-workflow]');
    await editorBox.locator('[data-step="1"]').waitFor(WAIT);
    // The mode's default: an editor, then the client. A new internal step goes between them.
    await editorBox.getByRole('button', { name: 'Add an internal step' }).click();
    const steps = editorBox.locator('[data-step]');
    expect(await steps.locator('strong').allTextContents()).toEqual([
      'Step 1 · internal',
      'Step 2 · internal',
      'Step 3 · client',
    ]);
    const second = editorBox.locator('[data-step="1"]');
    await second.getByLabel('Who decides').selectOption('people');
    await editorBox.getByRole('button', { name: 'Save the steps' }).click();
    const alert = editorBox.getByRole('alert');
    await alert.waitFor(WAIT);
    expect(await alert.textContent()).toContain(
      'Name at least one person for each step of named people.',
    );
    expect(await alert.textContent()).toContain('invalid-argument');

    await second.getByLabel('Who decides').selectOption('role');
    await second.getByLabel('Who must approve').selectOption('all');
    // Reordered: the client first, then the two internal steps.
    await editorBox.locator('[data-step="2"]').getByRole('button', { name: 'Move up' }).click();
    await editorBox.locator('[data-step="1"]').getByRole('button', { name: 'Move up' }).click();
    await editorBox.getByRole('button', { name: 'Save the steps' }).click();
    await client.getByText('Approval steps saved.').first().waitFor(WAIT);
    expect((await db.doc(`workspaces/${WS_OWN}`).get()).get('approvalSteps')).toEqual([
      { who: 'client', rule: 'any' },
      { who: 'role', role: 'editor', rule: 'any' },
      { who: 'role', role: 'editor', rule: 'all' },
    ]);
  });
});

describe('approval deadlines', () => {
  it('shows a post held past its approval deadline as held, with why, in the list and on the post', async () => {
    const id = `held-${RUN}`;
    const deadline = new Date(Date.now() - 3_600_000);
    const review = inReview(TWO_STEPS);
    await post(id, {
      ...review,
      scheduledAt: Timestamp.fromMillis(Date.now() + 86_400_000),
      approval: {
        ...review.approval,
        deadline: Timestamp.fromDate(deadline),
        heldAt: Timestamp.now(),
      },
    });
    await editor.goto(`${stack.baseUrl}/connect/app/posts?workspace=${WS}`, WAIT);
    const mark = editor.locator(`.post-item[data-post-id="${id}"] [data-held-past]`);
    await mark.waitFor(WAIT);
    expect(await mark.getAttribute('data-held-past')).toBe(deadline.toISOString());
    expect(await mark.textContent()).toMatch(/^Held: not approved by its deadline, \S/);
    const dialog = await composer(editor, id);
    expect(await dialog.locator('[data-approval-held]').textContent()).toMatch(
      /^Held: it was not approved by \S.*, its deadline\. It will not publish until it is approved\.$/,
    );
  });
});

describe('white label', () => {
  it('refuses unreadable colours on the white-label form; the mail and the page of a review link wear the saved label', async () => {
    await client.goto(`${stack.baseUrl}/connect/app/posts?workspace=${WS_OWN}`, WAIT);
    const panel = client.locator('details.review-panel');
    await panel.locator('summary').click();
    const form = panel.locator('[data-white-label-form]');
    await form.waitFor(WAIT);
    const agency = `Northwind Studio ${RUN}`;
    await form.getByLabel('Agency name').fill(agency);
    await form.getByLabel('Mail sender name').fill('Northwind');
    // The logo is uploaded to Storage, the origin the pages' img-src allows.
    await form
      .getByLabel('Logo')
      .setInputFiles({ name: 'northwind.png', mimeType: 'image/png', buffer: PNG });
    await form.locator('[data-logo-preview]').waitFor(WAIT);
    await form.getByLabel('own host name').fill(HOST);
    await form.getByLabel('Brand colour').fill('#ffe066');
    await form.getByLabel('Text colour on it').fill('#ffffff');
    await form.getByRole('button', { name: 'Save the white label' }).click();
    const alert = form.getByRole('alert');
    await alert.waitFor(WAIT);
    expect(await alert.textContent()).toMatch(
      /contrast of 1\.\d+:1; WCAG AA needs at least 4\.5:1.*invalid-argument/,
    );
    expect((await db.doc(`workspaces/${WS_OWN}`).get()).get('whiteLabel')).toBeUndefined();

    await form.getByLabel('Brand colour').fill('#1d3557');
    await form.getByRole('button', { name: 'Save the white label' }).click();
    await client.getByText('White label saved.').first().waitFor(WAIT);

    // A review link emailed to a reviewer: the mail wears the label, and its link the page.
    const reviewer = `reviewer-${RUN}@example.com`;
    await call(CLIENT, 'createReviewLink', {
      requestId: crypto.randomUUID(),
      workspaceId: WS_OWN,
      from: new Date(Date.now() - 86_400_000).toISOString(),
      to: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      scope: 'awaiting',
      validDays: 7,
      reviewerName: 'Rita',
      reviewerEmail: reviewer,
    });
    const url = await linkInMail(
      stack.portOffset,
      reviewer,
      /https?:\/\/\S+?\/review\/[A-Za-z0-9_-]{43}/,
    );
    const [mail] = await mailFor(stack.portOffset, reviewer);
    expect(mail?.from?.[0]).toMatchObject({ name: 'Northwind' });
    expect(mail?.html).toContain('data-brand style="background:#1d3557;color:#ffffff');
    expect(mail?.html).toMatch(LOGO_IN_MAIL);
    expect(mail?.html).toContain(`<strong>${agency}</strong>`);
    await client.goto(url, WAIT);
    const page = client.locator('[data-white-label]');
    await page.waitFor(WAIT);
    expect(await page.locator('.review-brand strong').textContent()).toBe(agency);
    expect(await page.locator('.review-brand img').getAttribute('src')).toMatch(LOGO);
    expect(await loadedWidth(page.locator('.review-brand img'))).toBe(1);
    expect(
      await page.evaluate((element) =>
        getComputedStyle(element).getPropertyValue('--brand').trim(),
      ),
    ).toBe('#1d3557');
  });
});

describe('white label in notification mail', () => {
  it('dresses a notification about the labelled workspace in its sender name, logo and colours', async () => {
    const id = `branded-${RUN}`;
    await post(id, { authorUid: UID.connectClient }, WS_OWN);
    const text = `Brighter logo, please ${RUN}`;
    await editorComments(WS_OWN, id, text);
    const about = async () =>
      (await mailFor(stack.portOffset, CLIENT)).find((mail) => mail.text.includes(text));
    await expect.poll(about, WAIT).toBeTruthy();
    const mail = await about();
    expect(mail?.subject).toBe('New comment on your post');
    expect(mail?.from?.[0]).toMatchObject({ name: 'Northwind' });
    expect(mail?.html).toContain('data-brand style="background:#1d3557;color:#ffffff');
    expect(mail?.html).toMatch(LOGO_IN_MAIL);
    expect(mail?.html).toContain(`<strong>Northwind Studio ${RUN}</strong>`);
  });
});

describe('a client on its own host name', () => {
  it('wears that client’s white label on the public pages of its host, its logo on the sign-in page', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`http://${HOST}:${new URL(stack.baseUrl).port}/login`, WAIT);
    const brand = visitor.locator('.site-header .brand[data-host-label]');
    await brand.waitFor(WAIT);
    expect(await brand.textContent()).toBe(`Northwind Studio ${RUN}`);
    expect(await brand.locator('img').getAttribute('src')).toMatch(LOGO);
    expect(await loadedWidth(brand.locator('img'))).toBe(1);
    await visitor.locator('html[data-white-label]').waitFor({ state: 'attached', ...WAIT });
    expect(
      await visitor.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
      ),
    ).toBe('#1d3557');
    await expect.poll(() => visitor.title(), WAIT).toContain(`Northwind Studio ${RUN}`);
  });
});

describe('the client portal', () => {
  it('wears the agency’s white label on the signed-in client’s frame: logo, name and colours', async () => {
    await client.goto(`${stack.baseUrl}/connect/app?workspace=${WS_OWN}`, WAIT);
    const band = client.locator(`[data-portal-brand="${WS_OWN}"]`);
    await band.waitFor(WAIT);
    expect(await band.locator('strong').textContent()).toBe(`Northwind Studio ${RUN}`);
    expect(await band.locator('img').getAttribute('src')).toMatch(LOGO);
    expect(await loadedWidth(band.locator('img'))).toBe(1);
    expect(
      await client.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
      ),
    ).toBe('#1d3557');
  });
});

describe('live screens', () => {
  it('a comment by another user appears live in an open post, without a reload', async () => {
    const id = `live-${RUN}`;
    await post(id, inReview(TWO_STEPS));
    const dialog = await composer(client, id);
    await dialog.getByRole('combobox', { name: 'New comment' }).waitFor(WAIT);
    const text = `Warmer photo, please ${RUN}`;
    expect(await dialog.getByText(text).count()).toBe(0);
    await editorComments(WS, id, text);
    await dialog.getByText(text).waitFor(WAIT);
  });

  it("shows staff's comment on an open review page without a reload", async () => {
    const id = `live-review-${RUN}`;
    await post(id, inReview(TWO_STEPS));
    const { result } = (await call('connect-admin@example.com', 'createReviewLink', {
      requestId: crypto.randomUUID(),
      workspaceId: WS,
      from: new Date(Date.now() - 86_400_000).toISOString(),
      to: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      scope: 'awaiting',
      validDays: 7,
    })) as { result: { url: string } };
    await client.goto(result.url, WAIT);
    await client.getByText(`Levels ${RUN} ${id}`).waitFor(WAIT);
    const text = `Shorter caption, please ${RUN}`;
    expect(await client.getByText(text).count()).toBe(0);
    await editorComments(WS, id, text);
    await client.getByText(text).waitFor(WAIT);
  });

  it("shows a new request and the client's reply on the agency's request desk without a reload", async () => {
    const staff = await browser.newPage({
      signedInAs: { email: 'connect-admin@example.com', base: `${stack.baseUrl}/connect` },
    });
    await staff.goto(`${stack.baseUrl}/connect/app/admin/service-requests`, WAIT);
    await staff.locator('table.admin-table, .empty').first().waitFor(WAIT);
    const request = `req-desk-${RUN}`;
    await db.doc(`serviceRequests/${request}`).set({
      workspaceId: WS,
      product: 'connect',
      requesterUid: UID.connectClient,
      serviceId: 'none',
      title: `Desk request ${RUN}`,
      details: 'Photos for the terrace.',
      status: 'new',
      assigneeUid: null,
      dueAt: null,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    const row = staff.locator(`[data-request="${request}"]`);
    await row.waitFor(WAIT);
    expect(await row.locator('[data-client-replied]').count()).toBe(0);
    await call(CLIENT, 'updateServiceRequest', {
      requestId: crypto.randomUUID(),
      serviceRequestId: request,
      message: `The terrace opens Friday ${RUN}`,
    });
    expect(await row.locator('[data-client-replied]').textContent({ timeout: 90_000 })).toBe(
      'Client replied',
    );
  });

  it("shows a post reaching the client's step, and the agency's reply in an open request, without a reload", async () => {
    const id = `live-step-${RUN}`;
    await post(id, inReview(TWO_STEPS));
    const request = `req-levels-${RUN}`;
    await db.doc(`serviceRequests/${request}`).set({
      workspaceId: WS,
      requesterUid: UID.connectClient,
      serviceId: 'none',
      title: `Levels request ${RUN}`,
      details: 'A banner for the spring menu.',
      status: 'new',
      assigneeUid: null,
      dueAt: null,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    const section = await inbox(client);
    await client.locator(`[data-request="${request}"] button`).first().waitFor(WAIT);
    expect(await section.locator(`[data-post="${id}"]`).count()).toBe(0);
    // The editor approves the first step elsewhere: the post reaches the client's inbox.
    await call(EDITOR, 'decidePostApproval', {
      workspaceId: WS,
      postId: id,
      decision: 'approved',
      requestId: crypto.randomUUID(),
    });
    await section
      .locator(`[data-post="${id}"]`)
      .getByRole('button', { name: 'Approve' })
      .waitFor(WAIT);

    await client.locator(`[data-request="${request}"] button`).first().click();
    const thread = client.locator(`[data-request-thread="${request}"]`);
    await thread.getByText('A banner for the spring menu.').waitFor(WAIT);
    const reply = `Draft banner attached ${RUN}`;
    await call('connect-admin@example.com', 'updateServiceRequest', {
      requestId: crypto.randomUUID(),
      serviceRequestId: request,
      message: reply,
    });
    await thread.getByText(reply).waitFor(WAIT);
  });
});
