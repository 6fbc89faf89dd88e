// Growth tools (issue 40) in the browser against the local stack, one sign-in for the file and
// one page for its journeys: the best-time heatmap reflects seeded metrics, a queue takes a
// suggested slot, the link settings form refuses a bad value in the form, a published post's
// link reaches the (fake) network with its UTM parameters, and a short link on the app's domain
// redirects only to its stored address, counting one visitor per browser a day; the best-time
// experiment is turned on and shows the lift measured in both arms of the file's posts; a feed
// served by the file's own HTTP server on 127.0.0.1 (the functions emulator's guarded fetch
// allows loopback) makes a draft of its new item once, however often it is fetched. The file's
// own channel points at a fake Mastodon instance; everything it writes is removed afterwards.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { wallToInstant } from '@model/queue-slots';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeMastodon } from '../functions/fakeMastodon';
import { seriousViolations, settled } from './axe';
import { suiteBrowser } from './browser';
import { callCallable, idToken } from './session';
import { e2eStack } from './stack';

const stack = e2eStack();
const SMM_USER = 'smm-user@example.com';
const STUDIO = 'ws-studio-sol';
const ZONE = 'Europe/Madrid';
const STAMP = Date.now().toString(36);
const CHANNEL = `ch-growth-${STAMP}`;
const CHANNEL_NAME = `Growth ${STAMP} (fake Mastodon)`;
const ROOT = 'projects/demo-smm/databases/(default)/documents';
const DOCS = () => `${stack.firestoreOrigin}/v1/${ROOT}`;
const OWNER = { Authorization: 'Bearer owner', 'content-type': 'application/json' };
const created: string[] = [];

type Value = Record<string, unknown>;
function encode(value: unknown): Value {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return {
    mapValue: {
      fields: Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, encode(v)])),
    },
  };
}

async function write(docs: Record<string, Record<string, unknown>>): Promise<void> {
  const now = new Date();
  const writes = Object.entries(docs).map(([path, fields]) => {
    created.push(path);
    const encoded = encode({ createdAt: now, updatedAt: now, ...fields }) as {
      mapValue: { fields: Value };
    };
    return { update: { name: `${ROOT}/${path}`, fields: encoded.mapValue.fields } };
  });
  const response = await fetch(`${DOCS()}:commit`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`seeding failed: ${await response.text()}`);
}

/** The documents directly under a collection, by path (to remove what a function wrote). */
async function listed(collection: string): Promise<string[]> {
  const response = await fetch(`${DOCS()}/${collection}?pageSize=300`, { headers: OWNER });
  const body = (await response.json()) as { documents?: { name: string }[] };
  return (body.documents ?? []).map((doc) => doc.name.slice(ROOT.length + 1));
}

async function read(path: string): Promise<Record<string, Value>> {
  const response = await fetch(`${DOCS()}/${path}`, { headers: OWNER });
  return ((await response.json()) as { fields?: Record<string, Value> }).fields ?? {};
}

/** The posts a feed made, by a query on the workspace's posts. */
async function feedDrafts(feedId: string) {
  const response = await fetch(`${DOCS()}/workspaces/${STUDIO}:runQuery`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'posts' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'feedId' },
            op: 'EQUAL',
            value: { stringValue: feedId },
          },
        },
      },
    }),
  });
  const rows = (await response.json()) as {
    document?: { name: string; fields: Record<string, Value> };
  }[];
  return rows.flatMap(({ document }) =>
    document
      ? [
          {
            text: document.fields.text?.stringValue,
            status: document.fields.status?.stringValue,
            path: document.name.slice(ROOT.length + 1),
          },
        ]
      : [],
  );
}

/** Tuesday 2026-11-03 plus `week` weeks at `hour`:05 in the workspace's zone. */
const tuesday = (hour: number, week: number) =>
  new Date(wallToInstant(Date.UTC(2026, 10, 3 + 7 * week, hour, 5), ZONE));

