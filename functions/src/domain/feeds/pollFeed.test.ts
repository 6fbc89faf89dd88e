import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { configureGuardForTests } from '../../net/guardedFetch';
import type { Caller } from '../caller';
import { setQueue } from '../queues/queues';
import { type PollFeedDeps, pollFeed } from './pollFeed';

const fs = suiteFirestore();
const WS = 'wsFeeds';
const FEED = 'feedA';
const SUBSCRIBED = Date.UTC(2026, 10, 20, 12);
const NOW = new Date(Date.UTC(2026, 10, 29, 9));
const owner: Caller = { uid: 'owner', email: null, doc: { roles: { smm: 'user' } } };

interface Item {
  guid: string;
  link: string;
  title: string;
  at?: number;
  image?: string;
}

/** The local feed server: what it serves, how it answers, and what it was asked. */
const served = {
  items: [] as Item[],
  status: 200,
  etag: '"v1"' as string | null,
  lastModified: null as string | null,
  requests: [] as IncomingHttpHeaders[],
};
let server: Server;
let feedUrl = '';
let restoreGuard: () => void;

function rss(items: Item[]): string {
  const entries = items.map(
    (item) => `<item><title>${item.title}</title><link>${item.link}</link>
      <guid>${item.guid}</guid><description>About ${item.title}</description>
      ${item.at ? `<pubDate>${new Date(item.at).toUTCString()}</pubDate>` : ''}
      ${item.image ? `<enclosure url="${item.image}" type="image/png" length="1"/>` : ''}</item>`,
  );
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Local blog</title>
    <link>https://blog.example/</link>${entries.join('')}</channel></rss>`;
}

beforeAll(async () => {
  restoreGuard = configureGuardForTests({ allowLoopback: true });
  server = createServer((request, response) => {
    served.requests.push(request.headers);
    if (served.status !== 200) {
      response.writeHead(served.status).end('no');
      return;
    }
    if (served.etag && request.headers['if-none-match'] === served.etag) {
      response.writeHead(304).end();
      return;
    }
    if (served.lastModified && request.headers['if-modified-since'] === served.lastModified) {
      response.writeHead(304).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'application/rss+xml',
      ...(served.etag ? { etag: served.etag } : {}),
      ...(served.lastModified ? { 'last-modified': served.lastModified } : {}),
    });
    response.end(rss(served.items));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
});

afterAll(async () => {
  restoreGuard();
  await new Promise((resolve) => server.close(resolve));
});

const images: string[] = [];
const deps: PollFeedDeps = {
  now: () => NOW,
  async storeImage(workspaceId, url, key) {
    images.push(url);
    return { path: `workspaces/${workspaceId}/media/${key}.png`, contentType: 'image/png' };
  },
};

async function source(fields: Record<string, unknown> = {}) {
  await fs.db.doc(`workspaces/${WS}/feeds/${FEED}`).set({
    url: feedUrl,
    title: feedUrl,
    channelId: 'ch1',
    target: 'draft',
    template: { text: '{title}: {summary} {link}', image: true },
    includeOlder: false,
    paused: false,
    createdBy: 'owner',
    subscribedAt: new Date(SUBSCRIBED),
    fetched: false,
    lastFetch: null,
    etag: null,
    lastModified: null,
    ...fields,
  });
}

async function feedPosts() {
  const snap = await fs.db.collection(`workspaces/${WS}/posts`).where('feedId', '==', FEED).get();
  return snap.docs.map((doc) => doc.data()).sort((a, b) => a.text.localeCompare(b.text));
}

const lastFetch = async () =>
  (await fs.db.doc(`workspaces/${WS}/feeds/${FEED}`).get()).get('lastFetch');

const OLD: Item = {
  guid: 'old',
  link: 'https://blog.example/old',
  title: 'Old',
  at: SUBSCRIBED - 86_400_000,
};
const UNDATED: Item = { guid: 'undated', link: 'https://blog.example/undated', title: 'Undated' };
const NEW: Item = {
  guid: 'new',
  link: 'https://blog.example/new',
  title: 'New',
  at: SUBSCRIBED + 3_600_000,
  image: 'https://blog.example/new.png',
};

beforeEach(async () => {
  await fs.clear();
  Object.assign(served, {
    items: [OLD, UNDATED, NEW],
    status: 200,
    etag: '"v1"',
    lastModified: null,
  });
  served.requests.length = 0;
  images.length = 0;
  await fs.db.doc(`workspaces/${WS}`).set({
    product: 'smm',
    ownerUid: 'owner',
    members: { owner: 'owner' },
    memberUids: ['owner'],
    timeZone: 'Europe/Paris',
    channelIds: ['ch1'],
  });
  await fs.db
    .doc(`workspaces/${WS}/channels/ch1`)
    .set({ provider: 'sandbox', status: 'connected' });
});

describe('the first fetch', () => {
  it('takes only the items published after the subscription, through the template', async () => {
    await source();
    const outcome = await pollFeed(fs.db, WS, FEED, deps);
    expect(outcome).toMatchObject({ outcome: 'ok', added: 1, error: null });
    const posts = await feedPosts();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      text: 'New: About New https://blog.example/new',
      status: 'draft',
      channelIds: ['ch1'],
      authorUid: 'owner',
      timeZone: 'Europe/Paris',
      media: [{ contentType: 'image/png' }],
    });
    expect(images).toEqual(['https://blog.example/new.png']);
    // The undated item was there at the first fetch: a later fetch does not take it for new.
    served.etag = null;
    await pollFeed(fs.db, WS, FEED, deps);
    expect(await feedPosts()).toHaveLength(1);
  });

  it('takes the older items too when the source asked for them', async () => {
    await source({ includeOlder: true, template: { text: '{title}', image: false } });
    expect(await pollFeed(fs.db, WS, FEED, deps)).toMatchObject({ added: 3 });
    expect((await feedPosts()).map((post) => post.text)).toEqual(['New', 'Old', 'Undated']);
    expect(images).toEqual([]);
  });
});

