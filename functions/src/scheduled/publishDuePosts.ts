// Every minute: the reconciler. Publishing is done by each post's task (tasks/publishQueue.ts);
// this run takes only posts whose task went missing (an enqueue that failed, a post written
// without one) or is well overdue, publishes them, and records how many it rescued. (The local
// stack ticks this itself; the Pub/Sub emulator that drives schedules cannot run offline.)

import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION, tasksEmulated } from '../config';
import { runRecurring } from '../domain/posts/recurringRun';
import { storageMediaLoader, storageMediaUrl } from '../domain/publishing/publishMedia';
import { runPublisher } from '../domain/publishing/publishRun';
import { enqueuePublish, planUpcoming } from '../domain/publishing/publishTasks';
import { CHANNEL_SECRET_BINDINGS } from '../domain/secretBox';
import { bucket, db } from '../firebase';
import { providerFor } from '../providers/registry';
import { adminPublishQueue, publishHorizonMs, receiptDelaysMs } from '../tasks/queue';
import { recordJobRun } from './jobRun';

/** A task this late is presumed lost: a queue backlog clears far sooner. */
export const RESCUE_GRACE_MS = 3 * 60_000;

export const publishDuePosts = onSchedule(
  {
    schedule: 'every 1 minutes',
    region: REGION,
    timeoutSeconds: 540,
    retryCount: 0,
    secrets: CHANNEL_SECRET_BINDINGS,
  },
  async () => {
    await recordJobRun(db(), 'publishDuePosts', async () => {
      const now = new Date();
      // Recurring and evergreen posts due within the horizon are created before publishing.
      const recurring = await runRecurring(db(), now, async (ref) => {
        await enqueuePublish(db(), adminPublishQueue(), ref, now, {
          horizonMs: publishHorizonMs(),
        }).catch(() => undefined);
      }).catch((error: unknown) => {
        // Publishing goes on; the next tick tries the recurring work again.
        logger.warn('recurring posts not created', {
          error: error instanceof Error ? error.message : String(error),
        });
        return null;
      });
      // The emulator holds no task ahead of time, so locally the sweep runs every minute.
      if (tasksEmulated()) {
        await planUpcoming(db(), adminPublishQueue(), now, publishHorizonMs(), 3 * 60_000).catch(
          () => 0,
        );
      }
      const summary = await runPublisher(db(), {
        now: () => new Date(),
        providerFor,
        loadMedia: storageMediaLoader(bucket()),
        mediaUrl: storageMediaUrl(bucket()),
        limit: 500,
        graceMs: RESCUE_GRACE_MS,
        receiptDelaysMs: receiptDelaysMs(),
      });
      // A rescued post that went out is read back by a task of its own, as any other.
      for (const outcome of summary.outcomes) {
        if (outcome.status !== 'published' && outcome.status !== 'partially_published') continue;
        await enqueuePublish(db(), adminPublishQueue(), db().doc(outcome.path), new Date(), {
          horizonMs: publishHorizonMs(),
        }).catch(() => undefined);
      }
      return {
        processed: summary.outcomes.length,
        rescued: summary.claimed,
        ...(recurring ? { occurrences: recurring.created + recurring.awaiting } : {}),
      };
    });
  },
);
