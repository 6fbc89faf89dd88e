// Over 400 lines: one area's journeys, sharing the file's browser, sign-in and clean-up.
// The super admin sections in headless Chromium against the local stack: pricing plans (and
// the public plans page following them), policies (a new version, what changed, and the
// prompt users get to accept new terms), settings (maintenance mode on and off, as users,
// admins, visitors and the callables see it), grants and the audit log; and an admin who is
// not super admin, turned away by the guard and refused by every one of their callables.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type DocumentData, type Firestore, getFirestore } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStackConfig } from '../../emulator/stack/config';
import { seriousViolations } from './axe';
import { launchChromium, newPatientPage } from './browser';
import { callCallable, idToken, signIn } from './session';
import { e2eStack } from './stack';
import { ROOT } from './stack-process';

const stack = e2eStack();
const SCREENSHOTS = join(ROOT, 'test-results', 'e2e');
const { endpoints, projectId } = loadStackConfig(ROOT, stack.portOffset);
const RUN = Date.now().toString(36);
const CONNECT = `${stack.baseUrl}/connect`;
const BOSS = 'connect-super-admin@example.com';
const USER = 'connect-user@example.com';
const STAFF = 'connect-admin@example.com';

let browser: Browser;
let app: ReturnType<typeof initializeApp>;
let db: Firestore;
const contexts: BrowserContext[] = [];
let boss: Page;
let settingsBefore: DocumentData | undefined;

/** Every page of this file serves its later tests too (see pageOf), so all stay open. */
function newPage(viewport?: { width: number; height: number }): Promise<Page> {
  return newPatientPage(browser, contexts, viewport, true);
}

/** Moves within the running app as its links do, without loading the page again. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const signedIn = new Map<string, Page>();
let visitor: Page | undefined;

/** A phone-sized page nobody is signed in on. */
async function visitorPage(): Promise<Page> {
  visitor ??= await newPage({ width: 390, height: 844 });
  return visitor;
}

/** One signed-in page per account for the whole file, opened on first use. */
async function pageOf(email: string, viewport?: { width: number; height: number }): Promise<Page> {
  const open = signedIn.get(email);
  if (open) return open;
  const page = await newPage(viewport);
  await signIn(page, CONNECT, email);
  signedIn.set(email, page);
  return page;
}

/** A callable over its HTTP protocol, as httpsCallable sends it; the error status or 'OK'. */
async function call(name: string, token: string, data: unknown): Promise<string> {
  const { body } = await callCallable(name, token, data);
  if (!body) throw new Error(`${name} did not answer JSON`);
  return body.error ? `${body.error.status}: ${body.error.message}` : 'OK';
}

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.notification', { hasText: text }).first().waitFor();
}

/**
 * Does `act` once and waits for the notification `done`; an error notification instead fails the
 * test with its words (no second try: a step that needs one has a race to find).
 */
async function untilDone(page: Page, act: () => Promise<void>, done: string): Promise<void> {
  const success = page.locator('.notification', { hasText: done }).first();
  // A notification of the same words left from an earlier step must not count: dismissed with
  // its button at once rather than waited out.
  await page
    .locator('.notification', { hasText: done })
    .locator('.notification-close')
    .evaluateAll((buttons) => {
      for (const button of buttons) (button as HTMLButtonElement).click();
    });
  await success.waitFor({ state: 'detached' });
  await act();
  const failure = page.locator('.notification-error').first();
  const outcome = await Promise.race([
    success.waitFor().then(() => 'done'),
    failure.waitFor().then(async () => `error: ${await failure.textContent()}`),
  ]);
  if (outcome !== 'done') throw new Error(`"${done}" was never confirmed (${outcome})`);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `admin-super-${name}.png`), fullPage: true });
}

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchChromium();
  process.env.FIRESTORE_EMULATOR_HOST = `${endpoints.firestore.host}:${endpoints.firestore.port}`;
  app = initializeApp({ projectId }, `e2e-admin-super-${RUN}`);
  db = getFirestore(app);
  boss = await pageOf(BOSS);
  settingsBefore = (await db.doc('settings/app').get()).data();
});

