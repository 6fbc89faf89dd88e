import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { ProviderError } from '../../providers/errors';
import { SANDBOX_LIMITS } from '../../providers/sandbox';
import type { Provider, PublishRequest, RemotePost } from '../../providers/types';
import type { Caller } from '../caller';
import type { DomainError } from '../errors';
import { conversationIdOf } from './ids';
import { ingest } from './ingest';
import { replyToConversation } from './reply';

const fs = suiteFirestore();
const WS = 'wsReply';
const editor: Caller = { uid: 'ed', email: 'ed@example.com', doc: { roles: { smm: 'user' } } };
const approver: Caller = { uid: 'ap', email: 'ap@example.com', doc: { roles: { smm: 'user' } } };
const comment = {
  network: 'sandbox' as const,
  channelId: 'ch1',
  externalId: 'c-1',
  kind: 'comment' as const,
  threadId: 'sbx-post-1',
  authorName: 'Ana',
  authorHandle: 'ana',
  text: 'Open on Sunday?',
  at: Date.UTC(2026, 10, 29, 9, 0),
};
const CID = conversationIdOf(comment);
const now = new Date(Date.UTC(2026, 10, 29, 9, 30));

// A network that keeps what it was sent by idempotency key, and can be told to fail.
let sent: PublishRequest[];
let failNext: ProviderError | null;
let loseAnswer: boolean;
let indexed: boolean;
const remoteOf = (request: PublishRequest): RemotePost => ({
  externalId: `r-${request.idempotencyKey}`,
  url: `https://sandbox.invalid/r/${request.idempotencyKey}`,
});
const network: Provider = {
  id: 'sandbox',
  budget: { windows: [] },
  limits: async () => SANDBOX_LIMITS,
  readBack: async () => null,
  async publish(request) {
    if (failNext) {
      const error = failNext;
      failNext = null;
      throw error;
    }
    sent.push(request);
    if (loseAnswer) {
      loseAnswer = false;
      throw new ProviderError('unknown_outcome', 'Sandbox: no answer after the reply was sent.');
    }
    return remoteOf(request);
  },
  async lookup(request) {
    return indexed && sent.some((s) => s.idempotencyKey === request.idempotencyKey)
      ? remoteOf(request)
      : null;
  },
  postMetrics: async () => new Map(),
  channelMetrics: async () => ({ followers: 0 }),
};
const deps = { providerFor: () => network };
const reply = (text: string, requestId = 'req-00000001', who = editor) =>
  replyToConversation(
    fs.db,
    who,
    { workspaceId: WS, conversationId: CID, requestId, text },
    now,
    deps,
  );
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: DomainError) => error,
  );
const conversation = async () =>
  (await fs.db.doc(`workspaces/${WS}/conversations/${CID}`).get()).data() ?? {};
const replyDoc = async (requestId = 'req-00000001') =>
  (await fs.db.doc(`workspaces/${WS}/inboxItems/reply:${requestId}`).get()).data();

beforeEach(async () => {
  sent = [];
  failNext = null;
  loseAnswer = false;
  indexed = true;
  await fs.clear();
  await fs.db.doc(`workspaces/${WS}`).set({
    product: 'smm',
    ownerUid: 'own',
    members: { own: 'owner', ed: 'editor', ap: 'approver' },
    channelIds: ['ch1'],
  });
  await fs.db
    .doc(`workspaces/${WS}/channels/ch1`)
    .set({ provider: 'sandbox', displayName: 'Bakery sandbox', status: 'connected' });
  await fs.db.doc('channelSecrets/ch1').set({ handle: 'bakery' });
  await ingest(fs.db, WS, [comment]);
});

