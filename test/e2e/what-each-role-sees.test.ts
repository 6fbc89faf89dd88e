// What each person sees is true: only the actions the server would take from them, errors
// where they look and in their words, figures that add up, and pages that fit a phone.
// Chromium against the local stack with the seed data, desktop and phone, as each role.

import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStackConfig } from '../../emulator/stack/config';
import { settled } from './axe';
import { closeWhenTestEnds, launchChromium } from './browser';
import { callCallable, idToken, signedInStorage, signIn } from './session';
import { e2eStack } from './stack';
import { ROOT } from './stack-process';

const stack = e2eStack();
const { endpoints, projectId } = loadStackConfig(ROOT, stack.portOffset);
const SCREENSHOTS = join(ROOT, 'test-results', 'e2e');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let browser: Browser;
let admin: ReturnType<typeof initializeApp>;
let db: Firestore;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchChromium();
  process.env.FIRESTORE_EMULATOR_HOST = `${endpoints.firestore.host}:${endpoints.firestore.port}`;
  admin = initializeApp({ projectId }, `e2e-roles-${Date.now()}`);
  db = getFirestore(admin);
});

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

/**
 * A page of a new context signed in as `email`, opened at `at` (the app's first screen under
 * `prefix` unless said otherwise) with the session the file signed in once per account, place,
 * language and zone (session.ts); `landed` signs in through the login form instead and waits
 * until signing in ends where it says (the maintenance screen, say).
 */
async function as(
  email: string,
  {
    prefix = '',
    at = `${prefix}/app`,
    viewport = DESKTOP,
    locale = 'en-US',
    timezoneId = 'Europe/Madrid',
    landed,
  }: {
    prefix?: string;
    at?: string;
    landed?: (url: URL) => boolean;
    viewport?: { width: number; height: number };
    locale?: string;
    timezoneId?: string;
  } = {},
): Promise<Page> {
  const storageState = landed
    ? undefined
    : await signedInStorage(browser, `${stack.baseUrl}${prefix}`, email, { locale, timezoneId });
  const context = await browser.newContext({ viewport, locale, timezoneId, storageState });
  closeWhenTestEnds(context);
  const page = await context.newPage();
  if (landed) {
    await signIn(page, `${stack.baseUrl}${prefix}`, email, {
      password: 'demo-password',
      loadTimeout: 90_000,
      timeout: 60_000,
      landed,
    });
  } else {
    await page.goto(`${stack.baseUrl}${at}`, { timeout: 90_000 });
  }
  return page;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `roles-${name}.png`), fullPage: true });
}

