// Every action ends in a notification: a representative set of signed-in actions, done through
// the screens in headless Chromium against the local stack, each shows its success toast (the
// notification region's role="status" entry). The smm user owns the seeded Studio Sol workspace;
// everything the test creates (a post, an invitation, an API key) it cancels or revokes again,
// and the notification setting it changes it changes back.

import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { WORKSPACE } from '../../emulator/seed/workspaces';
import { loadStackConfig } from '../../emulator/stack/config';
import { suiteBrowser } from './browser';
import { callCallable, idToken } from './session';
import { e2eStack } from './stack';
import { ROOT } from './stack-process';

const stack = e2eStack();
const RUN = Date.now().toString(36);
const USER = 'smm-user@example.com';
const { newPage } = suiteBrowser();
const { endpoints, projectId } = loadStackConfig(ROOT, stack.portOffset);
process.env.FIRESTORE_EMULATOR_HOST = `${endpoints.firestore.host}:${endpoints.firestore.port}`;
const admin = initializeApp({ projectId }, `e2e-toasts-${RUN}`);

afterAll(async () => {
  await deleteApp(admin);
});

/** A page signed in as the smm user (the file signs in once), not yet on any screen. */
async function signedIn(): Promise<Page> {
  const page = await newPage({
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    timezoneId: 'Europe/Madrid',
    signedInAs: { email: USER },
  });
  // Several stacks share two cores: a cold page load can take half a minute.
  page.context().setDefaultTimeout(60_000);
  page.context().setDefaultNavigationTimeout(120_000);
  return page;
}

/** Waits for the success toast that contains `text`. */
async function toast(page: Page, text: string): Promise<string> {
  const found = page.getByRole('status').filter({ hasText: text });
  await found.first().waitFor({ timeout: 60_000 });
  return (await found.first().textContent()) ?? '';
}

describe('toasts after actions', () => {
  it('scheduling a post says when it goes out', async () => {
    const page = await signedIn();
    const text = `Toast check ${RUN}`;
    // Far ahead, so the publisher never sends it while the suite runs; cancelled below.
    const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${stack.baseUrl}/app/posts`);
    await page.locator('.posts-new').click({ timeout: 90_000 });
    const dialog = page.locator('dialog.composer[open]');
    await dialog.getByRole('checkbox', { name: 'Studio Sol (Bluesky sandbox)' }).check();
    await dialog.getByLabel('Text for every channel').fill(text);
    await dialog.getByLabel('Date', { exact: true }).fill(day);
    await dialog.getByLabel('Time', { exact: true }).fill('10:30');
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    expect(await toast(page, 'Scheduled for')).toMatch(/^Scheduled for .+10:30/);

    // Found by its text, not by its place in a list other suites also fill.
    const found = await getFirestore(admin)
      .collection(`workspaces/${WORKSPACE.studio}/posts`)
      .where('text', '==', text)
      .get();
    expect(found.size).toBe(1);
    // Leave the workspace as the seed made it: the post goes back to cancelled.
    const reply = await callCallable('cancelPost', await idToken(USER), {
      workspaceId: WORKSPACE.studio,
      postId: found.docs[0]?.id,
    });
    expect(reply.status).toBe(200);
  });

  it('saving a notification setting says it is saved', async () => {
    const page = await signedIn();
    await page.goto(`${stack.baseUrl}/app/settings/notifications`);
    const digest = page.getByRole('checkbox', { name: /one email a day/ });
    await digest.waitFor({ timeout: 90_000 });
    const before = await digest.isChecked();
    await digest.setChecked(!before);
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await toast(page, 'notification settings are saved')).toBeTruthy();
    // Back as it was; the first toast is dismissed (unless it has closed itself already), so
    // the one counted below is the second's.
    const saved = page.getByRole('status').filter({ hasText: 'settings are saved' });
    await saved.getByRole('button', { name: 'Dismiss' }).evaluateAll((buttons) => {
      for (const button of buttons) (button as HTMLButtonElement).click();
    });
    await saved.first().waitFor({ state: 'detached', timeout: 30_000 });
    await digest.setChecked(before);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'settings are saved' }).count(), {
        timeout: 60_000,
      })
      .toBeGreaterThan(0);
  });

  it('inviting a member and revoking the invitation each say so', async () => {
    const page = await signedIn();
    const email = `toast-${RUN}@example.com`;
    await page.goto(`${stack.baseUrl}/app/workspaces`);
    const card = page.locator('.workspace-card', { hasText: 'Studio Sol' });
    await card.getByLabel('Email address').fill(email, { timeout: 90_000 });
    await card.getByRole('button', { name: 'Send invitation' }).click();
    expect(await toast(page, `Invitation sent to ${email}.`)).toBeTruthy();

    const row = card.locator('tr, li', { hasText: email }).first();
    await row.getByRole('button', { name: /Revoke/ }).click({ timeout: 60_000 });
    const confirm = page.getByRole('dialog');
    if (await confirm.isVisible().catch(() => false)) {
      await confirm.getByRole('button', { name: 'Confirm' }).click();
    }
    expect(await toast(page, `Invitation to ${email} revoked.`)).toBeTruthy();
  });

  it('creating an API key shows it once; revoking it says so', async () => {
    const page = await signedIn();
    const name = `Toast key ${RUN}`;
    await page.goto(`${stack.baseUrl}/app/workspaces`);
    const card = page.locator('.workspace-card', { hasText: 'Studio Sol' });
    const keys = card.locator('section.api-keys');
    await keys.getByLabel('Key name').fill(name, { timeout: 90_000 });
    await keys.getByRole('button', { name: 'Create key' }).click();
    expect(await toast(page, `API key “${name}” created.`)).toBeTruthy();
    // The key itself, once, to copy.
    await expect
      .poll(() => keys.getByRole('textbox', { name }).inputValue(), { timeout: 30_000 })
      .toMatch(/^smk_[A-Za-z0-9]{20}_/);

    await keys.getByRole('button', { name: `Revoke ${name}` }).click({ timeout: 60_000 });
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    expect(await toast(page, `API key “${name}” revoked.`)).toBeTruthy();
    await expect
      .poll(() => keys.locator('tr', { hasText: name }).textContent(), { timeout: 30_000 })
      .toContain('Revoked');
  });
});