afterAll(async () => {
  // Whatever happened, leave the stack out of maintenance for the suites after this one, with
  // the site's name and languages as they were.
  await db?.doc('settings/app').update({
    maintenance: false,
    maintenanceFor: { smm: false, connect: false },
    maintenanceMessage: '',
    ...(settingsBefore
      ? {
          siteName: settingsBefore.siteName,
          enabledLocales: settingsBefore.enabledLocales,
          defaultLocale: settingsBefore.defaultLocale,
        }
      : {}),
  });
  // Every account that had accepted earlier terms accepts the version published here, so the
  // suites after this one meet no terms prompt in front of their screens.
  if (db) await acceptPublishedTermsForEveryone(db);
  // The plans this file created, also when a test stopped half way: the other files' public
  // plans pages show the seeded plans only.
  const plans = db ? (await db.collection('plans').get()).docs : [];
  for (const plan of plans) {
    if (JSON.stringify(plan.get('name') ?? {}).includes(RUN)) await plan.ref.delete();
  }
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  if (app) await deleteApp(app);
});

async function acceptPublishedTermsForEveryone(firestore: typeof db): Promise<void> {
  const version = (await firestore.doc('policies/terms').get()).get('version');
  if (typeof version !== 'number') return;
  const consents = await firestore.collectionGroup('consents').get();
  const batch = firestore.batch();
  for (const consent of consents.docs) {
    if (consent.id === 'terms' && (consent.get('version') ?? 0) < version) {
      batch.update(consent.ref, { version });
    }
  }
  await batch.commit();
}

describe('an admin who is not super admin', () => {
  it('is sent away from all four sections, and every one of their callables refuses them', async () => {
    const page = await pageOf(STAFF);
    // The first by loading the page, the others as the app's links move.
    await page.goto(`${CONNECT}/app/admin/pricing-plans`);
    await page.waitForURL((url) => url.pathname === '/connect/app/admin');
    for (const section of ['policies', 'settings', 'super-admin']) {
      await go(page, `/connect/app/admin/${section}`);
      await page.waitForURL((url) => url.pathname === '/connect/app/admin');
    }
    const token = await idToken(STAFF);
    const en = { en: 'Text' };
    const plan = (await db.collection('plans').where('product', '==', 'connect').limit(1).get())
      .docs[0]?.id as string;
    const calls: [string, unknown][] = [
      [
        'createPlan',
        {
          requestId: `e2e-${RUN}-plan`,
          plan: {
            product: 'connect',
            name: en,
            description: en,
            priceMonthly: 100,
            priceYearly: 1000,
            currency: 'EUR',
            limits: { channels: 1, postsPerMonth: 1, members: 1 },
            features: [],
            order: 9,
          },
        },
      ],
      ['updatePlan', { planId: plan, patch: { order: 42 } }],
      ['archivePlan', { planId: plan }],
      ['publishPolicy', { requestId: `e2e-${RUN}-policy`, kind: 'terms', content: en }],
      ['updateSettings', { patch: { maintenance: true } }],
      ['setUserRoles', { uid: 'demo-connect-user', product: 'connect', role: 'super_admin' }],
      ['listAuditLog', { pageSize: 10 }],
    ];
    const before = (await db.doc(`plans/${plan}`).get()).data();
    // One after another: the Functions emulator starts a worker per function on first call.
    // This suite runs first, so these calls also start the workers the later tests use; a
    // worker the loaded machine fails to start answers INTERNAL and is tried again.
    for (const [name, data] of calls) {
      await expect
        .poll(() => call(name, token, data), { timeout: 90_000, interval: 2000 })
        .toMatch(/^PERMISSION_DENIED/);
    }
    expect((await db.doc(`plans/${plan}`).get()).data()).toEqual(before);
    expect((await db.doc('settings/app').get()).get('maintenance')).toBe(false);
  });
});

