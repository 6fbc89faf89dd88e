// Every 10 minutes: renew the tokens of channels that expire within the next 30 minutes. (The
// local stack ticks this itself; the Pub/Sub emulator that drives schedules cannot run offline.)

import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../config';
import { refreshChannelTokens as refreshTokens } from '../domain/channels/channelRefresh';
import { CHANNEL_SECRET_BINDINGS } from '../domain/secretBox';
import { db } from '../firebase';
import { providerFor } from '../providers/registry';
import { recordJobRun } from './jobRun';

export const refreshChannelTokens = onSchedule(
  {
    schedule: 'every 10 minutes',
    region: REGION,
    timeoutSeconds: 300,
    retryCount: 0,
    secrets: CHANNEL_SECRET_BINDINGS,
  },
  async () => {
    await recordJobRun(db(), 'refreshChannelTokens', async () => {
      const summary = await refreshTokens(db(), { now: () => new Date(), providerFor });
      return { processed: summary.refreshed };
    });
  },
);
