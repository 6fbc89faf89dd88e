// Publish now and posting queues through the Functions and Cloud Tasks emulators: publish now
// reaches the network once (by the post's task), posts added to a queue take its next free slots
// in the workspace's zone, a reorder swaps their times, and a paused queue holds its posts.

import { nextSlots } from '@model/queue-slots';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeMastodon } from './fakeMastodon';
import { type Accounts, createAccounts, seedBase, seedPost, WS_SMM } from './fixtures';
import { adminDb, call, waitFor, warmPublishQueues } from './support';

let accounts: Accounts;
const CHANNEL = 'mastoq';
const ZONE = 'Europe/Paris';
const SLOTS = [
  { day: 1, time: '09:00' },
  { day: 3, time: '12:15' },
  { day: 5, time: '17:30' },
];

beforeAll(async () => {
  accounts = await createAccounts();
  await warmPublishQueues();
  for (const name of ['publishPostNow', 'addToQueue', 'setQueue', 'reorderQueue']) {
    expect((await call(name, {}, accounts.smmUser)).ok).toBe(false);
  }
}, 180_000);

beforeEach(async () => {
  await seedBase(accounts);
  const db = adminDb();
  await db.doc(`workspaces/${WS_SMM}`).update({ channelIds: ['ch1', CHANNEL] });
  await db.doc(`workspaces/${WS_SMM}/channels/${CHANNEL}`).set({
    provider: 'mastodon',
    displayName: 'Bob on the test instance',
    handle: '@bob',
    status: 'connected',
  });
  await db.doc(`channelSecrets/${CHANNEL}`).set({
    instanceUrl: fakeMastodon.url,
    accessToken: 'token-queue',
    accountId: '42',
  });
});

const postDoc = (postId: string) => adminDb().doc(`workspaces/${WS_SMM}/posts/${postId}`);
const post = async (postId: string) => (await postDoc(postId).get()).data() ?? {};
const sent = (postId: string) =>
  fakeMastodon.statuses.filter((status) => status.key === `${postId}_${CHANNEL}`);
const millis = (value: unknown) => (value as Timestamp).toMillis();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function draft(postId: string) {
  await seedPost(WS_SMM, postId, {
    text: `Queue post ${postId}`,
    channelIds: [CHANNEL],
    status: 'draft',
  });
}

function setQueue(paused: boolean, slots = SLOTS) {
  return call(
    'setQueue',
    { workspaceId: WS_SMM, queueId: CHANNEL, slots, paused },
    accounts.smmUser,
  );
}

const add = (postId: string) =>
  call('addToQueue', { workspaceId: WS_SMM, queueId: CHANNEL, postId }, accounts.smmUser);

describe('publish now', () => {
  it('reaches the network once, by its task, even when clicked twice', async () => {
    await draft('now');
    const payload = { workspaceId: WS_SMM, postId: 'now' };
    const [first, second] = await Promise.all([
      call('publishPostNow', payload, accounts.smmUser),
      call('publishPostNow', payload, accounts.smmUser),
    ]);
    expect([first.ok, second.ok]).toEqual([true, true]);
    const done = await waitFor(async () => {
      const data = await post('now');
      return data.status === 'published' ? data : null;
    }, 40_000);
    await sleep(2_000);
    expect(sent('now')).toHaveLength(1);
    expect(done.results[CHANNEL].externalId).toBe(sent('now')[0]?.id);
    // And once more after it went out: nothing changes.
    const again = await call('publishPostNow', payload, accounts.smmUser);
    expect(again).toMatchObject({ ok: true, result: { changed: false, status: 'published' } });
    await sleep(1_000);
    expect(sent('now')).toHaveLength(1);
  });
});

describe('posting queues', () => {
  it('puts three posts in the next three slots in the workspace zone, in order', async () => {
    expect((await setQueue(false)).ok).toBe(true);
    const before = Date.now();
    for (const id of ['a', 'b', 'c']) {
      await draft(id);
      const outcome = await add(id);
      expect(outcome.ok).toBe(true);
    }
    const expected = nextSlots(SLOTS, ZONE, before, 3);
    const times = await Promise.all(
      ['a', 'b', 'c'].map(async (id) => millis((await post(id)).scheduledAt)),
    );
    expect(times).toEqual(expected);
    for (const id of ['a', 'b', 'c']) {
      expect(await post(id)).toMatchObject({ status: 'scheduled', queue: CHANNEL, timeZone: ZONE });
    }
    // Adding the same post again keeps its slot.
    const again = await add('b');
    expect(again).toMatchObject({ ok: true, result: { changed: false } });
  });

  it('swaps the times of reordered posts and refuses an order that misses a post', async () => {
    expect((await setQueue(false)).ok).toBe(true);
    for (const id of ['x', 'y']) {
      await draft(id);
      expect((await add(id)).ok).toBe(true);
    }
    const [x, y] = [millis((await post('x')).scheduledAt), millis((await post('y')).scheduledAt)];
    const reordered = await call(
      'reorderQueue',
      { workspaceId: WS_SMM, queueId: CHANNEL, postIds: ['y', 'x'] },
      accounts.smmUser,
    );
    expect(reordered.ok).toBe(true);
    expect(millis((await post('y')).scheduledAt)).toBe(x);
    expect(millis((await post('x')).scheduledAt)).toBe(y);
    const partial = await call(
      'reorderQueue',
      { workspaceId: WS_SMM, queueId: CHANNEL, postIds: ['y'] },
      accounts.smmUser,
    );
    expect(partial).toMatchObject({ ok: false, code: 'failed-precondition' });
  });

  it('holds the posts of a paused queue and gives them free slots when it resumes', async () => {
    expect((await setQueue(false)).ok).toBe(true);
    await draft('held');
    expect((await add('held')).ok).toBe(true);
    expect((await setQueue(true)).ok).toBe(true);
    const held = await post('held');
    expect(held).toMatchObject({ status: 'scheduled', held: true });
    expect(held.task ?? null).toBeNull();
    // Its time passes while the queue is paused: nothing publishes it.
    await postDoc('held').update({ scheduledAt: Timestamp.fromMillis(Date.now() - 1_000) });
    await sleep(3_000);
    expect((await post('held')).status).toBe('scheduled');
    expect(sent('held')).toHaveLength(0);
    // Resumed: the post takes the next free slot, never its missed time.
    const resumedAt = Date.now();
    expect((await setQueue(false)).ok).toBe(true);
    const resumed = await post('held');
    expect(resumed).toMatchObject({ status: 'scheduled', held: false });
    expect(millis(resumed.scheduledAt)).toBe(nextSlots(SLOTS, ZONE, resumedAt, 1)[0]);
  });

  it('adds a post to a paused queue as held', async () => {
    expect((await setQueue(true)).ok).toBe(true);
    await draft('quiet');
    expect((await add('quiet')).ok).toBe(true);
    expect(await post('quiet')).toMatchObject({ status: 'scheduled', held: true, queue: CHANNEL });
  });
});
