import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeNetwork } from '../../../../test/support/functions/fakeNetwork';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import type { PostingBudget } from '../../providers/types';
import { LEASE_MS } from './publishPolicy';
import { runPublisher } from './publishRun';
import { runPublishTask, type TaskDeps } from './publishTaskRun';
import {
  enqueuePublish,
  type PublishQueue,
  type PublishTaskData,
  planUpcoming,
  recordDeadLetter,
} from './publishTasks';

const fs = suiteFirestore();
const WS = 'ws1';
const base = new Date('2026-03-29T08:59:30Z');

let network: FakeNetwork;
let clock: Date;
let queued: { shard: number; id: string; at: Date; data: PublishTaskData }[];
let removed: string[];

/** The queue as the handler sees it: what was enqueued, refusing a second task of one id. */
const queue: PublishQueue = {
  async enqueue(shard, id, at, data) {
    if (queued.some((task) => task.id === id)) return;
    queued.push({ shard, id, at, data });
  },
  async remove(_shard, id) {
    removed.push(id);
  },
};

const tight: PostingBudget = { windows: [{ limit: 3, windowMs: 60_000, kind: 'sliding' }] };

function deps(retryCount = 0, budget: PostingBudget | null = null): TaskDeps {
  const provider = network.provider();
  return {
    queue,
    retryCount,
    now: () => clock,
    providerFor: () => provider,
    loadMedia: async () => new Uint8Array(10),
    sleep: async (ms) => {
      clock = new Date(clock.getTime() + ms);
    },
    budgetFor: () => budget,
  };
}

const ref = (id: string) => fs.db.doc(`workspaces/${WS}/posts/${id}`);
const post = async (id: string) => (await ref(id).get()).data() ?? {};

async function seedChannel(id: string) {
  await fs.db.doc(`workspaces/${WS}/channels/${id}`).set({
    provider: 'sandbox',
    displayName: `Channel ${id}`,
    status: 'connected',
  });
  await fs.db.doc(`channelSecrets/${id}`).set({ handle: `@${id}` });
}

async function schedule(id: string, channelIds: string[], at: Date) {
  await ref(id).set({
    authorUid: 'u1',
    text: `Post ${id}`,
    variants: {},
    media: [],
    channelIds,
    scheduledAt: Timestamp.fromDate(at),
    status: 'scheduled',
    held: false,
    dueAt: Timestamp.fromDate(at),
    results: {},
    lease: null,
  });
  return enqueuePublish(fs.db, queue, ref(id), clock);
}

/** The task the queue holds for a post now. */
function taskOf(id: string): PublishTaskData {
  const task = queued.filter((entry) => entry.data.path.endsWith(`/${id}`)).at(-1);
  if (!task) throw new Error(`no task for ${id}`);
  return task.data;
}

beforeEach(async () => {
  await fs.clear();
  network = new FakeNetwork();
  clock = base;
  queued = [];
  removed = [];
  await seedChannel('a');
  await seedChannel('b');
});

