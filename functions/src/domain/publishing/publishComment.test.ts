import { FIRST_COMMENT_PROVIDERS } from '@model/schemas/posts/posts';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeNetwork } from '../../../../test/support/functions/fakeNetwork';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { providerFor } from '../../providers/registry';
import type { Provider, ProviderId } from '../../providers/types';
import { commentWayOf } from './publishComment';
import { LEASE_MS, MAX_ATTEMPTS } from './publishPolicy';
import { runPublisher } from './publishRun';

const fs = suiteFirestore();

let network: FakeNetwork;
let clock: Date;
const base = new Date('2026-03-29T08:59:30Z');
const WS = 'ws1';
const minutes = (n: number) => new Date(base.getTime() + n * 60_000);

function deps(owner = 'run-a', provider: Provider = network.provider()) {
  return {
    owner,
    now: () => clock,
    providerFor: () => provider,
    loadMedia: async () => new Uint8Array(10),
  };
}

async function seedPost(id: string, extra: Record<string, unknown> = {}) {
  await fs.db.doc(`workspaces/${WS}/posts/${id}`).set({
    authorUid: 'u1',
    text: `Post ${id}`,
    variants: {},
    media: [],
    channelIds: ['bsky'],
    timeZone: 'Europe/Berlin',
    scheduledAt: Timestamp.fromDate(minutes(0)),
    status: 'scheduled',
    held: false,
    dueAt: Timestamp.fromDate(minutes(0)),
    results: {},
    lease: null,
    firstComment: 'Tickets: example.test/tickets',
    ...extra,
  });
}

async function post(id: string) {
  return (await fs.db.doc(`workspaces/${WS}/posts/${id}`).get()).data() ?? {};
}

beforeEach(async () => {
  await fs.clear();
  network = new FakeNetwork();
  clock = minutes(1);
  await fs.db.doc(`workspaces/${WS}/channels/bsky`).set({
    provider: 'sandbox',
    displayName: 'Channel bsky',
    handle: '@bsky',
    status: 'connected',
  });
  await fs.db.doc('channelSecrets/bsky').set({ handle: '@bsky' });
});

