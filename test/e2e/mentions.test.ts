// The comment box's @ picker in Chromium, by keyboard only: typing @ lists the workspace's
// members (read through the listMentionable callable), the arrow keys move through them,
// Escape closes the list and leaves the text alone, Enter and Tab insert the chosen member's
// handle; the comment is saved with the mention and the mentioned member is notified in the app.

import type { Locator } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { suiteBrowser } from './browser';
import { signIn } from './session';
import { e2eStack } from './stack';

const stack = e2eStack();
const STAFF = 'connect-admin@example.com';
const NORTHWIND = 'ws-northwind-bakery';
/** Grace Lee, Northwind's client (approver): client@example.com, so mentioned as @client. */
const CLIENT_UID = 'demo-connect-client';
const POST_ID = 'mention-e2e';
const POST = `workspaces/${NORTHWIND}/posts/${POST_ID}`;
const DOCS = () => `${stack.firestoreOrigin}/v1/projects/demo-smm/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner' };
const str = (value: string) => ({ stringValue: value });

type Rest = { name: string; fields?: Record<string, { stringValue?: string }> };

async function writePost(): Promise<void> {
  const now = new Date().toISOString();
  const response = await fetch(`${DOCS()}/${POST}`, {
    method: 'PATCH',
    headers: { ...OWNER, 'content-type': 'application/json' },
    body: JSON.stringify({
      fields: {
        authorUid: str('demo-connect-admin'),
        text: str('Mentions e2e: rye week'),
        status: str('draft'),
        channelIds: { arrayValue: { values: [str('ch-northwind-main')] } },
        media: { arrayValue: { values: [] } },
        timeZone: str('America/New_York'),
        createdAt: { timestampValue: now },
        updatedAt: { timestampValue: now },
      },
    }),
  });
  if (!response.ok) throw new Error(`seeding the post failed: ${await response.text()}`);
}

async function list(path: string): Promise<Rest[]> {
  const response = await fetch(`${DOCS()}/${path}?pageSize=300`, { headers: OWNER });
  return ((await response.json()) as { documents?: Rest[] }).documents ?? [];
}

/** The client's in-app notices that point at this post. */
async function clientNotices(): Promise<Rest[]> {
  const items = await list(`notifications/${CLIENT_UID}/items`);
  return items.filter((item) => item.fields?.link?.stringValue?.includes(POST_ID));
}

const browser = suiteBrowser();

afterAll(async () => {
  // Later files count Northwind's posts and the client's notices: leave them as they were.
  const leftovers = [
    ...(await list(`${POST}/comments`)),
    ...(await list(`${POST}/activity`)),
    ...(await clientNotices()),
  ];
  for (const doc of leftovers) {
    await fetch(`${stack.firestoreOrigin}/v1/${doc.name}`, { method: 'DELETE', headers: OWNER });
  }
  await fetch(`${DOCS()}/${POST}`, { method: 'DELETE', headers: OWNER });
});

const activeOption = async (box: Locator) => {
  const id = await box.getAttribute('aria-activedescendant');
  return id ? box.page().locator(`[id="${id}"]`).textContent() : null;
};

describe('the mention picker', () => {
  it('is worked by keyboard, and the member it names is notified', async () => {
    await writePost();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    await signIn(page, `${stack.baseUrl}/connect`, STAFF, {
      landed: (url) => url.pathname.startsWith('/connect/app'),
      loadTimeout: 90_000,
      timeout: 90_000,
    });
    // A notification's kind of link: it selects the workspace and opens the post.
    await page.goto(`${stack.baseUrl}/connect/app/posts?workspace=${NORTHWIND}&post=${POST_ID}`);
    const dialog = page.locator('dialog.composer');
    const box = dialog.getByRole('combobox', { name: 'New comment' });
    await box.waitFor({ timeout: 60_000 }).catch(async (error) => {
      await page.screenshot({ path: 'test-results/mentions-open.png', fullPage: true });
      throw error;
    });
    const listbox = dialog.getByRole('listbox', { name: 'Members to mention' });

    await box.focus();
    await page.keyboard.type('Thanks @');
    // The members load in the background: the list opens once they have.
    await listbox.waitFor({ timeout: 30_000 });
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('true');
    const options = listbox.getByRole('option');
    expect(await options.count()).toBeGreaterThanOrEqual(3);
    const names = await options.allTextContents();
    expect(names.some((name) => name.includes('Grace Lee') && name.includes('@client'))).toBe(true);
    expect(await activeOption(box)).toBe(names[0]);
    await page.keyboard.press('ArrowDown');
    expect(await activeOption(box)).toBe(names[1]);
    await expect(options.nth(1).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    // Up from the first wraps to the last.
    expect(await activeOption(box)).toBe(names[names.length - 1]);

    // Escape closes the list and leaves the text as typed.
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'hidden' });
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(box.inputValue()).resolves.toBe('Thanks @');
    // The composer dialog is still open: Escape went to the list, not to the dialog.
    await expect(dialog.isVisible()).resolves.toBe(true);

    // Typing filters; Enter inserts the chosen handle.
    await page.keyboard.type('clie');
    await listbox.waitFor();
    await expect(options.count()).resolves.toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('Thanks @client ');
    await listbox.waitFor({ state: 'hidden' });

    // Tab inserts too, and keeps the focus in the box.
    await page.keyboard.type('and @connect-sup');
    await listbox.waitFor();
    await page.keyboard.press('Tab');
    await expect.poll(() => box.inputValue()).toBe('Thanks @client and @connect-super-admin ');
    await expect(box.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.type('for the rye.');

    await dialog.getByRole('button', { name: 'Add comment', exact: true }).click();
    await page.getByText('Comment added.').first().waitFor({ timeout: 30_000 });
    await dialog
      .locator('.discussion-comments')
      .getByText('Thanks @client and @connect-super-admin for the rye.')
      .waitFor({ timeout: 30_000 });

    // The comment names both members, and the client is told in the app.
    const [stored] = await list(`${POST}/comments`);
    expect(JSON.stringify(stored?.fields?.mentions)).toContain(CLIENT_UID);
    await expect
      .poll(async () => (await clientNotices()).map((item) => item.fields?.event?.stringValue), {
        timeout: 60_000,
        interval: 1000,
      })
      .toContain('mentioned');
    await page.close();
  }, 300_000);
});
