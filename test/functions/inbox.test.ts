// The inbox through the Functions emulator: a reply callable sends once from the conversation's
// sandbox channel and is refused to a client; the Meta webhook takes a delivery only when its
// signature covers the raw bytes sent, refuses a forged one and a wrong verify token.

import { createHmac } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, seedBase, WS_SMM } from './fixtures';
import { adminDb, call, requestId, stack } from './support';

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