describe('first comment', () => {
  it("publishes after the thread's last part, answering it, and records the comment's remote id", async () => {
    await seedPost('p1', { thread: [{ text: 'Part two' }] });
    await runPublisher(fs.db, deps());
    const stored = await post('p1');
    expect(stored.status).toBe('published');
    const main = network.posts.get('p1_bsky');
    const second = network.posts.get('p1_bsky_1');
    const comment = network.posts.get('p1_bsky_comment');
    expect(network.requests.map((request) => [request.text, request.replyTo])).toEqual([
      ['Post p1', undefined],
      ['Part two', { root: main, parent: main }],
      ['Tickets: example.test/tickets', { root: main, parent: second }],
    ]);
    expect(stored.results.bsky).toMatchObject({
      status: 'published',
      externalId: main?.externalId,
      comment: { status: 'published', externalId: comment?.externalId, url: comment?.url },
    });
  });

  it('publishes nothing more for a post without a first comment', async () => {
    await seedPost('p1', { firstComment: '' });
    await runPublisher(fs.db, deps());
    expect((await post('p1')).results.bsky.comment).toBeUndefined();
    expect(network.requests).toHaveLength(1);
  });

  it('retries a comment that failed before sending, later, without sending the post again', async () => {
    await seedPost('p1');
    network.script.set('p1_bsky_comment', ['transient']);
    await runPublisher(fs.db, deps());
    let stored = await post('p1');
    // The post is out; the run lets go of it until the comment's next attempt.
    expect(stored.status).toBe('publishing');
    expect(stored.results.bsky).toMatchObject({
      status: 'published',
      comment: { status: 'retry', attempts: 1 },
    });
    clock = minutes(3);
    await runPublisher(fs.db, deps());
    stored = await post('p1');
    expect(stored.status).toBe('published');
    expect(stored.results.bsky.comment.status).toBe('published');
    expect(network.sends.get('p1_bsky')).toBe(1);
    expect(network.sends.get('p1_bsky_comment')).toBe(2);
  });

  it('records a refused comment as its own failure: the post stays published and is not sent again', async () => {
    await seedPost('p1');
    network.script.set('p1_bsky_comment', ['permanent']);
    await runPublisher(fs.db, deps());
    const stored = await post('p1');
    expect(stored.status).toBe('published');
    expect(stored.results.bsky.status).toBe('published');
    expect(stored.results.bsky.comment).toMatchObject({
      status: 'failed',
      error: 'Net: failed with permanent.',
    });
    clock = minutes(30);
    await runPublisher(fs.db, deps());
    expect(network.sends.get('p1_bsky')).toBe(1);
    expect(network.sends.get('p1_bsky_comment')).toBe(1);
  });

  it(`gives the comment up after ${MAX_ATTEMPTS} passing failures, with the post published`, async () => {
    await seedPost('p1');
    network.script.set('p1_bsky_comment', Array(MAX_ATTEMPTS).fill('transient'));
    for (let run = 0; run < MAX_ATTEMPTS + 2; run++) {
      await runPublisher(fs.db, deps());
      clock = new Date(clock.getTime() + 3_600_000);
    }
    const stored = await post('p1');
    expect(stored.status).toBe('published');
    expect(stored.results.bsky.comment.status).toBe('failed');
    expect(stored.results.bsky.comment.error).toMatch(/^Gave up after 5 attempts/);
    expect(network.sends.get('p1_bsky')).toBe(1);
  });

  it('looks for a comment whose answer was lost instead of sending it again', async () => {
    await seedPost('p1');
    network.script.set('p1_bsky_comment', ['sent_then_unknown']);
    await runPublisher(fs.db, deps());
    expect((await post('p1')).results.bsky.comment.status).toBe('reconcile');
    clock = minutes(3);
    await runPublisher(fs.db, deps());
    const stored = await post('p1');
    expect(stored.status).toBe('published');
    expect(stored.results.bsky.comment).toMatchObject({
      status: 'published',
      externalId: network.posts.get('p1_bsky_comment')?.externalId,
    });
    expect(network.sends.get('p1_bsky_comment')).toBe(1);
  });

  it('recovers a run that stopped after sending the comment, without a second comment', async () => {
    await seedPost('p1');
    network.script.set('p1_bsky_comment', ['sent_then_hang']);
    void runPublisher(fs.db, deps('run-crashed'));
    for (let wait = 0; wait < 200 && !network.posts.has('p1_bsky_comment'); wait++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect((await post('p1')).results.bsky.comment.status).toBe('sending');
    clock = new Date(clock.getTime() + LEASE_MS);
    const summary = await runPublisher(fs.db, deps('run-b'));
    expect(summary.outcomes[0]?.status).toBe('published');
    expect((await post('p1')).results.bsky.comment.status).toBe('published');
    expect(network.sends.get('p1_bsky')).toBe(1);
    expect(network.sends.get('p1_bsky_comment')).toBe(1);
  });

  it('skips the comment on a network that takes none', async () => {
    await seedPost('p1');
    const youtube = { ...network.provider(), id: 'youtube' as const };
    await runPublisher(fs.db, deps('run-a', youtube));
    const stored = await post('p1');
    expect(stored.status).toBe('published');
    expect(stored.results.bsky.comment).toBeUndefined();
    expect(network.sends.has('p1_bsky_comment')).toBe(false);
  });
});

describe('networks that take a first comment', () => {
  const ids: ProviderId[] = [
    'bluesky',
    'mastodon',
    'sandbox',
    'linkedin',
    'x',
    'facebook',
    'instagram',
    'threads',
    'youtube',
    'tiktok',
    'pinterest',
    'google_business',
    'linkedin_page',
  ];

  it('are the ones the composer offers it for: a comment call of their own, or threads to reply in', async () => {
    const taking: string[] = [];
    for (const id of ids) {
      const provider = providerFor(id);
      if (!commentWayOf(provider)) continue;
      taking.push(id);
      // The Mastodon adapter reads its limits from the instance; its replies are its threads.
      const threads =
        id === 'mastodon' || (await provider.limits({}, { saveSecrets: async () => {} })).threads;
      expect(Boolean(provider.comment) || threads, id).toBe(true);
    }
    expect(taking.sort()).toEqual([...FIRST_COMMENT_PROVIDERS].sort());
  });
});
