// Daily: the owners of a channel whose sign-in lapses before posts scheduled on it hear so at
// least 14 days ahead, once per lapse. (The local stack ticks it itself, see slow-ticks.ts.)

import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../config';
import { warnExpiringCredentials as warn } from '../domain/weather/credentialWarnings';
import { db } from '../firebase';
import { recordJobRun } from './jobRun';

export const warnExpiringCredentials = onSchedule(
  { schedule: 'every 6 hours', region: REGION, retryCount: 0 },
  async () => {
    await recordJobRun(db(), 'warnExpiringCredentials', async () => {
      const summary = await warn(db(), new Date());
      return { processed: summary.warned };
    });
  },
);
