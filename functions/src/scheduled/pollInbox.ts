// Every minute: one poll task per connected channel (domain/inbox/pollTasks.ts; the task reads
// the channel under its account's read budget), and the snoozed conversations whose time has
// come. The local stack ticks it too, and its Tasks emulator runs the tasks, which is what brings
// the sandbox's comments and messages into a newcomer's inbox.

import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../config';
import { enqueueInboxPolls } from '../domain/inbox/pollTasks';
import { CHANNEL_SECRET_BINDINGS } from '../domain/secretBox';
import { db } from '../firebase';
import { providerFor } from '../providers/registry';
import { adminInboxPollQueue } from '../tasks/inboxPollQueue';
import { recordJobRun } from './jobRun';

export const pollInbox = onSchedule(
  {
    schedule: 'every 1 minutes',
    region: REGION,
    timeoutSeconds: 540,
    retryCount: 0,
    // The channels the queue cannot take are read here.
    secrets: CHANNEL_SECRET_BINDINGS,
  },
  async () => {
    await recordJobRun(db(), 'pollInbox', async () => {
      const summary = await enqueueInboxPolls(db(), adminInboxPollQueue(), {
        now: () => new Date(),
        providerFor,
      });
      // Like the publisher's reconciler: `rescued` are the channels the tick read itself.
      return { processed: summary.enqueued, rescued: summary.polledHere };
    });
  },
);
