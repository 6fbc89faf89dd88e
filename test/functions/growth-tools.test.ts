// Growth tools (issue 40) through the Functions and Cloud Tasks emulators: a workspace's UTM
// settings reach the (fake) network in the published text, short links lead only to their stored
// address and count clicks once per visitor and day, without bots; best time to post comes from
// the channel's own published posts, or from the network's labelled default; a feed is added by
// those allowed and its new item made a post by the poll tick's task queue.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invokeScheduledFunction } from '../../emulator/stack/publisher-tick';
import { fakeMastodon } from './fakeMastodon';
import { type Accounts, createAccounts, seedBase, seedPost, WS_SMM } from './fixtures';
import { adminDb, call, stack, waitFor, warmPublishQueues } from './support';

let accounts: Accounts;
const CHANNEL = 'mastolinks';
const SETTINGS = { utm: true, source: '', medium: 'social', campaign: 'autumn', shorten: false };

beforeAll(async () => {
  accounts = await createAccounts();
  await warmPublishQueues();
}, 180_000);

beforeEach(async () => {
  await seedBase(accounts);
  const db = adminDb();
  await db.doc(`workspaces/${WS_SMM}`).update({
    channelIds: ['ch1', CHANNEL],
    [`members.${accounts.outsider.uid}`]: 'approver',
    memberUids: FieldValue.arrayUnion(accounts.outsider.uid),
  });
  await db.doc(`workspaces/${WS_SMM}/channels/${CHANNEL}`).set({
    provider: 'mastodon',
    displayName: 'Links on the test instance',
    handle: '@links',
    status: 'connected',
  });
  await db.doc(`channelSecrets/${CHANNEL}`).set({
    instanceUrl: fakeMastodon.url,
    accessToken: 'token-links',
    accountId: '42',
  });
});

const sentText = (postId: string) =>
  fakeMastodon.statuses.find((status) => status.key === `${postId}_${CHANNEL}`)?.text;

async function publish(postId: string, text: string, extra: Record<string, unknown> = {}) {
  await seedPost(WS_SMM, postId, { text, channelIds: [CHANNEL], status: 'draft', ...extra });
  const answer = await call('publishPostNow', { workspaceId: WS_SMM, postId }, accounts.smmUser);
  expect(answer.ok).toBe(true);
  return waitFor(async () => sentText(postId) ?? null, 40_000);
}

const follow = (path: string, userAgent: string) =>
  fetch(`${stack().functionsUrl}/shortLink${path}`, {
    redirect: 'manual',
    headers: { 'user-agent': userAgent },
  });

describe('link settings', () => {
  it('are saved by the owner and refused to an approver, who changes nothing', async () => {
    const refused = await call(
      'setLinkSettings',
      { workspaceId: WS_SMM, settings: SETTINGS },
      accounts.outsider,
    );
    expect(refused).toMatchObject({ ok: false, code: 'permission-denied' });
    const ref = adminDb().doc(`workspaces/${WS_SMM}/growth/links`);
    expect((await ref.get()).exists).toBe(false);
    const bad = await call(
      'setLinkSettings',
      { workspaceId: WS_SMM, settings: { ...SETTINGS, medium: 'two words' } },
      accounts.smmUser,
    );
    expect(bad).toMatchObject({ ok: false, code: 'invalid-argument' });
    const saved = await call(
      'setLinkSettings',
      { workspaceId: WS_SMM, settings: SETTINGS },
      accounts.smmUser,
    );
    expect(saved).toMatchObject({ ok: true, result: SETTINGS });
    expect((await ref.get()).data()).toMatchObject({
      ...SETTINGS,
      updatedBy: accounts.smmUser.uid,
    });
  });
});

