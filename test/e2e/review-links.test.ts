// Client review end to end in Chromium: staff create a review link on the posts page; a browser
// without an account opens it, approves one post and asks for changes on another; staff see
// both with the reviewer's name in the post's history; the link cannot reach another
// workspace's post through the callables it uses; revoked, it shows the kind ended page.

import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { suiteBrowser } from './browser';
import { ownerWrite } from './owner-docs';
import { signIn } from './session';
import { e2eStack } from './stack';

const stack = e2eStack();
const STAFF = 'connect-admin@example.com';
const NORTHWIND = 'ws-northwind-bakery';
const STUDIO = 'ws-studio-sol';
const DOCS = () => `${stack.firestoreOrigin}/v1/projects/demo-smm/databases/(default)/documents`;
const REVIEWER = 'Rita Reviewer';
const LINK_FOR = `Rita ${Date.now().toString(36)}`;
const TEXT_A = 'Review e2e: croissant Friday';
const TEXT_B = 'Review e2e: sourdough masterclass';
const TEXT_OTHER = 'Review e2e: another workspace';
const seeded = [
  `workspaces/${NORTHWIND}/posts/review-e2e-a`,
  `workspaces/${NORTHWIND}/posts/review-e2e-b`,
  `workspaces/${STUDIO}/posts/review-e2e-other`,
];

type Rest = Record<string, unknown>;
const str = (value: string) => ({ stringValue: value });

async function readDoc(path: string): Promise<Rest> {
  const response = await fetch(`${DOCS()}/${path}`, { headers: { Authorization: 'Bearer owner' } });
  return ((await response.json()) as { fields?: Rest }).fields ?? {};
}

/** The seed's stored image of Northwind's post in review (600 x 400). */
const SEEDED_IMAGE = {
  mapValue: {
    fields: {
      path: str(`workspaces/${NORTHWIND}/media/post-northwind-review.png`),
      contentType: str('image/png'),
      width: { integerValue: '600' },
      height: { integerValue: '400' },
      alt: str('Croissants on a tray'),
    },
  },
};

function inReview(text: string, channel: string, media: Rest[] = []): Rest {
  const now = Date.now();
  return {
    text: str(text),
    status: str('in_review'),
    channelIds: { arrayValue: { values: [str(channel)] } },
    media: { arrayValue: { values: media } },
    scheduledAt: { timestampValue: new Date(now + 5 * 86_400_000).toISOString() },
    timeZone: str('America/New_York'),
    createdAt: { timestampValue: new Date(now).toISOString() },
    updatedAt: { timestampValue: new Date(now).toISOString() },
  };
}

