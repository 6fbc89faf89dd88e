import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { ProviderError } from '../../providers/errors';
import { sandbox } from '../../providers/sandbox';
import type { Provider } from '../../providers/types';
import { collectMetrics, type MetricsDeps } from './metrics';

const fs = suiteFirestore();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-11-20T10:15:00Z');

/**
 * The sandbox network with a ledger: every call, the ids it was asked about and the requests it
 * cost, and failures queued per channel handle.
 */
class Ledger {
  calls: { handle: string; kind: 'post' | 'channel'; ids: string[] }[] = [];
  failures = new Map<string, ProviderError[]>();

  provider(): Provider {
    const ledger = this;
    const fail = (secrets: Record<string, unknown>) => {
      const next = ledger.failures.get(String(secrets.handle))?.shift();
      if (next) throw next;
    };
    return {
      ...sandbox,
      async postMetrics(ids, secrets, ctx) {
        ledger.calls.push({ handle: String(secrets.handle), kind: 'post', ids });
        fail(secrets);
        return sandbox.postMetrics(ids, secrets, ctx);
      },
      async channelMetrics(secrets, ctx) {
        ledger.calls.push({ handle: String(secrets.handle), kind: 'channel', ids: [] });
        fail(secrets);
        return sandbox.channelMetrics(secrets, ctx);
      },
    };
  }

  callsFor(handle: string) {
    return this.calls.filter((call) => call.handle === handle);
  }
}

let ledger: Ledger;
beforeEach(async () => {
  await fs.clear();
  ledger = new Ledger();
});

const deps = (at: Date, extra: Partial<MetricsDeps> = {}): MetricsDeps => ({
  now: () => at,
  providerFor: () => ledger.provider(),
  ...extra,
});

async function channel(wid: string, cid: string, status = 'connected', extra = {}) {
  await fs.db.doc(`workspaces/${wid}/channels/${cid}`).set({
    provider: 'sandbox',
    handle: cid,
    displayName: `Channel ${cid}`,
    status,
    ...extra,
  });
  await fs.db.doc(`channelSecrets/${cid}`).set({ handle: cid });
}

/** A post published `ageMs` before NOW on each of `channelIds`. */
async function post(wid: string, pid: string, channelIds: string[], ageMs: number, extra = {}) {
  const publishedAt = Timestamp.fromMillis(NOW.getTime() - ageMs);
  await fs.db.doc(`workspaces/${wid}/posts/${pid}`).set({
    text: `Post ${pid}`,
    channelIds,
    status: 'published',
    publishedAt,
    results: Object.fromEntries(
      channelIds.map((cid) => [
        cid,
        {
          status: 'published',
          externalId: `ext-${pid}-${cid}`,
          url: null,
          attempts: 1,
          publishedAt,
        },
      ]),
    ),
    ...extra,
  });
}

async function metrics(wid: string) {
  const snaps = await fs.db.collection(`workspaces/${wid}/metrics`).get();
  return snaps.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown>);
}

