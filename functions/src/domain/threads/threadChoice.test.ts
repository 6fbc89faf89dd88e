// A post with thread parts on a network without threads publishes as its author chose: the first
// part alone, or every part as a post of its own, each exactly once however often the publisher
// runs; networks with threads still get replies.

import { takesThreads } from '@model/network-threads';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeNetwork } from '../../../../test/support/functions/fakeNetwork';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { providerFor } from '../../providers/registry';
import { SANDBOX_LIMITS } from '../../providers/sandbox';
import type { Provider, ProviderId } from '../../providers/types';
import { runPublisher } from '../publishing/publishRun';
import { channelThread } from '../publishing/publishThread';

const fs = suiteFirestore();
const WS = 'ws1';
const base = new Date('2026-03-29T08:59:30Z');
const minutes = (n: number) => new Date(base.getTime() + n * 60_000);

let network: FakeNetwork;
let clock: Date;

/** The fake network standing in for one without threads (Facebook's limits) and one with. */
function providers(): (id: unknown) => Provider {
  const fake = network.provider();
  const page: Provider = {
    ...fake,
    id: 'facebook',
    limits: async () => ({ ...SANDBOX_LIMITS, threads: false }),
  };
  return (id) => (id === 'facebook' ? page : fake);
}

async function seedPost(extra: Record<string, unknown>) {
  await fs.db.doc(`workspaces/${WS}/posts/p1`).set({
    authorUid: 'u1',
    text: 'Part one',
    thread: [{ text: 'Part two' }, { text: 'Part three' }],
    variants: {},
    media: [],
    channelIds: ['fb', 'bsky'],
    timeZone: 'Europe/Berlin',
    scheduledAt: Timestamp.fromDate(minutes(0)),
    status: 'scheduled',
    held: false,
    dueAt: Timestamp.fromDate(minutes(0)),
    results: {},
    lease: null,
    ...extra,
  });
}

const stored = async () => (await fs.db.doc(`workspaces/${WS}/posts/p1`).get()).data() ?? {};
const run = () =>
  runPublisher(fs.db, {
    now: () => clock,
    providerFor: providers(),
    loadMedia: async () => new Uint8Array(10),
  });
/** What the network without threads received, in order: text and whether it answered a post. */
const pageRequests = () =>
  network.requests
    .filter((request) => request.idempotencyKey.startsWith('p1_fb'))
    .map((request) => [request.text, request.replyTo === undefined ? 'own' : 'reply']);

beforeEach(async () => {
  await fs.clear();
  network = new FakeNetwork();
  clock = minutes(1);
  for (const [id, provider] of [
    ['fb', 'facebook'],
    ['bsky', 'sandbox'],
  ]) {
    await fs.db.doc(`workspaces/${WS}/channels/${id}`).set({
      provider,
      displayName: `Channel ${id}`,
      handle: `@${id}`,
      status: 'connected',
    });
    await fs.db.doc(`channelSecrets/${id}`).set({ handle: `@${id}` });
  }
});

describe('thread parts on a network without threads', () => {
  it('publishes only the first part where the post chose the first part only', async () => {
    await seedPost({ threadElsewhere: 'first_part' });
    await run();
    const post = await stored();
    expect(post.status).toBe('published');
    expect(pageRequests()).toEqual([['Part one', 'own']]);
    expect(post.results.fb.parts).toBeUndefined();
    // The network with threads still gets the whole thread as replies.
    expect(post.results.bsky.parts).toHaveLength(2);
  });

  it('publishes each part as a post of its own, once each, resuming after a failure without repeating one', async () => {
    await seedPost({ threadElsewhere: 'separate_posts' });
    network.script.set('p1_fb_2', ['transient']);
    await run();
    expect((await stored()).status).toBe('publishing');
    clock = minutes(10);
    await run();
    const post = await stored();
    expect(post.status).toBe('published');
    expect(pageRequests()).toEqual([
      ['Part one', 'own'],
      ['Part two', 'own'],
      ['Part three', 'own'],
      ['Part three', 'own'],
    ]);
    expect(network.sends.get('p1_fb')).toBe(1);
    expect(network.sends.get('p1_fb_1')).toBe(1);
    expect(post.results.fb.parts.map((part: { url: string }) => part.url)).toEqual([
      'https://net.test/p1_fb_1',
      'https://net.test/p1_fb_2',
    ]);
  });

  it('still refuses a thread on such a network when the post chose nothing', async () => {
    await seedPost({});
    await run();
    const post = await stored();
    expect(post.status).toBe('partially_published');
    expect(post.results.fb.error).toContain('This network has no threads');
    expect(pageRequests()).toEqual([]);
  });

  it('answers the choice for each network alike, wherever it is asked', () => {
    expect(channelThread(['b'], 'facebook', 'first_part')).toEqual({ parts: [], replies: false });
    expect(channelThread(['b'], 'facebook', 'separate_posts')).toEqual({
      parts: ['b'],
      replies: false,
    });
    expect(channelThread(['b'], 'bluesky', 'first_part')).toEqual({ parts: ['b'], replies: true });
  });
});

describe('the networks that take threads', () => {
  const ids: ProviderId[] = [
    'bluesky',
    'x',
    'threads',
    'sandbox',
    'facebook',
    'instagram',
    'linkedin',
    'linkedin_page',
    'youtube',
    'tiktok',
    'pinterest',
    'google_business',
  ];

  it("are those whose adapters say they have threads (Mastodon's answers come from its instance)", async () => {
    for (const id of ids) {
      const limits = await providerFor(id).limits({}, { saveSecrets: async () => {} });
      expect(takesThreads(id), id).toBe(limits.threads);
    }
    expect(takesThreads('mastodon')).toBe(true);
  });
});
