// Over 400 lines: one area's journeys, sharing the file's browser, sign-in and clean-up.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gradientPng } from '../../emulator/seed/png';
import { seriousViolations, settled } from './axe';
import { suiteBrowser } from './browser';
import { e2eStack } from './stack';

const stack = e2eStack();
const SMM_USER = 'smm-user@example.com';
const STUDIO = 'ws-studio-sol';
const DOCS = () => `${stack.firestoreOrigin}/v1/projects/demo-smm/databases/(default)/documents`;

type RestValue =
  | { stringValue: string }
  | { nullValue: null }
  | { integerValue: string }
  | { timestampValue: string }
  | { arrayValue: { values: RestValue[] } }
  | { mapValue: { fields: Record<string, RestValue> } };

/** A plain value as the Firestore REST API writes it (strings, numbers, Dates, arrays, maps). */
function rest(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(rest) } };
  const fields = Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, rest(v)]),
  );
  return { mapValue: { fields } };
}

/** Writes posts straight into the emulator (rules bypassed), as the publisher would leave them. */
async function writePosts(posts: Record<string, Record<string, unknown>>): Promise<void> {
  const writes = Object.entries(posts).map(([id, data]) => ({
    update: {
      name: `projects/demo-smm/databases/(default)/documents/workspaces/${STUDIO}/posts/${id}`,
      fields: (rest(data) as { mapValue: { fields: Record<string, RestValue> } }).mapValue.fields,
    },
  }));
  const response = await fetch(`${DOCS()}:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`seeding posts failed: ${await response.text()}`);
}

async function readPost(id: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${DOCS()}/workspaces/${STUDIO}/posts/${id}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  return ((await response.json()) as { fields?: Record<string, unknown> }).fields ?? {};
}

const field = (fields: Record<string, unknown>, ...path: string[]): unknown => {
  let at: unknown = { mapValue: { fields } };
  for (const key of path) {
    at = (at as { mapValue?: { fields?: Record<string, unknown> } })?.mapValue?.fields?.[key];
  }
  const value = at as Record<string, unknown> | undefined;
  return (
    value?.stringValue ?? value?.integerValue ?? (value && 'nullValue' in value ? null : value)
  );
};

const browser = suiteBrowser();

/** A browser whose clock reads Tokyo time, so the viewer's zone differs from the post's. */
async function signedInPage(email = SMM_USER, prefix = ''): Promise<Page> {
  const page = await browser.newPage({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'Asia/Tokyo',
    locale: 'en-US',
    signedInAs: { email, base: `${stack.baseUrl}${prefix}` },
  });
  // The first page of a cold stack can take a while on a busy machine.
  await page.goto(`${stack.baseUrl}${prefix}/app/posts`, { timeout: 90_000 });
  // Clients get no New post button (they approve and comment): wait for the page's heading.
  await page.getByRole('heading', { level: 1, name: 'Posts' }).waitFor({ timeout: 30_000 });
  return page;
}

/** The list's status filter (its accessible name also carries the chosen option). */
function statusFilter(page: Page): Locator {
  return page.locator('.posts-toolbar label', { hasText: /^Status/ }).locator('select');
}

/** The year of the next 15 January at least two days away: New York is on EST (UTC-5) then. */
function nextJanuary15(now = new Date()): number {
  const thisYear = now.getUTCFullYear();
  return now.getTime() < Date.UTC(thisYear, 0, 13) ? thisYear : thisYear + 1;
}

/**
 * A real pointer drag: press, move a few pixels so Chromium starts a native drag, travel to
 * the target and release. (Locator.dragTo releases before Chromium's drag starts here.)
 */
async function dragWithPointer(page: Page, from: Locator, to: Locator) {
  // The mouse only reaches what is on screen: bring the target (and the row above it) in.
  await to.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('drag source or target is not visible');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
  await page.mouse.up();
}

async function showMonth(page: Page, year: number, monthName: string) {
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  for (let i = 0; i < 14; i++) {
    const title = await page.locator('.calendar-head h2').textContent();
    if (title === `${monthName} ${year}`) return;
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  throw new Error(`the calendar never showed ${monthName} ${year}`);
}

describe('posts manager', () => {
  it('composes for two channels with an image, schedules in New York time, shows it on the workspace clock with Tokyo time beside it and moves it by drag and by keyboard', async () => {
    const page = await signedInPage();
    const year = nextJanuary15();
    const text = `E2E launch note ${Date.now()} 👨‍👩‍👧`;

    await page.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Studio Sol (Bluesky sandbox)' }).check();
    await dialog.getByRole('checkbox', { name: 'Studio Sol (Mastodon sandbox)' }).check();
    await dialog.getByLabel('Text for every channel').fill(text);
    // The seeded channels are on the sandbox provider: 500 graphemes (the family emoji is one).
    const expectedCount = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)]
      .length;
    await expect
      .poll(() => dialog.locator('[data-channel="ch-studio-bluesky"]').textContent())
      .toContain(`${expectedCount} of 500 characters`);
    await expect
      .poll(() => dialog.locator('[data-channel="ch-studio-mastodon"]').textContent())
      .toContain('of 500 characters');

    await dialog.getByLabel('Add an image or video').setInputFiles({
      name: 'launch.png',
      mimeType: 'image/png',
      buffer: gradientPng(48, 32, [250, 120, 40], [30, 60, 200]),
    });
    const uploaded = dialog.locator('[data-media-path^="workspaces/"]');
    await uploaded.first().waitFor({ timeout: 30_000 });
    await expect
      .poll(() => uploaded.first().getAttribute('data-media-path'))
      .toMatch(/^workspaces\/[^/]+\/media\/.+launch\.png$/);
    await dialog.getByLabel('Alt text for launch.png').fill('An orange and blue gradient');
    // One preview per chosen network, each with the image and its alt text.
    await expect
      .poll(() => dialog.locator('[data-preview] img[alt="An orange and blue gradient"]').count())
      .toBe(2);

    await dialog.getByLabel('Date', { exact: true }).fill(`${year}-01-15`);
    await dialog.getByLabel('Time', { exact: true }).fill('11:30');
    await dialog.getByLabel('Time zone').selectOption('America/New_York');
    // 11:30 EST is 16:30 UTC.
    await expect
      .poll(() => dialog.locator('[data-instant]').getAttribute('data-instant'))
      .toBe(`${year}-01-15T16:30:00.000Z`);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });

    // The calendar is on the workspace's clock (Madrid): 17:30 CET on 15 January. The viewer
    // in Tokyo (01:30 on the 16th there) reads their own time beside it, on focus.
    await showMonth(page, year, 'January');
    const chip = page.locator('.calendar-post', { hasText: text.slice(0, 40) });
    await chip.waitFor({ timeout: 30_000 });
    const cell = () => chip.locator('xpath=ancestor::li[1]').getAttribute('data-date');
    expect(await cell()).toBe(`${year}-01-15`);
    expect(await chip.locator('time').getAttribute('datetime')).toBe(`${year}-01-15T16:30:00.000Z`);
    expect(await chip.locator('time').textContent()).toBe('5:30 PM GMT+1');
    await chip.focus();
    const details = page.locator(
      `#${await chip.getAttribute('aria-describedby').then((ids) => ids?.split(' ')[0])}`,
    );
    await details.waitFor({ state: 'visible' });
    const written = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone,
      }).format(new Date(`${year}-01-15T16:30:00.000Z`));
    expect(await details.textContent()).toContain(written('Europe/Madrid'));
    expect(await details.textContent()).toContain(`${written('Asia/Tokyo')} your time`);
    expect(await details.textContent()).toContain(text);

    // Drag it to the 20th: the same workspace time on the new day.
    await dragWithPointer(page, chip, page.locator(`li[data-date="${year}-01-20"]`));
    await expect.poll(cell, { timeout: 30_000 }).toBe(`${year}-01-20`);
    expect(await chip.locator('time').getAttribute('datetime')).toBe(`${year}-01-20T16:30:00.000Z`);
    expect(await chip.locator('time').textContent()).toBe('5:30 PM GMT+1');

    // The keyboard alternative: Alt+ArrowRight moves it one day later.
    await chip.focus();
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(cell, { timeout: 30_000 }).toBe(`${year}-01-21`);
    expect(await chip.locator('time').getAttribute('datetime')).toBe(`${year}-01-21T16:30:00.000Z`);

    // The list shows it scheduled, in the viewer's zone.
    await page.getByRole('button', { name: 'List', exact: true }).click();
    const item = page.locator('.post-item', { hasText: text.slice(0, 40) });
    await expect.poll(() => item.locator('.badge').textContent()).toBe('Scheduled');
  });

  it('renders post text with HTML, script, javascript: and SVG payloads as inert text', async () => {
    const page = await signedInPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      d.dismiss().catch(() => undefined);
    });
    const marker = `xss-${Date.now()}`;
    const payload = [
      marker,
      '<img src=x onerror="window.__xss=1;alert(1)">',
      '<script>window.__xss=2;alert(2)</script>',
      '<a href="javascript:window.__xss=3;alert(3)">open</a>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=4;alert(4)"><script>alert(5)</script></svg>',
    ].join('\n');

    await page.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Studio Sol (Bluesky sandbox)' }).check();
    await dialog.getByLabel('Text for every channel').fill(payload);
    await expect
      .poll(() => dialog.locator('[data-preview] .post-text').textContent())
      .toBe(payload);
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });

    const item = page.locator('.post-item', { hasText: marker });
    await item.waitFor({ timeout: 30_000 });
    expect(await item.locator('.post-text').textContent()).toBe(payload);
    // Nothing in the post became an element, and nothing ran.
    expect(await item.locator('.post-text *').count()).toBe(0);
    expect(await page.locator('img[src="x"], svg[onload], a[href^="javascript:"]').count()).toBe(0);
    await item.getByRole('button', { name: 'Open' }).click();
    await expect
      .poll(() => page.getByRole('dialog').locator('[data-preview] .post-text').textContent())
      .toBe(payload);
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null),
    ).toBeNull();
    expect(dialogs).toEqual([]);
  });

  it('lets a connect client approve one post and request changes on another with a comment', async () => {
    const marker = `Bakery ${Date.now()}`;
    const staff = await signedInPage('connect-admin@example.com', '/connect');
    await staff
      .getByRole('combobox', { name: /^Workspace/ })
      .selectOption({ label: 'Northwind Bakery' });
    for (const name of ['approve me', 'change me']) {
      await staff.getByRole('button', { name: 'New post' }).click();
      const dialog = staff.getByRole('dialog');
      await dialog.getByRole('checkbox', { name: 'Northwind Bakery (sandbox)' }).check();
      await dialog.getByLabel('Text for every channel').fill(`${marker} ${name}`);
      await dialog.getByRole('button', { name: 'Request approval' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    }

    const client = await signedInPage('client@example.com', '/connect');
    const decide = async (name: string, button: string, comment: string) => {
      const item = client.locator('.post-item', { hasText: `${marker} ${name}` });
      await expect
        .poll(() => item.locator('.badge').textContent(), { timeout: 30_000 })
        .toBe('In review');
      await item.getByRole('button', { name: 'Open' }).click();
      const dialog = client.getByRole('dialog');
      if (comment) await dialog.getByLabel('Comment for the author').fill(comment);
      await dialog.getByRole('button', { name: button, exact: true }).click();
      await dialog.waitFor({ state: 'detached', timeout: 30_000 });
      return item;
    };
    const approved = await decide('approve me', 'Approve', '');
    await expect
      .poll(() => approved.locator('.badge').textContent(), { timeout: 30_000 })
      .toBe('Approved');
    const changed = await decide('change me', 'Request changes', 'Mention the vegan loaf.');
    await expect
      .poll(() => changed.locator('.badge').textContent(), { timeout: 30_000 })
      .toBe('Changes requested');
    expect(await changed.textContent()).toContain('Changes asked: Mention the vegan loaf.');
  });
});

