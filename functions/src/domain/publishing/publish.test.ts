import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeNetwork } from '../../../../test/support/functions/fakeNetwork';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { tinyMp4 } from '../../../../test/support/tiny-mp4';
import { claimDuePosts, LEASE_SHARDS, leaseShardOf } from './lease';
import { publishPost } from './publish';
import { LEASE_MS, MAX_ATTEMPTS, RECONCILE_WINDOW_MS } from './publishPolicy';
import { runPublisher } from './publishRun';

const fs = suiteFirestore();

let network: FakeNetwork;
let clock: Date;
const base = new Date('2026-03-29T08:59:30Z');
const WS = 'ws1';

function deps(owner = 'run-a') {
  const provider = network.provider();
  return {
    owner,
    now: () => clock,
    providerFor: () => provider,
    loadMedia: async () => new Uint8Array(10),
  };
}

async function seedChannels(ids: string[], status = 'connected') {
  const batch = fs.db.batch();
  for (const id of ids) {
    batch.set(fs.db.doc(`workspaces/${WS}/channels/${id}`), {
      provider: 'sandbox',
      displayName: `Channel ${id}`,
      handle: `@${id}`,
      status,
    });
    batch.set(fs.db.doc(`channelSecrets/${id}`), { handle: `@${id}` });
  }
  // These tests are about claiming bursts, not the workspace's hourly cap (hourlyCap.test.ts).
  batch.set(fs.db.doc(`workspaces/${WS}/publishing/settings`), { postsPerChannelHour: 100_000 });
  await batch.commit();
}

async function seedPost(
  id: string,
  channelIds: string[],
  scheduledAt: Date,
  extra: Record<string, unknown> = {},
) {
  await fs.db.doc(`workspaces/${WS}/posts/${id}`).set({
    authorUid: 'u1',
    text: `Post ${id}`,
    variants: {},
    media: [],
    channelIds,
    timeZone: 'Europe/Berlin',
    scheduledAt: Timestamp.fromDate(scheduledAt),
    status: 'scheduled',
    held: false,
    dueAt: Timestamp.fromDate(scheduledAt),
    results: {},
    lease: null,
    ...extra,
  });
}

async function post(id: string) {
  return (await fs.db.doc(`workspaces/${WS}/posts/${id}`).get()).data() ?? {};
}

const minutes = (n: number) => new Date(base.getTime() + n * 60_000);

beforeEach(async () => {
  await fs.clear();
  network = new FakeNetwork();
  clock = minutes(1);
  await seedChannels(['bsky', 'masto']);
});

describe('claimDuePosts', () => {
  it('claims a scheduled post once it is due, under a lease naming the run', async () => {
    await seedPost('p1', ['bsky'], minutes(0.5));
    await seedPost('later', ['bsky'], minutes(5));
    await seedPost('draft', ['bsky'], minutes(0), { status: 'draft' });
    const claimed = await claimDuePosts(fs.db, { owner: 'run-a', now: clock });
    expect(claimed.map((ref) => ref.id)).toEqual(['p1']);
    const stored = await post('p1');
    expect(stored.status).toBe('publishing');
    expect(stored.lease.owner).toBe('run-a');
    expect(stored.lease.expiresAt.toMillis()).toBe(clock.getTime() + LEASE_MS);
    expect(await claimDuePosts(fs.db, { owner: 'run-b', now: clock })).toEqual([]);
  });

  it('leaves held posts out in the due query itself, so they never take the places of due ones', async () => {
    // The held post is older: a query that returned it and a filter after reading would fill
    // the page of one and claim nothing.
    await seedPost('held', ['bsky'], minutes(0.2), { held: true, queue: 'bsky' });
    await seedPost('due', ['bsky'], minutes(0.5));
    const claimed = await claimDuePosts(fs.db, { owner: 'run-a', now: clock, limit: 1 });
    expect(claimed.map((ref) => ref.id)).toEqual(['due']);
    expect((await post('held')).status).toBe('scheduled');
  });

  it('writes the lease index shard with the lease and finds run-out leases in every shard', async () => {
    const ids = Array.from({ length: 24 }, (_, i) => `s${i}`);
    for (const id of ids) await seedPost(id, ['bsky'], minutes(0.5));
    const first = await claimDuePosts(fs.db, { owner: 'run-a', now: clock, limit: 100 });
    expect(first).toHaveLength(ids.length);
    const shards = new Set<number>();
    for (const id of ids) {
      const stored = await post(id);
      expect(stored.leaseShard).toBe(leaseShardOf(id));
      shards.add(stored.leaseShard);
    }
    // The ids spread over the shards, so the reconciler's per-shard queries are all exercised.
    expect(shards.size).toBeGreaterThan(LEASE_SHARDS / 2);
    // run-a died: after its lease ran out, run-b takes every post back, whatever its shard.
    const later = new Date(clock.getTime() + LEASE_MS + 1);
    const again = await claimDuePosts(fs.db, { owner: 'run-b', now: later, limit: 100 });
    expect(again.map((ref) => ref.id).sort()).toEqual([...ids].sort());
  });
});

