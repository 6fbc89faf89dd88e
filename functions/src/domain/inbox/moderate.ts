// Liking, hiding or deleting on the network an item people wrote, from the conversation's own
// channel, where the network's API allows it (MODERATION_BY_NETWORK) and the capability table
// lets the caller ('moderate'). The item keeps what was done (liked, hidden, deleted) for the
// screen; a refusal is worded as a reply's is (a channel to reconnect, a rate limit, a comment
// already gone).

import { MODERATION_BY_NETWORK, type ModerateInboxItemInput } from '@model/schemas/inbox';
import type { Firestore } from 'firebase-admin/firestore';
import { isProviderError } from '../../providers/errors';
import { moderateOnNetwork } from '../../providers/inbox/moderate';
import type { Caller } from '../caller';
import { markChannelNeedsReconnect } from '../channels/channelHealth';
import { because, notFound, precondition } from '../errors';
import { loadChannel } from '../publishing/publish';
import { readConversation } from './conversation';
import { type ReplyDeps, refusal } from './reply';

const DONE = { like: 'liked', hide: 'hidden', delete: 'deleted' } as const;

export async function moderateInboxItem(
  db: Firestore,
  caller: Caller,
  input: ModerateInboxItemInput,
  deps: ReplyDeps,
): Promise<{ itemId: string }> {
  const ws = db.collection('workspaces').doc(input.workspaceId);
  const itemRef = ws.collection('inboxItems').doc(input.itemId);
  const { network, channelId, item } = await db.runTransaction(async (tx) => {
    const c = await readConversation(db, tx, caller, input, 'moderate');
    const snap = await tx.get(itemRef);
    if (!snap.exists || snap.get('conversationId') !== c.ref.id || snap.get('direction') !== 'in') {
      throw notFound('The message');
    }
    return {
      network: String(c.data.network),
      channelId: String(c.data.channelId),
      item: snap,
    };
  });
  const allowed = MODERATION_BY_NETWORK[network as keyof typeof MODERATION_BY_NETWORK] ?? [];
  if (!allowed.includes(input.action)) {
    throw because(precondition(`This network does not let us ${input.action} it.`), 'unsupported');
  }
  if (item.get(DONE[input.action]) === true) return { itemId: itemRef.id };
  const setup = await loadChannel(db, ws, channelId, deps);
  if (typeof setup === 'string') throw because(precondition(setup), 'reconnect');
  const ref = (item.get('replyRef') ?? {}) as { cid?: string };
  try {
    await moderateOnNetwork(
      setup.provider.id,
      input.action,
      { externalId: String(item.get('externalId')), ...(ref.cid ? { cid: ref.cid } : {}) },
      setup.secrets,
      setup.ctx,
    );
  } catch (error) {
    if (!isProviderError(error)) throw error;
    if (error.kind === 'auth') {
      await markChannelNeedsReconnect(db, input.workspaceId, channelId, error.message).catch(
        () => undefined,
      );
    }
    throw refusal(error, setup.label);
  }
  await itemRef.update({ [DONE[input.action]]: true });
  return { itemId: itemRef.id };
}