describe('best-time experiment', () => {
  it('is turned on by the owner within the share’s bounds, refused to an approver and outside them', async () => {
    const ref = adminDb().doc(`workspaces/${WS_SMM}/growth/experiment`);
    const set = (settings: unknown, account = accounts.smmUser) =>
      call('setBestTimeExperiment', { workspaceId: WS_SMM, settings }, account);
    expect(await set({ enabled: true, share: 30 }, accounts.outsider)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    const bad = await set({ enabled: true, share: 80 });
    expect(bad).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect((bad as { details?: { issues?: unknown } }).details?.issues).toEqual([
      { path: 'settings.share', message: 'The share is at most 50 %.' },
    ]);
    expect((await ref.get()).exists).toBe(false);
    expect(await set({ enabled: true, share: 30 })).toMatchObject({
      ok: true,
      result: { enabled: true, share: 30 },
    });
    const read = await call('readBestTimes', { workspaceId: WS_SMM }, accounts.outsider);
    expect(read).toMatchObject({
      ok: true,
      result: {
        experiment: {
          settings: { enabled: true, share: 30 },
          suggested: { n: 0 },
          exploration: { n: 0 },
          lift: null,
        },
      },
    });
  });
});

describe('publishing with link settings', () => {
  it('gives the network each link with UTM parameters, the author’s own kept', async () => {
    await call('setLinkSettings', { workspaceId: WS_SMM, settings: SETTINGS }, accounts.smmUser);
    const text = await publish(
      'utm1',
      'New bread https://bakery.example/rye. Old one: https://bakery.example/?utm_medium=mail',
    );
    expect(text).toBe(
      'New bread https://bakery.example/rye?utm_source=mastodon&utm_medium=social&utm_campaign=autumn. ' +
        'Old one: https://bakery.example/?utm_medium=mail&utm_source=mastodon&utm_campaign=autumn',
    );
  });

  it('sends a short link that leads only to its stored address and counts visitors', async () => {
    await call(
      'setLinkSettings',
      { workspaceId: WS_SMM, settings: { ...SETTINGS, shorten: true } },
      accounts.smmUser,
    );
    const text = await publish('short1', 'Menu: https://bakery.example/menu', {
      campaign: 'Winter menu',
    });
    const code = /\/l\/([A-Za-z0-9_-]{10})$/.exec(text)?.[1] ?? '';
    expect(code).toHaveLength(10);
    const target =
      'https://bakery.example/menu?utm_source=mastodon&utm_medium=social&utm_campaign=Winter-menu';
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';
    const first = await follow(`/l/${code}?to=https://evil.example/`, browser);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe(target);
    expect((await follow(`/l/${code}`, browser)).headers.get('location')).toBe(target);
    expect((await follow(`/l/${code}`, 'Mozilla/5.0 Safari/605.1.15')).status).toBe(302);
    // A preview fetcher is led to the page too, so the network's card shows it, but not counted.
    const bot = await follow(`/l/${code}`, 'facebookexternalhit/1.1');
    expect(bot.headers.get('location')).toBe(target);
    expect((await follow('/l/AAAAAAAAAA', browser)).status).toBe(404);
    expect((await follow('/l/https:%2F%2Fevil.example', browser)).status).toBe(404);

    const db = adminDb();
    expect((await db.doc(`shortLinks/${code}`).get()).data()).toMatchObject({
      url: target,
      clicks: 3,
      visitors: 2,
    });
    expect((await db.doc(`workspaces/${WS_SMM}/linkClicks/short1`).get()).data()).toMatchObject({
      postId: 'short1',
      clicks: 3,
      visitors: 2,
    });
    // Visitors are kept by a daily hash only: no address, no browser in what is stored.
    const visitors = await db.collection(`shortLinks/${code}/visitors`).get();
    expect(visitors.size).toBe(2);
    const stored = JSON.stringify(visitors.docs.map((doc) => [doc.id, doc.data()]));
    expect(stored).not.toMatch(/127\.0\.0\.1|Firefox|Safari/);
  });

  /** A short link of its own, as the publisher stores it, with no click yet. */
  async function seedShortLink(code: string, postId: string) {
    await adminDb().doc(`shortLinks/${code}`).set({
      url: 'https://bakery.example/rush',
      workspaceId: WS_SMM,
      postId,
      channelId: CHANNEL,
      clicks: 0,
      visitors: 0,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }

  it('counts every click of many visitors arriving at once, each visitor once', async () => {
    const code = `rush${Date.now().toString(36).slice(-6)}`;
    await seedShortLink(code, 'rush1');
    // 20 browsers click twice each, all at once, with 5 preview fetches among them.
    const agents = [
      ...Array.from(
        { length: 40 },
        (_, n) => `Mozilla/5.0 (X11; Linux x86_64) Firefox/${n % 20}.0`,
      ),
      ...Array.from({ length: 5 }, () => 'facebookexternalhit/1.1'),
    ];
    const answers = await Promise.all(agents.map((agent) => follow(`/l/${code}`, agent)));
    expect(answers.map((answer) => answer.status)).toEqual(agents.map(() => 302));

    const db = adminDb();
    expect((await db.doc(`shortLinks/${code}`).get()).data()).toMatchObject({
      clicks: 40,
      visitors: 20,
    });
    expect((await db.doc(`workspaces/${WS_SMM}/linkClicks/rush1`).get()).data()).toMatchObject({
      clicks: 40,
      visitors: 20,
    });
    expect((await db.collection(`shortLinks/${code}/visitors`).get()).size).toBe(20);
  });

  it('stops leading a visitor anywhere once its link is deleted', async () => {
    const code = `gone${Date.now().toString(36).slice(-6)}`;
    await seedShortLink(code, 'gone1');
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/141.0';
    expect((await follow(`/l/${code}`, browser)).status).toBe(302);
    await adminDb().recursiveDelete(adminDb().doc(`shortLinks/${code}`));
    // The instance still knows the address; counting the click finds the link gone.
    expect((await follow(`/l/${code}`, browser)).status).toBe(404);
    expect((await adminDb().doc(`shortLinks/${code}`).get()).exists).toBe(false);
  });
});

describe('best time to post', () => {
  /** Tuesday 2026-11-03 plus `week` weeks, at the given Paris hour (UTC+1 in November). */
  const tuesday = (hour: number, week: number) => Date.UTC(2026, 10, 3 + 7 * week, hour - 1, 5);

  async function seedPublished(postId: string, at: number, likes: number) {
    const db = adminDb();
    const published = Timestamp.fromMillis(at);
    await seedPost(WS_SMM, postId, {
      text: `Measured ${postId}`,
      channelIds: ['ch1'],
      status: 'published',
      results: {
        ch1: {
          status: 'published',
          externalId: `x-${postId}`,
          url: null,
          error: null,
          attempts: 1,
          publishedAt: published,
        },
      },
    });
    await db.doc(`workspaces/${WS_SMM}/metrics/${postId}_ch1`).set({
      kind: 'post',
      postId,
      channelId: 'ch1',
      provider: 'sandbox',
      capturedAt: Timestamp.fromMillis(Date.now() - 3_600_000),
      likes,
      reposts: 0,
      replies: 0,
      quotes: null,
      impressions: 1000,
    });
  }

  it('learns the best hour from the channel’s posts and labels a default elsewhere', async () => {
    for (let week = 0; week < 6; week++) {
      await seedPublished(`morning${week}`, tuesday(10, week), 90 + week);
      await seedPublished(`evening${week}`, tuesday(18, week), 20 + week);
    }
    // A member of another workspace learns nothing; an approver of this one reads it.
    expect(await call('readBestTimes', { workspaceId: WS_SMM }, accounts.client)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    const answer = await call('readBestTimes', { workspaceId: WS_SMM }, accounts.outsider);
    if (!answer.ok) throw new Error(answer.message);
    const channels = answer.result.channels as Record<string, unknown>[];
    const sandbox = channels.find((channel) => channel.channelId === 'ch1');
    expect(sandbox).toMatchObject({
      basis: 'measured',
      posts: 12,
      zone: 'Europe/Paris',
      source: null,
    });
    expect((sandbox?.best as unknown[] | undefined)?.[0]).toEqual({ day: 2, hour: 10 });
    expect(sandbox?.confidence).toBeGreaterThan(0.95);
    const mastodon = channels.find((channel) => channel.channelId === CHANNEL);
    expect(mastodon).toMatchObject({ basis: 'default', posts: 0, confidence: null });
    expect(String(mastodon?.source)).toMatch(/No published study/);
  });
});

describe('feeds', () => {
  it('are added by the owner, not an approver, and fetched by the poll tick’s task queue', async () => {
    // Served from this process on 127.0.0.1: the emulator's guarded fetch allows loopback.
    const item = (id: string, at: number) =>
      `<item><title>${id}</title><link>https://blog.example/${id}</link><guid>${id}</guid><pubDate>${new Date(at).toUTCString()}</pubDate></item>`;
    const items = [item('before', Date.now() - 86_400_000)];
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end(
        `<rss version="2.0"><channel><title>Tick blog</title>${items.join('')}</channel></rss>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const input = {
        workspaceId: WS_SMM,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`,
        channelId: CHANNEL,
        target: 'draft',
        template: { text: 'New: {title} {link}', image: false },
        includeOlder: false,
      };
      expect(await call('addFeed', input, accounts.outsider)).toMatchObject({
        ok: false,
        code: 'permission-denied',
      });
      const added = await call('addFeed', input, accounts.smmUser);
      if (!added.ok) throw new Error(added.message);
      expect(added.result.added).toBe(0);
      items.push(item('after', Date.now() + 60_000));
      const origin = new URL(stack().functionsUrl).origin;
      const id = `${stack().region}-pollFeeds`;
      expect(await invokeScheduledFunction(origin, stack().projectId, id)).toBe(200);
      const job = (await adminDb().doc('jobs/pollFeeds').get()).data() ?? {};
      expect({ processed: job.processed, rescued: job.rescued }).toEqual({
        processed: 1,
        rescued: 0,
      });
      const posts = adminDb()
        .collection(`workspaces/${WS_SMM}/posts`)
        .where('feedId', '==', added.result.feedId);
      const made = await waitFor(async () => {
        const snap = await posts.get();
        return snap.empty ? null : snap.docs.map((doc) => doc.data());
      });
      expect(made).toEqual([
        expect.objectContaining({ text: 'New: after https://blog.example/after', status: 'draft' }),
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
