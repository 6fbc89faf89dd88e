// Hosting's headers as the stack's Hosting emulator serves them from firebase.json (with the
// emulators' origins added to the CSP): every page answers with the Content-Security-Policy and
// the other security headers, the shell and the service worker are never cached, hashed assets
// may be cached; and the app still works under that policy (no violation while a signed-in
// user opens the posts, channels and analytics screens).

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { e2eStack } from './stack';

const stack = e2eStack();

async function head(path: string): Promise<Headers> {
  const response = await fetch(`${stack.baseUrl}${path}`);
  await response.arrayBuffer();
  expect(response.status, path).toBe(200);
  return response.headers;
}

describe('Hosting headers on the local stack', () => {
  it.each(['/', '/connect/', '/app/posts', '/connect/app/admin'])('%s', async (path) => {
    const headers = await head(path);
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src [^;]*https:\/\/firestore\.googleapis\.com/);
    // The stack's own emulators, where this build sends its requests.
    expect(csp).toContain(`http://127.0.0.1:${9099 + stack.portOffset}`);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('cache-control')).toBe('no-cache');
  });

  it('never caches the service worker', async () => {
    expect((await head('/sw.js')).get('cache-control')).toBe('no-cache');
  });

  it('serves the assets the shell names with the security headers', async () => {
    const html = await (await fetch(`${stack.baseUrl}/`)).text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const headers = await head(asset as string);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cache-control')).toBeTruthy();
  });
});

describe('the app under its Content-Security-Policy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in and opens its screens without a single violation', async () => {
    // With the service worker, as a visitor has it: its precache requests meet the policy too.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const violations: string[] = [];
    const collect = async () => {
      violations.push(
        ...(await page.evaluate(
          () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
        )),
      );
    };
    await page.goto(`${stack.baseUrl}/login`);
    await page.locator('input[type=email]').fill('smm-user@example.com');
    await page.locator('input[type=password]').fill('demo-password');
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/app/, { timeout: 30_000 });
    for (const path of ['/app/posts', '/app/channels', '/app/analytics']) {
      await collect();
      await page.goto(`${stack.baseUrl}${path}`);
      await page.locator('h1').first().waitFor({ timeout: 30_000 });
      await page.waitForFunction(
        () => document.querySelectorAll('.spinner-wrap, .skeleton, .boot-spinner').length === 0,
        null,
        { timeout: 30_000 },
      );
    }
    await collect();
    await context.close();
    // Blocked avatars of networks outside the policy fall back to initials; nothing else may be.
    expect(violations.filter((violation) => !violation.startsWith('img-src'))).toEqual([]);
  });
});
