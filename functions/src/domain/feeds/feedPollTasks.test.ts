import { beforeEach, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import {
  enqueueFeedPolls,
  FEED_POLL_WINDOW_MS,
  type FeedPollTask,
  feedPollTaskId,
  parseFeedPollTask,
} from './feedPollTasks';
import type { PollFeedDeps } from './pollFeed';

const fs = suiteFirestore();
const WS = 'wsFeedTasks';
const AT = Date.UTC(2026, 10, 29, 9, 0, 10);
let fetches = 0;

const deps = (at: number): PollFeedDeps => ({
  now: () => new Date(at),
  storeImage: async () => null,
  fetch: async () => {
    fetches++;
    return { kind: 'not_modified' };
  },
});

/** A queue that keeps its tasks by id, as Cloud Tasks does within its deduplication window. */
function fakeQueue(refuse = false) {
  const tasks = new Map<string, FeedPollTask>();
  return {
    tasks,
    async enqueue(id: string, task: FeedPollTask) {
      if (refuse) throw new Error('the queue is unreachable');
      if (tasks.has(id)) return false;
      tasks.set(id, task);
      return true;
    },
  };
}

beforeEach(async () => {
  await fs.clear();
  fetches = 0;
  await fs.db.doc(`workspaces/${WS}`).set({ product: 'smm', members: {} });
  for (const [id, paused] of [
    ['blog', false],
    ['news', false],
    ['held', true],
  ] as const) {
    await fs.db
      .doc(`workspaces/${WS}/feeds/${id}`)
      .set({ url: `https://${id}.example/feed`, paused });
  }
});

describe('the feeds’ tick', () => {
  it('enqueues one task per source that is not paused, and nothing more in the same window', async () => {
    const queue = fakeQueue();
    expect(await enqueueFeedPolls(fs.db, queue, deps(AT))).toMatchObject({ enqueued: 2 });
    expect([...queue.tasks.values()].map((t) => t.feedId).sort()).toEqual(['blog', 'news']);
    expect(await enqueueFeedPolls(fs.db, queue, deps(AT + 60_000))).toMatchObject({
      enqueued: 0,
      duplicates: 2,
    });
    expect(await enqueueFeedPolls(fs.db, queue, deps(AT + FEED_POLL_WINDOW_MS))).toMatchObject({
      enqueued: 2,
    });
    expect(fetches).toBe(0);
  });

  it('fetches the sources itself when the queue cannot be reached', async () => {
    const summary = await enqueueFeedPolls(fs.db, fakeQueue(true), deps(AT));
    expect(summary).toMatchObject({ enqueued: 0, polledHere: 2, failed: 0 });
    expect(fetches).toBe(2);
  });

  it('takes only well-formed task data', () => {
    const task = { workspaceId: WS, feedId: 'blog' };
    expect(feedPollTaskId(task, new Date(AT))).not.toBe(
      feedPollTaskId({ ...task, feedId: 'news' }, new Date(AT)),
    );
    expect(parseFeedPollTask(task)).toEqual(task);
    expect(parseFeedPollTask({ workspaceId: '../x', feedId: 'blog' })).toBeNull();
  });
});
