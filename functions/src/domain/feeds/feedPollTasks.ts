// Polling feeds as tasks, as the inbox polls its accounts (enqueueOrRun.ts): the tick enqueues
// one task per source that is not paused, named by the source and the poll window, so a tick
// that runs twice in a window adds nothing; each task fetches its one source (pollFeed.ts), or
// the tick itself when the queue cannot be reached.

import { createHash } from 'node:crypto';
import { docIdSchema } from '@model/schemas/common';
import type { Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { type EnqueueSummary, enqueueOrRun } from '../enqueueOrRun';
import { type PollFeedDeps, pollFeed } from './pollFeed';

export interface FeedPollTask {
  workspaceId: string;
  feedId: string;
}

export interface FeedPollQueue {
  /** Adds the task; answers false when a task of that id already exists. */
  enqueue(id: string, task: FeedPollTask): Promise<boolean>;
}

/** How often a source is fetched: the tick's schedule (scheduled/pollFeeds.ts). */
export const FEED_POLL_WINDOW_MS = 15 * 60_000;
const taskSchema = v.object({ workspaceId: docIdSchema, feedId: docIdSchema });

/** One task per source and window: the same source in the same window has one id. */
export function feedPollTaskId(task: FeedPollTask, now: Date): string {
  const window = Math.floor(now.getTime() / FEED_POLL_WINDOW_MS);
  return createHash('sha256').update(`${task.workspaceId}/${task.feedId}#${window}`).digest('hex');
}

/** The task's data as the queue delivers it, or null when it is not one of ours. */
export function parseFeedPollTask(data: unknown): FeedPollTask | null {
  const parsed = v.safeParse(taskSchema, data);
  return parsed.success ? parsed.output : null;
}

export async function enqueueFeedPolls(
  db: Firestore,
  queue: FeedPollQueue,
  deps: PollFeedDeps,
): Promise<EnqueueSummary> {
  const now = deps.now();
  const sources = await db.collectionGroup('feeds').where('paused', '==', false).get();
  const tasks = sources.docs.flatMap((doc) => {
    const workspace = doc.ref.parent.parent;
    if (workspace?.parent.id !== 'workspaces') return [];
    return [{ workspaceId: workspace.id, feedId: doc.id }];
  });
  return enqueueOrRun(
    tasks,
    (task) => queue.enqueue(feedPollTaskId(task, now), task),
    (task) => pollFeed(db, task.workspaceId, task.feedId, deps),
  );
}
