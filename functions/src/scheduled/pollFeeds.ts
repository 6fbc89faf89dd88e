// Every fifteen minutes: one fetch task per feed source that is not paused
// (domain/feeds/feedPollTasks.ts). The local stack ticks it on a timer of its own
// (emulator/stack/slow-ticks.ts).

import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../config';
import { enqueueFeedPolls } from '../domain/feeds/feedPollTasks';
import { db } from '../firebase';
import { adminFeedPollQueue, feedPollDeps } from '../tasks/feedPollQueue';
import { recordJobRun } from './jobRun';

export const pollFeeds = onSchedule(
  { schedule: 'every 15 minutes', region: REGION, timeoutSeconds: 540, retryCount: 0 },
  async () => {
    await recordJobRun(db(), 'pollFeeds', async () => {
      const summary = await enqueueFeedPolls(db(), adminFeedPollQueue(), feedPollDeps());
      return { processed: summary.enqueued, rescued: summary.polledHere };
    });
  },
);
