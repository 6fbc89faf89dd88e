// The media library in headless Chromium against the local stack: an image uploaded with its
// alt text shows its size (measured again by the server from the stored file) and thumbnail;
// the composer adds it to a post from "Choose from library" and the network preview shows it;
// once the post is saved the library counts it, and deleting the file is refused while the post
// uses it. Screens are captured at 1280 and 390 px wide, with nothing wider than the viewport.

import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gradientPng } from '../../emulator/seed/png';
import { seriousViolations, settled } from './axe';
import { suiteBrowser } from './browser';
import { e2eStack } from './stack';

const stack = e2eStack();
const ROOT = resolve(import.meta.dirname, '../..');
const SCREENSHOTS = join(ROOT, 'test-results', 'e2e');
const SMM_USER = 'smm-user@example.com';
const STUDIO = 'ws-studio-sol';
const browser = suiteBrowser();

async function setTriggers(enabled: boolean): Promise<void> {
  const response = await fetch(
    `${stack.firestoreOrigin}/emulator/v1/projects/demo-smm:functionTriggers`,
    { method: 'PUT', body: JSON.stringify({ enabled }) },
  );
  if (!response.ok) throw new Error(`functionTriggers answered ${response.status}`);
}

async function signedInPage(width: number, height: number): Promise<Page> {
  const page = await browser.newPage({
    viewport: { width, height },
    locale: 'en-US',
    signedInAs: { email: SMM_USER },
  });
  // A cold stack on a busy machine can take a while to serve the first page.
  page.setDefaultNavigationTimeout(90_000);
  return page;
}

async function openLibrary(page: Page): Promise<void> {
  await page.goto(`${stack.baseUrl}/app/library?workspace=${STUDIO}`);
  await page.getByRole('heading', { level: 1, name: 'Media library' }).waitFor({ timeout: 60_000 });
  await page.locator('.library-count').waitFor({ timeout: 60_000 });
}

/** Nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
async function overflowsViewport(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

describe('media library', () => {
  it('uploads an image with alt text, shows its size, reuses it in a post with a preview, and refuses to delete it while in use', async () => {
    // The usage count comes from the post trigger.
    await setTriggers(true);
    mkdirSync(SCREENSHOTS, { recursive: true });
    const stamp = Date.now();
    const name = `e2e-library-${stamp}`;
    const alt = `A sunset gradient ${stamp}`;
    const page = await signedInPage(1280, 900);
    await page.goto(`${stack.baseUrl}/app`);

    // The library is one click away in the navigation.
    await page.getByRole('link', { name: 'Media library' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Media library' })
      .waitFor({ timeout: 60_000 });
    await openLibrary(page);
    await page.getByLabel('Image or video').setInputFiles({
      name: `${name}.png`,
      mimeType: 'image/png',
      buffer: gradientPng(96, 60, [250, 120, 40], [30, 60, 200]),
    });
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    await page.getByLabel('Alt text (what the image shows)').fill(alt);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();

    const card = page.locator('.library-card', { hasText: name });
    await card.waitFor({ timeout: 60_000 });
    expect(await card.locator('[data-dimensions]').textContent()).toBe('96 × 60 px');
    expect(await card.locator('[data-usage]').textContent()).toBe('Not used in any post');
    // The thumbnail the browser made is what the grid loads.
    const thumb = card.locator(`img[alt="${alt}"]`);
    await thumb.waitFor({ timeout: 30_000 });
    expect(decodeURIComponent((await thumb.getAttribute('src')) ?? '')).toContain('/library/');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

    // Search by alt text and filter by kind.
    const kindFilter = page.locator('search.library-toolbar select');
    await page.getByLabel('Search by name or alt text').fill(`sunset gradient ${stamp}`);
    await expect.poll(() => page.locator('.library-card').count()).toBe(1);
    await kindFilter.selectOption('video');
    await expect.poll(() => page.locator('.library-card').count()).toBe(0);
    await kindFilter.selectOption('image');
    await expect.poll(() => page.locator('.library-card').count()).toBe(1);

    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflowsViewport(page)).toBe(false);
    await page.screenshot({ path: join(SCREENSHOTS, 'media-library-1280.png'), fullPage: true });

    // The composer adds it from the library; the preview shows it with its alt text.
    await page.goto(`${stack.baseUrl}/app/posts?workspace=${STUDIO}`);
    await page.getByRole('button', { name: 'New post' }).click({ timeout: 60_000 });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Studio Sol (Bluesky sandbox)' }).check();
    await dialog.getByLabel('Text for every channel').fill(`Library post ${stamp}`);
    await dialog.getByRole('button', { name: 'Choose from library' }).click();
    const picker = page.locator('dialog.library-picker');
    await picker.getByLabel('Search by name or alt text').fill(name);
    await picker.getByRole('button', { name: `Add ${name}` }).click({ timeout: 60_000 });
    await picker.getByRole('button', { name: 'Close' }).click();
    await picker.waitFor({ state: 'detached' });
    const preview = page.locator('[data-preview="ch-studio-bluesky"]');
    await expect
      .poll(() => preview.locator(`img[alt="${alt}"]`).count(), { timeout: 30_000 })
      .toBe(1);
    await expect
      .poll(
        () =>
          preview
            .locator(`img[alt="${alt}"]`)
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        {
          timeout: 30_000,
        },
      )
      .toBe(96);
    expect(await preview.locator('.post-text').textContent()).toBe(`Library post ${stamp}`);
    await page.screenshot({ path: join(SCREENSHOTS, 'media-library-composer-1280.png') });
    await page.getByRole('dialog').getByRole('button', { name: 'Save draft' }).click();
    await page.locator('.composer').waitFor({ state: 'detached', timeout: 30_000 });

    // The saved post counts among the file's uses, and the file cannot be deleted.
    await expect
      .poll(
        async () => {
          await openLibrary(page);
          return card.locator('[data-usage]').textContent();
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe('Used in 1 post');
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page
      .getByText(`${name} is still used in a post, so it was not deleted.`, { exact: false })
      .waitFor({ timeout: 30_000 });
    await openLibrary(page);
    expect(await card.count()).toBe(1);

    // A CSV file names the library file and an image's web address (served here, on loopback,
    // which the functions' guarded fetch allows only under the emulators).
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(gradientPng(40, 30, [10, 160, 90], [240, 240, 40]));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const imageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/csv-${stamp}.png`;
      const csv = `text,channels,library,media_url\nCSV media ${stamp},Studio Sol (Bluesky sandbox),${name},${imageUrl}\n`;
      const digest = createHash('sha256').update(csv).digest('hex');
      await page.goto(`${stack.baseUrl}/app/posts?workspace=${STUDIO}`);
      await page.getByRole('button', { name: 'Import CSV' }).click({ timeout: 60_000 });
      const importer = page.getByRole('dialog');
      await importer.locator('input[type="file"]').setInputFiles({
        name: 'media.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      await importer.getByRole('button', { name: /^Import 1 / }).click({ timeout: 30_000 });
      await page
        .getByRole('status')
        .filter({ hasText: '1 posts imported' })
        .waitFor({ timeout: 60_000 });
      const response = await fetch(
        `${stack.firestoreOrigin}/v1/projects/demo-smm/databases/(default)/documents/workspaces/${STUDIO}/posts/imp-${digest.slice(0, 24)}-2`,
        { headers: { Authorization: 'Bearer owner' } },
      );
      const media = (
        (await response.json()) as {
          fields: {
            media: {
              arrayValue: {
                values: {
                  mapValue: {
                    fields: Record<string, { stringValue?: string; integerValue?: string }>;
                  };
                }[];
              };
            };
          };
        }
      ).fields.media.arrayValue.values.map((value) => value.mapValue.fields);
      expect(media).toHaveLength(2);
      expect(media[0]?.alt?.stringValue).toBe(alt);
      expect(media[0]?.path?.stringValue).toMatch(new RegExp(`/media/[0-9a-f]{32}-${name}\\.png$`));
      expect(media[1]?.path?.stringValue).toBe(
        `workspaces/${STUDIO}/media/imp-${digest.slice(0, 24)}-2-0.png`,
      );
      expect([media[1]?.width?.integerValue, media[1]?.height?.integerValue]).toEqual(['40', '30']);
    } finally {
      server.close();
    }
    await page.close();

    // A phone: the library and the composer's preview fit the screen.
    const phone = await signedInPage(390, 844);
    await openLibrary(phone);
    const phoneCard = phone.locator('.library-card', { hasText: name });
    await phoneCard.locator(`img[alt="${alt}"]`).waitFor({ timeout: 60_000 });
    await phoneCard.scrollIntoViewIfNeeded();
    await expect
      .poll(() => phoneCard.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(96);
    expect(await overflowsViewport(phone)).toBe(false);
    await phone.screenshot({ path: join(SCREENSHOTS, 'media-library-390.png'), fullPage: true });

    // The composer's previews on a phone: one tab per channel, moved between with the arrow keys.
    await phone.goto(`${stack.baseUrl}/app/posts?workspace=${STUDIO}`);
    await phone.getByRole('button', { name: 'New post' }).click({ timeout: 60_000 });
    const composer = phone.getByRole('dialog');
    await composer.getByRole('checkbox', { name: 'Studio Sol (Bluesky sandbox)' }).check();
    await composer.getByRole('checkbox', { name: 'Studio Sol (Mastodon sandbox)' }).check();
    await composer
      .getByLabel('Text for every channel')
      .fill(`Phone preview ${stamp} https://www.example.com/spring?utm=1`);
    // On a phone the text and the preview take turns.
    await composer.getByRole('button', { name: 'Preview', exact: true }).click();
    const tabs = composer.getByRole('tab');
    await expect.poll(() => tabs.count(), { timeout: 30_000 }).toBe(2);
    await tabs.first().focus();
    await phone.keyboard.press('ArrowRight');
    await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    const shown = composer.getByRole('tabpanel');
    expect(await shown.locator('[data-preview]').getAttribute('data-preview')).toBe(
      'ch-studio-mastodon',
    );
    // No media: the first link becomes a card titled by its host.
    expect(await shown.getByRole('img', { name: 'Link preview: example.com' }).count()).toBe(1);
    await shown.scrollIntoViewIfNeeded();
    expect(await overflowsViewport(phone)).toBe(false);
    await phone.screenshot({ path: join(SCREENSHOTS, 'media-library-preview-390.png') });
    await phone.close();
  });
});
