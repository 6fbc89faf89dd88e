// The inbox's poll queue: one task reads one connected channel (domain/inbox/pollTasks.ts). A
// failed read is not retried by Cloud Tasks: the next minute's tick enqueues the channel again,
// and its cursor has not moved past what was not stored.

import { logger } from 'firebase-functions/v2';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { REGION } from '../config';
import { pollChannel } from '../domain/inbox/poll';
import { type InboxPollQueue, type InboxPollTask, parsePollTask } from '../domain/inbox/pollTasks';
import { CHANNEL_SECRET_BINDINGS } from '../domain/secretBox';
import { db } from '../firebase';
import { providerFor } from '../providers/registry';
import { namedTaskQueue } from './queue';

const FUNCTION_NAME = 'pollInboxAccount';

export function adminInboxPollQueue(): InboxPollQueue {
  return namedTaskQueue<InboxPollTask>(FUNCTION_NAME);
}

export const pollInboxAccount = onTaskDispatched(
  {
    region: REGION,
    timeoutSeconds: 120,
    retryConfig: { maxAttempts: 1 },
    rateLimits: { maxConcurrentDispatches: 20 },
    secrets: CHANNEL_SECRET_BINDINGS,
  },
  async (request) => {
    const task = parsePollTask(request.data);
    // A malformed task can never succeed: answer it done rather than retry it.
    if (!task) return;
    try {
      await pollChannel(db(), task.workspaceId, task.channelId, {
        now: () => new Date(),
        providerFor,
      });
    } catch (error) {
      logger.warn('inbox poll failed; the next tick reads the channel again', {
        ...task,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  },
);
