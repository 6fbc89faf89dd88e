import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { configureGuardForTests } from '../../net/guardedFetch';
import type { Caller } from '../caller';
import { addFeed, fetchFeedNow, removeFeed, setFeedPaused } from './feedSources';
import type { PollFeedDeps } from './pollFeed';

const fs = suiteFirestore();
const WS = 'wsFeedSources';
const NOW = Date.UTC(2026, 10, 29, 9);
const caller = (uid: string): Caller => ({ uid, email: null, doc: { roles: { smm: 'user' } } });
const deps: PollFeedDeps = { now: () => new Date(NOW), storeImage: async () => null };

let server: Server;
let origin = '';
let restoreGuard: () => void;
let newest = NOW - 60_000;

beforeAll(async () => {
  restoreGuard = configureGuardForTests({ allowLoopback: true });
  server = createServer((request, response) => {
    if (request.url === '/page') {
      response.end('<!doctype html><html><body>Not a feed</body></html>');
      return;
    }
    response.setHeader('content-type', 'application/feed+json');
    response.end(
      JSON.stringify({
        version: 'https://jsonfeed.org/version/1.1',
        title: 'Local JSON blog',
        items: [
          {
            id: 'a',
            url: 'https://blog.example/a',
            title: 'Before',
            date_published: new Date(NOW - 86_400_000).toISOString(),
          },
          {
            id: 'b',
            url: 'https://blog.example/b',
            title: 'After',
            date_published: new Date(newest).toISOString(),
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  restoreGuard();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  await fs.clear();
  newest = NOW - 60_000;
  await fs.db.doc(`workspaces/${WS}`).set({
    product: 'smm',
    ownerUid: 'owner',
    members: { owner: 'owner', approver: 'approver' },
    memberUids: ['owner', 'approver'],
    channelIds: ['ch1'],
  });
  await fs.db
    .doc(`workspaces/${WS}/channels/ch1`)
    .set({ provider: 'sandbox', status: 'connected' });
});

const input = (url: string) => ({
  workspaceId: WS,
  url,
  channelId: 'ch1',
  target: 'draft' as const,
  template: { text: '{title} {link}', image: false },
  includeOlder: false,
});

const feeds = async () => (await fs.db.collection(`workspaces/${WS}/feeds`).get()).docs;
const posts = async () => (await fs.db.collection(`workspaces/${WS}/posts`).get()).docs;

describe('adding a feed', () => {
  it('is refused to an approver, and writes nothing', async () => {
    await expect(
      addFeed(fs.db, caller('approver'), input(`${origin}/feed`), deps),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await feeds()).toEqual([]);
  });

  it('refuses a private address or a page that is no feed with its reason, and writes nothing', async () => {
    for (const [url, reason] of [
      ['https://192.168.1.20/feed.xml', 'blocked'],
      [`${origin}/page`, 'parse'],
      ['http://127.0.0.1:1/feed', 'unreachable'],
    ]) {
      await expect(
        addFeed(fs.db, caller('owner'), input(url as string), deps),
        url,
      ).rejects.toMatchObject({
        code: 'invalid-argument',
        reason,
      });
    }
    expect(await feeds()).toEqual([]);
    expect(await posts()).toEqual([]);
  });

  it('subscribes, makes posts only of what was published since, and refuses the same feed twice', async () => {
    // An item dated a minute before the subscription was already there.
    newest = NOW + 60_000;
    const added = await addFeed(fs.db, caller('owner'), input(`${origin}/feed`), deps);
    expect(added.added).toBe(1);
    const [source] = await feeds();
    expect(source?.data()).toMatchObject({
      title: 'Local JSON blog',
      fetched: true,
      paused: false,
      lastFetch: { outcome: 'ok', added: 1, error: null },
    });
    expect((await posts()).map((post) => post.get('text'))).toEqual([
      'After https://blog.example/b',
    ]);
    await expect(
      addFeed(fs.db, caller('owner'), input(`${origin}/feed`), deps),
    ).rejects.toMatchObject({
      code: 'already-exists',
    });
  });
});

describe('a source', () => {
  it('is paused, fetched on demand, and removed with what it remembers, by those allowed', async () => {
    newest = NOW + 60_000;
    const { feedId } = await addFeed(fs.db, caller('owner'), input(`${origin}/feed`), deps);
    const ref = { workspaceId: WS, feedId };
    await expect(
      setFeedPaused(fs.db, caller('approver'), { ...ref, paused: true }),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await setFeedPaused(fs.db, caller('owner'), { ...ref, paused: true });
    expect((await feeds())[0]?.get('paused')).toBe(true);
    // Fetched again on demand though paused: the item already made is not made twice.
    expect(await fetchFeedNow(fs.db, caller('owner'), ref, deps)).toMatchObject({
      outcome: 'ok',
      added: 0,
    });
    expect(await posts()).toHaveLength(1);
    await expect(removeFeed(fs.db, caller('approver'), ref)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await removeFeed(fs.db, caller('owner'), ref);
    expect(await feeds()).toEqual([]);
    expect((await fs.db.collection(`workspaces/${WS}/feeds/${feedId}/items`).get()).size).toBe(0);
    expect(await posts()).toHaveLength(1);
  });
});