/** Calls a callable as a visitor (no ID token), as the review page's SDK does. */
async function visitorCall(name: string, data: unknown) {
  const response = await fetch(`${stack.functionsOrigin}/demo-smm/us-central1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  return (await response.json()) as {
    result?: Record<string, unknown>;
    error?: { status: string };
  };
}

const browser = suiteBrowser();

/** Removes the seeded posts with their comments and history, so a rerun starts clean. */
async function removeSeeded(): Promise<void> {
  const headers = { Authorization: 'Bearer owner' };
  for (const path of seeded) {
    for (const sub of ['comments', 'activity']) {
      const listed = await fetch(`${DOCS()}/${path}/${sub}?pageSize=300`, { headers });
      const { documents = [] } = (await listed.json()) as { documents?: { name: string }[] };
      for (const doc of documents) {
        await fetch(`${stack.firestoreOrigin}/v1/${doc.name}`, { method: 'DELETE', headers });
      }
    }
    await fetch(`${DOCS()}/${path}`, { method: 'DELETE', headers });
  }
}

// Other files list Northwind's and Studio Sol's posts: leave them as they were.
afterAll(removeSeeded);

async function staffPostsPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  await signIn(page, `${stack.baseUrl}/connect`, STAFF, {
    landed: (url) => url.pathname.startsWith('/connect/app'),
    loadTimeout: 90_000,
    timeout: 90_000,
  }).catch(async (error) => {
    await page.screenshot({ path: 'test-results/review-links-signin.png', fullPage: true });
    throw error;
  });
  await page.goto(`${stack.baseUrl}/connect/app/posts`);
  await page.getByRole('heading', { level: 1, name: 'Posts' }).waitFor({ timeout: 30_000 });
  const workspace = page.locator('.posts-toolbar select').first();
  if ((await workspace.count()) > 0) await workspace.selectOption(NORTHWIND);
  return page;
}

describe('review links', () => {
  it('let a reviewer without an account approve and request changes, until revoked', async () => {
    await removeSeeded();
    await ownerWrite(seeded[0] as string, inReview(TEXT_A, 'ch-northwind-main', [SEEDED_IMAGE]));
    await ownerWrite(seeded[1] as string, inReview(TEXT_B, 'ch-northwind-main'));
    await ownerWrite(seeded[2] as string, inReview(TEXT_OTHER, 'ch-studio-bluesky'));

    // Staff create the link on the posts page.
    const staff = await staffPostsPage();
    await staff.getByText('Client review', { exact: true }).click();
    // The panel has loaded the workspace's links and approval mode.
    await staff
      .getByLabel('Approval before scheduling')
      .waitFor({ timeout: 30_000 })
      .catch(async (error) => {
        await staff.screenshot({ path: 'test-results/review-links-panel.png', fullPage: true });
        throw error;
      });
    // Named for this run, so the revoke below finds this link's row among any others.
    await staff.getByLabel('Reviewer’s name (optional)').fill(LINK_FOR);
    await staff.getByRole('button', { name: 'Create review link' }).click();
    const urlField = staff.locator('input[data-review-url]');
    await urlField.waitFor({ timeout: 30_000 }).catch(async (error) => {
      await staff.screenshot({ path: 'test-results/review-links-create.png', fullPage: true });
      throw error;
    });
    const token = (await urlField.inputValue()).split('/').pop() as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // A visitor opens it: no account, another language would do as well.
    const visitor = await browser.newPage({
      viewport: { width: 390, height: 844 },
      locale: 'en-US',
      timezoneId: 'Europe/Lisbon',
    });
    await visitor.goto(`${stack.baseUrl}/connect/review/${token}`, { timeout: 90_000 });
    await visitor.getByRole('heading', { level: 1, name: 'Posts for Northwind Bakery' }).waitFor({
      timeout: 60_000,
    });
    await expect(visitor.getByText(TEXT_OTHER).count()).resolves.toBe(0);
    await visitor.getByLabel('Your name').fill(REVIEWER);
    const cardA = visitor.locator('.review-card', { hasText: TEXT_A });
    // The post as the channel's network will show it, with its image read through the link.
    const preview = cardA.locator('.net-preview[data-preview="ch-northwind-main"]');
    await preview.getByText('Northwind Bakery (sandbox)').waitFor({ timeout: 30_000 });
    const image = preview.locator('img[data-review-image]');
    // Images load as they scroll into view: on a phone this post is below the fold.
    await preview.scrollIntoViewIfNeeded();
    await image.waitFor({ timeout: 60_000 }).catch(async (error) => {
      await visitor.screenshot({ path: 'test-results/review-links-image.png', fullPage: true });
      throw error;
    });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 })
      .toBe(600);
    await expect(image.getAttribute('alt')).resolves.toBe('Croissants on a tray');
    await cardA.getByRole('button', { name: 'Approve' }).click();
    await visitor.getByText('Thank you, your answer was saved.').first().waitFor();
    // Its time is ahead and its channel connected: the approval scheduled it.
    await cardA.locator('.review-status').getByText('Scheduled').waitFor({ timeout: 30_000 });
    const cardB = visitor.locator('.review-card', { hasText: TEXT_B });
    await cardB.getByLabel('Comment', { exact: true }).fill('Please mention the date');
    await cardB.getByRole('button', { name: 'Request changes' }).click();
    await cardB
      .locator('.review-status')
      .getByText('Changes requested')
      .waitFor({ timeout: 30_000 });
    // The reviewer's own comment now shows in the post's thread.
    await cardB.locator('.review-comments').getByText('Please mention the date').waitFor();

    const a = await readDoc(seeded[0] as string);
    const b = await readDoc(seeded[1] as string);
    expect(a.status).toEqual(str('scheduled'));
    expect(b.status).toEqual(str('changes_requested'));

    // The link reaches no other workspace's post through the callables it uses.
    const other = await visitorCall('actOnReviewLink', {
      token,
      postId: 'review-e2e-other',
      action: 'approve',
      reviewerName: REVIEWER,
    });
    expect(other.error?.status).toBe('NOT_FOUND');
    expect((await readDoc(seeded[2] as string)).status).toEqual(str('in_review'));
    const view = await visitorCall('openReviewLink', { token });
    expect(JSON.stringify(view)).not.toContain(TEXT_OTHER);

    // Staff see both decisions with the reviewer's name, in each post's history.
    // The workspace by the address, not by a select that may not have rendered yet.
    await staff.goto(`${stack.baseUrl}/connect/app/posts?workspace=${NORTHWIND}`);
    await staff.getByRole('heading', { level: 1, name: 'Posts' }).waitFor({ timeout: 30_000 });
    await staff.locator('li', { hasText: TEXT_A }).first().waitFor({ timeout: 60_000 });
    for (const [text, entry] of [
      [TEXT_A, `Approved by ${REVIEWER} (review link)`],
      [TEXT_B, `Changes requested by ${REVIEWER} (review link)`],
    ] as const) {
      await staff
        .locator('li', { hasText: text })
        .getByRole('button', { name: 'Open' })
        .first()
        .click();
      const dialog = staff.locator('dialog.composer');
      await dialog
        .getByText(entry)
        .waitFor({ timeout: 30_000 })
        .catch(async (error) => {
          await staff.screenshot({ path: 'test-results/review-links-history.png', fullPage: true });
          throw error;
        });
      await dialog.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }

    // Revoked, the link shows the ended page and acts on nothing.
    await staff.getByText('Client review', { exact: true }).click();
    await staff
      .locator('.review-links li', { hasText: LINK_FOR })
      .getByRole('button', { name: 'Revoke', exact: true })
      .click({ timeout: 60_000 });
    await staff
      .getByText('Review link revoked.')
      .waitFor({ timeout: 60_000 })
      .catch(async (error) => {
        await staff.screenshot({ path: 'test-results/review-links-revoke.png', fullPage: true });
        throw error;
      });
    await visitor.reload();
    await visitor
      .getByRole('heading', { level: 1, name: 'This review link has ended' })
      .waitFor({ timeout: 60_000 });
    const late = await visitorCall('actOnReviewLink', {
      token,
      postId: 'review-e2e-b',
      action: 'comment',
      reviewerName: REVIEWER,
      comment: 'Too late',
    });
    expect(late.error?.status).toBe('PERMISSION_DENIED');
  }, 300_000);
});
