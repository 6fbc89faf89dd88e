// Media preflight in the composer (issue 37): a video longer than TikTok allows is refused
// beside the media, in the rule's own words, before anything is scheduled. The video is a
// tiny MP4 built here whose boxes say it lasts 12 min 4 s; the browser reads that length from
// its metadata like any video. The file's own TikTok channel is removed afterwards, and the
// refused step saves no post.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyMp4 } from '../support/tiny-mp4';
import { suiteBrowser } from './browser';
import { e2eStack } from './stack';

const stack = e2eStack();
const SMM_USER = 'smm-user@example.com';
const STUDIO = 'ws-studio-sol';
const STAMP = Date.now().toString(36);
const CHANNEL = `ch-preflight-${STAMP}`;
const CHANNEL_NAME = `Preflight ${STAMP}`;
const ROOT = 'projects/demo-smm/databases/(default)/documents';
const DOCS = () => `${stack.firestoreOrigin}/v1/${ROOT}`;
const OWNER = { Authorization: 'Bearer owner', 'content-type': 'application/json' };
const browser = suiteBrowser();

beforeAll(async () => {
  const now = new Date().toISOString();
  const text = (value: string) => ({ stringValue: value });
  const response = await fetch(`${DOCS()}:commit`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({
      writes: [
        {
          update: {
            name: `${ROOT}/workspaces/${STUDIO}/channels/${CHANNEL}`,
            fields: {
              provider: text('tiktok'),
              handle: text(`@preflight${STAMP}`),
              displayName: text(CHANNEL_NAME),
              status: text('connected'),
              createdAt: { timestampValue: now },
              updatedAt: { timestampValue: now },
            },
          },
        },
      ],
    }),
  });
  if (!response.ok) throw new Error(`seeding the channel failed: ${await response.text()}`);
});

afterAll(async () => {
  await fetch(`${DOCS()}/workspaces/${STUDIO}/channels/${CHANNEL}`, {
    method: 'DELETE',
    headers: OWNER,
  });
});

describe('media preflight in the composer', () => {
  it("refuses a video over TikTok's length beside the media, naming the network and the limit", async () => {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
      signedInAs: { email: SMM_USER },
    });
    await page.goto(`${stack.baseUrl}/app/posts`, { timeout: 90_000 });
    await page.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: new RegExp(CHANNEL_NAME) }).check();
    await dialog.getByLabel('Text for every channel').fill(`Preflight ${STAMP}`);
    await dialog.getByLabel('Add an image or video').setInputFiles({
      name: 'clip.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.from(tinyMp4({ seconds: 724, width: 1080, height: 1920 })),
    });
    await dialog.locator('[data-media-path^="workspaces/"]').first().waitFor({ timeout: 30_000 });
    const rule = 'TikTok allows videos up to 10 min; clip.mp4 is 12 min 4 sec.';
    // The rules beside the media warn as soon as the browser has read the video's length...
    await dialog.getByTestId('media-rules').getByText(rule).waitFor({ timeout: 30_000 });

    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    // ...and the step is refused with the same sentence as the media field's error.
    const fieldError = dialog.locator('[id$="-media-error"]');
    await fieldError.getByText(rule).waitFor({ timeout: 30_000 });
    expect(await fieldError.textContent()).toContain(rule);
    expect(await dialog.isVisible()).toBe(true);
  });
});
