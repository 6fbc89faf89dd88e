// Notifications end to end: a client requests changes on a post, the author gets the email in
// MailDev (read through its REST API) and sees the bell count rise; the email's link opens the
// post; the email's unsubscribe link, followed without signing in, stops the next such email
// while the in-app notice still arrives.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { UID } from '../../emulator/seed/accounts';
import { mailDevEndpoints, mailDevUrl } from '../../emulator/stack/maildev';
import { suiteBrowser } from './browser';
import { signIn } from './session';
import { e2eStack } from './stack';

const stack = e2eStack();
const AUTHOR = 'connect-admin@example.com';
const CLIENT = 'client@example.com';
const MAILDEV = mailDevUrl(mailDevEndpoints(stack.portOffset));

interface Email {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** Every email MailDev holds for one address, through its REST API. */
async function inbox(address: string): Promise<Email[]> {
  const response = await fetch(`${MAILDEV}api/email`);
  const all = (await response.json()) as Email[];
  return all.filter((email) => email.to.some((to) => to.address === address));
}

const browser = suiteBrowser();

// The unsubscribe below writes the author's preferences, which the seed leaves unset: remove them
// afterwards, or a later file's approval email to the same author would never arrive.
afterAll(async () => {
  const prefs = `${stack.firestoreOrigin}/v1/projects/demo-smm/databases/(default)/documents/notificationPrefs/${UID.connectAdmin}`;
  const response = await fetch(prefs, {
    method: 'DELETE',
    headers: { Authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`restoring the author's preferences: ${response.status}`);
});

async function signedInPage(email: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  await signIn(page, `${stack.baseUrl}/connect`, email, {
    landed: (url) => url.pathname.startsWith('/connect/app'),
    loadTimeout: 90_000,
    timeout: 30_000,
  });
  await page.goto(`${stack.baseUrl}/connect/app/posts`);
  return page;
}

async function draftForApproval(staff: Page, text: string): Promise<void> {
  await staff
    .getByRole('combobox', { name: /^Workspace/ })
    .selectOption({ label: 'Northwind Bakery' });
  await staff.getByRole('button', { name: 'New post' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: 'Northwind Bakery (sandbox)' }).check();
  await dialog.getByLabel('Text for every channel').fill(text);
  await dialog.getByRole('button', { name: 'Request approval' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
}

async function requestChanges(client: Page, text: string, comment: string): Promise<void> {
  await client.goto(`${stack.baseUrl}/connect/app/posts`);
  const item = client.locator('.post-item', { hasText: text });
  await expect
    .poll(() => item.locator('.badge').textContent(), { timeout: 30_000 })
    .toBe('In review');
  await item.getByRole('button', { name: 'Open' }).click();
  const dialog = client.getByRole('dialog');
  await dialog.getByLabel('Comment for the author').fill(comment);
  await dialog.getByRole('button', { name: 'Request changes', exact: true }).click();
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
}

const bellCount = async (page: Page) => {
  const badge = page.getByTestId('notify-count');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
};

describe('notifications', () => {
  it('emails the author and raises the bell when a client requests changes; unsubscribing stops the next email', async () => {
    const marker = `Notify ${Date.now()}`;
    const author = await signedInPage(AUTHOR);
    // The author's emails about this test's posts: other files' emails to the same seeded author
    // may still arrive while it runs.
    const mailsAbout = async (text: string) =>
      (await inbox(AUTHOR)).filter((mail) => mail.text.includes(`“${text}”`));
    await expect
      .poll(() => author.getByRole('button', { name: /^Notifications/ }).count(), {
        timeout: 30_000,
      })
      .toBe(1);
    const countBefore = await bellCount(author);

    await draftForApproval(author, `${marker} first`);
    const client = await signedInPage(CLIENT);
    await requestChanges(client, `${marker} first`, 'Mention the rye bread.');

    // The email arrives in MailDev in the author's language (the seed gives them Portuguese),
    // with the comment and a link to the post.
    await expect
      .poll(async () => (await mailsAbout(`${marker} first`)).length, {
        timeout: 60_000,
        interval: 1000,
      })
      .toBe(1);
    const mail = (await mailsAbout(`${marker} first`))[0] as Email;
    expect(mail.subject).toBe('Pediram alterações na sua publicação');
    expect(mail.text).toContain('Mention the rye bread.');
    expect(mail.text).toContain(`“${marker} first”`);

    // The bell counts it without a reload.
    await expect
      .poll(() => bellCount(author), { timeout: 60_000, interval: 1000 })
      .toBeGreaterThan(countBefore);
    await author.getByRole('button', { name: /^Notifications/ }).click();
    await expect
      .poll(
        () =>
          author
            .locator('.notify-item', { hasText: 'Pediram alterações na sua publicação' })
            .count(),
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(0);

    // The link in the email opens the post.
    const link = /Abrir a publicação: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(link).toContain('/connect/app/posts?workspace=');
    await author.goto(link);
    const opened = author.getByRole('dialog');
    await opened.waitFor({ timeout: 30_000 });
    expect(await opened.getByLabel('Text for every channel').inputValue()).toBe(`${marker} first`);

    // Unsubscribing from approvals works without signing in: a fresh browser follows the link.
    const unsubscribe = /Parar de receber estes e-mails: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(unsubscribe).toContain('token=');
    const visitor = await browser.newPage();
    await visitor.goto(unsubscribe);
    // The page speaks the author's language too.
    await visitor.getByRole('button', { name: 'Parar de receber' }).click();
    await visitor
      .getByRole('heading', { name: /não receberá mais e-mails sobre “Aprovações”/ })
      .waitFor();

    // The next changes request reaches the bell but not the inbox.
    await author.goto(`${stack.baseUrl}/connect/app/posts`);
    // The first notice is still unread, so the badge shows once the bell has loaded.
    await author.getByTestId('notify-count').waitFor({ timeout: 30_000 });
    const countAfterFirst = await bellCount(author);
    await draftForApproval(author, `${marker} second`);
    await requestChanges(client, `${marker} second`, 'And the opening hours.');
    await expect
      .poll(() => bellCount(author), { timeout: 60_000, interval: 1000 })
      .toBeGreaterThan(countAfterFirst);
    // The in-app entry and the email (had there been one) are written in one pass.
    expect(await mailsAbout(`${marker} second`)).toEqual([]);
  });
});