describe('later fetches', () => {
  it('make each item a post once, known by its id and by its link', async () => {
    served.etag = null;
    await source();
    await pollFeed(fs.db, WS, FEED, deps);
    // The same feed again, the same item under a new guid, and the same guid with a new link.
    served.items = [
      OLD,
      UNDATED,
      NEW,
      { ...NEW, guid: 'new-renamed' },
      { ...NEW, link: 'https://blog.example/new?ref=moved' },
      {
        guid: 'fresh',
        link: 'https://blog.example/fresh',
        title: 'Fresh',
        at: SUBSCRIBED + 7_200_000,
      },
    ];
    const [again, concurrent] = await Promise.all([
      pollFeed(fs.db, WS, FEED, deps),
      pollFeed(fs.db, WS, FEED, deps),
    ]);
    expect(again.added + concurrent.added).toBe(1);
    expect((await feedPosts()).map((post) => post.text)).toEqual([
      'Fresh: About Fresh https://blog.example/fresh',
      'New: About New https://blog.example/new',
    ]);
  });

  it('send the last ETag and Last-Modified back, and a 304 makes nothing', async () => {
    served.lastModified = 'Sat, 28 Nov 2026 10:00:00 GMT';
    await source();
    await pollFeed(fs.db, WS, FEED, deps);
    const stored = (await fs.db.doc(`workspaces/${WS}/feeds/${FEED}`).get()).data() ?? {};
    expect([stored.etag, stored.lastModified]).toEqual(['"v1"', served.lastModified]);
    expect(await pollFeed(fs.db, WS, FEED, deps)).toMatchObject({ outcome: 'not_modified' });
    expect(served.requests[1]).toMatchObject({
      'if-none-match': '"v1"',
      'if-modified-since': 'Sat, 28 Nov 2026 10:00:00 GMT',
    });
    expect(await lastFetch()).toMatchObject({ outcome: 'not_modified', added: 0, error: null });
    expect(await feedPosts()).toHaveLength(1);
  });

  it('leave a paused source alone', async () => {
    await source({ paused: true });
    expect(await pollFeed(fs.db, WS, FEED, deps)).toMatchObject({ outcome: 'skipped' });
    expect(served.requests).toHaveLength(0);
  });

  it('put a queue source’s new items in the channel’s queue', async () => {
    await setQueue(
      fs.db,
      owner,
      { workspaceId: WS, queueId: 'ch1', slots: [{ day: 2, time: '10:00' }], paused: false },
      NOW,
    );
    await source({ target: 'queue' });
    const queued: string[] = [];
    await pollFeed(fs.db, WS, FEED, {
      ...deps,
      afterQueued: async (_ws, id) => void queued.push(id),
    });
    const [post] = await feedPosts();
    expect(post).toMatchObject({ status: 'scheduled', queue: 'ch1' });
    // Tuesday 1 December 2026, 10:00 in Paris.
    expect((post?.scheduledAt as Timestamp | undefined)?.toMillis()).toBe(Date.UTC(2026, 11, 1, 9));
    expect(queued).toHaveLength(1);
  });
});

describe('a fetch that fails', () => {
  it('shows its reason on the source: an HTTP error, a page that is no feed, an unreachable or private address', async () => {
    await source();
    served.status = 503;
    expect(await pollFeed(fs.db, WS, FEED, deps)).toMatchObject({
      outcome: 'error',
      error: 'http',
      status: 503,
    });
    expect(await lastFetch()).toMatchObject({
      outcome: 'error',
      error: 'http',
      status: 503,
      added: 0,
    });

    served.status = 200;
    served.items = [];
    const html = createServer((_request, response) => response.end('<html><body>Hi</body></html>'));
    await new Promise<void>((resolve) => html.listen(0, '127.0.0.1', resolve));
    const htmlUrl = `http://127.0.0.1:${(html.address() as AddressInfo).port}/`;
    await source({ url: htmlUrl });
    expect(await pollFeed(fs.db, WS, FEED, deps)).toMatchObject({ error: 'parse' });
    await new Promise((resolve) => html.close(resolve));
    // Now nothing listens there.
    expect(await pollFeed(fs.db, WS, FEED, deps)).toMatchObject({ error: 'unreachable' });

    for (const url of [
      'https://10.0.0.8/feed',
      'https://169.254.169.254/latest',
      'http://blog.example/feed',
    ]) {
      await source({ url });
      expect(await pollFeed(fs.db, WS, FEED, deps), url).toMatchObject({ error: 'blocked' });
    }
    expect(await feedPosts()).toEqual([]);
  });
});
