import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../emulator/seed/accounts';
import { closeWhenTestEnds, launchChromium } from './browser';
import { e2eStack } from './stack';
import { ROOT } from './stack-process';

const stack = e2eStack();
const SCREENSHOTS = join(ROOT, 'test-results', 'e2e');

function account(email: string) {
  const found = ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no seeded account ${email}`);
  return found;
}

interface FirestoreExchange {
  url: string;
  status: number;
  request: string;
  body: string;
}

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

/** A fresh browser profile per test, recording every exchange with the Firestore emulator. */
async function openPage(): Promise<{ page: Page; firestore: FirestoreExchange[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (!closeWhenTestEnds(context)) contexts.push(context);
  const page = await context.newPage();
  // Generous: on a shared 2-core machine a route chunk can take many seconds to arrive.
  page.setDefaultTimeout(60_000);
  const firestore: FirestoreExchange[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(stack.firestoreOrigin)) return;
    const request = response.request().postData() ?? '';
    response.text().then(
      (body) => firestore.push({ url: response.url(), status: response.status(), request, body }),
      () => undefined,
    );
  });
  return { page, firestore };
}

/** Screenshots once the route's chunk has rendered its heading, not the loading spinner. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 60_000 });
}

async function signIn(page: Page, base: string, email: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(account(email).password);
  await page.locator('button[type="submit"]').click();
}

/** The users/{uid} read that decided the role: answered 200 with the document found. */
async function expectUsersDocumentRead(firestore: FirestoreExchange[], uid: string) {
  await expect
    .poll(
      () =>
        firestore.find(
          (x) =>
            (x.url.includes(`/documents/users/${uid}`) || x.request.includes(`/users/${uid}`)) &&
            x.body.includes(`users/${uid}`),
        ),
      { timeout: 10_000 },
    )
    .toBeDefined();
  const read = firestore.find(
    (x) => x.url.includes(`/documents/users/${uid}`) || x.request.includes(`/users/${uid}`),
  )!;
  expect(read.status).toBe(200);
  expect(read.body).toContain('"found"');
}

const variants = [
  {
    name: 'smm',
    prefix: '',
    admin: 'smm-admin@example.com',
    user: 'smm-user@example.com',
    adminLink: '/app/admin/users',
  },
  {
    name: 'connect',
    prefix: '/connect',
    admin: 'connect-admin@example.com',
    user: 'client@example.com',
    adminLink: '/connect/app/admin/client-onboarding',
  },
] as const;

for (const variant of variants) {
  describe(`${variant.name} variant${variant.prefix ? ` under ${variant.prefix}` : ''}`, () => {
    const base = `${stack.baseUrl}${variant.prefix}`;

    it('signs a seeded admin in through the Auth emulator, shows admin navigation, signs out', async () => {
      const { page, firestore } = await openPage();
      await signIn(page, base, variant.admin);
      await waitForPath(page, `${variant.prefix}/app/admin`);
      await expectUsersDocumentRead(firestore, account(variant.admin).uid);
      const adminNav = page.locator(`nav a[href="${variant.adminLink}"]:visible`);
      await expect.poll(() => adminNav.count(), { timeout: 10_000 }).toBe(1);
      await expect
        .poll(() => page.locator('.app-user-email').textContent())
        .toContain(variant.admin);
      await screenshot(page, `${variant.name}-admin`);

      await page.getByRole('button', { name: 'Sign out' }).click();
      await waitForPath(page, `${variant.prefix}/login`);
      // Signed out for real: the admin area sends the visitor back to the login page.
      await page.goto(`${base}/app/admin`);
      await waitForPath(page, `${variant.prefix}/login`);
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/app/admin');
    });

    it('lands a seeded user on /app without admin navigation', async () => {
      const { page, firestore } = await openPage();
      await signIn(page, base, variant.user);
      await waitForPath(page, `${variant.prefix}/app`);
      await expectUsersDocumentRead(firestore, account(variant.user).uid);
      await expect
        .poll(() => page.locator(`nav a[href="${variant.prefix}/app/posts"]:visible`).count())
        .toBe(1);
      expect(await page.locator(`nav a[href="${variant.adminLink}"]:visible`).count()).toBe(0);
      await screenshot(page, `${variant.name}-user`);
    });

    it('sends an unauthenticated visit to /app/posts to the login page with the redirect query, and back after sign-in', async () => {
      const { page } = await openPage();
      await page.goto(`${base}/app/posts`);
      await waitForPath(page, `${variant.prefix}/login`);
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/app/posts');
      await expect
        .poll(() => page.locator('a.brand').first().textContent())
        .toBe(variant.name === 'smm' ? 'SMM Studio' : 'Connect');
      await screenshot(page, `${variant.name}-login`);

      await page.locator('input[name="email"]').fill(variant.user);
      await page.locator('input[name="password"]').fill(account(variant.user).password);
      await page.locator('button[type="submit"]').click();
      await waitForPath(page, `${variant.prefix}/app/posts`);
    });
  });
}

describe('connect variant by host name', () => {
  it('serves connect on connect.localhost with the same login redirect', async () => {
    const { page } = await openPage();
    const base = `http://connect.localhost:${stack.hostingPort}`;
    await page.goto(`${base}/app/posts`);
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/app/posts');
    await expect.poll(() => page.locator('a.brand').first().textContent()).toBe('Connect');
    await screenshot(page, 'connect-host-login');
  });
});

describe('legacy role', () => {
  it('treats the legacy-only "Admin" role as admin in the variant used', async () => {
    const { page, firestore } = await openPage();
    await signIn(page, stack.baseUrl, 'legacy@example.com');
    await waitForPath(page, '/app/admin');
    await expectUsersDocumentRead(firestore, account('legacy@example.com').uid);
  });
});
