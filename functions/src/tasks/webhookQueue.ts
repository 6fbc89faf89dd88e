// The task queue that sends webhook deliveries, one attempt per task. A failed attempt is not
// retried by Cloud Tasks: the delivery plans its next attempt itself (a new task at the backoff's
// time), so the log holds every attempt and the endpoint counts its failures in a row.

import { createHash } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { REGION } from '../config';
import { attemptDelivery, type WebhookQueue } from '../domain/webhooks/deliveries';
import { db } from '../firebase';
import { guardedFetch } from '../net/guardedFetch';

const FUNCTION_NAME = 'deliverWebhooks';
const DELIVERY_PATH = /^workspaces\/[^/]+\/webhooks\/[^/]+\/deliveries\/[^/]+$/;

function alreadyExists(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return code === 'functions/task-already-exists' || message.includes('status: 409');
}

export function adminWebhookQueue(): WebhookQueue {
  return {
    async enqueue(deliveryPath, attempt, at) {
      const queue = getFunctions(getApps()[0] ?? initializeApp()).taskQueue(
        `locations/${REGION}/functions/${FUNCTION_NAME}`,
      );
      // One task per attempt: enqueuing the same attempt twice keeps one.
      const id = createHash('sha256').update(`${deliveryPath}#${attempt}`).digest('hex');
      try {
        await queue.enqueue({ path: deliveryPath, attempt }, { id, scheduleTime: at });
      } catch (error) {
        if (!alreadyExists(error)) throw error;
      }
    },
  };
}

export const deliverWebhooks = onTaskDispatched(
  {
    region: REGION,
    timeoutSeconds: 60,
    // A crash mid-attempt gets one more try; the attempt's own check keeps it from counting twice.
    retryConfig: { maxAttempts: 2, minBackoffSeconds: 30 },
    rateLimits: { maxConcurrentDispatches: 50 },
  },
  async (request) => {
    const data = request.data as { path?: unknown; attempt?: unknown } | null;
    if (typeof data?.path !== 'string' || !DELIVERY_PATH.test(data.path)) return;
    if (typeof data.attempt !== 'number' || !Number.isInteger(data.attempt) || data.attempt < 1)
      return;
    await attemptDelivery(db(), data.path, data.attempt, {
      now: () => new Date(),
      send: (url, init) => guardedFetch(url, init),
      queue: adminWebhookQueue(),
    });
  },
);
