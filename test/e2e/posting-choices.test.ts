// The composer's Pinterest board and TikTok privacy selects in headless Chromium against the
// local stack: their options come from the channelPostingChoices callable, which answers for
// the sandbox accounts that Pinterest and TikTok connect to offline (two boards; a creator who
// allows everyone, friends and only-me, not followers). A post for both networks is refused
// until both are chosen, shows TikTok's music-usage declaration, and is saved with the choices.
// The channels it connects are disconnected and its post deleted at the end.

import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { gradientPng } from '../../emulator/seed/png';
import { suiteBrowser } from './browser';
import { signIn } from './session';

const stack = inject('e2eStack');
const SMM_USER = 'smm-user@example.com';
const STUDIO = 'ws-studio-sol';
const DOCS = () => `${stack.firestoreOrigin}/v1/projects/demo-smm/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner', 'content-type': 'application/json' };
const browser = suiteBrowser();
const created: string[] = [];
let page: Page | undefined;

async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.notification', { hasText: text }).first().waitFor({ timeout: 90_000 });
}

async function openChannels(page: Page): Promise<void> {
  await page.goto(`${stack.baseUrl}/app/channels?workspace=${STUDIO}`, { timeout: 90_000 });
  await page.locator('li.channel-row').first().waitFor({ timeout: 90_000 });
}

const channelRow = (page: Page, name: string) =>
  page.locator('li.channel-row', { has: page.getByRole('heading', { name, exact: true }) });

async function connect(page: Page, network: string): Promise<void> {
  await openChannels(page);
  if ((await channelRow(page, `${network} (sandbox)`).count()) > 0) return;
  await page.getByRole('button', { name: `Connect ${network}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Connect ${network}`, exact: true });
  await dialog.getByRole('button', { name: `Continue to ${network}` }).click();
  // No app of the network is set up locally: the round trip connects its sandbox account.
  await toast(page, 'The channel is connected.');
  await channelRow(page, `${network} (sandbox)`).waitFor({ timeout: 90_000 });
}

async function disconnect(page: Page, network: string): Promise<void> {
  await openChannels(page);
  const name = `${network} (sandbox)`;
  const row = channelRow(page, name);
  if ((await row.count()) === 0) return;
  await row.getByRole('button', { name: `Disconnect ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Disconnect ${name}` })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await toast(page, `${name} is disconnected.`);
}

/** The studio's post whose text is `text`, as stored (Firestore REST fields). */
async function postWithText(text: string) {
  const response = await fetch(`${DOCS()}/workspaces/${STUDIO}:runQuery`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'posts' }],
        where: {
          fieldFilter: { field: { fieldPath: 'text' }, op: 'EQUAL', value: { stringValue: text } },
        },
      },
    }),
  });
  const rows = (await response.json()) as {
    document?: { name: string; fields: Record<string, unknown> };
  }[];
  return rows.find((row) => row.document)?.document;
}

afterAll(async () => {
  for (const name of created) {
    await fetch(`${stack.firestoreOrigin}/v1/${name}`, { method: 'DELETE', headers: OWNER });
  }
  if (page) {
    await disconnect(page, 'Pinterest');
    await disconnect(page, 'TikTok');
  }
}, 300_000);

describe("the composer's choices read from the network", () => {
  it('offers the Pinterest boards and TikTok privacy levels the accounts allow, and saves the ones chosen', async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    page.setDefaultTimeout(90_000);
    await signIn(page, stack.baseUrl, SMM_USER, {
      landed: (url) => url.pathname.startsWith('/app'),
      loadTimeout: 90_000,
      timeout: 90_000,
    });
    await connect(page, 'Pinterest');
    await connect(page, 'TikTok');

    await page.goto(`${stack.baseUrl}/app/posts?workspace=${STUDIO}`);
    await page.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog');
    const text = `E2E pin and TikTok ${Date.now()}`;
    await dialog.getByRole('checkbox', { name: /Pinterest \(sandbox\)/ }).check();
    await dialog.getByRole('checkbox', { name: /TikTok \(sandbox\)/ }).check();
    await dialog.getByLabel('Text for every channel').fill(text);
    await dialog.getByLabel('Add an image or video').setInputFiles({
      name: 'pin.png',
      mimeType: 'image/png',
      buffer: gradientPng(40, 60, [240, 90, 60], [40, 120, 220]),
    });
    await dialog.locator('[data-media-path^="workspaces/"]').first().waitFor();

    // TikTok's guidelines: the declaration sits by the buttons while TikTok is chosen.
    const consent = dialog.getByTestId('tiktok-consent');
    expect(await consent.textContent()).toBe(
      "By posting, you agree to TikTok's Music Usage Confirmation.",
    );
    expect(
      await consent.getByRole('link', { name: 'Music Usage Confirmation' }).getAttribute('href'),
    ).toContain('tiktok.com/legal/page/global/music-usage-confirmation');

    // The options are the sandbox accounts' answers, read through the callable.
    const board = dialog.getByLabel('Board', { exact: true });
    const privacy = dialog.getByLabel('Who can see it', { exact: true });
    const options = (select: typeof board) =>
      select
        .locator('option')
        .evaluateAll((all) =>
          all.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
        );
    await expect.poll(() => options(board), { timeout: 90_000 }).toEqual(['Ideas', 'Products']);
    await expect
      .poll(() => options(privacy), { timeout: 90_000 })
      .toEqual(['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY']);

    const when = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Date', { exact: true }).fill(when);
    await dialog.getByLabel('Time', { exact: true }).fill('10:00');
    // Neither chosen yet: scheduling is refused beside the settings, nothing is saved.
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    const optionsError = dialog.locator('[id$="-options-error"]');
    await expect.poll(() => optionsError.textContent()).toContain('Board');
    expect(await optionsError.textContent()).toContain('Who can see it');
    expect(await postWithText(text)).toBeUndefined();

    await board.selectOption('Products');
    await privacy.selectOption({ label: 'Only me' });
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 60_000 });

    let saved: Awaited<ReturnType<typeof postWithText>>;
    await expect
      .poll(
        async () => {
          saved = await postWithText(text);
          return (saved?.fields.status as { stringValue?: string } | undefined)?.stringValue;
        },
        { timeout: 30_000 },
      )
      .toBe('scheduled');
    if (!saved) throw new Error('the scheduled post was not found');
    created.push(saved.name);
    const stored = saved.fields.networkOptions as {
      mapValue: { fields: Record<string, { mapValue: { fields: Record<string, unknown> } }> };
    };
    const options_ = stored.mapValue.fields;
    expect(options_.pinterest?.mapValue.fields.board).toEqual({ stringValue: 'Products' });
    expect(options_.tiktok?.mapValue.fields.privacyLevel).toEqual({ stringValue: 'SELF_ONLY' });
  });
});
