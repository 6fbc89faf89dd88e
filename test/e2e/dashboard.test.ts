// The dashboard: the smm user's quick composer schedules a post with the same rules and
// callables as the full composer, and the dashboards of an smm user and a connect client pass
// axe-core with no serious or critical violation.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, settled } from './axe';
import { suiteBrowser } from './browser';
import { e2eStack } from './stack';

const stack = e2eStack();

const browser = suiteBrowser();

async function dashboardOf(email: string, prefix = ''): Promise<Page> {
  const page = await browser.newPage({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'Europe/Madrid',
    locale: 'en-US',
    signedInAs: { email, base: `${stack.baseUrl}${prefix}` },
  });
  await page.goto(`${stack.baseUrl}${prefix}/app`, { timeout: 90_000 });
  await settled(page);
  return page;
}

describe('the smm dashboard', () => {
  it('schedules a post from the quick composer and lists it as upcoming', async () => {
    const page = await dashboardOf('smm-user@example.com');
    const quick = page.getByRole('region', { name: 'Quick post' });
    // Its own chunk, loaded after the dashboard's lists.
    await quick.waitFor({ timeout: 60_000 });
    const text = `Quick note ${Date.now()}`;

    // The shared checks: no channel, no time.
    await quick.getByRole('button', { name: 'Schedule' }).click();
    await page.getByRole('alert').filter({ hasText: 'Choose at least one channel.' }).waitFor();

    await quick.getByLabel('Text for every channel').fill(text);
    await quick.getByRole('checkbox', { name: 'Studio Sol (Bluesky sandbox)' }).check();
    await quick.getByRole('checkbox', { name: 'Studio Sol (Mastodon sandbox)' }).check();
    await expect
      .poll(() => quick.locator('[data-channel="ch-studio-bluesky"]').textContent())
      .toContain(`${text.length} of 500 characters`);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await quick.getByLabel('Date', { exact: true }).fill(tomorrow);
    await quick.getByLabel('Time', { exact: true }).fill('09:15');
    // The workspace's zone by default: Studio Sol is in Madrid.
    expect(await quick.getByLabel('Time zone').inputValue()).toBe('Europe/Madrid');
    await quick.getByRole('button', { name: 'Schedule' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Scheduled for' })
      .waitFor({ timeout: 30_000 });

    const upcoming = page.getByRole('region', { name: 'Upcoming posts' });
    const card = upcoming.locator('li', { hasText: text });
    await card.waitFor({ timeout: 30_000 });
    expect(await card.textContent()).toContain('9:15 AM');
    expect(await card.locator('.badge').textContent()).toBe('Scheduled');
    expect(await quick.getByLabel('Text for every channel').inputValue()).toBe('');

    // Saved as a draft, it is in the posts manager and not upcoming.
    await quick.getByLabel('Text for every channel').fill(`${text} draft`);
    await quick.getByRole('checkbox', { name: 'Studio Sol (Bluesky sandbox)' }).check();
    await quick.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor({ timeout: 30_000 });
    await page.goto(`${stack.baseUrl}/app/posts`);
    await page
      .locator('.posts-toolbar label', { hasText: /^Status/ })
      .locator('select')
      .selectOption('draft');
    await page.locator('.post-item', { hasText: `${text} draft` }).waitFor({ timeout: 30_000 });
  });
});

describe('accessibility of the dashboards (axe-core)', () => {
  it('finds no serious or critical violation for an smm user and a connect client', async () => {
    const problems: string[] = [];
    for (const [email, prefix] of [
      ['smm-user@example.com', ''],
      ['client@example.com', '/connect'],
    ] as const) {
      const page = await dashboardOf(email, prefix);
      for (const problem of await seriousViolations(page)) problems.push(`${email}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