describe('metrics collection', () => {
  it('writes hourly post and channel snapshots in the shape the analytics screen reads', async () => {
    await channel('w1', 'c1');
    await post('w1', 'p1', ['c1'], 2 * DAY);
    const summary = await collectMetrics(fs.db, deps(NOW));
    expect(summary).toMatchObject({ channels: 1, posts: 1, errors: [], rateLimited: [] });

    const docs = await metrics('w1');
    const postSnap = docs.find((doc) => doc.kind === 'post');
    const channelSnap = docs.find((doc) => doc.kind === 'channel');
    const expected = (
      await sandbox.postMetrics(['ext-p1-c1'], {}, { saveSecrets: async () => {} })
    ).get('ext-p1-c1');
    expect(postSnap).toMatchObject({
      id: 'p1_c1_2026112010',
      postId: 'p1',
      channelId: 'c1',
      provider: 'sandbox',
      likes: expected?.likes,
      reposts: expected?.reposts,
      replies: expected?.replies,
      quotes: null,
      impressions: expected?.impressions,
    });
    expect((postSnap?.capturedAt as Timestamp | undefined)?.toMillis()).toBe(NOW.getTime());
    expect(channelSnap).toMatchObject({
      id: 'channel_c1_2026112010',
      postId: null,
      channelId: 'c1',
      followers: (await sandbox.channelMetrics({ handle: 'c1' }, { saveSecrets: async () => {} }))
        .followers,
    });
    const stored = (await fs.db.doc('workspaces/w1/posts/p1').get()).get('metricsCollectedAt.c1');
    expect((stored as Timestamp).toMillis()).toBe(NOW.getTime());
  });

  it('counts every snapshot when several channels are measured at once', async () => {
    for (const cid of ['c1', 'c2', 'c3']) {
      await channel('w1', cid);
      for (let i = 0; i < 3; i++) await post('w1', `${cid}-p${i}`, [cid], DAY);
    }
    const summary = await collectMetrics(fs.db, deps(NOW));
    expect(summary).toMatchObject({ channels: 3, posts: 9 });
    expect((await metrics('w1')).filter((doc) => doc.kind === 'post')).toHaveLength(9);
  });

  it('keeps one snapshot per post and hour however often it runs', async () => {
    await channel('w1', 'c1');
    await post('w1', 'p1', ['c1'], 2 * DAY);
    await collectMetrics(fs.db, deps(NOW));
    await collectMetrics(fs.db, deps(new Date(NOW.getTime() + 20 * 60_000)));
    expect((await metrics('w1')).map((doc) => doc.id).sort()).toEqual([
      'channel_c1_2026112010',
      'p1_c1_2026112010',
    ]);
    await collectMetrics(fs.db, deps(new Date(NOW.getTime() + HOUR)));
    expect((await metrics('w1')).filter((doc) => doc.kind === 'post')).toHaveLength(2);
  });

  it('measures recent posts every run, older ones daily, and stops after 30 days', async () => {
    await channel('w1', 'c1');
    await post('w1', 'recent', ['c1'], 6 * DAY);
    await post('w1', 'older', ['c1'], 10 * DAY);
    await post('w1', 'old', ['c1'], 31 * DAY);
    const askedAt = async (at: Date) => {
      ledger.calls = [];
      await collectMetrics(fs.db, deps(at));
      return ledger.calls.flatMap((call) => call.ids).sort();
    };
    expect(await askedAt(NOW)).toEqual(['ext-older-c1', 'ext-recent-c1']);
    expect(await askedAt(new Date(NOW.getTime() + HOUR))).toEqual(['ext-recent-c1']);
    expect(await askedAt(new Date(NOW.getTime() + DAY))).toEqual(['ext-older-c1']);
  });

  it('stops a channel on a 429, remembers the wait and honours it on the next runs', async () => {
    await channel('w1', 'slow');
    await channel('w1', 'fine');
    await post('w1', 'p1', ['slow', 'fine'], DAY);
    ledger.failures.set('slow', [
      new ProviderError('rate_limited', 'Sandbox: too many requests.', {
        status: 429,
        retryAfterMs: 30 * 60_000,
      }),
    ]);
    const first = await collectMetrics(fs.db, deps(NOW));
    const retryAt = new Date(NOW.getTime() + 30 * 60_000);
    expect(first.rateLimited).toEqual([
      { path: 'workspaces/w1/channels/slow', retryAt: retryAt.toISOString() },
    ]);
    expect(ledger.callsFor('slow')).toHaveLength(1);
    const stored = (await fs.db.doc('workspaces/w1/channels/slow').get()).get('metricsRetryAt');
    expect((stored as Timestamp).toMillis()).toBe(retryAt.getTime());
    // The other channel of the same post went on.
    expect((await metrics('w1')).map((doc) => doc.id)).toContain('p1_fine_2026112010');
    expect((await metrics('w1')).map((doc) => doc.id)).not.toContain('p1_slow_2026112010');

    ledger.calls = [];
    const second = await collectMetrics(fs.db, deps(new Date(NOW.getTime() + 10 * 60_000)));
    expect(second.skipped.waiting).toBe(1);
    expect(ledger.callsFor('slow')).toEqual([]);

    const third = await collectMetrics(fs.db, deps(new Date(NOW.getTime() + HOUR)));
    expect(third.skipped.waiting).toBe(0);
    expect(ledger.callsFor('slow').map((call) => call.kind)).toEqual(['channel', 'post']);
    expect((await metrics('w1')).map((doc) => doc.id)).toContain('p1_slow_2026112011');
  });

  it('never asks for a channel that needs reconnecting', async () => {
    await channel('w1', 'broken', 'needs_reconnect');
    await channel('w1', 'gone', 'disconnected');
    await post('w1', 'p1', ['broken', 'gone'], DAY);
    const summary = await collectMetrics(fs.db, deps(NOW));
    expect(summary.skipped.reconnect).toBe(1);
    expect(ledger.calls).toEqual([]);
    expect(await metrics('w1')).toEqual([]);
  });

  it('marks a channel needs_reconnect on a 401, as the publisher does', async () => {
    await channel('w1', 'c1');
    await post('w1', 'p1', ['c1'], DAY);
    ledger.failures.set('c1', [
      new ProviderError('auth', 'Sandbox: the access token was rejected.', { status: 401 }),
    ]);
    const summary = await collectMetrics(fs.db, deps(NOW));
    expect(summary.errors).toEqual([
      { path: 'workspaces/w1/channels/c1', message: 'Sandbox: the access token was rejected.' },
    ]);
    const stored = (await fs.db.doc('workspaces/w1/channels/c1').get()).data();
    expect(stored).toMatchObject({
      status: 'needs_reconnect',
      lastError: { message: 'Sandbox: the access token was rejected.' },
    });
    const notices = await fs.db.collection('workspaces/w1/notifications').get();
    expect(notices.docs.map((doc) => doc.get('kind'))).toEqual(['channel_needs_reconnect']);
    ledger.calls = [];
    await collectMetrics(fs.db, deps(new Date(NOW.getTime() + HOUR)));
    expect(ledger.calls).toEqual([]);
  });

  it('stays within each network budget and takes the waiting posts first on the next run', async () => {
    await channel('w1', 'c1');
    for (let i = 0; i < 10; i++) await post('w1', `p${i}`, ['c1'], DAY + i * 60_000);
    const budgets = { sandbox: { requestsPerRun: 3, postsPerRequest: 2 } };
    const first = await collectMetrics(fs.db, deps(NOW, { budgets }));
    // One request for the followers, two of two posts each.
    const cost = (calls: Ledger['calls']) =>
      calls.reduce(
        (sum, call) => sum + (call.kind === 'channel' ? 1 : Math.ceil(call.ids.length / 2)),
        0,
      );
    expect(cost(ledger.calls)).toBe(3);
    expect(first).toMatchObject({ posts: 4, skipped: { overBudget: 6 } });
    const measured = new Set(ledger.calls.flatMap((call) => call.ids));

    ledger.calls = [];
    const second = await collectMetrics(fs.db, deps(new Date(NOW.getTime() + HOUR), { budgets }));
    expect(cost(ledger.calls)).toBe(3);
    expect(second.posts).toBe(4);
    for (const id of ledger.calls.flatMap((call) => call.ids)) expect(measured.has(id)).toBe(false);
  });
});
