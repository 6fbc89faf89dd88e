// The app's service worker in Chromium, from the stack's production build: it installs once the
// first page has loaded, precaches the shell and the assets that page loaded, and opens the app
// from that cache when the network is gone. The other browser suites block the worker (see
// launchChromium in browser.ts).

import { describe, expect, it } from 'vitest';
import { suiteBrowser } from './browser';
import { e2eStack } from './stack';

const stack = e2eStack();
const browser = suiteBrowser();

describe('the service worker', () => {
  it('precaches what the first page loaded and opens the app offline from its cache', async () => {
    const page = await browser.newPage({
      serviceWorkers: 'allow',
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
    });
    await page.goto(`${stack.baseUrl}/login`);
    await page.locator('input[type=email]').waitFor();
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.pathname),
    );
    expect(loaded.length).toBeGreaterThan(0);

    const cached = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const paths: string[] = [];
      for (const key of await caches.keys()) {
        const cache = await caches.open(key);
        for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
    expect(cached).toContain('/shell.html');
    for (const asset of loaded) expect(cached).toContain(asset);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);

    await page.context().setOffline(true);
    // Not precached, so the worker leaves it to the network, which is gone.
    expect(
      await page.evaluate(() =>
        fetch('/robots.txt', { cache: 'no-store' }).then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    await page.goto(`${stack.baseUrl}/login`);
    await page.locator('input[type=email]').fill('offline@example.com');
    expect(await page.locator('input[type=email]').inputValue()).toBe('offline@example.com');
    await page.context().setOffline(false);
  });
});
