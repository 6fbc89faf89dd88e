// The inbox through the Functions emulator: a reply callable sends once from the conversation's
// sandbox channel and is refused to a client; the client answers the team's question only on a
// conversation shown to them, and the one who asked hears of it; the minute tick only enqueues
// a poll task per connected channel, which the queue runs; the Meta webhook takes a
// delivery only when its signature covers the raw bytes sent, refuses a forged one and a wrong
// verify token.

import { createHmac } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invokeScheduledFunction } from '../../emulator/stack/publisher-tick';
import { type Accounts, createAccounts, seedBase, WS_SMM } from './fixtures';
import { adminDb, call, requestId, stack, waitFor } from './support';

let accounts: Accounts;
const CID = 'conv1';
// functions/.secret.local: the local stack's Meta app secret.
const APP_SECRET = 'local-meta-app-secret';

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

beforeEach(async () => {
  await seedBase(accounts);
  await adminDb()
    .doc(`workspaces/${WS_SMM}`)
    .update({ [`members.${accounts.outsider.uid}`]: 'approver' });
  const at = Timestamp.fromMillis(Date.UTC(2026, 10, 29, 9));
  // What ingest() leaves for one sandbox comment.
  await adminDb().doc(`workspaces/${WS_SMM}/conversations/${CID}`).set({
    network: 'sandbox',
    channelId: 'ch1',
    kind: 'comment',
    threadId: 'sbx-post',
    postId: null,
    subject: 'Our post',
    status: 'open',
    unread: 1,
    itemCount: 1,
    firstAt: at,
    lastAt: at,
    lastItemId: 'sandbox:c1',
    firstReplyAt: null,
    shared: false,
  });
  await adminDb().doc(`workspaces/${WS_SMM}/inboxItems/sandbox:c1`).set({
    network: 'sandbox',
    channelId: 'ch1',
    externalId: 'c1',
    conversationId: CID,
    kind: 'comment',
    direction: 'in',
    text: 'Open on Sunday?',
    url: null,
    at,
    shared: false,
  });
});

describe('replyToConversation', () => {
  it('replies once from the sandbox channel; the same request answers the same reply', async () => {
    const input = {
      workspaceId: WS_SMM,
      conversationId: CID,
      requestId: requestId(),
      text: 'Yes!',
    };
    const first = await call('replyToConversation', input, accounts.smmUser);
    const again = await call('replyToConversation', input, accounts.smmUser);
    if (!first.ok || !again.ok) throw new Error('the reply was refused');
    expect(again.result).toEqual(first.result);
    expect(String(first.result.externalId)).toMatch(/^sbx-/);
    const replies = await adminDb()
      .collection(`workspaces/${WS_SMM}/inboxItems`)
      .where('direction', '==', 'out')
      .get();
    expect(replies.docs.map((d) => d.get('replyState'))).toEqual(['sent']);
  });

  it('is refused to a client, with nothing written', async () => {
    const outcome = await call(
      'replyToConversation',
      { workspaceId: WS_SMM, conversationId: CID, requestId: requestId(), text: 'Hi' },
      accounts.outsider,
    );
    expect(outcome.ok ? 'ok' : outcome.code).toBe('permission-denied');
  });
});

