// Publishing through the firebase-tools Cloud Tasks and Functions emulators: the callables plan
// a task per post, the queue delivers it, and the handler publishes to a Mastodon instance on
// 127.0.0.1 that counts every status it receives. No minute tick runs in this stack, so whatever
// is published here was published by its task.

import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeMastodon } from './fakeMastodon';
import { type Accounts, createAccounts, seedBase, seedPost, WS_SMM } from './fixtures';
import { adminDb, call, stack, waitFor, warmPublishQueues } from './support';

let accounts: Accounts;
const CHANNEL = 'masto1';

beforeAll(async () => {
  accounts = await createAccounts();
  await warmPublishQueues();
  // Likewise the callables' workers: a refused call loads them.
  for (const name of ['schedulePost', 'cancelPost']) {
    expect((await call(name, {}, accounts.smmUser)).ok).toBe(false);
  }
}, 180_000);

beforeEach(async () => {
  await seedBase(accounts);
  const db = adminDb();
  await db.doc(`workspaces/${WS_SMM}/channels/${CHANNEL}`).set({
    provider: 'mastodon',
    displayName: 'Bob on the test instance',
    handle: '@bob',
    status: 'connected',
  });
  await db.doc(`channelSecrets/${CHANNEL}`).set({
    instanceUrl: fakeMastodon.url,
    accessToken: 'token-tasks',
    accountId: '42',
  });
});

async function draft(postId: string) {
  await seedPost(WS_SMM, postId, {
    text: `Task post ${postId}`,
    channelIds: [CHANNEL],
    status: 'draft',
  });
}

function schedule(postId: string, at: number) {
  return call(
    'schedulePost',
    {
      workspaceId: WS_SMM,
      postId,
      scheduledAt: new Date(at).toISOString(),
      timeZone: 'Europe/Paris',
    },
    accounts.smmUser,
  );
}

const postDoc = (postId: string) => adminDb().doc(`workspaces/${WS_SMM}/posts/${postId}`);
const post = async (postId: string) => (await postDoc(postId).get()).data() ?? {};
const sent = (postId: string) =>
  fakeMastodon.statuses.filter((status) => status.key === `${postId}_${CHANNEL}`);

