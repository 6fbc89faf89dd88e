// Every five minutes: posts in review past their approval deadline are held and their requesters
// told; the people whose step a post awaits are reminded at the workspace's interval
// (domain/approvals/approvalClock.ts). Five minutes keeps a hold close to its deadline while a
// run reads only the posts in review. (The local stack ticks only every-minute jobs; there the
// domain function runs from tests.)

import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../config';
import { runApprovalClock } from '../domain/approvals/approvalClock';
import { db } from '../firebase';
import { recordJobRun } from './jobRun';

export const approvalClock = onSchedule(
  { schedule: 'every 5 minutes', region: REGION },
  async () => {
    await recordJobRun(db(), 'approvalClock', async () => {
      const { held, reminded } = await runApprovalClock(db(), new Date());
      return { processed: held + reminded };
    });
  },
);
