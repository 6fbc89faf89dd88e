// The open platform through the Functions emulator, beyond the end-to-end file: the inbox over
// REST and MCP (a page of conversations with filters and a cursor, a reply sent once, the
// `inbox` scope), and every webhook event the platform offers raised where its change happens,
// seen as the delivery it queues for an endpoint that chose it.

import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_EVENTS } from '@model/schemas/platform/webhooks';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ingest } from '../../functions/src/domain/inbox/ingest';
import { getFirestore, initializeApp } from '../support/functions/admin-sdk';
import { type Accounts, createAccounts, seedBase, seedPost, WS_SMM } from './fixtures';
import { adminDb, apiUrl, call, requestId, setTriggers, stack, waitFor } from './support';

let accounts: Accounts;
let receiver: Server;
let receiverUrl: string;

beforeAll(async () => {
  accounts = await createAccounts();
  // A receiver on 127.0.0.1 that takes every delivery, so none is retried while a test runs.
  receiver = createServer((_req, res) => res.writeHead(204).end());
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
}, 120_000);

afterAll(() => {
  receiver.close();
});

beforeEach(async () => {
  await seedBase(accounts);
});

async function createKey(scopes: string[], name = 'Agent'): Promise<string> {
  const outcome = await call(
    'createApiKey',
    { requestId: requestId(), workspaceId: WS_SMM, name, scopes },
    accounts.smmUser,
  );
  if (!outcome.ok) throw new Error(outcome.message);
  return String(outcome.result.key);
}

