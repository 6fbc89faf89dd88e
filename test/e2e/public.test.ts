// The public site, the dashboard and analytics as a visitor and a signed-in user see them in
// headless Chromium against the e2e stack: the contact form reaches the server, the plans page
// shows the seeded plans in French and in Arabic (right to left), and axe-core finds no serious
// or critical accessibility violation on any public page nor on /app and /app/analytics.

import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { PLANS } from '../../emulator/seed/catalogue';
import { seriousViolations } from './axe';
import { suiteBrowser } from './browser';
import { e2eStack } from './stack';

const stack = e2eStack();

const chromium = suiteBrowser();

/** A page of its own, in `locale` if given, or signed in as `email` at `base` (see signedInAs). */
async function openPage(locale?: string, email?: string, base = ''): Promise<Page> {
  const page = await chromium.newPage({
    viewport: { width: 1280, height: 900 },
    signedInAs: email ? { email, base: `${stack.baseUrl}${base}` } : undefined,
  });
  if (locale) {
    await page.addInitScript((value) => localStorage.setItem('smm.locale', value), locale);
  }
  return page;
}

/** Waits until the route's chunk has rendered its heading and every spinner has gone. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1, #content h1, h1').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => document.querySelectorAll('.spinner-wrap, .skeleton').length === 0,
    null,
    {
      timeout: 30_000,
    },
  );
}

function normaliseSpaces(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

/** Removes the contact form's rate-limit counts (documents `rateLimits/contact_…`). */
async function forgetContactCounts(): Promise<void> {
  const documents = `${stack.firestoreOrigin}/v1/projects/demo-smm/databases/(default)/documents`;
  const owner = { Authorization: 'Bearer owner' };
  const listed = (await fetch(`${documents}/rateLimits?pageSize=1000`, { headers: owner }).then(
    (response) => response.json(),
  )) as { documents?: { name: string }[] };
  for (const { name } of listed.documents ?? []) {
    if (name.split('/').pop()?.startsWith('contact_')) {
      await fetch(`${stack.firestoreOrigin}/v1/${name}`, { method: 'DELETE', headers: owner });
    }
  }
}

describe('the contact page', () => {
  it('sends a visitor’s message to the contact callable and says so', async () => {
    const page = await openPage();
    await page.goto(`${stack.baseUrl}/connect/contact`);
    await settled(page);
    const email = `visitor-${Date.now()}@example.com`;

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.locator('[aria-invalid=true]').count()).toBe(3);

    await page.getByLabel('Your name').fill('Ada Visitor');
    await page.getByLabel('Your email').fill(email);
    await page
      .getByLabel('Message', { exact: true })
      .fill('Could you tell me more about the Growth plan, please?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Your message has been sent' })
      .first()
      .waitFor({ timeout: 60_000 });

    const stored = await fetch(
      `${stack.firestoreOrigin}/v1/projects/demo-smm/databases/(default)/documents/contactMessages?pageSize=300`,
      { headers: { Authorization: 'Bearer owner' } },
    ).then((response) => response.text());
    expect(stored).toContain(email);
  });
  it('answers the rate limit (resource-exhausted) with a kind message instead of an error code', async () => {
    // The limit counts per client address, and every test sends from 127.0.0.1: the count this
    // test fills goes when it ends, so the other contact test passes before or after it.
    onTestFinished(forgetContactCounts);
    const page = await openPage();
    await page.goto(`${stack.baseUrl}/connect/contact`);
    await settled(page);
    const kind = page.locator('.form-error').filter({ hasText: 'Please wait an hour' });
    // The limit is a few messages per hour per address; keep sending until it answers.
    for (let i = 0; i < 8 && (await kind.count()) === 0; i += 1) {
      await page.getByLabel('Your name').fill('Busy Visitor');
      await page.getByLabel('Your email').fill(`busy-${Date.now()}@example.com`);
      await page
        .getByLabel('Message', { exact: true })
        .fill(`Message number ${i} about the Growth plan.`);
      // Each send waits for the callable's answer (the form's check loads on the first submit,
      // so the button's state alone says nothing yet), then for the form to be ready again.
      const answered = page.waitForResponse((response) =>
        response.url().includes('/submitContact'),
      );
      await page.getByRole('button', { name: 'Send message' }).click();
      await answered;
      await page.waitForFunction(
        () => !document.querySelector<HTMLButtonElement>('form button[type=submit]')?.disabled,
      );
    }
    expect(await kind.count()).toBe(1);
    expect(await page.locator('body').textContent()).not.toContain('resource-exhausted');
  });
});

describe('the plans page', () => {
  const connectPlans = PLANS.filter((plan) => plan.product === 'connect' && plan.active).sort(
    (a, b) => a.order - b.order,
  );

  for (const locale of ['fr', 'ar'] as const) {
    it(`shows the seeded plans in ${locale} with prices in that locale's format`, async () => {
      const page = await openPage(locale);
      await page.goto(`${stack.baseUrl}/connect/plans`);
      await settled(page);
      await page.locator('li.plan').first().waitFor({ timeout: 30_000 });

      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(
        locale === 'ar' ? 'rtl' : 'ltr',
      );
      const names = await page.locator('li.plan h2').allTextContents();
      expect(names).toEqual(connectPlans.map((plan) => plan.name[locale]));

      const first = connectPlans[0];
      if (!first) throw new Error('the seed has no connect plan');
      // Seeded prices are euro cents (29000 is €290), and whole amounts show no decimals.
      const monthly = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      }).format(first.priceMonthly / 100);
      const priceText = await page.locator('li.plan .price').first().textContent();
      expect(normaliseSpaces(priceText ?? '')).toContain(normaliseSpaces(monthly));

      // The yearly toggle shows the yearly price.
      await page.locator('input[value=yearly]').check();
      const yearly = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      }).format(first.priceYearly / 100);
      await expect
        .poll(async () =>
          normaliseSpaces((await page.locator('li.plan .price').first().textContent()) ?? ''),
        )
        .toContain(normaliseSpaces(yearly));
    });
  }
});