describe('publish tasks', () => {
  it('enqueues one task at the post time, and a duplicate enqueue adds nothing', async () => {
    const planned = await schedule('p1', ['a'], new Date(base.getTime() + 5000));
    await enqueuePublish(fs.db, queue, ref('p1'), clock);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.at.getTime()).toBe(base.getTime() + 5000);
    expect(queued[0]?.id).toBe(planned?.id);
    expect(planned?.id).toMatch(/^ws1-p1-v1$/);
  });

  it('publishes at its time, and a second delivery of the same task publishes nothing', async () => {
    await schedule('p1', ['a', 'b'], new Date(base.getTime() + 5000));
    const task = taskOf('p1');
    const first = await runPublishTask(fs.db, task, deps());
    expect(first.kind).toBe('published');
    expect(clock.getTime()).toBe(base.getTime() + 5000);
    // The post's plan is now its read-back: the publishing task is spent.
    const second = await runPublishTask(fs.db, task, deps());
    expect(second.kind).toBe('superseded');
    expect((await post('p1')).status).toBe('published');
    expect(network.sends.get('p1_a')).toBe(1);
    expect(network.sends.get('p1_b')).toBe(1);
  });

  it('two deliveries at once publish once', async () => {
    await schedule('p1', ['a'], base);
    const outcomes = await Promise.all([
      runPublishTask(fs.db, taskOf('p1'), deps()),
      runPublishTask(fs.db, taskOf('p1'), deps()),
    ]);
    const kinds = outcomes.map((o) => o.kind);
    expect(kinds.filter((kind) => kind === 'published')).toHaveLength(1);
    // The other finds the post held, or already out and planned for its read-back.
    expect(kinds.filter((kind) => kind === 'not_due' || kind === 'superseded')).toHaveLength(1);
    expect(network.sends.get('p1_a')).toBe(1);
  });

  it('a rescheduled post leaves its old task a no-op and goes out once, at the new time', async () => {
    await schedule('p1', ['a'], new Date(base.getTime() + 5000));
    const old = taskOf('p1');
    await ref('p1').update({ scheduledAt: Timestamp.fromMillis(base.getTime() + 20_000) });
    await enqueuePublish(fs.db, queue, ref('p1'), clock);
    expect(removed).toEqual([old.id]);
    expect((await runPublishTask(fs.db, old, deps())).kind).toBe('superseded');
    expect(network.sends.size).toBe(0);
    expect((await runPublishTask(fs.db, taskOf('p1'), deps())).kind).toBe('published');
    expect(clock.getTime()).toBe(base.getTime() + 20_000);
    expect(network.sends.get('p1_a')).toBe(1);
  });

  it('a cancelled post is never published by its task', async () => {
    await schedule('p1', ['a'], base);
    const task = taskOf('p1');
    await ref('p1').update({ status: 'cancelled' });
    await enqueuePublish(fs.db, queue, ref('p1'), clock);
    expect(removed).toEqual([task.id]);
    expect((await runPublishTask(fs.db, task, deps())).kind).toBe('superseded');
    expect(network.sends.size).toBe(0);
  });

  it('a post awaiting approval, held past its deadline, is never published by a task planned before', async () => {
    await schedule('p1', ['a'], base);
    const task = taskOf('p1');
    // Only the post is changed, as by a writer that forgets the task: the task itself must refuse.
    await ref('p1').update({
      status: 'in_review',
      approval: {
        requestedBy: 'u1',
        deadline: Timestamp.fromDate(base),
        heldAt: Timestamp.fromDate(base),
      },
    });
    expect((await runPublishTask(fs.db, task, deps())).kind).toBe('not_due');
    expect(network.sends.size).toBe(0);
    expect((await post('p1')).status).toBe('in_review');
  });

  it('never reuses a task id, even when a cancelled post is scheduled again at the same time', async () => {
    await schedule('p1', ['a'], base);
    await ref('p1').update({ status: 'cancelled' });
    await enqueuePublish(fs.db, queue, ref('p1'), clock);
    expect((await post('p1')).task).toBeNull();
    await ref('p1').update({ status: 'scheduled' });
    const again = await enqueuePublish(fs.db, queue, ref('p1'), clock);
    expect(again?.id).toBe('ws1-p1-v2');
    expect((await runPublishTask(fs.db, taskOf('p1'), deps())).kind).toBe('published');
  });

  it('plans a post once it comes within the horizon, by the sweep', async () => {
    const day = 86_400_000;
    await ref('far').set({
      channelIds: ['a'],
      text: 'far',
      status: 'scheduled',
      held: false,
      dueAt: Timestamp.fromMillis(base.getTime() + 40 * day),
      scheduledAt: Timestamp.fromMillis(base.getTime() + 40 * day),
      results: {},
    });
    expect(await enqueuePublish(fs.db, queue, ref('far'), clock)).toBeNull();
    expect(await planUpcoming(fs.db, queue, clock)).toBe(0);
    clock = new Date(base.getTime() + 11.5 * day);
    expect(await planUpcoming(fs.db, queue, clock)).toBe(1);
    expect(taskOf('far').at).toBe(base.getTime() + 40 * day);
    // The next day's sweep finds it planned.
    clock = new Date(base.getTime() + 12.5 * day);
    expect(await planUpcoming(fs.db, queue, clock)).toBe(0);
    expect(queued).toHaveLength(1);
  });

  it('keeps a task that used up its attempts as a dead letter admins can see', async () => {
    await schedule('p1', ['a'], base);
    const task = taskOf('p1');
    await recordDeadLetter(fs.db, task, 'Firestore unavailable', 5, clock);
    await recordDeadLetter(fs.db, task, 'Firestore unavailable', 5, clock);
    const job = (await fs.db.doc('jobs/publishDuePosts').get()).data();
    expect(job?.deadLetters).toBe(2);
    expect(job?.lastDeadLetterAt.toMillis()).toBe(base.getTime());
    expect((await post('p1')).deadLetter).toMatchObject({ taskId: task.id });
    expect((await fs.db.doc(`publishDeadLetters/${task.id}`).get()).data()).toMatchObject({
      path: task.path,
      attempts: 5,
    });
  });

  it('a handler that dies after the network accepted the post is reconciled, never resent', async () => {
    await schedule('p1', ['a'], base);
    network.script.set('p1_a', ['sent_then_hang']);
    // The first delivery sends and never comes back, as if its instance died.
    void runPublishTask(fs.db, taskOf('p1'), deps(0));
    for (let wait = 0; wait < 200 && !network.posts.has('p1_a'); wait++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect((await post('p1')).results.a.status).toBe('sending');

    // Cloud Tasks retries the task: the retry takes over the dead attempt and looks the post up.
    clock = new Date(clock.getTime() + 60_000);
    const retried = await runPublishTask(fs.db, taskOf('p1'), deps(1));
    expect(retried.kind).toBe('published');
    const stored = await post('p1');
    expect(stored.status).toBe('published');
    expect(stored.results.a.externalId).toBe(network.posts.get('p1_a')?.externalId);
    expect(network.sends.get('p1_a')).toBe(1);
    expect(network.lookups).toBe(1);
  });

  it('an unknown outcome gets its own later task that reconciles it, never a second send', async () => {
    await schedule('p1', ['a'], base);
    network.script.set('p1_a', ['sent_then_unknown']);
    const first = await runPublishTask(fs.db, taskOf('p1'), deps());
    expect(first.kind === 'published' && first.next?.at.toMillis()).toBe(base.getTime() + 60_000);
    expect((await post('p1')).results.a.status).toBe('reconcile');
    clock = new Date(base.getTime() + 60_000);
    const second = await runPublishTask(fs.db, taskOf('p1'), deps());
    expect(second.kind).toBe('published');
    expect((await post('p1')).status).toBe('published');
    expect(network.sends.get('p1_a')).toBe(1);
  });

  it('spreads one account past its budget, and holds no other account back', async () => {
    for (const id of ['p1', 'p2', 'p3', 'p4', 'p5']) await schedule(id, ['a'], base);
    await schedule('other', ['b'], base);
    const kinds: string[] = [];
    for (const id of ['p1', 'p2', 'p3', 'p4', 'p5', 'other']) {
      kinds.push((await runPublishTask(fs.db, taskOf(id), deps(0, tight))).kind);
    }
    expect(kinds).toEqual(['published', 'published', 'published', 'paced', 'paced', 'published']);
    const paced = await post('p4');
    expect(paced.status).toBe('scheduled');
    expect(paced.expectedAt.toMillis()).toBe(base.getTime() + 60_000);
    expect(taskOf('p4').id).toBe('ws1-p4-v2');
    // At the next allowed moment the paced posts go out.
    clock = new Date(base.getTime() + 60_000);
    expect((await runPublishTask(fs.db, taskOf('p4'), deps(0, tight))).kind).toBe('published');
    expect((await runPublishTask(fs.db, taskOf('p5'), deps(0, tight))).kind).toBe('published');
    expect(network.sends.size).toBe(6);
  });

  it("a network's shared budget (YouTube's project quota) counts every channel's sends together", async () => {
    const project: PostingBudget = {
      windows: [{ limit: 2, windowMs: 86_400_000, kind: 'fixed', shared: true }],
    };
    await schedule('p1', ['a'], base);
    await schedule('p2', ['b'], base);
    await schedule('p3', ['a', 'b'], base);
    const kinds: string[] = [];
    for (const id of ['p1', 'p2', 'p3']) {
      kinds.push((await runPublishTask(fs.db, taskOf(id), deps(0, project))).kind);
    }
    // Two channels, one quota: the third post waits for the next day, on both of its channels.
    expect(kinds).toEqual(['published', 'published', 'paced']);
    expect((await post('p3')).expectedAt.toMillis()).toBe(
      Math.ceil(base.getTime() / 86_400_000) * 86_400_000,
    );
    expect((await fs.db.doc('publishPace/app-sandbox').get()).exists).toBe(true);
    expect(network.sends.size).toBe(2);
  });

  it('the reconciler leaves a post to its planned task, and rescues one whose task is overdue', async () => {
    await schedule('p1', ['a'], base);
    clock = new Date(base.getTime() + 60_000);
    const run = () => runPublisher(fs.db, { ...deps(), owner: 'reconciler', graceMs: 3 * 60_000 });
    expect((await run()).claimed).toBe(0);
    clock = new Date(base.getTime() + 3 * 60_000 + 1);
    expect((await run()).claimed).toBe(1);
    expect((await post('p1')).status).toBe('published');
    // Its own task, delivered late, only reads the post back (nothing is due yet): never a send.
    const late = await runPublishTask(fs.db, taskOf('p1'), deps());
    expect(late.kind).toBe('read_back');
    expect(network.readBacks).toBe(0);
    expect(network.sends.get('p1_a')).toBe(1);
  });

  it('keeps a lease for LEASE_MS so a live attempt is not taken over by a duplicate', async () => {
    await schedule('p1', ['a'], base);
    network.script.set('p1_a', ['sent_then_hang']);
    void runPublishTask(fs.db, taskOf('p1'), deps(0));
    for (let wait = 0; wait < 200 && !network.posts.has('p1_a'); wait++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    // A duplicate delivery of the same attempt (same retry count) stays out.
    expect((await runPublishTask(fs.db, taskOf('p1'), deps(0))).kind).toBe('not_due');
    expect((await post('p1')).lease.expiresAt.toMillis()).toBe(base.getTime() + LEASE_MS);
    expect(network.sends.get('p1_a')).toBe(1);
  });
});