describe('pricing plans', () => {
  const name = `E2E plan ${RUN}`;

  it('lets a super admin create a plan that the public plans page shows in its place, edit it per language and archive it after confirming', async () => {
    await go(boss, '/connect/app/admin/pricing-plans');
    await boss.locator('tr[data-plan]').first().waitFor();
    await boss.getByRole('button', { name: 'New plan' }).click();
    const editor = boss.locator('[data-plan-editor="new"]');
    await editor.locator('input[name="planName"]').fill(name);
    await editor.locator('textarea[name="planDescription"]').fill('Made by the end-to-end test.');
    await editor.locator('input[name="priceMonthly"]').fill('12.50');
    await editor.locator('input[name="priceYearly"]').fill('125');
    await editor.locator('input[name="channels"]').fill('4');
    await editor.locator('input[name="postsPerMonth"]').fill('80');
    await editor.locator('input[name="members"]').fill('3');
    await editor.locator('input[name="order"]').fill('2');
    await editor.getByLabel('Content calendar').check();
    await untilDone(
      boss,
      () => editor.getByRole('button', { name: 'Save' }).click(),
      `${name} is on sale.`,
    );

    const stored = await db.collection('plans').where('name.en', '==', name).get();
    expect(stored.size).toBe(1);
    const planId = stored.docs[0]?.id as string;
    expect(stored.docs[0]?.data()).toMatchObject({
      product: 'connect',
      active: true,
      priceMonthly: 1250,
      priceYearly: 12500,
      currency: 'EUR',
      limits: { channels: 4, postsPerMonth: 80, members: 3 },
      features: ['calendar'],
      order: 2,
    });
    await boss.locator(`tr[data-plan="${planId}"]`).waitFor();
    await shot(boss, 'plans');
    expect(await seriousViolations(boss)).toEqual([]);

    // The public page lists the active plans of the product in their order.
    const visitor = await visitorPage();
    await visitor.goto(`${CONNECT}/plans`);
    await visitor.locator(`[data-plan="${planId}"]`).waitFor();
    const shown = await visitor
      .locator('li.plan')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-plan')));
    const active = (
      await db
        .collection('plans')
        .where('product', '==', 'connect')
        .where('active', '==', true)
        .get()
    ).docs
      .map((d) => ({ id: d.id, order: d.get('order') as number }))
      .sort((a, b) => a.order - b.order)
      .map((p) => p.id);
    expect(shown).toEqual(active);
    expect(await visitor.locator(`[data-plan="${planId}"]`).textContent()).toContain(name);

    // A name in French, written from the same editor.
    await boss.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = boss.locator(`[data-plan-editor="${planId}"]`);
    await edit.locator('select[name="textLocale"]').selectOption('fr');
    await edit.locator('input[name="planName"]').fill(`Offre E2E ${RUN}`);
    await edit.locator('textarea[name="planDescription"]').fill('Créée par le test.');
    await untilDone(
      boss,
      () => edit.getByRole('button', { name: 'Save' }).click(),
      'Changes saved.',
    );
    expect((await db.doc(`plans/${planId}`).get()).get('name')).toEqual({
      en: name,
      fr: `Offre E2E ${RUN}`,
    });

    const row = boss.locator(`tr[data-plan="${planId}"]`);
    await row.getByRole('button', { name: 'Archive' }).click();
    await boss.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect((await db.doc(`plans/${planId}`).get()).get('active')).toBe(true);
    const dialog = boss.getByRole('dialog');
    await untilDone(
      boss,
      async () => {
        await row.getByRole('button', { name: 'Archive' }).click();
        expect(await dialog.textContent()).toContain(`Archive ${name}?`);
        await dialog.getByRole('button', { name: 'Confirm' }).click();
      },
      `${name} is archived.`,
    );
    expect((await db.doc(`plans/${planId}`).get()).get('active')).toBe(false);
    // The page shows the copy kept from the last visit first: count once the fresh read is in.
    await visitor.reload();
    await visitor.locator('.plans-list[data-load="network"]').waitFor();
    expect(await visitor.locator(`[data-plan="${planId}"]`).count()).toBe(0);
  });
});