describe('failed posts, paging and accessibility', () => {
  it('retries only the channel that failed: the published one is not sent again', async () => {
    const id = `e2e-retry-${Date.now()}`;
    const sentAt = new Date(Date.now() - 3_600_000);
    await writePosts({
      [id]: {
        authorUid: 'demo-smm-user',
        text: `Retry me ${id}`,
        variants: {},
        media: [],
        channelIds: ['ch-studio-bluesky', 'ch-studio-mastodon'],
        timeZone: 'Europe/Madrid',
        scheduledAt: sentAt,
        status: 'partially_published',
        statusReason: 'Mastodon: the server answered 422.',
        lease: null,
        createdAt: sentAt,
        updatedAt: sentAt,
        results: {
          'ch-studio-bluesky': {
            status: 'published',
            externalId: 'sbx-first-send',
            url: 'https://sandbox.invalid/first',
            error: null,
            attempts: 1,
            publishedAt: sentAt,
          },
          'ch-studio-mastodon': {
            status: 'failed',
            externalId: null,
            url: null,
            error: 'The server answered 422: the media could not be processed.',
            attempts: 1,
          },
        },
      },
    });
    const page = await signedInPage();
    await statusFilter(page).selectOption('partially_published');
    const item = page.locator('.post-item', { hasText: id });
    await item.waitFor({ timeout: 30_000 });
    // Each network's outcome in plain words, the failure first.
    await expect
      .poll(() => item.locator('[data-outcome]').allTextContents())
      .toEqual([
        'Studio Sol (Mastodon sandbox) did not publish it. The network said: The server answered 422: the media could not be processed.',
        'View on Studio Sol (Bluesky sandbox)',
      ]);
    // A double click queues one retry.
    await item.getByRole('button', { name: 'Try again' }).dblclick();
    await page
      .getByRole('status')
      .filter({ hasText: 'Trying again now on Studio Sol (Mastodon sandbox)' })
      .waitFor({ timeout: 30_000 });
    const queued = await readPost(id);
    // The retry's publish task may already be sending it, or have sent it.
    expect(['publishing', 'published']).toContain(field(queued, 'status'));
    expect(['pending', 'sending', 'published']).toContain(
      field(queued, 'results', 'ch-studio-mastodon', 'status'),
    );
    expect(field(queued, 'results', 'ch-studio-bluesky', 'externalId')).toBe('sbx-first-send');

    // The retry's publish task (or, failing it, the stack's minute reconciler) sends the failed
    // channel, and only it.
    await expect
      .poll(async () => field(await readPost(id), 'status'), {
        timeout: 150_000,
        interval: 3000,
      })
      .toBe('published');
    const done = await readPost(id);
    expect(field(done, 'results', 'ch-studio-bluesky', 'externalId')).toBe('sbx-first-send');
    expect(field(done, 'results', 'ch-studio-mastodon', 'status')).toBe('published');
    expect(field(done, 'results', 'ch-studio-mastodon', 'attempts')).toBe('1');
  });

  it('pages the list 50 posts at a time with the filter applied by the query', async () => {
    const batch: Record<string, Record<string, unknown>> = {};
    const stamp = Date.now();
    for (let i = 0; i < 64; i++) {
      const at = new Date(Date.UTC(2031, 0, 1 + i, 9));
      batch[`e2e-page-${stamp}-${String(i).padStart(2, '0')}`] = {
        authorUid: 'demo-smm-user',
        text: `Paged post ${i}`,
        variants: {},
        media: [],
        channelIds: ['ch-studio-bluesky'],
        timeZone: 'UTC',
        scheduledAt: at,
        status: 'cancelled',
        createdAt: at,
        updatedAt: at,
      };
    }
    await writePosts(batch);
    const page = await signedInPage();
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(':runQuery')) requests.push(r.postData() ?? '');
    });
    await statusFilter(page).selectOption('cancelled');
    const items = page.locator('.post-item');
    await expect.poll(() => items.count(), { timeout: 30_000 }).toBe(50);
    // The status filter and the page size travel in the query itself.
    const query = requests.find((body) => body.includes('cancelled')) ?? '';
    expect(query).toContain('"limit":51');
    expect(query).toContain('"status"');
    await page.getByRole('button', { name: 'Show more posts' }).click();
    // 64 written here and the seed's one cancelled post: the second page ends the list.
    await expect.poll(() => items.count(), { timeout: 30_000 }).toBe(65);
    expect(await page.locator('.post-item .badge').allTextContents()).toEqual(
      Array(65).fill('Cancelled'),
    );
    const ids = await items.evaluateAll((nodes) =>
      nodes.map((n) => n.getAttribute('data-post-id')),
    );
    expect(new Set(ids).size).toBe(65);
    expect(await page.getByRole('button', { name: 'Show more posts' }).count()).toBe(0);
  });

  it('shows saved media as lazily loaded thumbnails with their alt text', async () => {
    const page = await signedInPage();
    await statusFilter(page).selectOption('scheduled');
    const item = page.locator('.post-item[data-post-id="post-studio-scheduled"]');
    await item.scrollIntoViewIfNeeded();
    const image = item.locator('[data-media-thumb] img');
    await image.waitFor({ timeout: 30_000 });
    expect(await image.getAttribute('src')).toContain('post-studio-scheduled.png');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const alt = await image.getAttribute('alt');
    expect(alt).toBeTruthy();
    expect(await item.locator('figcaption').textContent()).toBe(`Alt text: ${alt}`);
    // The composer shows the saved image too.
    await item.getByRole('button', { name: 'Open' }).click();
    // The thumbnail loads its image once it is in view, below the composer's other fields.
    const thumb = page.getByRole('dialog').locator('[data-media-thumb]').first();
    await thumb.waitFor({ state: 'attached', timeout: 30_000 });
    await thumb.scrollIntoViewIfNeeded();
    await thumb.locator(`img[alt="${alt}"]`).waitFor({ timeout: 30_000 });
  });

  it('has no serious or critical axe violation with the composer closed and open', async () => {
    const page = await signedInPage();
    await settled(page);
    const closed = await seriousViolations(page);
    await page.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Studio Sol (Bluesky sandbox)' }).check();
    await dialog.getByLabel('Text for every channel').fill('Checking accessibility');
    const open = await seriousViolations(page);
    expect({ closed, open }).toEqual({ closed: [], open: [] });
  });
});
