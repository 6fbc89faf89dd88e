// Work that survives (#38): text kept through a reload and a session that ends; a save over a
// newer version refused instead of silently written; the posts page's view, day, filters and
// open post in its address; a refused submit that takes the eye to its first error. One fresh
// owner (whose account the file disables for a moment) and the seeded smm user in two browsers
// (a desktop and a phone), each account signed in once.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../emulator/seed/accounts';
import { loadStackConfig } from '../../emulator/stack/config';
import { launchChromium } from './browser';
import { callCallable, idToken, signedInStorage, signIn } from './session';
import { e2eStack } from './stack';
import { ROOT } from './stack-process';

const stack = e2eStack();
const { endpoints, projectId } = loadStackConfig(ROOT, stack.portOffset);
const AUTH = `http://${endpoints.auth.host}:${endpoints.auth.port}`;
const DOCS = () =>
  `${stack.firestoreOrigin}/v1/projects/${projectId}/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner', 'content-type': 'application/json' };
const RUN = Date.now().toString(36);
const SMM_USER = 'smm-user@example.com';
const STUDIO = 'ws-studio-sol';

type Browser = Awaited<ReturnType<typeof launchChromium>>;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
// A failed test says where each page stood: a clean-machine run keeps nothing else to read.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  for (const page of contexts.flatMap((context) => context.pages())) {
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as a person saw it
    const text = await page.evaluate(() => document.body?.innerText ?? '').catch(String);
    console.error(`[failed test] page at ${page.url()}:\n${text.slice(0, 1500)}`);
  }
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

async function newContext(
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US', storageState });
  context.setDefaultTimeout(30_000);
  context.setDefaultNavigationTimeout(90_000);
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  page.on('console', (m) => m.type() === 'error' && console.error(`[console] ${m.text()}`));
  return page;
}

async function openPosts(page: Page, query = ''): Promise<void> {
  await page.goto(`${stack.baseUrl}/app/posts${query}`);
  await page.getByRole('heading', { level: 1, name: 'Posts' }).waitFor();
}

/** Changes an account as an admin would (turns it off or on, confirms its address). */
async function updateAccount(uid: string, change: Record<string, boolean>): Promise<void> {
  const response = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    { method: 'POST', headers: OWNER, body: JSON.stringify({ localId: uid, ...change }) },
  );
  if (!response.ok) throw new Error(`accounts:update failed: ${await response.text()}`);
}

const setDisabled = (uid: string, disabled: boolean) =>
  updateAccount(uid, { disableUser: disabled });

async function storedText(workspaceId: string, postId: string): Promise<string> {
  const response = await fetch(`${DOCS()}/workspaces/${workspaceId}/posts/${postId}`, {
    headers: OWNER,
  });
  const body = (await response.json()) as { fields?: { text?: { stringValue?: string } } };
  return body.fields?.text?.stringValue ?? '';
}

/** The names of a post's history entries. */
async function activityNames(workspaceId: string, postId: string): Promise<string[]> {
  const response = await fetch(`${DOCS()}/workspaces/${workspaceId}/posts/${postId}/activity`, {
    headers: OWNER,
  });
  const body = (await response.json()) as { documents?: { name: string }[] };
  return (body.documents ?? []).map((doc) => doc.name);
}

describe('a draft kept in the browser', { shuffle: false }, () => {
  const email = `survive-${RUN}@example.com`;
  const password = 'survive-password-1';
  let uid = '';
  let page: Page;
  const typed = `Half written ${RUN}: the launch is on Friday`;

  beforeAll(async () => {
    const response = await fetch(
      `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      },
    );
    uid = ((await response.json()) as { localId: string }).localId;
    // Signed in before it confirms its address, the app asks for that first.
    await updateAccount(uid, { emailVerified: true });
    // The auth trigger writes users/{uid}; the workspace waits for it (its owner's roles).
    const deadline = Date.now() + 60_000;
    while ((await fetch(`${DOCS()}/users/${uid}`, { headers: OWNER })).status !== 200) {
      if (Date.now() > deadline) throw new Error(`users/${uid} was not created`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const created = await callCallable('createWorkspace', await idToken(email, password), {
      requestId: `survive-${RUN}`,
      name: `Survive ${RUN}`,
      timeZone: 'Europe/Paris',
    });
    if (created.status !== 200) throw new Error(`createWorkspace: ${created.text}`);
    page = await newContext();
    await signIn(page, stack.baseUrl, email, { password, loadTimeout: 120_000, timeout: 90_000 });
  });

  afterAll(async () => {
    if (uid) await setDisabled(uid, false);
  });

  it('keeps the text of a new post through a reload and says it is back', async () => {
    await openPosts(page);
    await page.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Text for every channel').fill(typed);
    await page.reload();
    await expect.poll(() => dialog.getByLabel('Text for every channel').inputValue()).toBe(typed);
    expect(await dialog.getByRole('status').textContent()).toMatch(
      /^Your unsaved changes from .+ are back\./,
    );
  });

  it('brings the text back after the session ends mid-edit and the person signs in again', async () => {
    const more = `${typed}, 9 am`;
    await page.getByRole('dialog').getByLabel('Text for every channel').fill(more);
    await setDisabled(uid, true);
    // Coming back to the tab asks the provider whether the session still holds.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    // The provider's own sign-out may come first (then without ?error=session-expired): either
    // way the sign-in page keeps the way back and says the draft is safe.
    await page.waitForURL((url) => url.pathname === '/login');
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe('/app/posts?post=new');
    await page.getByText('Your session ended; your draft is kept.').waitFor();

    await setDisabled(uid, false);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((at) => at.pathname === '/app/posts');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Text for every channel').inputValue()).toBe(more);
    expect(await dialog.getByRole('status').textContent()).toContain('are back');
  });

  it('keeps nothing once the draft is saved', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.post-item', { hasText: typed }).waitFor();
    await page.reload();
    await page.locator('.post-item', { hasText: typed }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith('kept-draft:')),
      ),
    ).toEqual([]);
  });
});

