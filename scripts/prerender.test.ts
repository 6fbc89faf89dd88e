// The production build's prerendered public pages, fetched as Firebase Hosting serves them
// (superstatic with firebase.json: cleanUrls, headers, the SPA rewrite, gzip): each route's
// HTML holds its heading, title, description, canonical link and Open Graph tags before any
// JavaScript runs; robots.txt and the sitemap list them; unknown paths get the empty shell.
// Then, in Chromium, the app hydrates that HTML in place: the heading element the server sent
// is the one on screen afterwards, with no hydration error.

import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../build.mjs';
import { launchChromium } from '../test/e2e/browser';
import { type HostingServer, serveLikeHosting } from './hosting-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, '.cache', 'prerender-test-dist');
const ORIGIN = 'https://site.example';

const HEADINGS: Record<string, string> = {
  '/': 'Plan, publish and measure your social media in one place',
  '/features': 'Features',
  '/pricing': 'Pricing',
  '/about': 'About',
  '/contact': 'Contact',
  '/privacy': 'Privacy policy',
  '/terms': 'Terms of service',
  '/cookies': 'Cookie policy',
  '/consent': 'Consent centre',
  '/login': 'Sign in',
  '/signup': 'Create your account',
  '/reset-password': 'Reset your password',
  '/connect/': 'Your social media, handled by people who care',
  '/connect/services': 'Services',
  '/connect/plans': 'Plans',
  '/connect/faq': 'FAQ',
  '/connect/about': 'About',
  '/connect/contact': 'Contact',
  '/connect/privacy': 'Privacy policy',
  '/connect/terms': 'Terms of service',
  '/connect/cookies': 'Cookie policy',
  '/connect/consent': 'Consent centre',
  '/connect/login': 'Sign in',
  '/connect/reset-password': 'Reset your password',
};

let server: HostingServer;

beforeAll(async () => {
  await build({ outdir, siteOrigin: ORIGIN });
  server = await serveLikeHosting(outdir);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(outdir, { recursive: true, force: true });
});

async function get(urlPath: string): Promise<{ response: Response; html: string }> {
  const response = await fetch(`${server.origin}${urlPath}`, {
    headers: { 'accept-encoding': 'gzip' },
  });
  return { response, html: await response.text() };
}

