import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeNetwork } from '../../../../test/support/functions/fakeNetwork';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { OUTBOX } from '../notifications/outbox';
import { runPublishTask, type TaskDeps } from '../publishing/publishTaskRun';
import {
  enqueuePublish,
  type PublishQueue,
  type PublishTaskData,
} from '../publishing/publishTasks';
import { RECEIPT_DELAYS_MS } from './receiptPolicy';

// Proof of publish through the real task handler, in virtual time: the task that published a
// post is followed by its read-back, which confirms it, or declares it missing and tells the team.

const fs = suiteFirestore();
const WS = 'ws1';
const base = new Date('2026-03-29T08:59:30Z');

let network: FakeNetwork;
let clock: Date;
let queued: PublishTaskData[];

const queue: PublishQueue = {
  async enqueue(_shard, id, _at, data) {
    if (!queued.some((task) => task.id === id)) queued.push(data);
  },
  async remove() {},
};

function deps(): TaskDeps {
  const provider = network.provider();
  return {
    queue,
    retryCount: 0,
    now: () => clock,
    providerFor: () => provider,
    loadMedia: async () => new Uint8Array(10),
    sleep: async (ms) => {
      clock = new Date(clock.getTime() + ms);
    },
  };
}

const ref = (id: string) => fs.db.doc(`workspaces/${WS}/posts/${id}`);
const post = async (id: string) => (await ref(id).get()).data() ?? {};
const FIRST_READ_MS = RECEIPT_DELAYS_MS[0] ?? 0;
const lastTask = () => queued.at(-1) as PublishTaskData;

/** Delivers the post's newest task at its own time, as Cloud Tasks would. */
async function deliverNext() {
  const task = lastTask();
  if (task.at !== undefined) clock = new Date(Math.max(clock.getTime(), task.at));
  return runPublishTask(fs.db, task, deps());
}

beforeEach(async () => {
  await fs.clear();
  network = new FakeNetwork();
  clock = base;
  queued = [];
  await fs.db.doc(`workspaces/${WS}`).set({ members: { u1: 'editor', owner1: 'owner' } });
  await fs.db.doc(`workspaces/${WS}/channels/a`).set({
    provider: 'sandbox',
    displayName: 'Channel a',
    handle: '@a',
    status: 'connected',
  });
  await fs.db.doc('channelSecrets/a').set({ handle: '@a' });
  await ref('p1').set({
    authorUid: 'u1',
    text: 'Spring menu https://example.com/menu',
    variants: {},
    media: [],
    channelIds: ['a'],
    scheduledAt: Timestamp.fromDate(base),
    status: 'scheduled',
    held: false,
    dueAt: Timestamp.fromDate(base),
    results: {},
    lease: null,
  });
  await enqueuePublish(fs.db, queue, ref('p1'), clock);
});

describe('proof of publish', () => {
  it('reads a published post back a minute later and records a confirmed receipt', async () => {
    expect((await deliverNext()).kind).toBe('published');
    const out = await post('p1');
    expect(out.results.a.receipt.status).toBe('pending');
    expect(out.receiptDueAt.toMillis()).toBe(base.getTime() + FIRST_READ_MS);

    const read = await deliverNext();
    expect(read.kind).toBe('read_back');
    const receipt = (await post('p1')).results.a.receipt;
    expect(receipt).toMatchObject({
      status: 'confirmed',
      externalId: out.results.a.externalId,
      url: 'https://net.test/p1_a',
      textMatches: true,
      mediaMatches: true,
      mediaFound: 0,
      mediaSent: 0,
    });
    expect(receipt.readAt.toMillis()).toBe(base.getTime() + FIRST_READ_MS);
    // Settled: no further read-back, and the post was sent once.
    expect((await post('p1')).receiptDueAt).toBeNull();
    expect(read.kind === 'read_back' && read.next).toBeNull();
    expect(network.sends.get('p1_a')).toBe(1);
  });

  it('declares a post the network does not have missing after the last read, and tells the team', async () => {
    network.vanished.add('p1_a');
    await deliverNext();
    const kinds: string[] = [];
    for (let read = 0; read < RECEIPT_DELAYS_MS.length; read++) {
      kinds.push((await deliverNext()).kind);
      const receipt = (await post('p1')).results.a.receipt;
      expect(receipt.status).toBe(read < RECEIPT_DELAYS_MS.length - 1 ? 'pending' : 'missing');
    }
    expect(kinds).toEqual(RECEIPT_DELAYS_MS.map(() => 'read_back'));
    expect(network.readBacks).toBe(RECEIPT_DELAYS_MS.length);
    const total = RECEIPT_DELAYS_MS.reduce((sum, wait) => sum + wait, 0);
    expect(clock.getTime()).toBe(base.getTime() + total);
    const outbox = await fs.db.collection(OUTBOX).get();
    const missing = outbox.docs
      .map((doc) => doc.data())
      .filter((n) => n.event === 'publish_failed');
    expect(missing).toHaveLength(1);
    expect(missing[0]?.audience.uids.sort()).toEqual(['owner1', 'u1']);
    expect(missing[0]?.params.reasons).toContain('@a (');
    expect(missing[0]?.params.reasons).toContain('not found on the network');
    expect((await post('p1')).status).toBe('published');
    expect(network.sends.get('p1_a')).toBe(1);
  });

  it('a read the network refuses with 429 waits for its Retry-After, holding the account back', async () => {
    await deliverNext();
    network.readFailures.push('rate_limited');
    const at = base.getTime() + FIRST_READ_MS;
    await deliverNext();
    const waiting = (await post('p1')).results.a.receipt;
    expect(waiting.status).toBe('pending');
    expect(waiting.nextAt.toMillis()).toBe(at + 120_000);
    expect((await fs.db.doc('publishPace/a').get()).data()?.blockedUntil).toBe(at + 120_000);
    await deliverNext();
    expect((await post('p1')).results.a.receipt.status).toBe('confirmed');
    expect(clock.getTime()).toBe(at + 120_000);
  });
});