async function published(postId: string, timeoutMs = 40_000) {
  return waitFor(async () => {
    const data = await post(postId);
    return data.status === 'published' ? data : null;
  }, timeoutMs);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('publish tasks through the Cloud Tasks emulator', () => {
  it('publishes a post scheduled 5 s ahead within 5 s of its time, by its task', async () => {
    await draft('soon');
    const at = Date.now() + 5_000;
    expect((await schedule('soon', at)).ok).toBe(true);
    const planned = (await post('soon')).task;
    expect(planned.id).toBe(`${WS_SMM}-soon-v1`);
    const done = await published('soon');
    const statuses = sent('soon');
    expect(statuses).toHaveLength(1);
    const lateness = (statuses[0]?.at ?? 0) - at;
    expect(lateness).toBeGreaterThanOrEqual(0);
    expect(lateness).toBeLessThanOrEqual(5_000);
    expect(done.results[CHANNEL].externalId).toBe(statuses[0]?.id);
  });

  it('publishes a rescheduled post only at its new time, once', async () => {
    await draft('moved');
    const first = Date.now() + 4_000;
    expect((await schedule('moved', first)).ok).toBe(true);
    // Past the check below (3 s after the first time) with a margin for a slow check.
    const second = first + 6_000;
    expect((await schedule('moved', second)).ok).toBe(true);
    expect((await post('moved')).task.id).toBe(`${WS_SMM}-moved-v2`);
    await sleep(first + 3_000 - Date.now());
    expect((await post('moved')).status).toBe('scheduled');
    expect(sent('moved')).toHaveLength(0);
    await published('moved');
    const statuses = sent('moved');
    expect(statuses).toHaveLength(1);
    expect(statuses[0]?.at).toBeGreaterThanOrEqual(second);
  });

  it('never publishes a cancelled post', async () => {
    await draft('dropped');
    const at = Date.now() + 3_000;
    expect((await schedule('dropped', at)).ok).toBe(true);
    const cancelled = await call(
      'cancelPost',
      { workspaceId: WS_SMM, postId: 'dropped' },
      accounts.smmUser,
    );
    expect(cancelled.ok).toBe(true);
    await sleep(at + 6_000 - Date.now());
    expect((await post('dropped')).status).toBe('cancelled');
    expect(sent('dropped')).toHaveLength(0);
  });

  it('publishes once when the same task is delivered more than once', async () => {
    await draft('twice');
    const at = Date.now() + 6_000;
    expect((await schedule('twice', at)).ok).toBe(true);
    const task = (await post('twice')).task as { id: string; shard: number };
    // Two more deliveries of the very task the queue holds, as an at-least-once queue may make.
    const deliver = () =>
      fetch(`${stack().functionsUrl}/publishQueue${task.shard}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'X-CloudTasks-TaskRetryCount': '0',
          'X-CloudTasks-TaskName': task.id,
        },
        body: JSON.stringify({ data: { path: postDoc('twice').path, id: task.id } }),
      });
    const answers = await Promise.all([deliver(), deliver()]);
    expect(answers.map((answer) => answer.ok)).toEqual([true, true]);
    await published('twice');
    // And once more after it went out.
    expect((await deliver()).ok).toBe(true);
    await sleep(1_000);
    expect(sent('twice')).toHaveLength(1);
    expect((await post('twice')).results[CHANNEL].attempts).toBe(1);
  });

  it('leaves a post scheduled beyond the horizon to the sweep, with no task yet', async () => {
    await draft('later');
    expect((await schedule('later', Date.now() + 3_600_000)).ok).toBe(true);
    const data = await post('later');
    expect(data.status).toBe('scheduled');
    expect(data.task ?? null).toBeNull();
    expect(data.scheduledAt).toBeInstanceOf(Timestamp);
  });
});

describe('proof of publish through the Cloud Tasks emulator', () => {
  const receiptOf = (postId: string, status: string) =>
    waitFor(async () => {
      const data = await post(postId);
      return data.results?.[CHANNEL]?.receipt?.status === status ? data : null;
    }, 40_000);

  it('reads a published post back by its network id and records a confirmed receipt', async () => {
    await draft('proved');
    expect((await schedule('proved', Date.now() + 2_000)).ok).toBe(true);
    const done = await receiptOf('proved', 'confirmed');
    const receipt = done.results[CHANNEL].receipt;
    expect(receipt.externalId).toBe(sent('proved')[0]?.id);
    expect(receipt.url).toBe(`${fakeMastodon.url}/@bob/${receipt.externalId}`);
    expect(receipt).toMatchObject({ textMatches: true, mediaMatches: true, attempts: 1 });
    expect(receipt.readAt).toBeInstanceOf(Timestamp);
    expect(done.status).toBe('published');
    expect(done.receiptDueAt).toBeNull();
  });

  it('flags a post the network accepted but does not have, and tells the team', async () => {
    await seedPost(WS_SMM, 'vanished', {
      text: 'Accepted, then gone [vanish]',
      channelIds: [CHANNEL],
      status: 'draft',
    });
    expect((await schedule('vanished', Date.now() + 2_000)).ok).toBe(true);
    const done = await receiptOf('vanished', 'missing');
    // Read three times (the network may be slow to show a new post), sent once.
    expect(done.results[CHANNEL].receipt.attempts).toBe(3);
    expect(sent('vanished')).toHaveLength(1);
    const outbox = await adminDb()
      .collection('outbox')
      .where('event', '==', 'publish_failed')
      .get();
    const notice = outbox.docs.map((doc) => doc.data()).find((n) => n.path.includes('vanished'));
    expect(notice?.params.reasons).toContain('not found on the network');
  });
});