describe('prerendered public routes served as Hosting serves them', () => {
  it.each(Object.entries(HEADINGS))('%s has its heading, title and meta tags', async (page, h1) => {
    const { response, html } = await get(page);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    const product = page.startsWith('/connect') ? 'connect' : 'smm';
    expect(html).toContain(`data-prerendered="${product}:${page.replace(/\/$/, '')}"`);
    expect(html).toMatch(/<title>[^<]+ · (SMM Studio|Connect)<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${page}">`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}${page}">`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
    // Navigation and footer are in the HTML too, with the variant's links.
    expect(html).toContain(`href="${product === 'connect' ? '/connect' : ''}/privacy"`);
  });

  it('answers /connect like /connect/ and sends unknown paths the empty shell', async () => {
    expect((await get('/connect')).html).toContain(HEADINGS['/connect/']);
    for (const page of ['/app/posts', '/connect/app/admin', '/no-such-page']) {
      const { response, html } = await get(page);
      expect(response.status).toBe(200);
      expect(html).toContain('boot-spinner');
      expect(html).not.toContain('data-prerendered');
    }
  });

  it('lays out both home pages: hero drawing, benefits, screenshots, plans and a closing call', async () => {
    for (const [page, cta] of [
      ['/', 'Create your account'],
      ['/connect/', 'Contact us'],
    ] as const) {
      const { html } = await get(page);
      // The hero's drawing is inline SVG: it paints with the HTML and is never the LCP image.
      expect(html).toMatch(/<section class="hero home-hero">.*?<svg aria-hidden="true"/s);
      expect(html.match(/<li class="card"><svg aria-hidden="true"/g)?.length).toBe(4);
      // Screenshots of the app: sized, lazy, and present in public/ (served, small).
      const shots = [...html.matchAll(/<img src="(\/screens\/[a-z-]+\.webp)"[^>]*>/g)];
      expect(shots).toHaveLength(2);
      for (const [tag, src] of shots) {
        expect(tag).toContain('width="600"');
        expect(tag).toContain('height="375"');
        expect(tag).toContain('loading="lazy"');
        const image = await fetch(`${server.origin}${src}`);
        expect(image.status).toBe(200);
        expect((await image.arrayBuffer()).byteLength).toBeLessThan(25_000);
      }
      expect(html).toContain('id="plans-title"');
      expect(html).toMatch(new RegExp(`<section class="home-cta".*${cta}`, 's'));
    }
  });

  it('sends forms with their fields disabled until the app hydrates', async () => {
    for (const page of ['/login', '/reset-password', '/connect/contact', '/connect/consent']) {
      expect((await get(page)).html).toContain('<fieldset class="form-fields" disabled="">');
    }
  });

  it('ships React DOM with its module body in a function expression called at once', async () => {
    // build.mjs's eager-react plugin: V8 compiles such a body while the script streams in, not
    // on the main thread when a public page first requires React after painting.
    const chunks = await readdir(path.join(outdir, 'assets'));
    const bodies = await Promise.all(
      chunks
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFile(path.join(outdir, 'assets', name), 'utf8')),
    );
    const reactDom = bodies.filter((text) => text.includes('Minified React error #'));
    expect(reactDom.length).toBeGreaterThan(0);
    for (const text of reactDom) expect(text).toMatch(/\(function\(\)\{"use strict";/);
  });

  it('publishes robots.txt and a sitemap of the public pages', async () => {
    const robots = (await get('/robots.txt')).html;
    expect(robots).toContain('Disallow: /app');
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const sitemap = (await get('/sitemap.xml')).html;
    expect(sitemap).toContain(`<loc>${ORIGIN}/connect/plans</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(sitemap).not.toContain('/login<');
  });
});

describe('hydration of a prerendered page', () => {
  it('keeps the server-sent heading element and logs no hydration error', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (/hydrat|did not match/i.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // The server's heading is tagged before any script runs; hydration must keep that node.
      // Fetched with Node's fetch, not route.fetch(): Playwright's request client reused a
      // kept-alive socket the server was closing and failed with ECONNRESET on a busy machine;
      // Node's fetch keeps to the server's keep-alive time-out.
      await page.route('**/connect/plans', async (route) => {
        const { response, html } = await get('/connect/plans');
        const headers = Object.fromEntries(
          [...response.headers].filter(([name]) => !/^content-(encoding|length)$/.test(name)),
        );
        const body = html.replace('<h1>', '<h1 data-from-server="yes">');
        await route.fulfill({ status: response.status, headers, body });
      });
      await page.goto(`${server.origin}/connect/plans`);
      // Hydrated: the billing switch responds to React's handler.
      await page.getByRole('radio', { name: 'Yearly' }).check({ force: true });
      await expect
        .poll(() => page.locator('h1').getAttribute('data-from-server'), { timeout: 15_000 })
        .toBe('yes');
      // The sign-in form is disabled in the HTML and usable once hydrated.
      await page.goto(`${server.origin}/login`);
      await expect
        .poll(() => page.locator('input[type=email]').first().isEnabled(), { timeout: 15_000 })
        .toBe(true);
      await page.goto(`${server.origin}/connect/plans`);
      await page.getByRole('link', { name: 'FAQ' }).first().click();
      await expect.poll(() => page.locator('h1').textContent()).toBe('FAQ');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});

describe('the phone’s navigation drawer on a prerendered page', () => {
  it('opens from the menu button, keeps focus inside, closes on Escape and on a link', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(`${server.origin}/connect/`);
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      const drawer = page.locator('dialog.drawer');
      // On a phone the links are behind the button; the inline list is hidden.
      expect(await page.locator('.site-nav').isVisible()).toBe(false);
      // Hydrated (React's handlers are on the button), then opened.
      await page.waitForFunction(
        () => {
          const button = document.querySelector('.menu-button');
          return button !== null && Object.keys(button).some((key) => key.startsWith('__react'));
        },
        null,
        { timeout: 15_000 },
      );
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await menu.click();
      await expect.poll(() => drawer.isVisible()).toBe(true);
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
      const focusInDrawer = () =>
        page.evaluate(() => Boolean(document.activeElement?.closest('dialog.drawer')));
      expect(await focusInDrawer()).toBe(true);
      // Tab past the last link and Shift+Tab past the first: focus stays in the drawer.
      const stops = await drawer.locator('a[href], button').count();
      for (let step = 0; step < stops + 2; step++) {
        await page.keyboard.press('Tab');
        expect(await focusInDrawer()).toBe(true);
      }
      for (let step = 0; step < stops + 2; step++) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInDrawer()).toBe(true);
      }
      // Escape closes it and gives focus back to the button.
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.isVisible()).toBe(false);
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Menu');
      // A tap on the dimmed page beside it closes it too.
      await menu.click();
      await expect.poll(() => drawer.isVisible()).toBe(true);
      await page.mouse.click(375, 700);
      await expect.poll(() => drawer.isVisible()).toBe(false);
      // A link navigates and closes the drawer.
      await menu.click();
      await drawer.getByRole('link', { name: 'FAQ' }).click();
      await expect.poll(() => page.locator('h1').textContent()).toBe('FAQ');
      expect(new URL(page.url()).pathname).toBe('/connect/faq');
      expect(await drawer.isVisible()).toBe(false);
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('slides in from the right-hand side in Arabic', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.addInitScript(() => localStorage.setItem('smm.locale', 'ar'));
      await page.goto(`${server.origin}/`);
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await page.getByRole('button', { name: 'القائمة', exact: true }).click();
      const box = await page.locator('dialog.drawer').boundingBox();
      expect(box).not.toBeNull();
      await expect
        .poll(async () => {
          const current = await page.locator('dialog.drawer').boundingBox();
          return current ? Math.round(current.x + current.width) : 0;
        })
        .toBe(390);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
