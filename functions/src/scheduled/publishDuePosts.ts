// Every minute: claim the posts that are due and publish them on each of their channels. (The
// local stack ticks this itself; the Pub/Sub emulator that drives schedules cannot run offline.)

import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../config';
import { storageMediaLoader } from '../domain/publishMedia';
import { runPublisher } from '../domain/publishRun';
import { CHANNEL_SECRET_BINDINGS } from '../domain/secretBox';
import { bucket, db } from '../firebase';
import { providerFor } from '../providers/registry';
import { recordJobRun } from './jobRun';

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
      const summary = await runPublisher(db(), {
        now: () => new Date(),
        providerFor,
        loadMedia: storageMediaLoader(bucket()),
        limit: 500,
      });
      return { processed: summary.outcomes.length };
    });
  },
);
