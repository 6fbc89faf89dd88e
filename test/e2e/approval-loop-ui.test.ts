// The approval loop as a person sees it (issue #42, part B), in headless Chromium against a
// stack started at a port offset: every emailed link is opened as MailDev holds it, never with
// its origin rewritten, so a link built from a constant origin would open nothing; a newcomer
// signs up, verifies through the email and creates a workspace from the screens alone; members
// and the author filter name people, never their ids.

import { beforeAll, describe, expect, it } from 'vitest';
import { suiteBrowser } from './browser';
import { accountLink, invitationLink } from './mail';
import { e2eStack } from './stack';

const stack = e2eStack();
const SMM = stack.baseUrl;
const RUN = Date.now().toString(36);
const DESKTOP = { width: 1280, height: 800 };
/** A Firebase uid as a screen must never show it: 20 or more letters and digits. */
const UID_LIKE = /^[A-Za-z0-9]{20,}$/;

const browser = suiteBrowser();

beforeAll(() => {
  // The stack runs at a port offset: links built from the default port would not be its own.
  expect(new URL(SMM).port).not.toBe('5000');
});

describe('links and sign-up from the screens', () => {
  const owner = `newcomer-${RUN}@example.com`;
  const editor = `invited-${RUN}@example.com`;
  const workspaceName = `Loop ${RUN}`;

  it('signs a newcomer up, verifies through the email in MailDev and creates a workspace', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, locale: 'en-US', keep: true });
    page.context().setDefaultTimeout(60_000);
    await page.goto(`${SMM}/signup`, { timeout: 120_000 });
    await page.getByLabel('Your name').fill('Nina Newcomer');
    await page.getByLabel('Email').fill(owner);
    await page.getByLabel('Password (at least 8 characters)').fill('correct-horse-9');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();

    // The product's own email, in MailDev, with a link to the app as this stack serves it.
    const link = await accountLink(stack.portOffset, owner, 'verifyEmail');
    expect(new URL(link).origin).toBe(SMM);
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/app/workspaces');
    await page.getByText('Welcome! Create your first workspace').waitFor();

    await page.getByLabel('Name', { exact: true }).fill(workspaceName);
    await page.getByRole('button', { name: 'Create workspace' }).click();
    const card = page.locator('section.workspace-card', { hasText: workspaceName });
    await card.getByText('Your role: Owner').waitFor();
    // The owner is named, not shown as an id.
    await card.locator('.member-name', { hasText: 'Nina Newcomer' }).waitFor();

    await card.getByLabel('Email address').fill(editor);
    await card.getByLabel('Role', { exact: true }).selectOption('editor');
    await card.getByRole('button', { name: 'Send invitation' }).click();
    await card.getByText(editor).first().waitFor();
  });

  it('opens the invitation link from MailDev as it is', async () => {
    const link = await invitationLink(stack.portOffset, editor);
    expect(new URL(link).origin).toBe(SMM);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    await page.goto(link, { timeout: 120_000 });
    await page.getByText(`“${workspaceName}” as editor`).waitFor({ timeout: 60_000 });
  });
});

describe('people by name', () => {
  it('names the members of a workspace and the authors in the posts filter', async () => {
    const page = await browser.newPage({
      viewport: DESKTOP,
      locale: 'en-US',
      signedInAs: { email: 'smm-user@example.com' },
    });
    page.context().setDefaultTimeout(60_000);
    await page.goto(`${SMM}/app/workspaces`, { timeout: 120_000 });
    const names = page.locator('.member-name');
    await names.filter({ hasText: 'Adam Okafor' }).first().waitFor();
    for (const name of await names.allInnerTexts()) expect(name).not.toMatch(/Member \w{6}/);

    await page.goto(`${SMM}/app/posts`, { timeout: 120_000 });
    const author = page.getByLabel('Author');
    await expect
      .poll(async () => author.locator('option').allInnerTexts(), { timeout: 60_000 })
      .toContain('Adam Okafor');
    const options = await author.locator('option').allInnerTexts();
    expect(options.filter((text) => UID_LIKE.test(text.trim()))).toEqual([]);
  });
});
