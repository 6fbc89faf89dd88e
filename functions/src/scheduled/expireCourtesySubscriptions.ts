// Hourly: courtesy subscriptions past their expiry go back to what they were before. (The
// local stack has no Pub/Sub emulator offline; there the domain function runs from tests.)

import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../config';
import { expireCourtesy } from '../domain/courtesy';
import { db } from '../firebase';
import { recordJobRun } from './jobRun';

export const expireCourtesySubscriptions = onSchedule(
  { schedule: 'every 60 minutes', region: REGION },
  async () => {
    await recordJobRun(db(), 'expireCourtesySubscriptions', async () => ({
      processed: await expireCourtesy(db(), new Date()),
    }));
  },
);
