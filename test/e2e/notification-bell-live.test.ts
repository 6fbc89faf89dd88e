// The bell is live: once the page is idle it listens (the full Firestore SDK's onSnapshot over
// WebChannel to the project's emulator), so a notification written server-side shows in the
// count within seconds, with no reload and no poll: the Lite count query is not asked again.
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { suiteBrowser } from './browser';
import { signIn } from './session';
import { e2eStack } from './stack';

const stack = e2eStack();
const USER = 'connect-admin@example.com';
const UID = 'demo-connect-admin';
const ITEMS = () =>
  `${stack.firestoreOrigin}/v1/projects/demo-smm/databases/(default)/documents/notifications/${UID}/items`;
const OWNER = { Authorization: 'Bearer owner', 'content-type': 'application/json' };

/** Writes a notification as the functions do (they bypass the rules). */
async function writeNotification(id: string, read: boolean): Promise<void> {
  const now = new Date().toISOString();
  const fields = {
    event: { stringValue: 'changes_requested' },
    category: { stringValue: 'approvals' },
    title: { stringValue: `Live bell ${id}` },
    body: { stringValue: 'Shorter, please.' },
    link: { stringValue: `${stack.baseUrl}/connect/app/posts` },
    read: { booleanValue: read },
    createdAt: { timestampValue: now },
  };
  const response = await fetch(`${ITEMS()}/${id}`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`writing the notification failed: ${await response.text()}`);
}

async function deleteNotification(id: string): Promise<void> {
  await fetch(`${ITEMS()}/${id}`, { method: 'DELETE', headers: OWNER });
}

const browser = suiteBrowser();

const bellCount = async (page: Page) => {
  const badge = page.getByTestId('notify-count');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
};

describe('the live bell', () => {
  it('shows a notification written server-side within seconds, without polling', async () => {
    const id = `e2e-live-bell-${Date.now()}`;
    onTestFinished(() => deleteNotification(id));
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const countQueries: string[] = [];
    const channel: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      // The bell's poll: a Lite count query under the person's notifications.
      if (url.includes(`notifications/${UID}:runAggregationQuery`)) countQueries.push(url);
      if (url.includes('/google.firestore.v1.Firestore/Listen/channel')) channel.push(url);
    });
    await signIn(page, `${stack.baseUrl}/connect`, USER, {
      landed: (url) => url.pathname.startsWith('/connect/app'),
      loadTimeout: 90_000,
      timeout: 90_000,
    });
    // A fresh load of one screen, so the bell below is mounted once.
    await page.goto(`${stack.baseUrl}/connect/app/posts`);
    // The bell's listener loads after the page is idle; until its first answer the bell polls.
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.and(page.locator('[data-live="true"]')).waitFor({ timeout: 90_000 });
    expect(channel.length).toBeGreaterThan(0);
    const before = await bellCount(page);
    // The proof below is only as good as this filter: the bell did poll before it went live.
    expect(countQueries.length).toBeGreaterThan(0);
    const askedBefore = countQueries.length;

    // Waits up to half the bell's 60 s poll: an answer within it, with no count query asked
    // (below), came from the listener however busy the machine is.
    await writeNotification(id, false);
    await expect.poll(() => bellCount(page), { timeout: 30_000, interval: 100 }).toBe(before + 1);

    // Read elsewhere (another tab, the server): the count goes down live too.
    await writeNotification(id, true);
    await expect.poll(() => bellCount(page), { timeout: 30_000, interval: 100 }).toBe(before);

    // Nothing was polled meanwhile: the count came from the listener.
    expect(countQueries.length).toBe(askedBefore);
    expect(page.url()).toContain('/connect/app');
  });
});
