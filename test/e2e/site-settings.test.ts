// settings/app as a visitor's browser sees it: the language switcher offers only the enabled
// languages, a visitor whose stored and browser languages are all off gets the default one
// (without it being remembered as their choice), and the document title carries the site name.

import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStackConfig } from '../../emulator/stack/config';
import { closeWhenTestEnds, launchChromium } from './browser';
import { e2eStack } from './stack';
import { ROOT } from './stack-process';

const stack = e2eStack();
const { endpoints, projectId } = loadStackConfig(ROOT, stack.portOffset);
const RUN = Date.now().toString(36);

let browser: Browser;
let app: ReturnType<typeof initializeApp>;
let db: Firestore;
let before: Record<string, unknown> | undefined;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  process.env.FIRESTORE_EMULATOR_HOST = `${endpoints.firestore.host}:${endpoints.firestore.port}`;
  app = initializeApp({ projectId }, `e2e-site-settings-${RUN}`);
  db = getFirestore(app);
  before = (await db.doc('settings/app').get()).data();
});

afterAll(async () => {
  if (before) {
    const { siteName, enabledLocales, defaultLocale } = before;
    await db.doc('settings/app').update({ siteName, enabledLocales, defaultLocale });
  }
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  if (app) await deleteApp(app);
});

describe('site settings', () => {
  it('offers the enabled languages only, falls back to the default one and titles pages with the site name', async () => {
    const siteName = `Acme ${RUN}`;
    await db
      .doc('settings/app')
      .update({ siteName, enabledLocales: ['en', 'es', 'de'], defaultLocale: 'es' });

    // Japanese browser, and a stored French pick that is no longer offered.
    const context = await browser.newContext({ locale: 'ja-JP' });
    if (!closeWhenTestEnds(context)) contexts.push(context);
    context.setDefaultTimeout(60_000);
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('smm.locale', 'fr');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}/connect/about`, { timeout: 120_000 });

    await page.waitForFunction(() => document.documentElement.lang === 'es', null, {
      timeout: 60_000,
    });
    await expect.poll(() => page.title(), { timeout: 30_000 }).toContain(siteName);
    const options = page.locator('.language-switcher select option');
    await expect
      .poll(() => options.evaluateAll((o) => o.map((x) => x.getAttribute('value'))))
      .toEqual(['en', 'es', 'de']);
    // The site's choice is not the visitor's: their own stored pick stays.
    expect(await page.evaluate(() => localStorage.getItem('smm.locale'))).toBe('fr');

    // Picking a language in the switcher is remembered.
    await page.locator('.language-switcher select').selectOption('de');
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    expect(await page.evaluate(() => localStorage.getItem('smm.locale'))).toBe('de');
  });
});
