import { HttpResponse, http, passthrough } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockNetwork } from '../../../../test/support/functions/providerKit';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { providerFor } from '../../providers/registry';
import { pollChannel } from './poll';
import { enqueueInboxPolls, type InboxPollTask, parsePollTask, pollTaskId } from './pollTasks';

const fs = suiteFirestore();
const WS = 'wsPollTasks';
const INSTANCE = 'https://social.tasks.test';
const AT = Date.UTC(2026, 10, 29, 9, 0, 10);
let reads = 0;
mockNetwork(
  http.get(`${INSTANCE}/api/v1/notifications`, () => {
    reads++;
    return HttpResponse.json([]);
  }),
  http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()),
);

/** A queue that keeps its tasks by id, as Cloud Tasks does within its deduplication window. */
function fakeQueue(refuse = false) {
  const tasks = new Map<string, InboxPollTask>();
  return {
    tasks,
    async enqueue(id: string, task: InboxPollTask) {
      if (refuse) throw new Error('the queue is unreachable');
      if (tasks.has(id)) return false;
      tasks.set(id, task);
      return true;
    },
  };
}

const deps = (at: number) => ({ providerFor, now: () => new Date(at) });

beforeEach(async () => {
  await fs.clear();
  reads = 0;
  await fs.db.doc(`workspaces/${WS}`).set({ product: 'smm', members: {}, channelIds: [] });
  for (const id of ['mastA', 'mastB']) {
    await fs.db.doc(`workspaces/${WS}/channels/${id}`).set({
      provider: 'mastodon',
      status: 'connected',
      displayName: id,
      accountId: '100',
    });
    await fs.db.doc(`channelSecrets/${id}`).set({ instanceUrl: INSTANCE, accessToken: 'tok' });
  }
  await fs.db
    .doc(`workspaces/${WS}/channels/gone`)
    .set({ provider: 'mastodon', status: 'needs_reconnect' });
});

describe('the minute tick', () => {
  it('enqueues one task per connected channel, and nothing more in the same minute', async () => {
    const queue = fakeQueue();
    const first = await enqueueInboxPolls(fs.db, queue, deps(AT));
    expect(first).toMatchObject({ enqueued: 2, duplicates: 0, polledHere: 0 });
    expect([...queue.tasks.values()].map((t) => t.channelId).sort()).toEqual(['mastA', 'mastB']);
    const again = await enqueueInboxPolls(fs.db, queue, deps(AT + 40_000));
    expect(again).toMatchObject({ enqueued: 0, duplicates: 2 });
    // The next minute is a new window: a task per channel again. The tick itself read nothing.
    expect(await enqueueInboxPolls(fs.db, queue, deps(AT + 60_000))).toMatchObject({
      enqueued: 2,
    });
    expect(reads).toBe(0);
  });

  it('reads the channels itself when the queue cannot be reached', async () => {
    const summary = await enqueueInboxPolls(fs.db, fakeQueue(true), deps(AT));
    expect(summary).toMatchObject({ enqueued: 0, polledHere: 2, failed: 0 });
    expect(reads).toBe(2);
  });

  it('names a task by its channel and minute, and takes only well-formed task data', () => {
    const task = { workspaceId: WS, channelId: 'mastA' };
    expect(pollTaskId(task, new Date(AT))).toBe(pollTaskId(task, new Date(AT + 49_000)));
    expect(pollTaskId(task, new Date(AT))).not.toBe(pollTaskId(task, new Date(AT + 60_000)));
    expect(pollTaskId(task, new Date(AT))).not.toBe(
      pollTaskId({ ...task, channelId: 'mastB' }, new Date(AT)),
    );
    expect(parsePollTask(task)).toEqual(task);
    expect(parsePollTask({ workspaceId: '../x', channelId: 'mastA' })).toBeNull();
    expect(parsePollTask(null)).toBeNull();
  });
});

describe('a poll task', () => {
  it('reads its account once however many tasks run at once: the read budget holds', async () => {
    const polls = Array.from({ length: 4 }, () => pollChannel(fs.db, WS, 'mastA', deps(AT)));
    await Promise.all(polls);
    expect(reads).toBe(1);
    const pace = (await fs.db.doc('inboxCursors/mastA').get()).get('pace');
    expect(pace.sent).toEqual([AT]);
    // The other account has its own budget.
    await pollChannel(fs.db, WS, 'mastB', deps(AT));
    expect(reads).toBe(2);
  });
});