describe('policies', () => {
  const clause = `New clause ${RUN}: we answer within two working days.`;

  it('publishes a new terms version with a live preview, shows what changed, and asks a user to accept it', async () => {
    const before = (await db.doc('policies/terms').get()).get('version') as number;
    await go(boss, '/connect/app/admin/policies');
    const text = boss.locator('textarea[name="policyText"]');
    await text.waitFor();
    const current = await text.inputValue();
    await text.fill(`${current.trimEnd()}\n\n${clause}\n`);
    await boss.locator('[data-preview]', { hasText: clause }).waitFor({ timeout: 20_000 });
    // The preview goes through the public pages' sanitiser: markup in the text stays text.
    await text.fill(`${current.trimEnd()}\n\n${clause}\n\n<img src=x onerror=alert(1)>\n`);
    await boss.locator('[data-preview]', { hasText: '<img src=x' }).waitFor({ timeout: 20_000 });
    expect(await boss.locator('[data-preview] img').count()).toBe(0);
    await text.fill(`${current.trimEnd()}\n\n${clause}\n`);

    const dialog = boss.getByRole('dialog');
    await untilDone(
      boss,
      async () => {
        await boss.getByRole('button', { name: `Publish version ${before + 1}` }).click();
        expect(await dialog.textContent()).toContain('asked to accept this one');
        await dialog.getByRole('button', { name: 'Confirm' }).click();
      },
      `Version ${before + 1} is published.`,
    );
    const published = (await db.doc('policies/terms').get()).data();
    expect(published?.version).toBe(before + 1);
    expect(published?.content.en).toContain(clause);

    const entry = boss.locator(`li[data-version="${before + 1}"]`);
    await entry.getByRole('button', { name: 'What changed' }).click();
    const diff = entry.locator('[data-diff]');
    await diff.waitFor({ timeout: 20_000 });
    expect(await diff.locator('ins').allTextContents()).toContain(`+ ${clause}`);
    expect(await diff.locator('del').count()).toBe(0);
    await shot(boss, 'policies');
    expect(await seriousViolations(boss)).toEqual([]);

    // connect-user accepted the version before: they are asked to accept the new one.
    expect((await db.doc('users/demo-connect-user/consents/terms').get()).get('version')).toBe(
      before,
    );
    // A page of its own, opened after the publication as a returning user opens the app (a page
    // another test left open would not be asked until it loads again).
    const user = await newPage({ width: 390, height: 844 });
    await signIn(user, CONNECT, USER);
    const prompt = user.locator(`[data-terms-prompt="${before + 1}"]`);
    // The terms are rendered from their markdown once the renderer has loaded.
    await prompt.getByText(clause).waitFor();
    const modal = user.getByRole('dialog', { name: 'Our terms have changed' });
    expect(await modal.isVisible()).toBe(true);
    // Escape does not skip the question.
    await user.keyboard.press('Escape');
    expect(await modal.isVisible()).toBe(true);
    await shot(user, 'terms-prompt-phone');
    expect(await seriousViolations(user)).toEqual([]);
    await modal.getByRole('button', { name: 'I accept the terms' }).click();
    await toast(user, 'Your acceptance is recorded.');
    expect((await db.doc('users/demo-connect-user/consents/terms').get()).get('version')).toBe(
      before + 1,
    );
    expect(await user.locator('[data-terms-prompt]').count()).toBe(0);
  });
});

describe('settings', () => {
  it('saves the settings, and maintenance mode stops users but not admins until it is off', async () => {
    await go(boss, '/connect/app/admin/settings');
    const form = boss.locator('form', { has: boss.locator('input[name="siteName"]') });
    await form.waitFor();
    await form.locator('input[name="siteName"]').fill(`Sol & Co. ${RUN}`);
    // The default language must be on offer: untick English while it is the default.
    await form.getByRole('checkbox', { name: 'English' }).uncheck();
    expect(await form.locator('select[name="defaultLocale"] option[value="en"]').count()).toBe(0);
    await form.locator('select[name="defaultLocale"]').selectOption('fr');
    await untilDone(
      boss,
      () => form.getByRole('button', { name: 'Save' }).click(),
      'Changes saved.',
    );
    const saved = (await db.doc('settings/app').get()).data();
    expect(saved).toMatchObject({ siteName: `Sol & Co. ${RUN}`, defaultLocale: 'fr' });
    expect(saved?.enabledLocales).not.toContain('en');
    await form.getByRole('checkbox', { name: 'English' }).check();
    await form.locator('select[name="defaultLocale"]').selectOption('en');
    await untilDone(
      boss,
      () => form.getByRole('button', { name: 'Save' }).click(),
      'Changes saved.',
    );
    expect((await db.doc('settings/app').get()).get('defaultLocale')).toBe('en');

    const message = `Back at ten (${RUN}).`;
    await form.locator('input[name="maintenance"]').check();
    await form.locator('textarea[name="maintenanceMessage"]').fill(message);
    const dialog = boss.getByRole('dialog');
    await untilDone(
      boss,
      async () => {
        await form.getByRole('button', { name: 'Save' }).click();
        expect(await dialog.textContent()).toContain('Turn maintenance mode on?');
        await dialog.getByRole('button', { name: 'Confirm' }).click();
      },
      'Changes saved.',
    );
    // The switch on connect's settings page is connect's own.
    expect((await db.doc('settings/app').get()).get('maintenanceFor')).toEqual({
      connect: true,
      smm: false,
    });
    await shot(boss, 'settings');
    expect(await seriousViolations(boss)).toEqual([]);

    // A user who is not an admin sees the maintenance screen and the server refuses them.
    const user = await pageOf(USER, { width: 390, height: 844 });
    await user.reload();
    const screen = user.locator('[data-maintenance-screen]');
    await screen.waitFor();
    expect(await screen.textContent()).toContain(message);
    await shot(user, 'maintenance-screen');
    const userToken = await idToken(USER);
    // Accepting the published terms again changes nothing, so it can be tried repeatedly.
    const terms = (await db.doc('policies/terms').get()).get('version') as number;
    const consent = () => call('recordConsent', userToken, { kind: 'terms', version: terms });
    await expect.poll(consent, { timeout: 30_000, interval: 1000 }).toBe(`UNAVAILABLE: ${message}`);

    // An admin keeps working, told that maintenance is on; visitors see a banner.
    const staff = await pageOf(STAFF);
    await staff.reload();
    await staff.getByText('Maintenance mode is on').waitFor();
    expect(await staff.locator('[data-maintenance-screen]').count()).toBe(0);
    const visitor = await visitorPage();
    await visitor.goto(`${CONNECT}/plans`);
    const banner = visitor.locator('[data-maintenance-banner]');
    await banner.waitFor();
    expect(await banner.textContent()).toContain(message);
    await shot(visitor, 'maintenance-banner-phone');

    await form.locator('input[name="maintenance"]').uncheck();
    await untilDone(
      boss,
      () => form.getByRole('button', { name: 'Save' }).click(),
      'Changes saved.',
    );
    expect((await db.doc('settings/app').get()).get('maintenanceFor.connect')).toBe(false);
    await expect.poll(consent, { timeout: 30_000, interval: 1000 }).toBe('OK');
    await user.reload();
    await user.locator('main h1').first().waitFor();
    expect(await user.locator('[data-maintenance-screen]').count()).toBe(0);
  });
});

