// Proof of publish on the posts page: a post the network accepted but does not have when read
// back turns red, in words that say so. The sandbox accepts a post marked "[sandbox:absent]" and
// then answers its read-back with "no such post"; the stack's publisher sends it and its task
// queue reads it back.

import { describe, expect, it } from 'vitest';
import { invokeScheduledFunction } from '../../emulator/stack/publisher-tick';
import { suiteBrowser } from './browser';
import { writeDuePost } from './due-post';
import { signIn } from './session';
import { e2eStack } from './stack';

const stack = e2eStack();
const STUDIO = 'ws-studio-sol';
const CHANNEL = 'ch-studio-bluesky';
const browser = suiteBrowser();

describe('proof of publish', () => {
  it('shows a post not found on the network after publishing in red, saying so', async () => {
    const id = `e2e-receipt-${Date.now()}`;
    const now = new Date(Date.now() - 1_000).toISOString();
    await writeDuePost(id, {
      workspaceId: STUDIO,
      channelId: CHANNEL,
      text: `Receipt ${id} [sandbox:absent]`,
      scheduledAt: now,
      dueAt: now,
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, stack.baseUrl, 'smm-user@example.com', {
      landed: (url) => url.pathname.startsWith('/app'),
      loadTimeout: 90_000,
      timeout: 30_000,
    });
    // The stack's publisher, run now rather than at its next minute (which would also take it).
    await invokeScheduledFunction(
      stack.functionsOrigin,
      'demo-smm',
      'us-central1-publishDuePosts',
    ).catch(() => 0);
    await page.goto(`${stack.baseUrl}/app/posts?workspace=${STUDIO}`);
    await page.getByLabel('Period').selectOption('last7');
    const item = page.locator('.post-item', { hasText: id });
    // Published, then read back three times (seconds apart on the local stack), then flagged.
    const missing = item.locator(`[data-outcome="missing"][data-channel="${CHANNEL}"]`);
    await missing.waitFor({ timeout: 120_000 });
    expect(await missing.textContent()).toContain('published — not found on the network');
    const colours = await missing.evaluate((element) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--danger)';
      element.append(probe);
      const danger = getComputedStyle(probe).color;
      probe.remove();
      return { own: getComputedStyle(element).color, danger };
    });
    expect(colours.own).toBe(colours.danger);
    expect(await item.locator('[data-outcome="published"]').count()).toBe(0);
  });
});