describe('answerTeam', () => {
  const conversation = async () =>
    (await adminDb().doc(`workspaces/${WS_SMM}/conversations/${CID}`).get()).data() ?? {};
  const notices = async () =>
    (await adminDb().collection('outbox').where('event', '==', 'inbox_client_answered').get()).docs;
  const answer = (text: string, id = requestId()) => ({
    workspaceId: WS_SMM,
    conversationId: CID,
    requestId: id,
    text,
  });
  const ask = (question: string | null) =>
    call('askClient', { workspaceId: WS_SMM, conversationId: CID, question }, accounts.smmUser);

  it('lets the client answer a conversation shown to them, once; the asker hears of it', async () => {
    expect((await ask('May we promise Sunday delivery?')).ok).toBe(true);
    const input = answer('Yes, from May on.');
    const first = await call('answerTeam', input, accounts.outsider);
    const again = await call('answerTeam', input, accounts.outsider);
    if (!first.ok || !again.ok) throw new Error('the answer was refused');
    expect(again.result).toEqual({ ...first.result, replayed: true });
    const stored = await conversation();
    expect(stored.clientAnswer).toMatchObject({
      text: 'Yes, from May on.',
      authorUid: accounts.outsider.uid,
    });
    const sent = await notices();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('audience')).toEqual({ uids: [accounts.smmUser.uid] });
    expect(sent[0]?.get('params.comment')).toBe('Yes, from May on.');
    expect(sent[0]?.get('path')).toContain(`c=${CID}`);
    // A new question starts afresh: the old answer answered the old one.
    expect((await ask('And on holidays?')).ok).toBe(true);
    expect((await conversation()).clientAnswer).toBeNull();
  });

  it('is refused on a conversation not shown to the client, as if it did not exist', async () => {
    const outcome = await call('answerTeam', answer('Hello?'), accounts.outsider);
    expect(outcome.ok ? 'ok' : outcome.code).toBe('not-found');
    expect((await conversation()).clientAnswer).toBeUndefined();
    expect(await notices()).toHaveLength(0);
  });

  it('is refused to the team and to staff: only the client speaks for the client', async () => {
    expect((await ask('Is the shop open on Sunday?')).ok).toBe(true);
    for (const who of [accounts.smmUser, accounts.smmAdmin]) {
      const outcome = await call('answerTeam', answer('Yes'), who);
      expect(outcome.ok ? 'ok' : outcome.code).toBe('permission-denied');
    }
    expect((await conversation()).clientAnswer).toBeNull();
    expect(await notices()).toHaveLength(0);
  });
});

describe('pollInbox', () => {
  it('enqueues a task per connected channel; the task queue reads the channel', async () => {
    const db = adminDb();
    // A third channel, not connected: no task.
    await db.doc(`workspaces/${WS_SMM}/channels/gone`).set({
      provider: 'sandbox',
      status: 'needs_reconnect',
    });
    const origin = new URL(stack().functionsUrl).origin;
    const id = `${stack().region}-pollInbox`;
    expect(await invokeScheduledFunction(origin, stack().projectId, id)).toBe(200);
    // The two workspaces' sandbox channels (both named ch1) went to the queue, none was read by
    // the tick itself, and the queue's task read the channel: its cursor was written.
    const job = (await db.doc('jobs/pollInbox').get()).data() ?? {};
    expect({ processed: job.processed, rescued: job.rescued }).toEqual({
      processed: 2,
      rescued: 0,
    });
    const polled = await waitFor(async () =>
      (await db.doc('inboxCursors/ch1').get()).get('polledAt'),
    );
    expect((polled as Timestamp).toMillis()).toBeGreaterThan(Date.now() - 120_000);
    expect((await db.doc('inboxCursors/gone').get()).exists).toBe(false);
  });
});

describe('metaWebhook', () => {
  const url = () => `${stack().functionsUrl}/metaWebhook`;
  const raw = JSON.stringify({
    object: 'page',
    entry: [{ id: 'no-such-page', time: 1, changes: [] }],
  });
  const sign = (body: string, secret: string) =>
    `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const post = (body: string, signature: string) =>
    fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      body,
    });

  it('takes a delivery signed over its raw bytes and refuses a forged signature', async () => {
    expect((await post(raw, sign(raw, APP_SECRET))).status).toBe(200);
    expect((await post(raw, sign(raw, 'forged'))).status).toBe(401);
  });

  it('refuses a handshake without our verify token', async () => {
    const query = new URLSearchParams({
      'hub.mode': 'subscribe',
      'hub.verify_token': 'guess',
      'hub.challenge': '42',
    });
    expect((await fetch(`${url()}?${query}`)).status).toBe(403);
  });
});