describe('replying from the inbox', () => {
  it('answers the newest comment in its thread once, and a repeated request sends nothing', async () => {
    const first = await reply('Yes, 8 to 12!');
    const again = await reply('Yes, 8 to 12!');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.replyTo?.parent.externalId).toBe('c-1');
    expect(sent[0]?.replyTo?.root.externalId).toBe('sbx-post-1');
    expect(again).toEqual(first);
    expect(await replyDoc()).toMatchObject({ replyState: 'sent', direction: 'out', sentBy: 'ed' });
    const c = await conversation();
    expect(c.firstReplyMs).toBe(30 * 60_000);
    expect(c.unread).toBe(0);
  });

  it('finds a reply whose answer was lost instead of sending it again', async () => {
    loseAnswer = true;
    indexed = false;
    const error = await refusal(reply('On Sunday we open at 8.'));
    expect(error.code).toBe('unavailable');
    expect(error.reason).toBe('unconfirmed');
    expect((await replyDoc())?.replyState).toBe('unknown');
    // The network has it by now; the same request finds it.
    indexed = true;
    const result = await reply('On Sunday we open at 8.');
    expect(sent).toHaveLength(1);
    expect(result.externalId).toBe(`r-inbox_${WS}_req-00000001`);
  });

  it('takes a lost answer found at once as sent', async () => {
    loseAnswer = true;
    await reply('See you Sunday');
    expect(sent).toHaveLength(1);
    expect((await replyDoc())?.replyState).toBe('sent');
  });

  it('refuses a reply longer than the network takes, as a field error, and stores nothing', async () => {
    const error = await refusal(reply('x'.repeat(SANDBOX_LIMITS.maxLength + 1)));
    expect(error.code).toBe('invalid-argument');
    expect(error.details?.issues).toEqual([expect.objectContaining({ path: 'text' })]);
    // The dialog says the limit in the reader's words.
    expect(error.details?.maxLength).toBe(SANDBOX_LIMITS.maxLength);
    expect(await replyDoc()).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('keeps a rate-limited reply and sends it on the next try', async () => {
    failNext = new ProviderError('rate_limited', 'slow down', {
      status: 429,
      retryAfterMs: 30_000,
    });
    const error = await refusal(reply('Thanks!'));
    expect(error.code).toBe('resource-exhausted');
    expect(error.retryAfterSeconds).toBe(30);
    expect(error.reason).toBe('rate_limited');
    expect(await replyDoc()).toMatchObject({ replyState: 'failed', text: 'Thanks!' });
    await reply('Thanks!');
    expect(sent).toHaveLength(1);
  });

  it('says so when the comment was deleted on the network, or the channel needs reconnecting', async () => {
    failNext = new ProviderError('permanent', 'gone', { status: 404 });
    const deleted = await refusal(reply('Hello', 'req-deleted1'));
    expect(deleted.message).toBe('The comment was deleted on the network; the reply was not sent.');
    expect(deleted.reason).toBe('comment_deleted');
    failNext = new ProviderError('auth', 'token revoked', { status: 401 });
    const error = await refusal(reply('Hello', 'req-reauth01'));
    expect(error.code).toBe('failed-precondition');
    expect(error.reason).toBe('reconnect');
    expect(error.message).toBe(
      'Bakery sandbox needs to be reconnected before you can reply from it.',
    );
    expect((await fs.db.doc(`workspaces/${WS}/channels/ch1`).get()).get('status')).toBe(
      'needs_reconnect',
    );
    expect(sent).toEqual([]);
  });

  it('is refused to a client (an approver)', async () => {
    expect((await refusal(reply('Hi', 'req-approver', approver))).code).toBe('permission-denied');
  });

  it('refuses to reuse a requestId for another text', async () => {
    await reply('One');
    expect((await refusal(reply('Two'))).code).toBe('invalid-argument');
    expect(sent).toHaveLength(1);
  });

  it('keeps the first reply time of a conversation answered twice', async () => {
    await reply('One');
    await fs.db
      .doc(`workspaces/${WS}/conversations/${CID}`)
      .update({ firstReplyAt: Timestamp.fromMillis(comment.at + 60_000) });
    await reply('Two', 'req-00000002');
    expect((await conversation()).firstReplyAt.toMillis()).toBe(comment.at + 60_000);
  });
});