describe('accessibility (axe-core)', () => {
  const publicPages = [
    '/connect/',
    '/connect/about',
    '/connect/contact',
    '/connect/faq',
    '/connect/plans',
    '/connect/services',
    '/connect/privacy',
    '/connect/terms',
    '/connect/cookies',
    '/connect/consent',
    '/connect/login',
    '/',
    '/features',
    '/pricing',
    '/about',
    '/contact',
  ];

  it('finds no serious or critical violation on any public page', async () => {
    const page = await openPage();
    const problems: string[] = [];
    for (const path of publicPages) {
      await page.goto(`${stack.baseUrl}${path}`);
      await settled(page);
      for (const problem of await seriousViolations(page)) problems.push(`${path}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('finds none on the dashboard and analytics of an smm user and a connect client', async () => {
    const problems: string[] = [];
    for (const [base, email] of [
      ['', 'smm-user@example.com'],
      ['/connect', 'client@example.com'],
    ] as const) {
      const page = await openPage(undefined, email, base);
      for (const path of ['/app', '/app/analytics']) {
        await page.goto(`${stack.baseUrl}${base}${path}`);
        await settled(page);
        for (const problem of await seriousViolations(page))
          problems.push(`${base}${path}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the connect client dashboard', () => {
  it('sends a service request that then shows in the list with status New', async () => {
    const page = await openPage(undefined, 'client@example.com', '/connect');
    await page.goto(`${stack.baseUrl}/connect/app`);
    await settled(page);
    const title = `Spring menu photos ${Date.now()}`;
    await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Content creation' });
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page
      .getByLabel('What do you need?')
      .fill('Ten photos of the new spring menu for Instagram.');
    await page.getByRole('button', { name: 'Send request' }).click();
    const row = page.locator('.request-list li').filter({ hasText: title });
    await row.waitFor({ timeout: 60_000 });
    expect(await row.locator('.badge').textContent()).toBe('New');
  });
});

describe('the error logger and the analytics loader', () => {
  async function reportedEvents(consent: boolean): Promise<string[]> {
    const page = await openPage();
    if (consent) {
      await page
        .context()
        .addInitScript(() =>
          localStorage.setItem(
            'smm.consent',
            JSON.stringify({ analytics: true, marketing: false, version: 2, decidedAt: 1 }),
          ),
        );
    }
    const events: string[] = [];
    const statuses: number[] = [];
    page.on('requestfinished', async (request) => {
      if (!request.url().includes('ingestEvents')) return;
      const body = JSON.parse(request.postData() ?? '{}') as {
        data?: { events?: { kind: string; level: string; message: string }[] };
      };
      for (const event of body.data?.events ?? [])
        events.push(`${event.kind}/${event.level}/${event.message}`);
      statuses.push((await request.response())?.status() ?? 0);
    });
    await page.goto(`${stack.baseUrl}/connect/about`);
    await settled(page);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('thrown by the e2e test');
      }, 0);
    });
    await page.locator('a[href="/connect/plans"]').first().click();
    await settled(page);
    await expect
      .poll(() => events.some((e) => e.includes('thrown by the e2e test')), { timeout: 30_000 })
      .toBe(true);
    expect(statuses.every((status) => status === 200)).toBe(true);
    return events;
  }

  it('reports uncaught errors at level error without consent, and no page views', async () => {
    const events = await reportedEvents(false);
    expect(events).toContain('error/error/Error: thrown by the e2e test');
    expect(events.filter((e) => e.startsWith('analytics/'))).toEqual([]);
  });

  it('reports page views at level info once analytics consent is given', async () => {
    const events = await reportedEvents(true);
    expect(events).toContain('analytics/info/page_view');
  });
});

describe('the consent centre', () => {
  it('remembers a signed-in user’s choices and records them in their account', async () => {
    const page = await openPage(undefined, 'client@example.com', '/connect');
    await page.goto(`${stack.baseUrl}/connect/consent`);
    await settled(page);
    const recorded = page.waitForResponse((response) => response.url().includes('recordConsent'), {
      timeout: 60_000,
    });
    await page.getByRole('button', { name: 'Accept all' }).click();
    expect((await recorded).status()).toBe(200);
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('smm.consent'))) ?? '{}',
    );
    expect(stored).toMatchObject({ analytics: true, marketing: true, version: 2 });
    const record = await fetch(
      `${stack.firestoreOrigin}/v1/projects/demo-smm/databases/(default)/documents/users/demo-connect-client/consents/consent`,
      { headers: { Authorization: 'Bearer owner' } },
    ).then((response) => response.json() as Promise<{ fields?: Record<string, unknown> }>);
    // The seed's record has no choices; the consent centre's record carries them.
    expect(record.fields?.version).toEqual({ integerValue: '2' });
    expect(record.fields?.choices).toMatchObject({
      mapValue: {
        fields: { analytics: { booleanValue: true }, marketing: { booleanValue: true } },
      },
    });
  });
});