/** The French sentences of the error table, read from the catalogue the app ships. */
function frenchErrorSentences(): string[] {
  const po = readFileSync(join(ROOT, 'src/i18n/locales/fr/messages.po'), 'utf8');
  return [...po.matchAll(/msgid "error\.[^"]+"\nmsgstr "([^"]+)"/g)].map((m) =>
    (m[1] as string).replace(/\\"/g, '"'),
  );
}

const REFUSED =
  /\[\d{3}\]|@ L\d+|permission-denied|Missing or insufficient|not constrained|Request failed/;

describe('a client (connect approver)', () => {
  it('is offered no post action the server refuses: no New post, Save, Schedule or Cancel', async () => {
    const page = await as('client@example.com', { at: '/connect/app/posts', prefix: '/connect' });
    await page.getByRole('heading', { name: 'Posts' }).waitFor({ timeout: 60_000 });
    await page.locator('.posts-toolbar').first().waitFor();
    for (const name of ['New post', 'Save draft', 'Request approval', 'Schedule', 'Cancel post']) {
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    // Every button the screen does show leads to no refusal.
    const buttons = page.locator('.posts-toolbar').first().locator('button:visible');
    const count = await buttons.count();
    for (let i = 0; i < count; i++) await buttons.nth(i).click();
    await page.getByRole('button', { name: 'Month' }).click();
    expect(await page.locator('.calendar-post[draggable="true"]').count()).toBe(0);
    expect(await page.locator('#calendar-move-hint:visible').count()).toBe(0);
    await page.getByRole('button', { name: 'List' }).click();
    // The composer of a post in review offers the approver's actions only.
    await page
      .locator('li[data-post-id="post-northwind-review"]')
      .getByRole('button', { name: 'Open' })
      .first()
      .click({ timeout: 30_000 });
    const dialog = page.locator('dialog.composer[open]');
    await dialog.waitFor();
    const offered = await dialog.locator('button:visible').allTextContents();
    expect(offered.map((t) => t.trim())).toEqual(
      expect.arrayContaining(['Request changes', 'Approve']),
    );
    for (const name of ['Save draft', 'Request approval', 'Schedule', 'Cancel post']) {
      expect(offered.map((t) => t.trim())).not.toContain(name);
    }
    // Request changes without a comment is a form problem, not a refusal.
    await dialog.getByRole('button', { name: 'Request changes' }).click();
    const alerts = await page.getByRole('alert').allTextContents();
    expect(alerts.join(' ')).not.toMatch(REFUSED);
    await shot(page, 'client-composer');
    await page.context().close();
  });

  it('sees the picture of the post awaiting approval on the dashboard', async () => {
    const page = await as('client@example.com', { prefix: '/connect' });
    const card = page.locator('[data-post="post-northwind-review"]');
    await card.waitFor({ timeout: 60_000 });
    await card.locator('img[data-approval-media]').waitFor({ timeout: 30_000 });
    expect(await card.getByRole('button', { name: 'Approve' }).count()).toBe(1);
    await shot(page, 'client-dashboard');
    await page.context().close();
  });
});

describe('the composer on a phone', () => {
  it('shows a problem inside the dialog beside its field, and clears it once fixed', async () => {
    const page = await as('smm-user@example.com', { at: '/app/posts', viewport: PHONE });
    await page.getByRole('button', { name: 'New post' }).click({ timeout: 60_000 });
    const dialog = page.locator('dialog.composer[open]');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    const problem = dialog.getByRole('alert').filter({ hasText: 'Choose at least one channel.' });
    await problem.waitFor();
    await problem.scrollIntoViewIfNeeded();
    const box = await problem.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width + 1).toBe(true);
    await shot(page, 'composer-phone-error');
    await dialog.getByRole('checkbox').first().check();
    await expect.poll(() => problem.count()).toBe(0);
    await page.context().close();
  });

  it('refuses an empty draft with a field error instead of saving an empty row', async () => {
    const page = await as('smm-user@example.com', { at: '/app/posts' });
    await page.getByRole('button', { name: 'New post' }).click({ timeout: 60_000 });
    const dialog = page.locator('dialog.composer[open]');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'This draft is empty.' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Draft saved' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('errors in the reader language', () => {
  it('shows a French user refused by the server a French sentence, without code or rule text', async () => {
    const page = await as('smm-user@example.com', { at: '/app/posts', locale: 'fr-FR' });
    const select = page.locator('.language-switcher select');
    await select.waitFor({ timeout: 60_000 });
    await select.selectOption('fr');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
    // A time two years ahead passes the form's own check; the server refuses it.
    await page.locator('.posts-new').click({ timeout: 60_000 });
    const dialog = page.locator('dialog.composer[open]');
    await dialog.locator('textarea').first().fill('Bonjour à tous');
    await dialog.getByRole('checkbox').first().check();
    const later = new Date(Date.now() + 730 * 86_400_000).toISOString().slice(0, 10);
    await dialog.locator('input[type="date"]').fill(later);
    await dialog.locator('input[type="time"]').fill('10:00');
    await dialog.locator('.composer-actions .button-primary').click();
    const notice = page.locator('.notification-error').first();
    await notice.waitFor({ timeout: 30_000 });
    const text = (await notice.locator('span').textContent()) ?? '';
    expect(frenchErrorSentences()).toContain(text);
    expect(text).not.toMatch(REFUSED);
    await shot(page, 'french-refusal');
    await page.context().close();
  });
});

describe('analytics', () => {
  it("adds the chart's days up to the cards, with a lower later snapshot in the data", async () => {
    const day = 86_400_000;
    const now = Date.now();
    const base = {
      workspaceId: 'ws-studio-sol',
      postId: 'post-e2e-correction',
      channelId: 'ch-studio-bluesky',
      kind: 'post',
      likes: 10,
      reposts: 1,
      replies: 1,
      clicks: 2,
    };
    const series = [
      [now - 3 * day, 1000, 10],
      [now - 2 * day, 1500, 30],
      [now - day, 1200, 20],
    ] as const;
    for (const [at, impressions, likes] of series) {
      await db
        .collection('workspaces/ws-studio-sol/metrics')
        .doc(`e2e-correction-${at}`)
        .set({ ...base, impressions, likes, capturedAt: Timestamp.fromMillis(at) });
    }
    const page = await as('smm-user@example.com', { at: '/app/analytics' });
    await page.locator('.toolbar select').first().selectOption('7', { timeout: 60_000 });
    const card = (label: string) =>
      page.locator('.stat', { hasText: label }).first().locator('.stat-value');
    await card('Impressions').waitFor({ timeout: 60_000 });
    await page.locator('details.chart-days summary').click();
    const number = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
    const rows = page.locator('details.chart-days tbody tr');
    await expect.poll(() => rows.count()).toBe(7);
    const sum = async (column: number) =>
      (await rows.locator(`td:nth-child(${column})`).allTextContents())
        .map(number)
        .reduce((a, b) => a + b, 0);
    expect(await sum(2)).toBe(number(await card('Impressions').textContent()));
    expect(await sum(3)).toBe(number(await card('Engagements').textContent()));
    // One label per day, none repeated.
    const labels = await rows.locator('th').allTextContents();
    expect(new Set(labels).size).toBe(labels.length);
    await shot(page, 'analytics');
    await page.context().close();
  });
});

describe('variants kept apart', () => {
  it('answers not-found in smm for the connect-only admin pages', async () => {
    const page = await as('smm-super-admin@example.com');
    for (const path of ['/app/admin/service-requests', '/app/admin/client-onboarding']) {
      await page.goto(`${stack.baseUrl}${path}`);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor({ timeout: 60_000 });
      expect(await page.locator('.notification-error').count()).toBe(0);
    }
    await page.context().close();
  });

  it('still opens them in connect', async () => {
    const page = await as('connect-admin@example.com', {
      at: '/connect/app/admin/service-requests',
      prefix: '/connect',
    });
    await page
      .getByRole('heading', { name: 'Service requests' })
      .first()
      .waitFor({ timeout: 60_000 });
    await page.context().close();
  });
});

describe('staff and the accounts above them', () => {
  it('offers an smm admin no Disable on a super admin or SaaS admin', async () => {
    const page = await as('smm-admin@example.com', { at: '/app/admin/users' });
    await page.locator('table tbody tr').first().waitFor({ timeout: 60_000 });
    for (const email of ['smm-super-admin@example.com', 'smm-saas-admin@example.com']) {
      const row = page.locator('tr', { hasText: email });
      if ((await row.count()) === 0) continue;
      expect(await row.getByRole('button', { name: 'Disable' }).count(), email).toBe(0);
    }
    const user = page.locator('tr', { hasText: 'smm-user@example.com' });
    expect(await user.getByRole('button', { name: /Disable|Enable/ }).count()).toBe(1);
    await shot(page, 'smm-admin-users');
    await page.context().close();
  });
});

describe('on a phone', () => {
  it('folds the navigation into a drawer behind a Menu button', async () => {
    const page = await as('smm-user@example.com', { viewport: PHONE });
    const nav = page.getByRole('navigation', { name: 'App navigation' });
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.waitFor({ timeout: 60_000 });
    expect(await nav.isVisible()).toBe(false);
    await menu.click();
    await nav.getByRole('link', { name: 'Posts' }).waitFor();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await shot(page, 'phone-menu');
    // The header keeps one row; the account's language and sign-out are in the drawer.
    const drawer = page.locator('dialog.drawer');
    expect(await drawer.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
    expect(await drawer.getByLabel('Language').isVisible()).toBe(true);
    expect((await page.locator('header.app-header').boundingBox())?.height).toBeLessThan(90);
    // Modal: Tab cycles inside the drawer; Escape closes it and focus goes back to the button.
    const inDrawer = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('dialog.drawer')));
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      expect(await inDrawer()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => nav.isVisible()).toBe(false);
    // The button's state follows the dialog's close event, a render after the dialog hides.
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('menu-button')),
    ).toBe(true);
    // A link navigates and closes the drawer.
    await menu.click();
    await nav.getByRole('link', { name: 'Analytics' }).click();
    await page.waitForURL((url) => url.pathname === '/app/analytics');
    await expect.poll(() => nav.isVisible()).toBe(false);
    await page.context().close();
  });

  it('shows no admin page wider than a 390 px viewport', async () => {
    const page = await as('connect-super-admin@example.com', {
      prefix: '/connect',
      viewport: PHONE,
    });
    const paths = [
      '/app/admin',
      '/app/admin/users',
      '/app/admin/team',
      '/app/admin/service-requests',
      '/app/admin/client-onboarding',
      '/app/admin/courtesy-subscriptions',
      '/app/admin/pricing-plans',
      '/app/admin/policies',
      '/app/admin/settings',
      '/app/admin/super-admin',
    ];
    const wide: string[] = [];
    for (const path of paths) {
      await page.goto(`${stack.baseUrl}/connect${path}`);
      await page.locator('main h1').first().waitFor({ timeout: 60_000 });
      // Laid out with its data: no spinner or loading placeholder left.
      await settled(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE.width) wide.push(`${path}: ${width}px`);
      if (path.endsWith('users') || path.endsWith('service-requests')) {
        await shot(page, `phone${path.replaceAll('/', '-')}`);
      }
    }
    expect(wide).toEqual([]);
    await page.context().close();
  });
});

describe('input that cannot go wrong', () => {
  it('shows a channel that needs reconnecting disabled, with a Reconnect link', async () => {
    const page = await as('smm-user@example.com', { at: '/app/posts' });
    await page.locator('.posts-new').click({ timeout: 60_000 });
    const dialog = page.locator('dialog.composer[open]');
    const broken = dialog.locator('[data-channel-status="needs_reconnect"]').first();
    await broken.waitFor();
    expect(await broken.getByRole('checkbox').isDisabled()).toBe(true);
    expect(await broken.getByRole('link', { name: 'Reconnect' }).getAttribute('href')).toBe(
      '/app/channels',
    );
    await page.context().close();
  });
});

describe('lists in every language', () => {
  it('joins channel names the Arabic way', async () => {
    const page = await as('smm-user@example.com', { at: '/app/posts' });
    const select = page.locator('.language-switcher select');
    await select.waitFor({ timeout: 60_000 });
    await select.selectOption('ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ar');
    // Other suites may have filled the first page with one-channel posts: show the seeded
    // scheduled ones, which name two channels.
    await page.locator('.posts-toolbar select').first().selectOption('scheduled');
    const lists = page.locator('.post-item .counter');
    await expect.poll(() => lists.count()).toBeGreaterThan(0);
    const joined = (await lists.allTextContents()).filter(
      (t) => (t.match(/Studio Sol/g) ?? []).length > 1,
    );
    expect(joined.length).toBeGreaterThan(0);
    for (const text of joined) {
      expect(text).not.toContain(', ');
      expect(text).toContain(' و');
    }
    await shot(page, 'arabic-lists');
    await page.context().close();
  });
});

describe("a client's own service requests", () => {
  it("reads the agency's reply to their request, marked as new, and answers it", async () => {
    const requestId = `e2e-thread-${Date.now()}`;
    const ref = db.doc(`serviceRequests/${requestId}`);
    await ref.set({
      workspaceId: 'ws-northwind-bakery',
      product: 'connect',
      requesterUid: 'demo-connect-client',
      apiKeyId: null,
      serviceId: null,
      title: `Spring menu photos ${requestId}`,
      details: 'Photos of the new spring menu for the website and Instagram.',
      status: 'new',
      assigneeUid: null,
      dueAt: null,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    try {
      // The agency answers and asks the client for something.
      const staff = await idToken('connect-admin@example.com');
      const reply = await callCallable('updateServiceRequest', staff, {
        requestId: `${requestId}-staff`,
        serviceRequestId: requestId,
        status: 'waiting_client',
        message: 'Happy to! Which dishes should we photograph first?',
      });
      expect(reply.status, reply.text).toBe(200);

      const page = await as('client@example.com', { prefix: '/connect' });
      const card = page.locator(`[data-request="${requestId}"]`);
      await card.waitFor({ timeout: 60_000 });
      expect(await card.getAttribute('data-unread')).toBe('true');
      expect(await card.textContent()).toContain('New reply');
      expect(await card.textContent()).toContain('Waiting for you');
      await card.getByRole('button', { name: /Open the conversation/ }).click();
      const thread = page.getByRole('dialog');
      await thread.locator('[data-kind="message"]').first().waitFor({ timeout: 30_000 });
      const text = await thread.textContent();
      expect(text).toContain('Photos of the new spring menu');
      expect(text).toContain('The agency moved the request from “New” to “Waiting for you”');
      const agency = thread.locator('[data-kind="message"][data-unread="true"]');
      expect(await agency.textContent()).toContain('Which dishes should we photograph first?');
      expect(await agency.textContent()).toContain('The agency');

      // An empty answer is a problem at the field, not a refusal.
      await thread.getByRole('button', { name: 'Send answer' }).click();
      await thread.getByRole('alert').filter({ hasText: 'Write your answer first.' }).waitFor();
      await thread.getByLabel('Your answer').fill('The asparagus tart and the lemon cake.');
      expect(await thread.getByRole('alert').count()).toBe(0);
      await thread.getByRole('button', { name: 'Send answer' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Answer sent to the agency.' })
        .waitFor({ timeout: 30_000 });
      const mine = thread.locator('[data-kind="message"][data-mine="true"]');
      await expect.poll(() => mine.count(), { timeout: 30_000 }).toBe(1);
      expect(await mine.textContent()).toContain('The asparagus tart and the lemon cake.');
      expect(await mine.textContent()).toContain('You');
      await shot(page, 'client-request-thread');

      // Read now: closing the thread leaves the card without its mark.
      await thread.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => card.getAttribute('data-unread')).toBe('false');
      // The agency's staff are told, through the notifications outbox.
      const told = await db
        .collection('outbox')
        .where('event', '==', 'service_request_replied')
        .get();
      const ours = told.docs.filter((doc) =>
        String(doc.get('params.subject') ?? '').includes(requestId),
      );
      expect(ours).toHaveLength(1);
      expect(ours[0]?.get('audience')).toEqual({ staffOf: 'connect' });
      // The client's notification of the agency's answer links to the conversation itself.
      const answered = await db
        .collection('outbox')
        .where('path', '==', `/app?request=${requestId}`)
        .get();
      expect(answered.docs.map((doc) => doc.get('event'))).toEqual(['service_request_answered']);
      await page.goto(`${stack.baseUrl}/connect/app?request=${requestId}`);
      await page
        .locator(`dialog[data-request-thread="${requestId}"] [data-mine="true"]`)
        .waitFor({ timeout: 60_000 });
      await page.context().close();
    } finally {
      await db.recursiveDelete(ref);
    }
  });
});

/** Date and time inputs for an instant on a zone's clock. */
function wallInputs(at: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

describe('one time, one zone', () => {
  it("reads one post's time the same on the toast, list, calendar and dashboard, its zone named", async () => {
    // A viewer in New York working for a workspace in Madrid: both clocks are shown.
    const page = await as('smm-user@example.com', { timezoneId: 'America/New_York' });
    const text = `One time everywhere ${Date.now()}`;
    // Soon, so the dashboard lists it among the next posts; on a whole five minutes.
    const at = new Date(Math.ceil((Date.now() + 40 * 60_000) / 300_000) * 300_000);
    const { date, time } = wallInputs(at, 'Europe/Madrid');
    const written = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone,
      }).format(at);
    const madrid = written('Europe/Madrid');
    const newYork = written('America/New_York');
    expect(madrid).toMatch(/GMT\+[12]$/);
    let postId: string | null = null;
    try {
      await page.goto(`${stack.baseUrl}/app/posts`);
      await page.locator('.posts-new').click({ timeout: 60_000 });
      const dialog = page.locator('dialog.composer[open]');
      await dialog.getByRole('checkbox', { name: 'Studio Sol (Bluesky sandbox)' }).check();
      await dialog.getByLabel('Text for every channel').fill(text);
      await dialog.getByLabel('Date', { exact: true }).fill(date);
      await dialog.getByLabel('Time', { exact: true }).fill(time);
      expect(await dialog.getByLabel('Time zone').inputValue()).toBe('Europe/Madrid');
      // The composer already says it the way every other screen will.
      await expect
        .poll(() => dialog.locator('[data-instant]').textContent())
        .toBe(`Goes out: ${madrid} (${newYork} your time).`);
      await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
      const toast = page.getByRole('status').filter({ hasText: 'Scheduled for' });
      await toast.waitFor({ timeout: 30_000 });
      expect(await toast.textContent()).toContain(
        `Scheduled for ${madrid} (${newYork} your time).`,
      );

      // The list.
      const item = page.locator('.post-item', { hasText: text });
      await item.waitFor({ timeout: 30_000 });
      postId = await item.getAttribute('data-post-id');
      expect(await item.locator('[data-schedule-time]').textContent()).toBe(madrid);
      expect(await item.locator('[data-own-time]').textContent()).toContain(`${newYork} your time`);

      // The calendar: the day view of that day, on the workspace's clock, and the week view.
      await page.getByRole('button', { name: 'Day', exact: true }).click();
      const chip = page.locator(`.calendar-post[data-post-id="${postId}"]`);
      // The day view opens on today in Madrid; the post is that day or, near midnight, the next.
      const today = wallInputs(new Date(), 'Europe/Madrid').date;
      const ahead = Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000);
      for (let i = 0; i < ahead; i++) {
        await page.getByRole('button', { name: 'Next', exact: true }).click();
      }
      await chip.waitFor({ timeout: 30_000 });
      const slot = chip.locator('xpath=ancestor::div[contains(@class,"calendar-slot")][1]');
      expect(Number(await slot.getAttribute('data-hour'))).toBe(Number(time.slice(0, 2)));
      const details = page
        .locator('.calendar-post-wrap', { has: chip })
        .locator('[data-schedule-time]');
      expect(await details.textContent()).toBe(madrid);
      expect(await page.locator('section.calendar-day').count()).toBe(1);
      await page.getByRole('button', { name: 'Week', exact: true }).click();
      await chip.waitFor({ timeout: 30_000 });
      await chip.focus();
      const tip = page.locator('.calendar-post-wrap', { has: chip }).locator('[role="tooltip"]');
      await tip.waitFor({ state: 'visible' });
      expect(await tip.locator('[data-schedule-time]').textContent()).toBe(madrid);
      expect(await tip.textContent()).toContain(text);
      await shot(page, 'one-time-week');

      // The dashboard.
      await page.goto(`${stack.baseUrl}/app`);
      const upcoming = page.getByRole('region', { name: 'Upcoming posts' });
      const card = upcoming.locator('li', { hasText: text });
      await card.waitFor({ timeout: 60_000 });
      expect(await card.locator('[data-schedule-time]').textContent()).toBe(madrid);
      expect(await card.locator('[data-own-time]').textContent()).toContain(newYork);
      await page.context().close();
    } finally {
      if (postId) await db.doc(`workspaces/ws-studio-sol/posts/${postId}`).delete();
    }
  });
});

describe('the calendar', () => {
  it('marks today, has hours in the week and day views, and opens a day from the month', async () => {
    const page = await as('smm-user@example.com', { at: '/app/posts', viewport: PHONE });
    await page.getByRole('button', { name: 'Month', exact: true }).click({ timeout: 60_000 });
    const today = page.locator('.calendar-cell[aria-current="date"]');
    await today.waitFor({ timeout: 30_000 });
    expect(await today.getAttribute('aria-label')).toContain('today');
    // On a phone the month shows day numbers and counts; a day opens with its posts in full.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await today.getByRole('button', { name: /Show the day/ }).click();
    await page.locator('section.calendar-day .calendar-hours').waitFor();
    expect(await page.locator('.calendar-hour-day[aria-current="date"]').count()).toBe(1);
    expect(
      await page.getByRole('button', { name: 'Day', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect.poll(() => page.locator('.calendar-hour-day').count()).toBe(7);
    expect(await page.locator('[data-calendar-zone]').textContent()).toContain('Europe/Madrid');
    await shot(page, 'calendar-phone-week');
    await page.context().close();
  });
});

describe('a post on a channel that needs reconnecting', () => {
  it('says so before its time, in the list and on the calendar', async () => {
    const postId = `e2e-broken-${Date.now()}`;
    const ref = db.doc(`workspaces/ws-studio-sol/posts/${postId}`);
    const at = new Date(Date.now() + 3 * 86_400_000);
    await ref.set({
      authorUid: 'demo-smm-user',
      text: `Bound to fail ${postId}`,
      channelIds: ['ch-studio-legacy'],
      media: [],
      status: 'scheduled',
      timeZone: 'Europe/Madrid',
      scheduledAt: Timestamp.fromDate(at),
      results: {},
      lease: null,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    try {
      const page = await as('smm-user@example.com', { at: '/app/posts' });
      await page.locator('.posts-toolbar select').first().selectOption('scheduled', {
        timeout: 60_000,
      });
      const item = page.locator(`.post-item[data-post-id="${postId}"]`);
      await item.waitFor({ timeout: 30_000 });
      expect(await item.locator('[data-reconnect-warning]').textContent()).toContain(
        'Studio Sol archive (sandbox) must be reconnected before this post goes out',
      );
      await page.getByRole('button', { name: 'Week', exact: true }).click();
      // Three days ahead is in this week or the next, on its day in the workspace's zone: asked
      // of the week shown, not guessed from whether the chip has rendered yet.
      await expect.poll(() => page.locator('.calendar-hour-day').count()).toBe(7);
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(at);
      if ((await page.locator(`.calendar-hour-day[data-date="${day}"]`).count()) === 0) {
        await page.getByRole('button', { name: 'Next', exact: true }).click();
      }
      const chip = page.locator(`.calendar-post[data-post-id="${postId}"]`);
      await chip.waitFor({ timeout: 30_000 });
      expect(await chip.getAttribute('data-warning')).toBe('true');
      await page.context().close();
    } finally {
      await ref.delete();
    }
  });
});

describe('maintenance per product', () => {
  it('takes smm down from its settings page and leaves connect working', async () => {
    const settings = db.doc('settings/app');
    try {
      const boss = await as('smm-super-admin@example.com', { at: '/app/admin/settings' });
      const form = boss.locator('form', { has: boss.locator('input[name="siteName"]') });
      await form.waitFor({ timeout: 60_000 });
      expect(await form.locator('[data-maintenance-scope]').textContent()).toBe(
        'This switch affects SMM Studio only; Connect keeps working.',
      );
      await form.getByLabel('Maintenance mode of SMM Studio').check();
      await form.getByRole('button', { name: 'Save' }).click();
      await boss.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await expect
        .poll(async () => (await settings.get()).get('maintenanceFor'), { timeout: 30_000 })
        .toEqual({ smm: true, connect: false });

      // smm users meet the maintenance screen; connect's client does not, and can work.
      // The maintenance screen may take the page before the app has left /login: the sign-in ends
      // when the form is sent, and the screen is what the user must then see.
      const smmUser = await as('smm-user@example.com', { landed: () => true });
      await smmUser.locator('[data-maintenance-screen]').waitFor({ timeout: 60_000 });
      const client = await as('client@example.com', { prefix: '/connect' });
      await client.locator('main h1').first().waitFor({ timeout: 60_000 });
      expect(await client.locator('[data-maintenance-screen]').count()).toBe(0);
      await client.goto(`${stack.baseUrl}/connect/plans`);
      await client.locator('main h1').first().waitFor({ timeout: 60_000 });
      expect(await client.locator('[data-maintenance-banner]').count()).toBe(0);
      const clientToken = await idToken('client@example.com');
      const smmToken = await idToken('smm-user@example.com');
      // Accepting the published terms again changes nothing, so it can be tried repeatedly.
      const version = (await db.doc('policies/terms').get()).get('version') as number;
      const consent = (token: string) =>
        callCallable('recordConsent', token, { kind: 'terms', version });
      await expect
        .poll(async () => (await consent(smmToken)).body?.error?.status ?? 'OK', {
          timeout: 30_000,
        })
        .toBe('UNAVAILABLE');
      const reply = await consent(clientToken);
      expect(reply.body?.error?.status ?? 'OK', reply.text).toBe('OK');
      for (const page of [boss, smmUser, client]) await page.context().close();
    } finally {
      await settings.update({
        maintenance: false,
        maintenanceFor: { smm: false, connect: false },
      });
    }
  });
});
