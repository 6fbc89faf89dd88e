// The task queue functions that publish posts: one per shard, the same handler. Each queue
// dispatches at most 500 tasks a second (Cloud Tasks' ceiling per queue) and 1,000 at once;
// a handler that throws is retried with backoff, and after the last attempt the task is kept as
// a dead letter for admins (the minute reconciler still takes the post if it is due).

import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { REGION } from '../config';
import { storageMediaLoader, storageMediaUrl } from '../domain/publishing/publishMedia';
import { runPublishTask } from '../domain/publishing/publishTaskRun';
import { type PublishTaskData, recordDeadLetter } from '../domain/publishing/publishTasks';
import { CHANNEL_SECRET_BINDINGS } from '../domain/secretBox';
import { bucket, db } from '../firebase';
import { providerFor } from '../providers/registry';
import {
  adminPublishQueue,
  DISPATCH_DEADLINE_SECONDS,
  publishHorizonMs,
  receiptDelaysMs,
} from './queue';

export const PUBLISH_QUEUE_OPTIONS = {
  retryConfig: { maxAttempts: 5, minBackoffSeconds: 10, maxBackoffSeconds: 600, maxDoublings: 4 },
  rateLimits: { maxDispatchesPerSecond: 500, maxConcurrentDispatches: 1000 },
} as const;

function parse(data: unknown): PublishTaskData | null {
  const value = data as Partial<PublishTaskData> | null;
  if (typeof value?.path !== 'string' || typeof value.id !== 'string') return null;
  if (!/^workspaces\/[^/]+\/posts\/[^/]+$/.test(value.path)) return null;
  return {
    path: value.path,
    id: value.id,
    ...(typeof value.at === 'number' ? { at: value.at } : {}),
  };
}

function budgetFor(provider: unknown) {
  try {
    return providerFor(provider).budget;
  } catch {
    return null;
  }
}

export function publishQueue() {
  return onTaskDispatched(
    {
      ...PUBLISH_QUEUE_OPTIONS,
      region: REGION,
      timeoutSeconds: DISPATCH_DEADLINE_SECONDS,
      memory: '512MiB',
      secrets: CHANNEL_SECRET_BINDINGS,
    },
    async (request) => {
      const data = parse(request.data);
      // A malformed task can never succeed: answer it done rather than retry it.
      if (!data) return;
      const retryCount = request.retryCount ?? 0;
      try {
        await runPublishTask(db(), data, {
          queue: adminPublishQueue(),
          horizonMs: publishHorizonMs(),
          retryCount,
          now: () => new Date(),
          providerFor,
          budgetFor,
          loadMedia: storageMediaLoader(bucket()),
          mediaUrl: storageMediaUrl(bucket()),
          receiptDelaysMs: receiptDelaysMs(),
        });
      } catch (error) {
        if (retryCount + 1 >= PUBLISH_QUEUE_OPTIONS.retryConfig.maxAttempts) {
          await recordDeadLetter(
            db(),
            data,
            error instanceof Error ? error.message : String(error),
            retryCount + 1,
            new Date(),
          ).catch(() => undefined);
        }
        throw error;
      }
    },
  );
}

export const publishQueue0 = publishQueue();
export const publishQueue1 = publishQueue();
export const publishQueue2 = publishQueue();
export const publishQueue3 = publishQueue();
