// Every minute: the inbox of each connected channel that is due (domain/inbox/poll.ts paces each
// network), and the snoozed conversations whose time has come. The local stack ticks it too,
// which is what brings the sandbox's comments and messages into a newcomer's inbox.

import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../config';
import { pollInboxes } from '../domain/inbox/poll';
import { CHANNEL_SECRET_BINDINGS } from '../domain/secretBox';
import { db } from '../firebase';
import { providerFor } from '../providers/registry';
import { recordJobRun } from './jobRun';

export const pollInbox = onSchedule(
  {
    schedule: 'every 1 minutes',
    region: REGION,
    timeoutSeconds: 540,
    retryCount: 0,
    secrets: CHANNEL_SECRET_BINDINGS,
  },
  async () => {
    await recordJobRun(db(), 'pollInbox', async () => {
      const summary = await pollInboxes(db(), { now: () => new Date(), providerFor });
      return { processed: summary.stored };
    });
  },
);
