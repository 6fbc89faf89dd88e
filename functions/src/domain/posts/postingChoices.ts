// What the composer may offer for a channel, asked of the network with the channel's token
// (which never leaves the server): Pinterest's boards, a TikTok creator's allowed settings.

import type {
  ChannelPostingChoices,
  ChannelPostingChoicesInput,
} from '@model/schemas/posts/posting-choices';
import type { Firestore } from 'firebase-admin/firestore';
import { isProviderError } from '../../providers/errors';
import type { Provider } from '../../providers/types';
import type { Caller } from '../caller';
import { saveWhileConnected } from '../channels/channelRefresh';
import { adapterFor } from '../channels/channelSandbox';
import { authoriseChannelManager } from '../channels/channels';
import { notFound, precondition, unavailable } from '../errors';
import { openSecrets } from '../secretBox';

export interface PostingChoicesDeps {
  providerFor(id: string): Provider;
  timeoutMs?: number;
}

export async function channelPostingChoices(
  db: Firestore,
  caller: Caller,
  input: ChannelPostingChoicesInput,
  deps: PostingChoicesDeps,
): Promise<ChannelPostingChoices> {
  // Those who write posts (owners, editors, the product's admins) ask for the choices.
  const workspace = await authoriseChannelManager(db, caller, input.workspaceId);
  const channelRef = workspace.ref.collection('channels').doc(input.channelId);
  const [channelSnap, secretsSnap] = await db.getAll(
    channelRef,
    db.collection('channelSecrets').doc(input.channelId),
  );
  const channel = channelSnap?.data();
  if (!channel) throw notFound('The channel');
  const provider = typeof channel.provider === 'string' ? channel.provider : 'sandbox';
  const reply: ChannelPostingChoices = { channelId: input.channelId, provider };
  if (channel.status !== 'connected') {
    throw precondition('This channel needs to be reconnected before its choices can be read.');
  }
  const secrets = openSecrets(input.channelId, secretsSnap?.data());
  if (!secrets) throw precondition('This channel needs to be reconnected.');
  const adapter = adapterFor(deps.providerFor(provider), secrets);
  if (!adapter.postingChoices) return reply;
  try {
    const choices = await adapter.postingChoices(secrets, {
      // A token renewed on the way is kept, as the publisher keeps it: refresh tokens rotate.
      saveSecrets: (next, rotation) => saveWhileConnected(db, channelRef, next, { rotation }),
      timeoutMs: deps.timeoutMs,
    });
    return { ...reply, ...choices };
  } catch (error) {
    if (!isProviderError(error)) throw error;
    if (error.kind === 'auth') {
      throw precondition('The network refused this channel’s sign-in; reconnect it and try again.');
    }
    throw unavailable('The network could not be reached; try again in a moment.');
  }
}