/** A post published on `channel` at `at` and its metrics: `likes` in 1,000 impressions. */
function measuredPost(
  id: string,
  channel: string,
  at: Date,
  likes: number,
  extra: Record<string, unknown> = {},
): Record<string, Record<string, unknown>> {
  return {
    [`workspaces/${STUDIO}/posts/${id}`]: {
      authorUid: 'demo-smm-user',
      text: `Measured ${id}`,
      channelIds: [channel],
      media: [],
      status: 'published',
      scheduledAt: at,
      ...extra,
      results: {
        [channel]: {
          status: 'published',
          externalId: `x${id}`,
          url: null,
          error: null,
          attempts: 1,
          publishedAt: at,
        },
      },
    },
    [`workspaces/${STUDIO}/metrics/${id}_${channel}`]: {
      kind: 'post',
      postId: id,
      channelId: channel,
      provider: 'mastodon',
      capturedAt: new Date(Date.now() - 3_600_000),
      likes,
      reposts: 0,
      replies: 0,
      quotes: null,
      impressions: 1000,
    },
  };
}

let token = '';
const shortCodes: string[] = [];
let feedServer: Server | undefined;
let page: Page;
const browser = suiteBrowser();

beforeAll(async () => {
  token = await idToken(SMM_USER);
  await write({
    [`workspaces/${STUDIO}/channels/${CHANNEL}`]: {
      provider: 'mastodon',
      handle: `@growth${STAMP}`,
      displayName: CHANNEL_NAME,
      status: 'connected',
    },
    [`channelSecrets/${CHANNEL}`]: {
      instanceUrl: fakeMastodon.url,
      accessToken: 'token-growth',
      accountId: '42',
    },
  });
  // Twelve measured posts: Tuesdays at 10:05 did far better than Tuesdays at 18:05.
  const measured: Record<string, Record<string, unknown>> = {};
  for (let week = 0; week < 6; week++) {
    for (const [hour, likes] of [
      [10, 90 + week],
      [18, 20 + week],
    ] as const) {
      const id = `e2e-growth-${STAMP}-${hour}-${week}`;
      Object.assign(measured, measuredPost(id, CHANNEL, tuesday(hour, week), likes));
    }
  }
  await write(measured);
  page = await browser.newPage({
    keep: true,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    signedInAs: { email: SMM_USER },
  });
}, 240_000);

afterAll(async () => {
  await page?.context().close();
  await new Promise((resolve) => (feedServer ? feedServer.close(resolve) : resolve(null)));
  created.push(`workspaces/${STUDIO}/growth/links`, `workspaces/${STUDIO}/queues/${CHANNEL}`);
  // A feed left by a failed run, with what it remembers.
  for (const feed of await listed(`workspaces/${STUDIO}/feeds`)) {
    created.push(feed, ...(await listed(`${feed}/items`)));
  }
  for (const code of shortCodes) created.push(...(await listed(`shortLinks/${code}/visitors`)));
  // The day's salt was made by this file's clicks; nothing else uses it.
  created.push(...(await listed('linkSalts')));
  for (const path of created.splice(0).reverse()) {
    await fetch(`${DOCS()}/${path}`, { method: 'DELETE', headers: OWNER }).catch(() => undefined);
  }
});

async function growthScreen(): Promise<void> {
  await page.goto(`${stack.baseUrl}/app/analytics?view=growth`, { timeout: 90_000 });
  await page.getByRole('heading', { level: 1, name: 'Growth tools' }).waitFor({ timeout: 30_000 });
  // Studio Sol is the user's only workspace, so the screen opens on it (no chooser).
  await page.getByLabel('Channel').selectOption({ label: CHANNEL_NAME });
}

async function setLinks(settings: Record<string, unknown>) {
  const reply = await callCallable('setLinkSettings', token, {
    workspaceId: STUDIO,
    settings: {
      utm: true,
      source: '',
      medium: 'social',
      campaign: 'e2e',
      shorten: false,
      ...settings,
    },
  });
  expect(reply.status).toBe(200);
}

