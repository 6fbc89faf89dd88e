// The posts list keeps itself current: with the list open, the stack's publisher sends a post
// that was due, and the list shows it "Published" with its link, without a reload.

import { describe, expect, it, onTestFinished } from 'vitest';
import { invokeScheduledFunction } from '../../emulator/stack/publisher-tick';
import { suiteBrowser } from './browser';
import { writeDuePost } from './due-post';
import { signIn } from './session';
import { e2eStack } from './stack';

const stack = e2eStack();
const STUDIO = 'ws-studio-sol';
const DOCS = () => `${stack.firestoreOrigin}/v1/projects/demo-smm/databases/(default)/documents`;

/**
 * A scheduled post whose time was a few seconds ago, written as the composer leaves it, but not
 * yet due for the publisher (its dueAt an hour ahead): the stack's own minute tick cannot send it
 * before the list has shown it unpublished. makeDue then hands it to the publisher.
 */
function writeLivePost(id: string): Promise<void> {
  return writeDuePost(id, {
    workspaceId: STUDIO,
    channelId: 'ch-studio-bluesky',
    text: `Live list ${id}`,
    scheduledAt: new Date(Date.now() - 5_000).toISOString(),
    dueAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
}

/** Makes the post due now: the reconciler's query (held == false, dueAt <= now) finds it. */
async function makeDue(id: string): Promise<void> {
  const name = `projects/demo-smm/databases/(default)/documents/workspaces/${STUDIO}/posts/${id}`;
  const now = new Date(Date.now() - 1_000).toISOString();
  const response = await fetch(`${DOCS()}:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      writes: [
        {
          update: { name, fields: { dueAt: { timestampValue: now } } },
          updateMask: { fieldPaths: ['dueAt'] },
        },
      ],
    }),
  });
  if (!response.ok) throw new Error(`making the post due failed: ${await response.text()}`);
}

/** Switches the emulator's Firestore triggers (the publish task a write plans) on or off. */
async function setTriggers(enabled: boolean): Promise<void> {
  const response = await fetch(
    `${stack.firestoreOrigin}/emulator/v1/projects/demo-smm:functionTriggers`,
    { method: 'PUT', body: JSON.stringify({ enabled }) },
  );
  if (!response.ok) throw new Error(`functionTriggers answered ${response.status}`);
}

const browser = suiteBrowser();

describe('the posts list updates itself', () => {
  it('shows a post the publisher sends as Published, with its link, without a reload', async () => {
    const id = `e2e-live-${Date.now()}`;
    // Until the list has shown the post unpublished, no trigger sends it; the ticks below do.
    await setTriggers(false);
    onTestFinished(() => setTriggers(true));
    await writeLivePost(id);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, stack.baseUrl, 'smm-user@example.com', {
      landed: (url) => url.pathname.startsWith('/app'),
      loadTimeout: 90_000,
      timeout: 30_000,
    });
    // Named in the address: suites before this one may have given the user other workspaces.
    await page.goto(`${stack.baseUrl}/app/posts?workspace=${STUDIO}`);
    // The past week only: suites before this one may have scheduled a page of later posts.
    await page.getByLabel('Period').selectOption('last7');
    const item = page.locator('.post-item', { hasText: id });
    await item.waitFor({ timeout: 30_000 });
    // Marks the document: a reload would lose the mark.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    expect(await item.locator('.badge').first().textContent()).not.toBe('Published');
    await setTriggers(true);
    await makeDue(id);

    // The stack's publisher (its every-minute function, run now rather than waited for, and
    // again every 10 s should a loaded machine fail a run); the list is looked at meanwhile.
    let ranAt = 0;
    await expect
      .poll(
        async () => {
          if (Date.now() - ranAt > 10_000) {
            ranAt = Date.now();
            await invokeScheduledFunction(
              stack.functionsOrigin,
              'demo-smm',
              'us-central1-publishDuePosts',
            ).catch(() => 0);
          }
          return item.locator('.badge').first().textContent();
        },
        { timeout: 120_000, interval: 500 },
      )
      .toBe('Published');
    const link = item.locator('[data-outcome="published"] a');
    await expect.poll(() => link.count(), { timeout: 15_000 }).toBe(1);
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });
});
