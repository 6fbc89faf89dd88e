// Polling as tasks: the minute tick only enqueues one task per connected channel (an account),
// named by the channel and the minute, so a tick that runs twice in a minute (a retry, an
// overlap) adds nothing; each task reads its one channel (poll.ts) under the account's read
// budget. A queue that cannot be reached does not stop the inbox: that channel is read in the
// tick itself. The tick also brings back the snoozed conversations whose time has come.

import { createHash } from 'node:crypto';
import { docIdSchema } from '@model/schemas/common';
import type { Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { type EnqueueSummary, enqueueOrRun } from '../enqueueOrRun';
import { wakeSnoozed } from './actions';
import { type PollDeps, pollChannel } from './poll';

export interface InboxPollTask {
  workspaceId: string;
  channelId: string;
}

export interface InboxPollQueue {
  /** Adds the task; answers false when a task of that id already exists. */
  enqueue(id: string, task: InboxPollTask): Promise<boolean>;
}

const MINUTE = 60_000;
const taskSchema = v.object({ workspaceId: docIdSchema, channelId: docIdSchema });

/** One task per channel and minute window: the same channel in the same minute has one id. */
export function pollTaskId(task: InboxPollTask, now: Date): string {
  const window = Math.floor(now.getTime() / MINUTE);
  return createHash('sha256')
    .update(`${task.workspaceId}/${task.channelId}#${window}`)
    .digest('hex');
}

/** The task's data as the queue delivers it, or null when it is not one of ours. */
export function parsePollTask(data: unknown): InboxPollTask | null {
  const parsed = v.safeParse(taskSchema, data);
  return parsed.success ? parsed.output : null;
}

/** The tick: a task per connected channel, then the snoozes that ran out. */
export async function enqueueInboxPolls(
  db: Firestore,
  queue: InboxPollQueue,
  deps: PollDeps,
): Promise<EnqueueSummary> {
  const now = deps.now();
  const channels = await db.collectionGroup('channels').where('status', '==', 'connected').get();
  const workspaces = new Set<string>();
  const tasks = channels.docs.flatMap((doc) => {
    const workspace = doc.ref.parent.parent;
    // Only a workspace's channels: other collections named `channels` are not accounts.
    if (workspace?.parent.id !== 'workspaces') return [];
    workspaces.add(workspace.id);
    return [{ workspaceId: workspace.id, channelId: doc.id }];
  });
  const summary = await enqueueOrRun(
    tasks,
    (task) => queue.enqueue(pollTaskId(task, now), task),
    (task) => pollChannel(db, task.workspaceId, task.channelId, deps),
  );
  for (const workspaceId of workspaces) await wakeSnoozed(db, workspaceId, now);
  return summary;
}
