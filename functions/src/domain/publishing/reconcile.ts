// A channel whose send may or may not have reached the network (a time-out after sending, or a
// run that stopped between sending and recording) is never sent again: we ask the network
// whether the post exists, record it if it does, and give up plainly if it never appears.

import { Timestamp } from 'firebase-admin/firestore';
import { isProviderError } from '../../providers/errors';
import type {
  ChannelSecrets,
  Provider,
  ProviderContext,
  PublishRequest,
} from '../../providers/types';
import { RECONCILE_INTERVAL_MS, RECONCILE_WINDOW_MS } from './publishPolicy';
import type { ChannelResult } from './publishTypes';

export async function reconcileChannel(
  provider: Provider,
  request: PublishRequest,
  secrets: ChannelSecrets,
  ctx: ProviderContext,
  result: ChannelResult,
  now: Date,
): Promise<ChannelResult> {
  const since = (result.lastAttemptAt ?? result.firstAttemptAt)?.toMillis() ?? now.getTime();
  const windowOver = now.getTime() - since >= RECONCILE_WINDOW_MS;
  let problem: string | null = null;
  try {
    const found = await provider.lookup(request, secrets, ctx);
    if (found) {
      return {
        ...result,
        status: 'published',
        externalId: found.externalId,
        url: found.url,
        cid: found.cid ?? null,
        error: null,
        nextAttemptAt: null,
        publishedAt: Timestamp.fromDate(now),
      };
    }
  } catch (error) {
    problem = isProviderError(error) ? error.message : String(error);
  }
  if (!windowOver) {
    return {
      ...result,
      status: 'reconcile',
      error: problem ?? result.error,
      nextAttemptAt: Timestamp.fromMillis(now.getTime() + RECONCILE_INTERVAL_MS),
    };
  }
  return {
    ...result,
    status: 'failed',
    nextAttemptAt: null,
    unconfirmed: true,
    error: problem
      ? `The network did not confirm the post and it could not be checked (${problem}). It was not sent again, to avoid a duplicate; please look at the channel.`
      : 'The network did not confirm the post and it is not on the channel. It was not sent again, to avoid a duplicate; reschedule it if you still want it out.',
  };
}
