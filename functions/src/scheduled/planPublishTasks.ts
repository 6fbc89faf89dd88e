// Every day: pending data migrations take a few minutes' turn first (they resume where the last
// run stopped; see domain/migrations.ts), then posts that have come within the task queue's
// horizon get their publish task (a post scheduled further ahead than Cloud Tasks holds a task
// is planned here).

import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../config';
import { runMigrations } from '../domain/migrations';
import { planUpcoming } from '../domain/publishing/publishTasks';
import { db } from '../firebase';
import { adminPublishQueue, publishHorizonMs } from '../tasks/queue';
import { recordJobRun } from './jobRun';

export const planPublishTasks = onSchedule(
  { schedule: 'every day 03:00', region: REGION, timeoutSeconds: 540, retryCount: 1 },
  async () => {
    await recordJobRun(db(), 'planPublishTasks', async () => {
      const migrated = await runMigrations(db(), undefined, { budgetMs: 240_000 });
      const planned = await planUpcoming(db(), adminPublishQueue(), new Date(), publishHorizonMs());
      return { processed: planned + migrated.changed };
    });
  },
);
