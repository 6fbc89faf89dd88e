// Proof of publish on the posts page: a post the network accepted but does not have when read
// back turns red, in words that say so. The sandbox accepts a post marked "[sandbox:absent]" and
// then answers its read-back with "no such post"; the stack's publisher sends it and its task
// queue reads it back. A review link's page shows the client the same receipts, in the same
// words, without an account.

import { createHash, randomBytes } from 'node:crypto';
import type { Locator } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { invokeScheduledFunction } from '../../emulator/stack/publisher-tick';
import { suiteBrowser } from './browser';
import { writeDuePost } from './due-post';
import { ownerDelete, ownerWrite } from './owner-docs';
import { signIn } from './session';
import { e2eStack } from './stack';

const stack = e2eStack();
const STUDIO = 'ws-studio-sol';
const CHANNEL = 'ch-studio-bluesky';
const browser = suiteBrowser();
const written: string[] = [];

type Fields = Record<string, unknown>;
const str = (value: string) => ({ stringValue: value });
const time = (ms: number) => ({ timestampValue: new Date(ms).toISOString() });
const int = (value: number) => ({ integerValue: String(value) });

async function writeDoc(path: string, fields: Fields): Promise<void> {
  await ownerWrite(path, fields);
  written.push(path);
}

afterAll(async () => {
  for (const path of written) await ownerDelete(path);
});

/** The element's text colour, and the theme's danger colour as it renders there. */
function dangerColours(locator: Locator) {
  return locator.evaluate((element) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--danger)';
    element.append(probe);
    const danger = getComputedStyle(probe).color;
    probe.remove();
    return { own: getComputedStyle(element).color, danger };
  });
}

/** A post the publisher sent an hour ago, with the receipt its read-back left. */
function publishedPost(text: string, externalId: string, receipt: 'confirmed' | 'missing'): Fields {
  const at = Date.now() - 3_600_000;
  return {
    text: str(text),
    status: str('published'),
    channelIds: { arrayValue: { values: [str(CHANNEL)] } },
    media: { arrayValue: { values: [] } },
    scheduledAt: time(at),
    createdAt: time(at),
    updatedAt: time(at),
    results: {
      mapValue: {
        fields: {
          [CHANNEL]: {
            mapValue: {
              fields: {
                status: str('published'),
                externalId: str(externalId),
                url: str(`https://bsky.app/profile/studio.sol/post/${externalId}`),
                receipt: {
                  mapValue: {
                    fields: {
                      status: str(receipt),
                      externalId: str(externalId),
                      url: { nullValue: null },
                      attempts: int(receipt === 'missing' ? 3 : 1),
                      readAt: time(at + 60_000),
                      nextAt: { nullValue: null },
                      textMatches:
                        receipt === 'missing' ? { nullValue: null } : { booleanValue: true },
                      mediaMatches:
                        receipt === 'missing' ? { nullValue: null } : { booleanValue: true },
                      mediaFound: receipt === 'missing' ? { nullValue: null } : int(0),
                      mediaSent: int(0),
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  };
}

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
    const colours = await dangerColours(missing);
    expect(colours.own).toBe(colours.danger);
    expect(await item.locator('[data-outcome="published"]').count()).toBe(0);
  });

  it('shows the client the same receipts on the review page, confirmed and not found', async () => {
    const run = Date.now().toString(36);
    const token = randomBytes(32).toString('base64url');
    await writeDoc(`reviewLinks/e2e-receipts-${run}`, {
      workspaceId: str(STUDIO),
      product: str('smm'),
      tokenHash: str(createHash('sha256').update(token).digest('hex')),
      scope: str('upcoming'),
      from: time(Date.now() - 2 * 3_600_000),
      to: time(Date.now() + 86_400_000),
      expiresAt: time(Date.now() + 86_400_000),
      reviewerName: { nullValue: null },
      reviewerEmail: { nullValue: null },
      createdBy: str('e2e'),
      revokedAt: { nullValue: null },
      revokedBy: { nullValue: null },
      lastUsedAt: { nullValue: null },
      createdAt: time(Date.now()),
      updatedAt: time(Date.now()),
    });
    const found = `Found ${run}`;
    const gone = `Gone ${run}`;
    await writeDoc(
      `workspaces/${STUDIO}/posts/e2e-receipt-found-${run}`,
      publishedPost(found, `found${run}`, 'confirmed'),
    );
    await writeDoc(
      `workspaces/${STUDIO}/posts/e2e-receipt-gone-${run}`,
      publishedPost(gone, `gone${run}`, 'missing'),
    );
    // No sign-in: the reviewer has no account.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${stack.baseUrl}/review/${token}`);
    const confirmed = page
      .locator('.review-card', { hasText: found })
      .locator(`[data-outcome="published"][data-channel="${CHANNEL}"]`);
    await confirmed.waitFor({ timeout: 60_000 });
    expect(await confirmed.locator('[data-receipt="confirmed"]').textContent()).toContain(
      `Confirmed: read back from the network`,
    );
    expect(await confirmed.textContent()).toContain(`(id found${run})`);
    const missing = page
      .locator('.review-card', { hasText: gone })
      .locator(`[data-outcome="missing"][data-channel="${CHANNEL}"]`);
    expect(await missing.textContent()).toContain(
      `published — not found on the network. It accepted the post (id gone${run})`,
    );
    const colours = await dangerColours(missing);
    expect(colours.own).toBe(colours.danger);
    expect(await page.locator('.review-card', { hasText: gone }).textContent()).toContain(
      'Published',
    );
  });
});