describe('publishPost', () => {
  it('publishes on every channel and records each remote id', async () => {
    await seedPost('p1', ['bsky', 'masto'], minutes(0));
    const summary = await runPublisher(fs.db, deps());
    expect(summary.outcomes).toEqual([
      {
        path: `workspaces/${WS}/posts/p1`,
        status: 'published',
        channels: { bsky: 'published', masto: 'published' },
      },
    ]);
    const stored = await post('p1');
    expect(stored.status).toBe('published');
    expect(stored.lease).toBeNull();
    expect(stored.results.bsky).toMatchObject({
      status: 'published',
      externalId: network.posts.get('p1_bsky')?.externalId,
      attempts: 1,
    });
    expect(stored.results.masto.url).toBe('https://net.test/p1_masto');
  });

  it('uses the channel variant text when there is one', async () => {
    await seedPost('p1', ['bsky'], minutes(0), {
      variants: { bsky: { text: 'Short for Bluesky' } },
    });
    let sent = '';
    const provider = network.provider();
    await runPublisher(fs.db, {
      ...deps(),
      providerFor: () => ({
        ...provider,
        publish: async (request, s, c) => {
          sent = request.text;
          return provider.publish(request, s, c);
        },
      }),
    });
    expect(sent).toBe('Short for Bluesky');
  });

  it("hands each channel its network's settings, the channel's own over the network's, and signed media addresses", async () => {
    await seedPost('p1', ['bsky', 'masto'], minutes(0), {
      media: [{ path: 'workspaces/ws1/media/a.jpg', contentType: 'image/jpeg' }],
      networkOptions: {
        sandbox: { title: 'For every sandbox channel', privacy: 'public' },
        masto: { title: 'Only this channel' },
      },
    });
    const seen: Record<string, unknown>[] = [];
    const urls: (string | undefined)[] = [];
    const provider = network.provider();
    await runPublisher(fs.db, {
      ...deps(),
      mediaUrl: async (path: string) => `https://signed.test/${path}`,
      providerFor: () => ({
        ...provider,
        publish: async (request, s, c) => {
          seen.push(request.options ?? {});
          urls.push(request.media[0]?.url);
          return provider.publish(request, s, c);
        },
      }),
    });
    expect(seen).toEqual([
      { title: 'For every sandbox channel', privacy: 'public' },
      { title: 'Only this channel', privacy: 'public' },
    ]);
    expect(urls).toEqual([
      'https://signed.test/workspaces/ws1/media/a.jpg',
      'https://signed.test/workspaces/ws1/media/a.jpg',
    ]);
  });

  it('retries a transient failure after a backoff and publishes once', async () => {
    await seedPost('p1', ['bsky'], minutes(0));
    network.script.set('p1_bsky', ['transient']);
    await runPublisher(fs.db, deps());
    let stored = await post('p1');
    expect(stored.status).toBe('publishing');
    expect(stored.results.bsky).toMatchObject({
      status: 'retry',
      attempts: 1,
      error: 'Net: failed with transient.',
    });
    expect(stored.results.bsky.nextAttemptAt.toMillis()).toBe(clock.getTime() + 60_000);
    expect(stored.lease).toEqual({ owner: null, expiresAt: stored.results.bsky.nextAttemptAt });

    clock = minutes(1.5);
    expect((await runPublisher(fs.db, deps())).claimed).toBe(0);
    clock = minutes(2);
    await runPublisher(fs.db, deps());
    stored = await post('p1');
    expect(stored.status).toBe('published');
    expect(stored.results.bsky.attempts).toBe(2);
    expect(network.posts.size).toBe(1);
  });

  it('waits as long as a rate limit asks', async () => {
    await seedPost('p1', ['bsky'], minutes(0));
    network.script.set('p1_bsky', ['rate_limited']);
    await runPublisher(fs.db, deps());
    expect((await post('p1')).results.bsky.nextAttemptAt.toMillis()).toBe(
      clock.getTime() + 600_000,
    );
  });

  it(`gives up after ${MAX_ATTEMPTS} transient failures with a readable reason`, async () => {
    await seedPost('p1', ['bsky'], minutes(0));
    network.script.set('p1_bsky', Array(MAX_ATTEMPTS).fill('transient'));
    for (let run = 0; run < MAX_ATTEMPTS; run++) {
      await runPublisher(fs.db, deps());
      clock = new Date(clock.getTime() + 31 * 60_000);
    }
    const stored = await post('p1');
    expect(stored.status).toBe('failed');
    expect(stored.statusReason).toBe(
      `Channel bsky: gave up after ${MAX_ATTEMPTS} attempts. Last error: Net: failed with transient.`,
    );
    expect(network.sends.get('p1_bsky')).toBe(MAX_ATTEMPTS);
  });

  it('never re-sends after an unknown outcome: reconciliation finds the post', async () => {
    await seedPost('p1', ['bsky'], minutes(0));
    network.script.set('p1_bsky', ['sent_then_unknown']);
    await runPublisher(fs.db, deps());
    expect((await post('p1')).results.bsky.status).toBe('reconcile');
    clock = minutes(2);
    await runPublisher(fs.db, deps());
    const stored = await post('p1');
    expect(stored.status).toBe('published');
    expect(stored.results.bsky.externalId).toBe(network.posts.get('p1_bsky')?.externalId);
    expect(network.sends.get('p1_bsky')).toBe(1);
    expect(network.lookups).toBe(1);
  });

  it('declares a post that never appears failed without sending it again', async () => {
    await seedPost('p1', ['bsky'], minutes(0), { text: 'lost' });
    network.script.set('p1_bsky', ['unknown_outcome']);
    await runPublisher(fs.db, deps());
    for (let minute = 2; minute <= 2 + RECONCILE_WINDOW_MS / 60_000; minute += 5) {
      clock = minutes(minute);
      await runPublisher(fs.db, deps());
    }
    const stored = await post('p1');
    expect(stored.status).toBe('failed');
    expect(stored.results.bsky.error).toContain('It was not sent again, to avoid a duplicate');
    expect(network.sends.get('p1_bsky')).toBe(1);
  });

  it('keeps checking a send of unknown outcome while its channel is disconnected, then gives up', async () => {
    await seedPost('p1', ['bsky'], minutes(0));
    network.script.set('p1_bsky', ['unknown_outcome']);
    await runPublisher(fs.db, deps());
    await fs.db.doc(`workspaces/${WS}/channels/bsky`).update({ status: 'disconnected' });
    clock = minutes(2);
    await runPublisher(fs.db, deps());
    expect((await post('p1')).results.bsky).toMatchObject({
      status: 'reconcile',
      error: 'Channel bsky was disconnected.',
    });
    clock = minutes(1 + RECONCILE_WINDOW_MS / 60_000);
    await runPublisher(fs.db, deps());
    const stored = await post('p1');
    expect(stored.status).toBe('failed');
    expect(stored.statusReason).toBe(
      'Channel bsky was disconnected. Whether the post went out could not be checked; please look at the channel.',
    );
    expect(network.sends.get('p1_bsky')).toBe(1);
    expect(network.lookups).toBe(0);
  });

  it('recovers a crash between the network confirming and the write, without a duplicate', async () => {
    await seedPost('p1', ['bsky'], minutes(0));
    network.script.set('p1_bsky', ['sent_then_hang']);
    // The first run sends and never comes back, as if the process died.
    void runPublisher(fs.db, deps('run-crashed'));
    for (let wait = 0; wait < 200 && !network.posts.has('p1_bsky'); wait++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect((await post('p1')).results.bsky.status).toBe('sending');

    clock = new Date(clock.getTime() + LEASE_MS - 1000);
    expect((await runPublisher(fs.db, deps('run-b'))).claimed).toBe(0);
    clock = new Date(clock.getTime() + 1000);
    const summary = await runPublisher(fs.db, deps('run-b'));
    expect(summary.outcomes[0]?.status).toBe('published');
    expect(network.sends.get('p1_bsky')).toBe(1);
    expect((await post('p1')).results.bsky.externalId).toBe(
      network.posts.get('p1_bsky')?.externalId,
    );
  });

  it('marks the channel needs_reconnect on an auth failure and publishes the others', async () => {
    await seedPost('p1', ['bsky', 'masto'], minutes(0));
    network.script.set('p1_bsky', ['auth']);
    await runPublisher(fs.db, deps());
    const stored = await post('p1');
    expect(stored.status).toBe('partially_published');
    expect(stored.results.bsky.error).toBe(
      'Channel bsky needs to be reconnected: Net: failed with auth.',
    );
    expect(stored.statusReason).toBe(stored.results.bsky.error);
    expect((await fs.db.doc(`workspaces/${WS}/channels/bsky`).get()).data()?.status).toBe(
      'needs_reconnect',
    );
  });

  it('fails a channel that needs reconnecting without calling the network', async () => {
    await seedChannels(['stale'], 'needs_reconnect');
    await seedPost('p1', ['stale'], minutes(0));
    await runPublisher(fs.db, deps());
    const stored = await post('p1');
    expect(stored.status).toBe('failed');
    expect(stored.statusReason).toBe(
      'Channel stale needs to be reconnected before it can publish.',
    );
    expect(network.sends.size).toBe(0);
  });

  it('fails a text too long for the network before sending', async () => {
    await seedPost('p1', ['bsky'], minutes(0), { text: 'x'.repeat(501) });
    await runPublisher(fs.db, deps());
    expect((await post('p1')).statusReason).toBe(
      'Channel bsky: The text is 501 characters long; at most 500 fit.',
    );
    expect(network.sends.size).toBe(0);
  });

  it('fails a video longer than the network allows, its length read from the file, before sending', async () => {
    await seedPost('p1', ['bsky'], minutes(0), {
      media: [{ path: 'workspaces/ws1/media/clip.mp4', contentType: 'video/mp4' }],
    });
    const provider = network.provider();
    await runPublisher(fs.db, {
      ...deps(),
      providerFor: () => ({
        ...provider,
        limits: async (s, c) => ({
          ...(await provider.limits(s, c)),
          media: { 'video/mp4': 1_000_000 },
          videoSeconds: { max: 600 },
        }),
      }),
      loadMedia: async () => tinyMp4({ seconds: 724 }),
    });
    const stored = await post('p1');
    expect(stored.status).toBe('failed');
    expect(stored.statusReason).toBe(
      'Channel bsky: Attachment 1 lasts 12 min 4 sec; videos up to 10 min are allowed.',
    );
    expect(network.sends.size).toBe(0);
  });

  it('leaves a post alone once its lease belongs to another run', async () => {
    await seedPost('p1', ['bsky'], minutes(0));
    const [ref] = await claimDuePosts(fs.db, { owner: 'run-a', now: clock });
    if (!ref) throw new Error('not claimed');
    expect((await publishPost(fs.db, ref, deps('run-b'))).status).toBe('lost_lease');
    expect(network.sends.size).toBe(0);
  });
});

describe('threads', () => {
  const thread = [{ text: 'Part two' }, { text: 'Part three' }];
  const keys = ['p1_bsky', 'p1_bsky_1', 'p1_bsky_2'];

  it('publishes the parts in order, each answering the one before, and records every remote id', async () => {
    await seedPost('p1', ['bsky'], minutes(0), { thread });
    await runPublisher(fs.db, deps());
    const stored = await post('p1');
    expect(stored.status).toBe('published');
    const [main, second, third] = keys.map((key) => network.posts.get(key));
    expect(stored.results.bsky).toMatchObject({
      status: 'published',
      externalId: main?.externalId,
      parts: [
        { externalId: second?.externalId, url: second?.url, cid: 'cid-p1_bsky_1' },
        { externalId: third?.externalId, url: third?.url, cid: 'cid-p1_bsky_2' },
      ],
    });
    expect(network.requests.map((request) => [request.text, request.replyTo])).toEqual([
      ['Post p1', undefined],
      ['Part two', { root: main, parent: main }],
      ['Part three', { root: main, parent: second }],
    ]);
  });

  it('retries a part that failed before sending from that part, never re-sending the confirmed ones', async () => {
    await seedPost('p1', ['bsky'], minutes(0), { thread });
    network.script.set('p1_bsky_1', ['transient']);
    await runPublisher(fs.db, deps());
    let stored = await post('p1');
    expect(stored.status).toBe('publishing');
    expect(stored.results.bsky).toMatchObject({
      status: 'retry',
      externalId: network.posts.get('p1_bsky')?.externalId,
      attempts: 1,
    });
    clock = minutes(3);
    await runPublisher(fs.db, deps());
    stored = await post('p1');
    expect(stored.status).toBe('published');
    expect(stored.results.bsky.parts).toHaveLength(2);
    expect(keys.map((key) => network.sends.get(key))).toEqual([1, 2, 1]);
  });

  it('reconciles a part whose answer was lost, then goes on with the next, sending each once', async () => {
    await seedPost('p1', ['bsky'], minutes(0), { thread });
    network.script.set('p1_bsky_1', ['sent_then_unknown']);
    await runPublisher(fs.db, deps());
    const midway = (await post('p1')).results.bsky;
    expect(midway).toMatchObject({
      status: 'reconcile',
      externalId: network.posts.get('p1_bsky')?.externalId,
    });
    expect(midway.parts).toBeUndefined();
    clock = minutes(3);
    await runPublisher(fs.db, deps());
    const stored = await post('p1');
    expect(stored.status).toBe('published');
    expect(
      stored.results.bsky.parts.map((part: { externalId: string }) => part.externalId),
    ).toEqual([
      network.posts.get('p1_bsky_1')?.externalId,
      network.posts.get('p1_bsky_2')?.externalId,
    ]);
    expect(keys.map((key) => network.sends.get(key))).toEqual([1, 1, 1]);
    expect(network.lookups).toBe(1);
  });

  it('recovers a crash after the network confirmed a part, without sending it again', async () => {
    await seedPost('p1', ['bsky'], minutes(0), { thread });
    network.script.set('p1_bsky_1', ['sent_then_hang']);
    void runPublisher(fs.db, deps('run-crashed'));
    for (let wait = 0; wait < 200 && !network.posts.has('p1_bsky_1'); wait++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    const midway = (await post('p1')).results.bsky;
    expect(midway.status).toBe('sending');
    expect(midway.externalId).toBe(network.posts.get('p1_bsky')?.externalId);
    clock = new Date(clock.getTime() + LEASE_MS);
    const summary = await runPublisher(fs.db, deps('run-b'));
    expect(summary.outcomes[0]?.status).toBe('published');
    expect(keys.map((key) => network.sends.get(key))).toEqual([1, 1, 1]);
  });

  it('ends a thread cut short by a refusal as failed, saying which parts are out', async () => {
    await seedPost('p1', ['bsky'], minutes(0), { thread });
    network.script.set('p1_bsky_2', ['permanent']);
    await runPublisher(fs.db, deps());
    const stored = await post('p1');
    expect(stored.status).toBe('failed');
    expect(stored.results.bsky.error).toBe(
      'Channel bsky: Net: failed with permanent. The first 2 of 3 parts of the thread are on the network; the rest was not sent.',
    );
    expect(network.sends.get('p1_bsky_2')).toBe(1);
  });

  it('refuses a thread on a network without threads, and a malformed thread, before sending anything', async () => {
    await seedPost('p1', ['bsky'], minutes(0), { thread });
    await seedPost('p2', ['masto'], minutes(0), { thread: [{ text: '' }] });
    const provider = network.provider();
    await runPublisher(fs.db, {
      ...deps(),
      providerFor: () => ({
        ...provider,
        limits: async (s, c) => ({ ...(await provider.limits(s, c)), threads: false }),
      }),
    });
    expect((await post('p1')).statusReason).toBe(
      'Channel bsky: This network has no threads; publish the parts as separate posts.',
    );
    expect((await post('p2')).statusReason).toMatch(
      /^Channel masto: The thread cannot be published/,
    );
    expect(network.sends.size).toBe(0);
  });
});

describe('concurrency', () => {
  it('two runs at the same moment publish every due post once', async () => {
    for (let i = 0; i < 20; i++) await seedPost(`p${i}`, ['bsky', 'masto'], minutes(0));
    const [a, b] = await Promise.all([
      runPublisher(fs.db, deps('run-a')),
      runPublisher(fs.db, deps('run-b')),
    ]);
    expect(a.claimed + b.claimed).toBe(20);
    expect([...network.sends.values()].every((count) => count === 1)).toBe(true);
    expect(network.posts.size).toBe(40);
    const snap = await fs.db.collection(`workspaces/${WS}/posts`).get();
    expect(snap.docs.every((doc) => doc.data().status === 'published')).toBe(true);
  });

  it('200 posts due in the same minute all go out, once each', async () => {
    const writer = fs.db.bulkWriter();
    for (let i = 0; i < 200; i++) {
      void writer.set(fs.db.doc(`workspaces/${WS}/posts/m${i}`), {
        text: `Minute ${i}`,
        variants: {},
        media: [],
        channelIds: ['bsky'],
        scheduledAt: Timestamp.fromDate(minutes(0)),
        status: 'scheduled',
        held: false,
        dueAt: Timestamp.fromDate(minutes(0)),
        results: {},
        lease: null,
      });
    }
    await writer.close();
    const started = Date.now();
    const [a, b] = await Promise.all([
      runPublisher(fs.db, deps('run-a')),
      runPublisher(fs.db, deps('run-b')),
    ]);
    const elapsed = Date.now() - started;
    expect(a.claimed + b.claimed).toBe(200);
    expect(network.posts.size).toBe(200);
    expect([...network.sends.values()].every((count) => count === 1)).toBe(true);
    const published = await fs.db
      .collection(`workspaces/${WS}/posts`)
      .where('status', '==', 'published')
      .count()
      .get();
    expect(published.data().count).toBe(200);
    console.log(`publisher: 200 posts in ${elapsed} ms`);
  }, 120_000);
});

describe('time', () => {
  const localTime = (instant: Date, timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(
      instant,
    );

  // 09:00 on the day clocks change, as the composer sends it: RFC 3339 with the zone's offset;
  // in date order, so that each run sees only its own post fall due.
  const cases = [
    {
      id: 'berlin',
      zone: 'Europe/Berlin',
      at: '2026-03-29T09:00:00+02:00',
      local: '29/03/2026, 09:00',
    },
    {
      id: 'sydney',
      zone: 'Australia/Sydney',
      at: '2026-04-05T09:00:00+10:00',
      local: '05/04/2026, 09:00',
    },
    {
      id: 'newyork',
      zone: 'America/New_York',
      at: '2026-11-01T09:00:00-05:00',
      local: '01/11/2026, 09:00',
    },
  ];

  it('posts scheduled across daylight-saving changes go out at the intended local time', async () => {
    for (const { id, at } of cases) await seedPost(id, ['bsky'], new Date(Date.parse(at)));
    for (const { id, zone, at, local } of cases) {
      const due = Date.parse(at);
      clock = new Date(due - 60_000);
      await runPublisher(fs.db, deps());
      expect((await post(id)).status).toBe('scheduled');
      clock = new Date(due);
      await runPublisher(fs.db, deps());
      const stored = await post(id);
      expect(stored.status).toBe('published');
      expect(localTime(stored.results.bsky.publishedAt.toDate(), zone)).toBe(local);
    }
  });
});
