// `npx tsx scripts/site-screens.ts <stack origin>`: the screenshots of the real app that the
// public home pages show (public/screens/*.webp), taken from a running local stack (`npm start`)
// as the seeded accounts, in English, in the light theme (`<name>.webp`) and the dark one
// (`<name>-dark.webp`, which the home pages show when the visitor's system is dark), at half
// size so that all of them together weigh a few tens of KiB. The home pages give each its width
// and height (src/features/public/home/HomeSections.tsx), so change both together.

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { ACCOUNTS } from '../emulator/seed/accounts';
import { launchHeadlessChromium } from '../test/support/chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'public', 'screens');
const VIEWPORT = { width: 1200, height: 750 };
const SCALE = 0.5;

const SHOTS = [
  { name: 'smm-posts', email: 'smm-user@example.com', base: '', route: '/app/posts' },
  { name: 'smm-dashboard', email: 'smm-user@example.com', base: '', route: '/app' },
  {
    name: 'connect-posts',
    email: 'connect-user@example.com',
    base: '/connect',
    route: '/app/posts',
  },
  { name: 'connect-dashboard', email: 'connect-user@example.com', base: '/connect', route: '/app' },
] as const;

async function signIn(page: Page, origin: string, base: string, email: string): Promise<void> {
  const account = ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`no seeded account ${email}`);
  await page.goto(`${origin}${base}/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname.includes('/app'), { timeout: 60_000 });
}

async function main(): Promise<void> {
  const origin = process.argv[2];
  if (!origin) throw new Error('Usage: npx tsx scripts/site-screens.ts <stack origin>');
  await mkdir(out, { recursive: true });
  const browser = await launchHeadlessChromium();
  try {
    for (const [shot, colorScheme] of SHOTS.flatMap((shot) =>
      (['light', 'dark'] as const).map((scheme) => [shot, scheme] as const),
    )) {
      const context = await browser.newContext({
        viewport: VIEWPORT,
        colorScheme,
        locale: 'en-US',
      });
      const page = await context.newPage();
      await signIn(page, origin, shot.base, shot.email);
      await page.goto(`${origin}${shot.base}${shot.route}`);
      await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      await page.waitForFunction(
        () => document.querySelectorAll('.spinner-wrap, .skeleton').length === 0,
      );
      await page.waitForTimeout(1500);
      // Chromium encodes WebP itself (Playwright's own API offers PNG and JPEG only).
      const cdp = await context.newCDPSession(page);
      const { data } = await cdp.send('Page.captureScreenshot', {
        format: 'webp',
        quality: 72,
        clip: { x: 0, y: 0, ...VIEWPORT, scale: SCALE },
      });
      const file = path.join(out, `${shot.name}${colorScheme === 'dark' ? '-dark' : ''}.webp`);
      await writeFile(file, Buffer.from(data, 'base64'));
      console.log(`${path.relative(root, file)}: ${Buffer.from(data, 'base64').length} bytes`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
