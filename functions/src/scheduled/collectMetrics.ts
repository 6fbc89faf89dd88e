// Hourly: each connected channel's followers and each recently published post's counts, within
// every network's budget (see domain/metrics.ts). The local stack ticks it itself.

import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../config';
import { collectMetrics as collect } from '../domain/metrics/metrics';
import { CHANNEL_SECRET_BINDINGS } from '../domain/secretBox';
import { db } from '../firebase';
import { providerFor } from '../providers/registry';
import { recordJobRun } from './jobRun';

export const collectMetrics = onSchedule(
  {
    schedule: 'every 60 minutes',
    region: REGION,
    timeoutSeconds: 540,
    retryCount: 0,
    secrets: CHANNEL_SECRET_BINDINGS,
  },
  async () => {
    await recordJobRun(db(), 'collectMetrics', async () => {
      const summary = await collect(db(), { now: () => new Date(), providerFor });
      return { processed: summary.posts + summary.channels };
    });
  },
);
