// `npx tsx scripts/screenshots.ts [stack origin]`: the README's screenshots, desktop and phone,
// light and dark (the system setting, emulated), as small JPEGs in docs/screenshots/. The
// public pages come from a production build served as Hosting serves it; with the origin of a
// running local stack (`npm start`), the signed-in screens too, as the seeded social media
// manager.

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { build } from '../build.mjs';
import { launchHeadlessChromium } from '../test/support/chromium';
import { serveLikeHosting } from './hosting-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'docs', 'screenshots');

const DEVICES = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true },
} as const;
const SCHEMES = ['light', 'dark'] as const;

async function shoot(
  browser: Browser,
  name: string,
  open: (page: Page) => Promise<void>,
): Promise<void> {
  for (const [device, options] of Object.entries(DEVICES)) {
    for (const colorScheme of SCHEMES) {
      const context = await browser.newContext({ ...options, colorScheme, locale: 'en-US' });
      const page = await context.newPage();
      await open(page);
      await page.waitForTimeout(800);
      const file = path.join(out, `${name}-${device}-${colorScheme}.jpg`);
      await page.screenshot({ path: file, type: 'jpeg', quality: 55 });
      console.log(path.relative(root, file));
      await context.close();
    }
  }
}

async function main(): Promise<void> {
  const stackOrigin = process.argv[2];
  await mkdir(out, { recursive: true });
  const dist = path.join(root, '.cache', 'screenshots-dist');
  await build({ outdir: dist });
  const server = await serveLikeHosting(dist);
  const browser = await launchHeadlessChromium();
  try {
    await shoot(browser, 'home', (page) => page.goto(`${server.origin}/`).then(() => undefined));
    await shoot(browser, 'connect-home', (page) =>
      page.goto(`${server.origin}/connect/`).then(() => undefined),
    );
    // The home page's screenshots of the app, which follow the visitor's theme too.
    await shoot(browser, 'home-screens', async (page) => {
      await page.goto(`${server.origin}/`);
      await page
        .locator('#screens-title')
        .evaluate((title) => title.scrollIntoView({ block: 'start' }));
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll<HTMLImageElement>('.screen img')).every(
          (img) => img.complete && img.naturalWidth > 0,
        ),
      );
    });
    if (stackOrigin) {
      for (const [name, route] of [
        ['dashboard', '/app'],
        ['posts', '/app/posts'],
      ] as const) {
        await shoot(browser, name, async (page) => {
          await page.goto(`${stackOrigin}/login`);
          await page.locator('input[type=email]').first().fill('smm-user@example.com');
          await page.locator('input[type=password]').fill('demo-password');
          await page.locator('button[type=submit]').click();
          await page.waitForURL(/\/app/, { timeout: 60_000 });
          await page.goto(`${stackOrigin}${route}`);
          await page.locator('h1').first().waitFor({ timeout: 30_000 });
          await page.waitForTimeout(2000);
        });
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
