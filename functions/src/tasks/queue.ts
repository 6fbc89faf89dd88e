// The publish queues through the Admin SDK: Cloud Tasks in production, the firebase-tools Tasks
// emulator locally (the SDK finds it through CLOUD_TASKS_EMULATOR_HOST, which the Functions
// emulator sets for its workers).

import { getApps, initializeApp } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { logger } from 'firebase-functions/v2';
import { REGION, tasksEmulated } from '../config';
import {
  EARLY_WAIT_MS,
  enqueuePublish,
  HORIZON_MS,
  type PublishQueue,
} from '../domain/publishing/publishTasks';
import { EMULATED_RECEIPT_DELAYS_MS, RECEIPT_DELAYS_MS } from '../domain/receipts/receiptPolicy';

/** The queue function of each shard, exported from index.ts under these names. */
export function queueFunctionName(shard: number): string {
  return `publishQueue${shard}`;
}

/** How far ahead tasks are enqueued: 29 days on Cloud Tasks, under a minute on the emulator. */
export function publishHorizonMs(): number {
  return tasksEmulated() ? EARLY_WAIT_MS - 5_000 : HORIZON_MS;
}

/** Waits before each read-back: minutes on Cloud Tasks, seconds on the emulator (no task ahead). */
export function receiptDelaysMs(): readonly number[] {
  return tasksEmulated() ? EMULATED_RECEIPT_DELAYS_MS : RECEIPT_DELAYS_MS;
}

/** A task's deadline: the handler may wait for its time, then publish on every channel. */
export const DISPATCH_DEADLINE_SECONDS = 300;

export function alreadyExists(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  // Cloud Tasks answers ALREADY_EXISTS; the emulator a bare 409.
  return code === 'functions/task-already-exists' || message.includes('status: 409');
}

/**
 * A queue of named tasks, as the pollers use one (a task per account or feed and window): adding
 * a task whose name is taken answers false instead of failing.
 */
export function namedTaskQueue<T extends object>(
  functionName: string,
): {
  enqueue(id: string, task: T): Promise<boolean>;
} {
  const queue = getFunctions(getApps()[0] ?? initializeApp()).taskQueue(
    `locations/${REGION}/functions/${functionName}`,
  );
  return {
    async enqueue(id, task) {
      try {
        await queue.enqueue(task as Record<string, unknown>, { id });
        return true;
      } catch (error) {
        if (alreadyExists(error)) return false;
        throw error;
      }
    },
  };
}

export function adminPublishQueue(): PublishQueue {
  const functions = getFunctions(getApps()[0] ?? initializeApp());
  const queue = (shard: number) =>
    functions.taskQueue(`locations/${REGION}/functions/${queueFunctionName(shard)}`);
  return {
    async enqueue(shard, id, at, data) {
      try {
        await queue(shard).enqueue(data, {
          id,
          scheduleTime: at,
          dispatchDeadlineSeconds: DISPATCH_DEADLINE_SECONDS,
        });
      } catch (error) {
        if (!alreadyExists(error)) throw error;
      }
    },
    async remove(shard, id) {
      await queue(shard)
        .delete(id)
        .catch(() => undefined);
    },
  };
}

/**
 * After a post's time or state changed: plans its publish task (or removes the old one). A queue
 * that cannot be reached does not undo the change; the minute reconciler publishes the post.
 */
export async function replanPublishing(
  db: Firestore,
  workspaceId: string,
  postId: string,
  now: Date,
): Promise<void> {
  const ref = db.collection('workspaces').doc(workspaceId).collection('posts').doc(postId);
  await enqueuePublish(db, adminPublishQueue(), ref, now, { horizonMs: publishHorizonMs() }).catch(
    (error: unknown) => {
      logger.warn('publish task not planned; the reconciler will take the post', {
        path: ref.path,
        error: error instanceof Error ? error.message : String(error),
      });
    },
  );
}