describe('super admin', () => {
  it('grants admin to a user after confirming, sees it in the filtered audit log, and revokes it', async () => {
    await go(boss, '/connect/app/admin/super-admin');
    await boss.locator('input[name="accountEmail"]').fill('SMM-USER@');
    await boss.locator('input[name="accountEmail"]').press('Enter');
    const row = boss.locator('tr[data-account="demo-smm-user"]');
    // The first answer (every account) may still be on screen: wait for the search's own.
    await expect.poll(() => boss.locator('tr[data-account]').count(), { timeout: 60_000 }).toBe(1);
    await row.waitFor();

    const connectRole = row.getByLabel('Role of smm-user@example.com in Connect');
    const dialog = boss.getByRole('dialog');
    await untilDone(
      boss,
      async () => {
        await connectRole.selectOption('admin');
        expect(await dialog.textContent()).toContain('from No role to Admin');
        await dialog.getByRole('button', { name: 'Confirm' }).click();
      },
      'smm-user@example.com is now Admin in Connect.',
    );
    expect((await db.doc('users/demo-smm-user').get()).get('roles')).toEqual({
      smm: 'user',
      connect: 'admin',
    });

    const today = new Date().toISOString().slice(0, 10);
    await boss.locator('input[name="auditActor"]').fill(BOSS);
    await boss.locator('input[name="auditAction"]').fill('user.roles.set');
    await boss.locator('input[name="auditFrom"]').fill(today);
    await boss.locator('input[name="auditTo"]').fill(today);
    await boss.getByRole('button', { name: 'Filter' }).click();
    const entry = boss.locator('tr[data-action="user.roles.set"]', {
      hasText: 'users/demo-smm-user',
    });
    await entry.first().waitFor();
    expect(await entry.first().textContent()).toContain(BOSS);
    expect(await entry.first().textContent()).toContain('"to":"admin"');
    // Every row matches the filters: only this actor and this action.
    const actions = await boss
      .locator('tr[data-audit]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
    expect(new Set(actions)).toEqual(new Set(['user.roles.set']));
    await boss.setViewportSize({ width: 390, height: 844 });
    await shot(boss, 'super-admin-phone');
    expect(await seriousViolations(boss)).toEqual([]);
    await boss.setViewportSize({ width: 1280, height: 900 });

    await untilDone(
      boss,
      async () => {
        await connectRole.selectOption('');
        await dialog.getByRole('button', { name: 'Confirm' }).click();
      },
      'smm-user@example.com is now No role in Connect.',
    );
    await expect
      .poll(async () => (await db.doc('users/demo-smm-user').get()).get('roles'), {
        timeout: 20_000,
      })
      .toEqual({ smm: 'user' });
  });
});
