// Scheduled jobs in headless Chromium against the local stack: the admin dashboard tells when the
// publisher last ran (and warns when it is late), and a metrics collection run feeds the
// analytics screen.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStackConfig } from '../../emulator/stack/config';
import { invokeScheduledFunction, tickScheduled } from '../../emulator/stack/publisher-tick';
import { closeWhenTestEnds, launchChromium } from './browser';
import { signIn } from './session';
import { e2eStack } from './stack';
import { ROOT } from './stack-process';

const stack = e2eStack();
const SCREENSHOTS = join(ROOT, 'test-results', 'e2e');
const { endpoints, projectId } = loadStackConfig(ROOT, stack.portOffset);

let browser: Browser;
let admin: ReturnType<typeof initializeApp>;
let db: Firestore;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchChromium();
  process.env.FIRESTORE_EMULATOR_HOST = `${endpoints.firestore.host}:${endpoints.firestore.port}`;
  admin = initializeApp({ projectId }, `e2e-metrics-${Date.now()}`);
  db = getFirestore(admin);
});

afterAll(async () => {
  await browser?.close();
  if (admin) await deleteApp(admin);
});

async function signedIn(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  closeWhenTestEnds(context);
  const page = await context.newPage();
  await signIn(page, stack.baseUrl, email, {
    landed: (url) => url.pathname.startsWith('/app'),
    timeout: 30_000,
  });
  return page;
}

/**
 * Runs a job (again and again, until it has run) and answers its jobs/{name} record. The Functions
 * emulator reloads when functions/lib is rebuilt, and a call during a reload fails or outlasts
 * the tick's own time-out on a busy machine.
 */
async function ranOnce(name: string, tick: () => Promise<unknown>) {
  const since = Date.now() - 60_000;
  const deadline = Date.now() + 140_000;
  while (Date.now() < deadline) {
    await tick().catch(() => undefined);
    const job = (await db.doc(`jobs/${name}`).get()).data();
    const at = job?.lastRunAt;
    if (job && at instanceof Timestamp && at.toMillis() >= since) return job;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`${name} did not run within 140 s`);
}

describe('scheduled jobs', () => {
  it('shows an admin when the publisher last ran, and warns once it is more than 5 minutes late', async () => {
    // Run now, as the stack's minute tick runs it, rather than waiting for that tick.
    await ranOnce('publishDuePosts', () =>
      invokeScheduledFunction(stack.functionsOrigin, projectId, 'us-central1-publishDuePosts'),
    );
    const page = await signedIn('smm-admin@example.com');
    await page.goto(`${stack.baseUrl}/app/admin`);
    const figure = page.locator('section[aria-labelledby="fig-publisher"]');
    await expect.poll(() => figure.getAttribute('data-health'), { timeout: 30_000 }).toBe('ok');
    await expect
      .poll(() => figure.locator('[data-figure="publisher.lastRun"] dd').textContent())
      .not.toBe('never');

    // The stack ticks the publisher every minute, which may put the record back in between.
    let health: string | null = null;
    for (let attempt = 0; attempt < 3 && health !== 'late'; attempt++) {
      const late = Timestamp.fromMillis(Date.now() - 12 * 60_000);
      await db.doc('jobs/publishDuePosts').update({ lastRunAt: late, lastStartedAt: late });
      await page.reload();
      await figure.waitFor({ timeout: 30_000 });
      health = await figure.getAttribute('data-health');
    }
    expect(health).toBe('late');
    await expect
      .poll(() => figure.getByRole('alert').textContent())
      .toContain('more than 5 minutes ago');
    await page.screenshot({ path: join(SCREENSHOTS, 'metrics-publisher-late.png') });
    await page.context().close();
  });

  it('collects metrics into hourly snapshots that the analytics screen shows', async () => {
    const job = await ranOnce('collectMetrics', () =>
      tickScheduled(stack.functionsOrigin, projectId, 'collectMetrics'),
    );
    expect(job.error).toBeNull();
    expect(job?.processed).toBeGreaterThan(0);

    const snapshots = await db.collection('workspaces/ws-studio-sol/metrics').get();
    const kinds = snapshots.docs.map((doc) => doc.get('kind'));
    expect(kinds).toContain('post');
    expect(kinds).toContain('channel');

    const page = await signedIn('smm-user@example.com');
    await page.goto(`${stack.baseUrl}/app/analytics`);
    const followers = page.locator('.stat', { hasText: 'Followers' });
    await followers.waitFor({ timeout: 30_000 });
    await page
      .locator('.chart-canvas svg, .chart-canvas canvas')
      .first()
      .waitFor({ timeout: 30_000 });
    const value = await followers.locator('.stat-value').textContent();
    expect(Number((value ?? '').replace(/\D/g, ''))).toBeGreaterThan(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'metrics-analytics.png'), fullPage: true });
    await page.context().close();
  });
});