async function rest(
  key: string,
  method: string,
  path: string,
  body?: unknown,
  idempotencyKey?: string,
) {
  const response = await fetch(apiUrl(`/connect/v1${path}`), {
    method,
    headers: {
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const at = (hour: number) => Date.UTC(2026, 10, 29, hour);

/** What ingest() leaves for a conversation, at a time and status of our choosing. */
async function seedConversation(id: string, hour: number, fields: Record<string, unknown> = {}) {
  const ws = adminDb().doc(`workspaces/${WS_SMM}`);
  await ws
    .collection('conversations')
    .doc(id)
    .set({
      network: 'sandbox',
      channelId: 'ch1',
      kind: 'comment',
      threadId: `thread-${id}`,
      postId: null,
      subject: `Thread ${id}`,
      status: 'open',
      snoozedUntil: null,
      assigneeUid: null,
      labels: [],
      unread: 1,
      itemCount: 1,
      firstAt: Timestamp.fromMillis(at(hour)),
      lastAt: Timestamp.fromMillis(at(hour)),
      lastAtMs: at(hour),
      lastText: `Question ${id}`,
      lastAuthor: 'Ana',
      lastItemId: `sandbox:item-${id}`,
      search: [],
      firstReplyAt: null,
      shared: false,
      ...fields,
    });
  await ws
    .collection('inboxItems')
    .doc(`sandbox:item-${id}`)
    .set({
      network: 'sandbox',
      channelId: 'ch1',
      externalId: `item-${id}`,
      conversationId: id,
      kind: 'comment',
      direction: 'in',
      authorName: 'Ana',
      authorHandle: '@ana',
      text: `Question ${id}`,
      url: null,
      at: Timestamp.fromMillis(at(hour)),
      shared: false,
    });
}

async function replies(conversationId: string) {
  const snap = await adminDb()
    .collection(`workspaces/${WS_SMM}/inboxItems`)
    .where('conversationId', '==', conversationId)
    .get();
  return snap.docs.filter((doc) => doc.get('direction') === 'out');
}

describe('the inbox over REST', () => {
  it('pages through the conversations newest first, each once, by status and channel', async () => {
    const key = await createKey(['inbox']);
    await seedConversation('c1', 9);
    await seedConversation('c2', 11, { status: 'done' });
    await seedConversation('c3', 10);
    await seedConversation('c4', 8, { channelId: 'ch2' });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await rest(key, 'GET', `/inbox/conversations?limit=3${query}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((c: { id: string }) => c.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['c2', 'c3', 'c1', 'c4']);
    const open = await rest(key, 'GET', '/inbox/conversations?status=open&channelId=ch1');
    expect(open.body.data.map((c: { id: string }) => c.id)).toEqual(['c3', 'c1']);
    expect(open.body.data[0]).toMatchObject({
      network: 'sandbox',
      kind: 'comment',
      lastText: 'Question c3',
      lastAt: new Date(at(10)).toISOString(),
    });
    const wrong = await rest(key, 'GET', '/inbox/conversations?status=archived');
    expect(wrong.status).toBe(400);
    const forged = await rest(key, 'GET', '/inbox/conversations?cursor=bm90LWEtY3Vyc29y');
    expect(forged.body.error.message).toMatch(/^cursor is not one this API gave out/);
  });

  it('refuses a key without the inbox scope', async () => {
    const key = await createKey(['posts:read', 'posts:write']);
    const listing = await rest(key, 'GET', '/inbox/conversations');
    expect(listing.status).toBe(403);
    expect(listing.body.error.code).toBe('FORBIDDEN');
  });

  it('replies from the channel once per Idempotency-Key, as the account the key speaks for', async () => {
    const key = await createKey(['inbox']);
    await seedConversation('c1', 9);
    const idempotency = `reply-${randomUUID()}`;
    const first = await rest(
      key,
      'POST',
      '/inbox/conversations/c1/replies',
      { text: 'Open at 7!' },
      idempotency,
    );
    expect(first.status).toBe(201);
    expect(String(first.body.data.externalId)).toMatch(/^sbx-/);
    const again = await rest(
      key,
      'POST',
      '/inbox/conversations/c1/replies',
      { text: 'Open at 7!' },
      idempotency,
    );
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const sent = await replies('c1');
    expect(sent.map((doc) => [doc.get('replyState'), doc.get('sentBy')])).toEqual([
      ['sent', accounts.smmUser.uid],
    ]);
    const missing = await rest(key, 'POST', '/inbox/conversations/nope/replies', { text: 'Hi' });
    expect(missing.status).toBe(404);
    const empty = await rest(key, 'POST', '/inbox/conversations/c1/replies', { text: '' });
    expect(empty.status).toBe(400);
    expect(await replies('c1')).toHaveLength(1);
  });

  it('describes both routes in the OpenAPI document', async () => {
    const document = await (await fetch(apiUrl('/connect/v1/openapi.json'))).json();
    expect(Object.keys(document.paths['/inbox/conversations'])).toEqual(['get']);
    expect(
      document.paths['/inbox/conversations/{conversationId}/replies'].post.requestBody,
    ).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/InboxReply' } } },
    });
    expect(document.components.schemas.ConversationPage.properties.data.items).toEqual({
      $ref: '#/components/schemas/Conversation',
    });
  });
});

describe('the inbox over MCP', () => {
  async function connect(key: string): Promise<Client> {
    const client = new Client({ name: 'functions-agent', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(apiUrl('/mcp')), {
        requestInit: { headers: { Authorization: `Bearer ${key}` } },
      }),
    );
    return client;
  }

  it('lists and answers conversations with the inbox scope, in the audit log via MCP', async () => {
    await seedConversation('c1', 9);
    const client = await connect(await createKey(['inbox'], 'Night shift'));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['list_inbox', 'reply_inbox']);
    const listed = await client.callTool({ name: 'list_inbox', arguments: { status: 'open' } });
    expect(listed.isError).toBeFalsy();
    const [content] = listed.content as { text: string }[];
    expect(JSON.parse(content?.text ?? '').data.map((c: { id: string }) => c.id)).toEqual(['c1']);
    const args = { conversationId: 'c1', text: 'Thanks!', requestId: `agent-${randomUUID()}` };
    const first = await client.callTool({ name: 'reply_inbox', arguments: args });
    const again = await client.callTool({ name: 'reply_inbox', arguments: args });
    expect(first.isError).toBeFalsy();
    expect(again.content).toEqual(first.content);
    expect(await replies('c1')).toHaveLength(1);
    const audit = await adminDb()
      .collection('auditLog')
      .where('action', '==', 'mcp.reply_inbox')
      .get();
    // Each call is the agent's action; the second sent nothing and is logged all the same.
    expect(audit.docs.map((doc) => doc.get('details.via'))).toEqual([
      'via MCP (Night shift)',
      'via MCP (Night shift)',
    ]);
    await client.close();
  });

  it('offers no inbox tool to a key without the scope, and refuses the call', async () => {
    const client = await connect(await createKey(['posts:read']));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).not.toContain('list_inbox');
    const refused = await client.callTool({ name: 'list_inbox', arguments: {} });
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(refused.content)).toContain('inbox scope');
    await client.close();
  });
});

describe('media upload sessions', () => {
  it("refuses a file the library does not take, or over its kind's limit, before any upload", async () => {
    const key = await createKey(['posts:write']);
    const open = (body: Record<string, unknown>) =>
      rest(key, 'POST', '/media/uploads', { name: 'clip.mp4', ...body });
    const mebibyte = 1024 * 1024;
    const refusals = await Promise.all([
      open({ contentType: 'video/x-msvideo', size: mebibyte }),
      open({ contentType: 'video/mp4', size: 201 * mebibyte }),
      open({ contentType: 'image/png', size: 11 * mebibyte }),
      open({ contentType: 'application/pdf', size: 96 * mebibyte }),
    ]);
    expect(refusals.map((answer) => [answer.status, answer.body.error.code])).toEqual(
      Array(4).fill([400, 'VALIDATION_ERROR']),
    );
    expect(refusals[2]?.body.error.message).toBe(
      `A file of type image/png may be at most ${10 * mebibyte} bytes.`,
    );
    const elsewhere = await rest(key, 'POST', `/media/uploads/${'a'.repeat(32)}/complete`, {
      path: `workspaces/other/media/${'a'.repeat(32)}-clip.mp4`,
    });
    expect(elsewhere.status).toBe(400);
    const readOnly = await createKey(['posts:read']);
    const denied = await rest(readOnly, 'POST', '/media/uploads', {
      name: 'clip.mp4',
      contentType: 'video/mp4',
      size: 10,
    });
    expect(denied.status).toBe(403);
  });
});

describe('webhook events', () => {
  beforeAll(async () => {
    expect((await setTriggers(true)).enabled).toBe(true);
  });

  afterAll(async () => {
    await setTriggers(false);
  });

  async function hookAll(): Promise<string> {
    const outcome = await call(
      'createWebhook',
      {
        requestId: requestId(),
        workspaceId: WS_SMM,
        url: receiverUrl,
        events: [...WEBHOOK_EVENTS],
      },
      accounts.smmUser,
    );
    if (!outcome.ok) throw new Error(outcome.message);
    return String(outcome.result.webhookId);
  }

  /** The events delivered to the endpoint, once `count` of them have been queued. */
  async function delivered(hookId: string, count: number): Promise<string[]> {
    const log = adminDb().collection(`workspaces/${WS_SMM}/webhooks/${hookId}/deliveries`);
    return waitFor(async () => {
      const snap = await log.get();
      return snap.size >= count ? snap.docs.map((doc) => String(doc.get('event'))).sort() : null;
    });
  }

  it('raises each post status event, and approval requested and decided, as the post moves', async () => {
    const hook = await hookAll();
    const post = (id: string) => adminDb().doc(`workspaces/${WS_SMM}/posts/${id}`);
    await seedPost(WS_SMM, 'p1', {});
    for (const status of ['in_review', 'approved', 'scheduled', 'published']) {
      await post('p1').update({ status });
    }
    await seedPost(WS_SMM, 'p2', { status: 'scheduled' });
    await post('p2').update({ status: 'partially_published' });
    await seedPost(WS_SMM, 'p3', { status: 'scheduled' });
    await post('p3').update({ status: 'failed' });
    expect(await delivered(hook, 8)).toEqual([
      'approval.decided',
      'approval.requested',
      'post.failed',
      'post.partly_published',
      'post.published',
      'post.scheduled',
      'post.scheduled',
      'post.scheduled',
    ]);
  });

  it('raises comment.added for a comment but not an internal note', async () => {
    const hook = await hookAll();
    await seedPost(WS_SMM, 'p1', {});
    const comments = adminDb().collection(`workspaces/${WS_SMM}/posts/p1/comments`);
    await comments.doc('note').set({ text: 'Team only', internal: true, authorUid: 'x' });
    await comments.doc('visible').set({ text: 'Looks good', internal: false, authorUid: 'x' });
    expect(await delivered(hook, 1)).toEqual(['comment.added']);
    const log = await adminDb()
      .collection(`workspaces/${WS_SMM}/webhooks/${hook}/deliveries`)
      .get();
    expect(JSON.parse(log.docs[0]?.get('payload')).data.comment).toEqual({
      id: 'visible',
      text: 'Looks good',
    });
  });

  it("raises service_request.created, and .answered for the agency's answer only", async () => {
    const hook = await hookAll();
    const request = adminDb().collection('serviceRequests').doc();
    await request.set({ workspaceId: WS_SMM, title: 'A new logo', status: 'new' });
    await request.collection('messages').doc('m1').set({ text: 'Any news?', staff: false });
    await request.collection('messages').doc('m2').set({ text: 'Tomorrow.', staff: true });
    expect(await delivered(hook, 2)).toEqual([
      'service_request.answered',
      'service_request.created',
    ]);
  });

  it('raises inbox.item_created once per item ingest stores, never for a duplicate or our reply', async () => {
    const hook = await hookAll();
    const event = (externalId: string, hour: number) => ({
      network: 'sandbox' as const,
      channelId: 'ch1',
      externalId,
      kind: 'comment' as const,
      threadId: 'sbx-post-1',
      authorName: 'Ana',
      authorHandle: '@ana',
      text: `Comment ${externalId}`,
      at: at(hour),
    });
    // ingest() takes a handle of the functions' own Admin SDK (test/support/functions/admin-sdk),
    // on the emulator whose address adminDb() has put in the environment.
    adminDb();
    const db = getFirestore(
      initializeApp({ projectId: stack().projectId }, `ingest-${randomUUID()}`),
    );
    expect(await ingest(db, WS_SMM, [event('a', 9), event('b', 10)])).toEqual({
      stored: 2,
      duplicates: 0,
    });
    expect(await ingest(db, WS_SMM, [event('a', 9), event('b', 10), event('c', 11)])).toEqual({
      stored: 1,
      duplicates: 2,
    });
    const [conversation] = (await db.collection(`workspaces/${WS_SMM}/conversations`).get()).docs;
    const key = await createKey(['inbox']);
    const reply = await rest(key, 'POST', `/inbox/conversations/${conversation?.id}/replies`, {
      text: 'Thank you',
    });
    expect(reply.status).toBe(201);
    // A later item after the reply: once its event is queued, the reply's would have been too.
    await ingest(db, WS_SMM, [event('d', 12)]);
    expect(await delivered(hook, 4)).toEqual(Array(4).fill('inbox.item_created'));
    const log = await db.collection(`workspaces/${WS_SMM}/webhooks/${hook}/deliveries`).get();
    const items = log.docs.map((doc) => JSON.parse(doc.get('payload')).data.item.id).sort();
    expect(items).toEqual(['sandbox:a', 'sandbox:b', 'sandbox:c', 'sandbox:d']);
  });
});
