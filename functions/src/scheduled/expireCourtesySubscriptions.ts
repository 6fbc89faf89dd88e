// Hourly: staff are warned of courtesy subscriptions ending within three days, and those past
// their expiry go back to what they were before. (The local stack has no Pub/Sub emulator
// offline; there the domain functions run from tests.)

import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../config';
import { warnExpiringCourtesy } from '../domain/notifications/courtesyWarning';
import { expireCourtesy } from '../domain/plans/courtesy';
import { db } from '../firebase';
import { recordJobRun } from './jobRun';

export const expireCourtesySubscriptions = onSchedule(
  { schedule: 'every 60 minutes', region: REGION },
  async () => {
    await recordJobRun(db(), 'expireCourtesySubscriptions', async () => {
      const now = new Date();
      const warned = await warnExpiringCourtesy(db(), now);
      return { processed: (await expireCourtesy(db(), now)) + warned };
    });
  },
);