describe('two people saving one post', { shuffle: false }, () => {
  let first: Page;
  let second: Page;
  const postId = `survive-${RUN}`;
  const original = `Shared ${RUN}: spring menu`;

  beforeAll(async () => {
    const storage = await signedInStorage(browser, stack.baseUrl, SMM_USER, { locale: 'en-US' });
    first = await newContext(storage);
    // The second person works on a phone.
    second = await newContext(storage, { width: 390, height: 844 });
    // Written before the file's per-test clean-up looks (own-posts.ts), so it lasts for both
    // tests; afterAll removes it.
    const at = new Date().toISOString();
    const response = await fetch(`${DOCS()}/workspaces/${STUDIO}/posts/${postId}`, {
      method: 'PATCH',
      headers: OWNER,
      body: JSON.stringify({
        fields: {
          authorUid: { stringValue: ACCOUNTS.find((a) => a.email === SMM_USER)?.uid ?? '' },
          text: { stringValue: original },
          channelIds: { arrayValue: {} },
          variants: { mapValue: {} },
          media: { arrayValue: {} },
          status: { stringValue: 'draft' },
          timeZone: { stringValue: 'Europe/Madrid' },
          scheduledAt: { nullValue: null },
          createdAt: { timestampValue: at },
          updatedAt: { timestampValue: at },
        },
      }),
    });
    if (!response.ok) throw new Error(`writing the post failed: ${await response.text()}`);
  });

  afterAll(async () => {
    // The post and the history its saves wrote.
    const names = await activityNames(STUDIO, postId);
    for (const name of [...names, `${DOCS()}/workspaces/${STUDIO}/posts/${postId}`]) {
      const url = name.startsWith('http') ? name : `${stack.firestoreOrigin}/v1/${name}`;
      await fetch(url, { method: 'DELETE', headers: OWNER });
    }
  });

  it('refuses the later save over a newer version and shows who saved it, when, and both texts', async () => {
    // Both open the same version.
    await openPosts(first);
    const item = first.locator('.post-item', { hasText: original });
    await item.getByRole('button', { name: 'Open' }).click();
    await openPosts(second);
    const secondItem = second.locator('.post-item', { hasText: original });
    await secondItem.getByRole('button', { name: 'Open' }).click();

    const theirs = `${original}, with asparagus`;
    await first.getByRole('dialog').getByLabel('Text for every channel').fill(theirs);
    await first.getByRole('dialog').getByRole('button', { name: 'Save draft' }).click();
    await first.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => storedText(STUDIO, postId)).toBe(theirs);

    const mine = `Now: ${original}`;
    const composer = second.getByRole('dialog', { name: /Compose a post/ });
    await composer.getByLabel('Text for every channel').fill(mine);
    await composer.getByRole('button', { name: 'Save draft' }).click();
    const conflict = second.getByRole('dialog', { name: 'Someone saved this post meanwhile' });
    await conflict.waitFor();
    expect(await conflict.getByRole('alert').textContent()).toMatch(
      /^smm-user@example\.com saved a newer version on .+\. Your save was not written\. aborted$/,
    );
    expect(await conflict.locator('[data-side="theirs"]').textContent()).toBe(theirs);
    expect(await conflict.locator('[data-side="mine"]').textContent()).toBe(mine);
    // Nothing of the refused save was written.
    expect(await storedText(STUDIO, postId)).toBe(theirs);
    // On the phone both texts and the choices fit the screen's width.
    const box = await conflict.getByRole('button', { name: 'Keep mine' }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  });

  it('merges both texts for the person to check, then saves over the version they merged with', async () => {
    const conflict = second.getByRole('dialog', { name: 'Someone saved this post meanwhile' });
    await conflict.getByRole('button', { name: 'Merge the texts' }).click();
    await conflict.waitFor({ state: 'detached' });
    const composer = second.getByRole('dialog', { name: /Compose a post/ });
    const merged = `Now: ${original}, with asparagus`;
    expect(await composer.getByLabel('Text for every channel').inputValue()).toBe(merged);
    expect(await composer.getByRole('status').textContent()).toBe(
      'Both texts are merged below: check, then save.',
    );
    await composer.getByRole('button', { name: 'Save draft' }).click();
    await composer.waitFor({ state: 'detached' });
    expect(await storedText(STUDIO, postId)).toBe(merged);
  });
  it('keeps the view, the day, the filters and the open post through a reload', async () => {
    await openPosts(first);
    await first.getByRole('button', { name: 'Week', exact: true }).click();
    await first.getByRole('button', { name: 'Next', exact: true }).click();
    const week = await first.locator('.calendar-head h2').textContent();
    await first.waitForURL((at) => at.searchParams.has('date'));
    await first.reload();
    await expect.poll(() => first.locator('.calendar-head h2').textContent()).toBe(week);
    expect(
      await first.getByRole('button', { name: 'Week', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');

    await first.getByRole('button', { name: 'List', exact: true }).click();
    const status = first.locator('.posts-toolbar label', { hasText: /^Status/ }).locator('select');
    await status.selectOption('draft');
    await first
      .locator('.post-item', { hasText: original })
      .getByRole('button', { name: 'Open' })
      .click();
    await first.getByRole('dialog').waitFor();
    const url = new URL(first.url());
    expect(url.searchParams.get('status')).toBe('draft');
    expect(url.searchParams.get('post')).toBe(postId);
    expect(url.searchParams.get('view')).toBeNull();

    await first.reload();
    const composer = first.getByRole('dialog');
    await expect
      .poll(() => composer.getByLabel('Text for every channel').inputValue())
      .toContain(original);
    expect(await status.inputValue()).toBe('draft');
  });

  it('closes the open post on Back before leaving the page, and opens it again on Forward', async () => {
    // The entry the reload kept has the post open; open it from the list to add one of its own.
    await first.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await first.getByRole('dialog').waitFor({ state: 'detached' });
    await first.waitForURL((at) => !at.searchParams.has('post'));
    expect(await first.locator('dialog.composer').count()).toBe(0);
    await first
      .locator('.post-item', { hasText: original })
      .getByRole('button', { name: 'Open' })
      .click();
    await first.getByRole('dialog').waitFor();
    await first.goBack();
    await first.getByRole('dialog').waitFor({ state: 'detached' });
    const url = new URL(first.url());
    expect(url.pathname).toBe('/app/posts');
    expect(url.searchParams.get('status')).toBe('draft');
    expect(url.searchParams.get('post')).toBeNull();
    await first.goForward();
    await expect
      .poll(() => first.getByRole('dialog').getByLabel('Text for every channel').inputValue())
      .toContain(original);
  });
  it('takes the eye to the first field in error on a phone, naming the network and its limit', async () => {
    await openPosts(second);
    await second.getByRole('button', { name: 'New post' }).click();
    const composer = second.getByRole('dialog', { name: /Compose a post/ });
    await composer.getByRole('checkbox', { name: 'Studio Sol (Bluesky sandbox)' }).check();
    const text = composer.getByLabel('Text for every channel');
    await text.fill('x'.repeat(700));
    // The last button of a long dialog: the text field is far above it on a phone.
    await composer.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect.poll(() => text.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await text.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await text.getAttribute('aria-describedby')) ?? '';
    expect(await second.locator(`[id="${describedBy}"]`).textContent()).toContain(
      'Studio Sol (Bluesky sandbox): 700 characters, at most 500 fit.',
    );
    // Scrolled into the visible part of the dialog.
    const box = await text.boundingBox();
    expect(box && box.y >= 0 && box.y < 844).toBe(true);
    expect(await composer.getByText(/problems to fix/).textContent()).toBe('2 problems to fix.');

    await text.fill('y'.repeat(10_000));
    await composer.getByRole('button', { name: 'Save draft' }).click();
    await composer
      .getByText('A post holds at most 5000 characters; this text has 10000.')
      .waitFor();
    expect(await text.evaluate((el) => el === document.activeElement)).toBe(true);
  });
  it('keeps a save made offline waiting, says so, and sends it once when the connection returns', async () => {
    // Forward left the post open in the desktop browser.
    const composer = first.getByRole('dialog', { name: /Compose a post/ });
    const before = (await activityNames(STUDIO, postId)).length;
    const offlineText = `Offline ${RUN}: spring menu`;
    await first.context().setOffline(true);
    await composer.getByText('You are offline. What you type is kept on this device.').waitFor();
    await composer.getByLabel('Text for every channel').fill(offlineText);
    await composer.getByRole('button', { name: 'Save draft' }).click();
    await composer
      .getByText('You are offline. Your save is sent when the connection returns.')
      .waitFor();
    expect(await storedText(STUDIO, postId)).not.toBe(offlineText);

    await first.context().setOffline(false);
    await composer.waitFor({ state: 'detached' });
    expect(await storedText(STUDIO, postId)).toBe(offlineText);
    expect((await activityNames(STUDIO, postId)).length).toBe(before + 1);
  });

  it("keeps the analytics period and the inbox's filters through a reload, and Back undoes them", async () => {
    await first.goto(`${stack.baseUrl}/app/analytics`);
    const period = first.getByLabel('Period', { exact: true });
    await period.selectOption('7');
    await first.waitForURL((at) => at.searchParams.get('days') === '7');
    await first.reload();
    await expect.poll(() => period.inputValue()).toBe('7');
    await first.goBack();
    await first.waitForURL((at) => !at.searchParams.has('days'));
    await expect.poll(() => period.inputValue()).toBe('30');

    await first.goto(`${stack.baseUrl}/app/inbox`);
    const status = first.locator('.inbox-toolbar label', { hasText: /^Status/ }).locator('select');
    await status.selectOption('done');
    await first.waitForURL((at) => at.searchParams.get('status') === 'done');
    await first.reload();
    await expect.poll(() => status.inputValue()).toBe('done');
  });

  it('gives the focus to the result after a successful Schedule, not to the page', async () => {
    await openPosts(first, '?status=draft');
    await first
      .locator('.post-item', { hasText: RUN })
      .getByRole('button', { name: 'Open' })
      .click();
    const composer = first.getByRole('dialog', { name: /Compose a post/ });
    await composer.getByRole('checkbox', { name: 'Studio Sol (Bluesky sandbox)' }).check();
    const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await composer.getByLabel('Date', { exact: true }).fill(day);
    await composer.getByLabel('Time', { exact: true }).fill('10:00');
    await composer.getByRole('button', { name: 'Schedule', exact: true }).click();
    await composer.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        first.evaluate(() => document.activeElement?.closest('.notification')?.textContent ?? ''),
      )
      .toContain('Scheduled');
  });
});