/** Publishes a fresh draft with `text` on the file's channel; answers what the network got. */
async function publish(text: string): Promise<{ id: string; sent: string }> {
  const id = `e2e-growth-pub-${STAMP}-${created.length}`;
  await write({
    [`workspaces/${STUDIO}/posts/${id}`]: {
      authorUid: 'demo-smm-user',
      text,
      channelIds: [CHANNEL],
      media: [],
      status: 'draft',
      scheduledAt: null,
    },
  });
  const reply = await callCallable('publishPostNow', token, { workspaceId: STUDIO, postId: id });
  expect(reply.status).toBe(200);
  await expect
    .poll(() => fakeMastodon.statuses.some((s) => s.key === `${id}_${CHANNEL}`), {
      timeout: 120_000,
      interval: 500,
    })
    .toBe(true);
  created.push(`workspaces/${STUDIO}/linkClicks/${id}`);
  return { id, sent: fakeMastodon.statuses.find((s) => s.key === `${id}_${CHANNEL}`)?.text ?? '' };
}

describe('best time to post', () => {
  it('shows the heatmap of the seeded metrics with the best hour and its confidence', async () => {
    await growthScreen();
    const heatmap = page.locator(`.best-time[data-channel="${CHANNEL}"]`);
    await heatmap.waitFor({ timeout: 60_000 });
    expect(await heatmap.getAttribute('data-basis')).toBe('measured');
    expect(await heatmap.locator('.best-time-best').textContent()).toMatch(
      /^Best times: Tuesday 10:00/,
    );
    expect(await heatmap.locator('.best-time-basis').textContent()).toMatch(
      /Learned from 12 published posts\. .* \d+ %\./,
    );
    // Tuesday 10:00 is hour 34 of the week, the best one; Sunday night had no post near it.
    const best = heatmap.locator('td[data-hour="34"]');
    expect(await best.getAttribute('data-best')).toBe('');
    expect(await best.getAttribute('aria-label')).toBe('Tuesday 10:00: 8.4 % (6 posts)');
    expect(await heatmap.locator('td[data-hour="160"]').getAttribute('aria-label')).toBe(
      'Sunday 16:00: no post near this hour',
    );
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('labels the network default, with its source, for a channel without posts', async () => {
    await page.getByLabel('Channel').selectOption({ label: 'Studio Sol (Bluesky sandbox)' });
    const heatmap = page.locator('.best-time[data-channel="ch-studio-bluesky"]');
    await heatmap.waitFor();
    expect(await heatmap.getAttribute('data-basis')).toBe('default');
    expect(await heatmap.locator('.best-time-basis').textContent()).toMatch(
      /^Network default: .* Source: No published study/,
    );
  });

  it('suggests the best hour as a queue slot, which the queue then keeps', async () => {
    await page.goto(`${stack.baseUrl}/app/posts`, { timeout: 90_000 });
    await page.getByRole('heading', { level: 1, name: 'Posts' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Queue', exact: true }).click();
    await page.getByLabel('Queue of').selectOption(CHANNEL);
    const suggestion = page.getByRole('button', { name: 'Add Tuesday 10:00' });
    await suggestion.waitFor({ timeout: 60_000 });
    expect(await page.locator('.queue-suggested').textContent()).toContain(
      `the best times of ${CHANNEL_NAME}`,
    );
    await suggestion.click();
    await page.locator('.queue-slot-list [data-slot="2-10:00"]').waitFor();
    await page.getByRole('button', { name: 'Save queue' }).click();
    await page.getByRole('status').filter({ hasText: 'Queue saved.' }).waitFor();
    const queue = await read(`workspaces/${STUDIO}/queues/${CHANNEL}`);
    expect(JSON.stringify(queue.slots)).toContain('"stringValue":"10:00"');
    expect(await suggestion.count()).toBe(0);
  });

  it('offers the best time in the composer’s time picker and sets it', async () => {
    await page.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: CHANNEL_NAME }).check();
    const hint = dialog.locator('.best-time-hint');
    await hint.waitFor({ timeout: 60_000 });
    expect(await hint.getAttribute('data-basis')).toBe('measured');
    expect(await hint.textContent()).toMatch(
      new RegExp(
        `^Best time for ${CHANNEL_NAME.replace(/[()]/g, '\\$&')}: .*10:00.*, learned from its posts\\.`,
      ),
    );
    await hint.getByRole('button').click();
    expect(await dialog.locator('input[type="time"]').inputValue()).toBe('10:00');
    const date = await dialog.locator('input[type="date"]').inputValue();
    expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(2);
  });
});

describe('best-time experiment', () => {
  it('is turned on with a share the server accepts, and shows the lift measured in both arms', async () => {
    // Ten posts drawn to suggested times (rates 8.0 % to 9.8 %, mean 8.9 %) and ten to other
    // times (4.0 % to 5.8 %, mean 4.9 %), on a channel of their own: Welch's interval for the
    // difference is 0.04 ± 2.1009 × 0.0027080, i.e. +70.0 % to +93.2 % of 4.9 %, lift +81.6 %.
    const channel = `ch-growth-exp-${STAMP}`;
    const docs: Record<string, Record<string, unknown>> = {};
    for (let i = 0; i < 20; i++) {
      const arm = i < 10 ? 'suggested' : 'exploration';
      const id = `e2e-growth-exp-${STAMP}-${i}`;
      const at = tuesday(arm === 'suggested' ? 10 : 15, -(i % 10));
      const likes = (arm === 'suggested' ? 80 : 40) + 2 * (i % 10);
      Object.assign(
        docs,
        measuredPost(id, channel, at, likes, {
          experiment: {
            arm,
            channelId: channel,
            suggested: [34],
            basis: 'measured',
            at,
            share: 20,
          },
        }),
      );
    }
    await write(docs);
    created.push(`workspaces/${STUDIO}/growth/experiment`);
    await growthScreen();
    const panel = page.locator('.growth-experiment');
    const form = panel.locator('form');
    const share = form.getByLabel('Share of queued posts at other times (%)');
    expect(await share.inputValue()).toBe('20');
    expect(await form.getByLabel('Run the experiment').isChecked()).toBe(false);
    await form.getByLabel('Run the experiment').check();
    await share.fill('80');
    await form.getByRole('button', { name: 'Save experiment' }).click();
    expect(await form.getByRole('alert').textContent()).toBe(
      'The share is a whole number from 5 to 50 %.invalid-argument',
    );
    expect((await read(`workspaces/${STUDIO}/growth/experiment`)).enabled).toBeUndefined();
    await share.fill('30');
    await form.getByRole('button', { name: 'Save experiment' }).click();
    await page.getByRole('status').filter({ hasText: 'Experiment saved.' }).waitFor();
    const saved = await read(`workspaces/${STUDIO}/growth/experiment`);
    expect([saved.enabled, saved.share]).toEqual([{ booleanValue: true }, { integerValue: '30' }]);
    expect(await panel.locator('.growth-experiment-result').textContent()).toBe(
      'Suggested times: +81.6 % engagement rate against other times (95 % confidence interval +70.0 % to +93.2 %).',
    );
    expect(await panel.locator('.growth-experiment-arms').textContent()).toBe(
      '10 posts at suggested times (mean 8.9 %), 10 at other times (mean 4.9 %).',
    );
  });
});

describe('links', () => {
  it('refuses a bad UTM value inside the form, then saves', async () => {
    await growthScreen();
    const form = page.locator('.growth-links form');
    await form.getByLabel('utm_medium').fill('two words');
    await form.getByRole('button', { name: 'Save link settings' }).click();
    const alert = form.getByRole('alert');
    expect(await alert.textContent()).toBe(
      'A UTM value holds at most 60 letters, digits, dots, dashes and underscores.invalid-argument',
    );
    await form.getByLabel('utm_medium').fill('social');
    await form.getByLabel('Add UTM parameters to links when publishing').check();
    await form.getByRole('button', { name: 'Save link settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Link settings saved.' }).waitFor();
    expect((await read(`workspaces/${STUDIO}/growth/links`)).utm).toEqual({ booleanValue: true });
  });

  it('gives the fake network the post’s link with the UTM parameters', async () => {
    await setLinks({});
    const { sent } = await publish(`New course https://studio.example/course?level=1 ${STAMP}`);
    expect(sent).toBe(
      `New course https://studio.example/course?level=1&utm_source=mastodon&utm_medium=social&utm_campaign=e2e ${STAMP}`,
    );
  });

  it('redirects a short link only to its stored address and counts one click per visitor', async () => {
    await setLinks({ shorten: true });
    const { id, sent } = await publish(`Book now https://studio.example/book ${STAMP}`);
    const code = /\/l\/([A-Za-z0-9_-]{10}) /.exec(sent)?.[1] ?? '';
    expect(sent).toBe(`Book now ${stack.baseUrl}/l/${code} ${STAMP}`);
    created.push(`shortLinks/${code}`);
    shortCodes.push(code);
    const target =
      'https://studio.example/book?utm_source=mastodon&utm_medium=social&utm_campaign=e2e';
    const follow = (path: string) =>
      fetch(`${stack.baseUrl}${path}`, {
        redirect: 'manual',
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
      });
    for (const path of [`/l/${code}`, `/l/${code}?to=https://evil.example/`]) {
      const answer = await follow(path);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(target);
    }
    expect((await follow('/l/ZZZZZZZZZZ')).status).toBe(404);
    const link = await read(`shortLinks/${code}`);
    expect([link.clicks, link.visitors]).toEqual([{ integerValue: '2' }, { integerValue: '1' }]);

    // The clicks per post, on the growth screen.
    await growthScreen();
    const row = page.locator(`.growth-clicks tr[data-post="${id}"]`);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.locator('td').allTextContents()).toEqual([
      `Book now https://studio.example/book ${STAMP}`,
      '2',
      '1',
    ]);
  });
});

describe('feeds', () => {
  it('a feed item becomes a draft once, also when the feed is fetched again', async () => {
    const title = `E2E blog ${STAMP}`;
    const items = [
      `<item><title>Old ${STAMP}</title><link>https://studio.example/old</link>
      <guid>old-${STAMP}</guid><pubDate>${new Date(Date.now() - 86_400_000).toUTCString()}</pubDate></item>`,
    ];
    feedServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end(`<?xml version="1.0"?><rss version="2.0"><channel><title>${title}</title>
        <link>https://studio.example/</link>${items.join('')}</channel></rss>`);
    });
    await new Promise<void>((resolve) => feedServer?.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.xml`;

    await page.goto(`${stack.baseUrl}/app/analytics?view=feeds`, { timeout: 90_000 });
    await page.getByRole('heading', { level: 1, name: 'Feeds' }).waitFor({ timeout: 30_000 });
    const form = page.locator('.feeds-add form');
    await form.getByLabel('Feed address').fill(url);
    await form.locator('select[name="channel"]').selectOption({ label: CHANNEL_NAME });
    await form.getByRole('button', { name: 'Add feed' }).click();
    // The item published before the subscription stays out.
    const row = page.locator('.feeds-sources tr', { hasText: title });
    await row.locator('td', { hasText: /: No new post$/ }).waitFor({ timeout: 30_000 });
    const feedId = (await row.getAttribute('data-feed')) ?? '';

    items.push(`<item><title>Spring ${STAMP}</title><link>https://studio.example/spring</link>
      <guid>spring-${STAMP}</guid><pubDate>${new Date(Date.now() + 60_000).toUTCString()}</pubDate></item>`);
    const fetchNow = row.getByRole('button', { name: `Fetch ${title} now` });
    await fetchNow.click();
    await row.locator('td', { hasText: /: 1 new post$/ }).waitFor({ timeout: 30_000 });
    await fetchNow.click();
    await row.locator('td', { hasText: /: No new post$/ }).waitFor({ timeout: 30_000 });
    const drafts = await feedDrafts(feedId);
    expect(drafts.map(({ text, status }) => ({ text, status }))).toEqual([
      { text: `Spring ${STAMP} https://studio.example/spring`, status: 'draft' },
    ]);
    created.push(...drafts.map((draft) => draft.path));
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: `Remove ${title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await row.waitFor({ state: 'detached' });
    expect(await listed(`workspaces/${STUDIO}/feeds/${feedId}/items`)).toEqual([]);
  });
});
