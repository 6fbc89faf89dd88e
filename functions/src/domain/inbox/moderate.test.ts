import { beforeEach, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { providerFor } from '../../providers/registry';
import type { Caller } from '../caller';
import type { DomainError } from '../errors';
import { conversationIdOf } from './ids';
import { ingest } from './ingest';
import { moderateInboxItem } from './moderate';

const fs = suiteFirestore();
const WS = 'wsModerate';
const editor: Caller = { uid: 'ed', email: 'ed@example.com', doc: { roles: { smm: 'user' } } };
const approver: Caller = { uid: 'ap', email: 'ap@example.com', doc: { roles: { smm: 'user' } } };
const comment = (network: 'sandbox' | 'mastodon', channelId: string) => ({
  network,
  channelId,
  externalId: 'c-1',
  kind: 'comment' as const,
  threadId: 'post-1',
  authorName: 'Ana',
  authorHandle: 'ana',
  text: 'Open on Sunday?',
  at: Date.UTC(2026, 10, 29, 9, 0),
});
const moderate = (
  action: 'like' | 'hide' | 'delete',
  network: 'sandbox' | 'mastodon' = 'sandbox',
  who = editor,
) => {
  const event = comment(network, network === 'sandbox' ? 'ch1' : 'ch2');
  return moderateInboxItem(
    fs.db,
    who,
    {
      workspaceId: WS,
      conversationId: conversationIdOf(event),
      itemId: `${network}:c-1`,
      action,
    },
    { providerFor },
  );
};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: DomainError) => error,
  );
const item = async (network = 'sandbox') =>
  (await fs.db.doc(`workspaces/${WS}/inboxItems/${network}:c-1`).get()).data() ?? {};

beforeEach(async () => {
  await fs.clear();
  await fs.db.doc(`workspaces/${WS}`).set({
    product: 'smm',
    ownerUid: 'own',
    members: { own: 'owner', ed: 'editor', ap: 'approver' },
    channelIds: ['ch1', 'ch2'],
  });
  await fs.db
    .doc(`workspaces/${WS}/channels/ch1`)
    .set({ provider: 'sandbox', displayName: 'Bakery sandbox', status: 'connected' });
  await fs.db
    .doc(`workspaces/${WS}/channels/ch2`)
    .set({ provider: 'mastodon', displayName: 'Bakery Mastodon', status: 'needs_reconnect' });
  await ingest(fs.db, WS, [comment('sandbox', 'ch1'), comment('mastodon', 'ch2')]);
});

describe('moderating from the inbox', () => {
  it('likes, hides and deletes where the network allows, and keeps what was done', async () => {
    await moderate('like');
    await moderate('hide');
    await moderate('delete');
    expect(await item()).toMatchObject({ liked: true, hidden: true, deleted: true });
  });

  it('refuses what the network does not allow, with nothing changed', async () => {
    const error = await refusal(moderate('delete', 'mastodon'));
    expect([error.code, error.reason]).toEqual(['failed-precondition', 'unsupported']);
    expect((await item('mastodon')).deleted).toBeUndefined();
  });

  it('says when the channel needs reconnecting first', async () => {
    const error = await refusal(moderate('like', 'mastodon'));
    expect([error.code, error.reason]).toEqual(['failed-precondition', 'reconnect']);
    expect((await item('mastodon')).liked).toBeUndefined();
  });

  it('is refused to a client (an approver)', async () => {
    expect((await refusal(moderate('hide', 'sandbox', approver))).code).toBe('permission-denied');
    expect((await item()).hidden).toBeUndefined();
  });
});
