// The open platform against the running stack, over HTTP as its callers use it: a webhook
// receiver on 127.0.0.1 gets one signed post.published when the publisher sends a post; a failing
// receiver is retried, then its webhook pauses and the owner gets an email; the official MCP SDK
// client connects through Hosting's /api/mcp with a key (401 without), lists the tools and lists
// channels; an agent's post in a workspace that requires approval lands in review; REST create,
// edit and cancel replay by Idempotency-Key; cursor pages list every post once; the OpenAPI
// document passes a third-party validator. The file writes its own workspaces and keys (unique
// per run) and removes them at the end.

import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Validator } from '@seriousme/openapi-schema-validator';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UID } from '../../emulator/seed/accounts';
import { loadStackConfig } from '../../emulator/stack/config';
import { invokeScheduledFunction } from '../../emulator/stack/publisher-tick';
import { verifySignature } from '../../functions/src/domain/webhooks/signing';
import { suiteBrowser } from './browser';
import { mailFor } from './mail';
import { callCallable, idToken } from './session';
import { e2eStack } from './stack';
import { ROOT } from './stack-process';

const stack = e2eStack();
const { endpoints, projectId } = loadStackConfig(ROOT, stack.portOffset);
const RUN = Date.now().toString(36);
const SMM_WS = `ws-open-${RUN}`;
const CONNECT_WS = `ws-open-review-${RUN}`;
const CHANNEL = `ch-open-${RUN}`;
const OWNER_EMAIL = 'smm-user@example.com';
const WAIT = { timeout: 90_000, interval: 250 };
const API = `${stack.baseUrl}/api/connect/v1`;

const browser = suiteBrowser();
let admin: ReturnType<typeof initializeApp>;
let db: Firestore;
let ownerToken: string;
const keys: Record<'smm' | 'connect', string> = { smm: '', connect: '' };
const keyIds: string[] = [];

interface Hit {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A receiver on 127.0.0.1 that records each request and answers `status`. */
async function receiver(status: number): Promise<{ server: Server; url: string; hits: Hit[] }> {
  const hits: Hit[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      hits.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/hook`, hits };
}

async function workspace(id: string, fields: Record<string, unknown>) {
  const now = Timestamp.now();
  await db.doc(`workspaces/${id}`).set({
    timeZone: 'Europe/Madrid',
    channelIds: [CHANNEL],
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
  await db.doc(`workspaces/${id}/channels/${CHANNEL}`).set({
    provider: 'sandbox',
    handle: `@${CHANNEL}`,
    displayName: `Sandbox ${RUN}`,
    status: 'connected',
    createdAt: now,
    updatedAt: now,
  });
}

/** An API key of the workspace with every scope, stored as createApiKey stores one. */
async function apiKey(workspaceId: string, product: string, createdBy: string): Promise<string> {
  const id = `k${RUN}${product}`.padEnd(20, 'x').slice(0, 20);
  const key = `smk_${id}_${'D'.repeat(43)}`;
  await db.doc(`apiKeys/${id}`).set({
    hash: createHash('sha256').update(key).digest('hex'),
    prefix: key.slice(0, 12),
    name: `Agent ${RUN}`,
    workspaceId,
    product,
    scopes: ['posts:read', 'posts:write', 'posts:publish', 'service-requests:write'],
    createdBy,
    revokedAt: null,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  keyIds.push(id);
  return key;
}

async function createWebhook(
  url: string,
  events: string[],
): Promise<{ id: string; secret: string }> {
  const reply = await callCallable('createWebhook', ownerToken, {
    requestId: `hook-${RUN}-${events.join('-').replaceAll('.', '_')}`,
    workspaceId: SMM_WS,
    url,
    events,
  });
  const result = reply.body?.result as { webhookId?: string; secret?: string } | undefined;
  if (!result?.webhookId || !result.secret) throw new Error(`createWebhook: ${reply.text}`);
  return { id: result.webhookId, secret: result.secret };
}

async function rest(method: string, path: string, body?: unknown, idempotency?: string) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${keys.smm}`,
      'Content-Type': 'application/json',
      ...(idempotency ? { 'Idempotency-Key': idempotency } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function mcpClient(key: string): Promise<Client> {
  const client = new Client({ name: `e2e-agent-${RUN}`, version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${stack.baseUrl}/api/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${key}` } },
    }),
  );
  return client;
}

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = `${endpoints.firestore.host}:${endpoints.firestore.port}`;
  admin = initializeApp({ projectId }, `e2e-open-platform-${RUN}`);
  db = getFirestore(admin);
  await workspace(SMM_WS, {
    name: `Open ${RUN}`,
    product: 'smm',
    ownerUid: UID.smmUser,
    members: { [UID.smmUser]: 'owner' },
    approvalMode: 'none',
  });
  await workspace(CONNECT_WS, {
    name: `Review ${RUN}`,
    product: 'connect',
    ownerUid: UID.connectAdmin,
    members: { [UID.connectAdmin]: 'owner', [UID.connectClient]: 'approver' },
    approvalMode: 'required',
  });
  keys.smm = await apiKey(SMM_WS, 'smm', UID.smmUser);
  keys.connect = await apiKey(CONNECT_WS, 'connect', UID.connectAdmin);
  ownerToken = await idToken(OWNER_EMAIL);
}, 120_000);

afterAll(async () => {
  for (const id of [SMM_WS, CONNECT_WS]) await db.recursiveDelete(db.doc(`workspaces/${id}`));
  for (const id of keyIds) await db.doc(`apiKeys/${id}`).delete();
  const secrets = await db.collection('webhookSecrets').get();
  for (const doc of secrets.docs) if (doc.id.startsWith(SMM_WS)) await doc.ref.delete();
  await deleteApp(admin);
});

describe('webhooks', () => {
  it('delivers one signed post.published to a receiver on 127.0.0.1 when the post is published', async () => {
    const { server, url, hits } = await receiver(204);
    try {
      const hook = await createWebhook(url, ['post.published']);
      const post = `post-open-${RUN}`;
      const due = Timestamp.fromMillis(Date.now() - 1_000);
      await db.doc(`workspaces/${SMM_WS}/posts/${post}`).set({
        authorUid: UID.smmUser,
        text: `Open platform ${RUN}`,
        variants: {},
        media: [],
        channelIds: [CHANNEL],
        timeZone: 'Europe/Madrid',
        scheduledAt: due,
        dueAt: due,
        held: false,
        status: 'scheduled',
        results: {},
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
      await invokeScheduledFunction(
        stack.functionsOrigin,
        projectId,
        'us-central1-publishDuePosts',
      );
      await expect.poll(() => hits.length, WAIT).toBeGreaterThanOrEqual(1);
      // The delivery's log says it succeeded: its one attempt is over, nothing more is coming.
      const log = db.collection(`workspaces/${SMM_WS}/webhooks/${hook.id}/deliveries`);
      await expect
        .poll(async () => (await log.get()).docs.map((doc) => doc.get('status')), WAIT)
        .toEqual(['succeeded']);
      expect(hits).toHaveLength(1);
      const [hit] = hits;
      const body = hit?.body ?? '';
      expect(JSON.parse(body)).toMatchObject({
        type: 'post.published',
        workspaceId: SMM_WS,
        data: { post: { id: post, status: 'published' } },
      });
      const headers = {
        id: String(hit?.headers['webhook-id']),
        timestamp: String(hit?.headers['webhook-timestamp']),
        signature: String(hit?.headers['webhook-signature']),
      };
      expect(verifySignature(hook.secret, headers, body)).toBe(true);
      expect(verifySignature(hook.secret, { ...headers, timestamp: '1' }, body)).toBe(false);
    } finally {
      server.close();
    }
  });

  it('retries a failing receiver, then pauses the webhook and emails the owner', async () => {
    const { server, url, hits } = await receiver(500);
    try {
      const hook = await createWebhook(url, ['post.failed']);
      const sent = await callCallable('testWebhook', ownerToken, {
        workspaceId: SMM_WS,
        webhookId: hook.id,
      });
      expect(sent.status).toBe(200);
      const ref = db.doc(`workspaces/${SMM_WS}/webhooks/${hook.id}`);
      await expect.poll(async () => (await ref.get()).get('status'), WAIT).toBe('paused');
      expect(hits).toHaveLength(5);
      // Every attempt carried the same event id: a retry, not a new event.
      expect(new Set(hits.map((hit) => hit.headers['webhook-id'])).size).toBe(1);
      await expect
        .poll(
          async () =>
            // The mail links to the workspace's webhooks (the address itself is written unlinkable).
            (await mailFor(stack.portOffset, OWNER_EMAIL)).some((mail) =>
              mail.text.includes(`workspace=${SMM_WS}`),
            ),
          WAIT,
        )
        .toBe(true);
    } finally {
      server.close();
    }
  });
});

describe('the webhooks screen', () => {
  it('adds a webhook, shows its secret once, and logs a signed test event as delivered', async () => {
    const { server, url, hits } = await receiver(200);
    try {
      const page = await browser.newPage({ signedInAs: { email: OWNER_EMAIL }, locale: 'en-US' });
      await page.goto(`${stack.baseUrl}/app/workspaces`);
      const card = page.locator(`[data-workspace="${SMM_WS}"]`);
      // The key form offers the publish scope: without it a key makes drafts only.
      await card.locator('input[name="scope"][value="posts:publish"]').waitFor(WAIT);
      const hooks = card.locator('section.webhooks');
      await hooks.locator('input[name="url"]').fill(`${url}/screen`);
      await hooks.locator('input[name="event"][value="post.failed"]').check();
      await hooks.locator('form button[type="submit"]').click();
      const secret = await hooks.locator('[data-webhook-secret] input').inputValue(WAIT);
      expect(secret).toMatch(/^whsec_/);
      const row = hooks.locator('[data-webhook]', { hasText: '/hook/screen' });
      await row.locator('button[data-action="test"]').click();
      await expect.poll(() => hits.length, WAIT).toBe(1);
      const [hit] = hits;
      expect(JSON.parse(hit?.body ?? '{}').type).toBe('webhook.test');
      expect(
        verifySignature(
          secret,
          {
            id: String(hit?.headers['webhook-id']),
            timestamp: String(hit?.headers['webhook-timestamp']),
            signature: String(hit?.headers['webhook-signature']),
          },
          hit?.body ?? '',
        ),
      ).toBe(true);
      // Once delivered, the log says so (with the receiver's status) on the next visit.
      const log = db.collectionGroup('deliveries');
      await expect
        .poll(
          async () =>
            (await log.where('event', '==', 'webhook.test').get()).docs.some(
              (d) => d.get('lastStatusCode') === 200,
            ),
          WAIT,
        )
        .toBe(true);
      await page.reload();
      const entry = card.locator('[data-webhook-log]', { hasText: '/hook/screen' });
      await entry.locator('summary').click();
      await entry.locator('[data-delivery-status="succeeded"]').waitFor(WAIT);
      expect(await page.locator('[data-webhook-secret]').count()).toBe(0);
    } finally {
      server.close();
    }
  });
});

describe('MCP', () => {
  it('lists its tools to the official SDK client with a key, and answers 401 without one', async () => {
    const client = await mcpClient(keys.smm);
    const { tools } = await client.listTools();
    expect(tools.length).toBeGreaterThanOrEqual(6);
    for (const tool of tools) expect(tool.inputSchema).toMatchObject({ type: 'object' });
    const channels = await client.callTool({ name: 'list_channels', arguments: {} });
    expect(channels.isError).toBeFalsy();
    const content = channels.content as { type: string; text: string }[];
    expect(JSON.parse(content[0]?.text ?? '')).toEqual([
      expect.objectContaining({ id: CHANNEL, network: 'sandbox', status: 'connected' }),
    ]);
    await client.close();
    const bare = await fetch(`${stack.baseUrl}/api/mcp`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(bare.status).toBe(401);
    expect(bare.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it("puts an agent's post in review where the workspace requires approval, never scheduling it", async () => {
    const client = await mcpClient(keys.connect);
    const made = await client.callTool({
      name: 'create_draft',
      arguments: { text: `Agent draft ${RUN}`, channelIds: [CHANNEL] },
    });
    const { id } = JSON.parse((made.content as { text: string }[])[0]?.text ?? '{}') as {
      id: string;
    };
    const at = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const scheduled = await client.callTool({
      name: 'schedule_post',
      arguments: { postId: id, scheduledAt: at },
    });
    expect(scheduled.isError).toBeFalsy();
    await client.close();
    const post = (await db.doc(`workspaces/${CONNECT_WS}/posts/${id}`).get()).data();
    expect(post?.status).toBe('in_review');
    expect((post?.scheduledAt as Timestamp | undefined)?.toDate().toISOString()).toBe(at);
    const history = await db.collection(`workspaces/${CONNECT_WS}/posts/${id}/activity`).get();
    expect(history.docs.map((doc) => doc.get('via'))).toEqual(['mcp', 'mcp']);
  });
});

describe('REST API', () => {
  it('creates, edits and cancels a post, replaying each write by its Idempotency-Key', async () => {
    const created = await rest(
      'POST',
      '/posts',
      { text: `REST ${RUN}`, channelIds: [CHANNEL] },
      `create-${RUN}`,
    );
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const replay = await rest(
      'POST',
      '/posts',
      { text: `REST ${RUN}`, channelIds: [CHANNEL] },
      `create-${RUN}`,
    );
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(created.body);
    const conflict = await rest(
      'POST',
      '/posts',
      { text: 'Else', channelIds: [CHANNEL] },
      `create-${RUN}`,
    );
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.code).toBe('CONFLICT');
    const edited = await rest(
      'PATCH',
      `/posts/${id}`,
      { text: `REST ${RUN}, edited` },
      `edit-${RUN}`,
    );
    expect(edited.body.data).toEqual({ id, status: 'draft', changed: true });
    const cancelled = await rest('POST', `/posts/${id}/cancel`, undefined, `cancel-${RUN}`);
    const again = await rest('POST', `/posts/${id}/cancel`, undefined, `cancel-${RUN}`);
    expect(cancelled.body.data).toEqual({ id, status: 'cancelled', changed: true });
    expect(again.body).toEqual(cancelled.body);
    const read = await rest('GET', `/posts/${id}`);
    expect(read.body.data).toMatchObject({ text: `REST ${RUN}, edited`, status: 'cancelled' });
    expect(read.headers.get('ratelimit-policy')).toMatch(/^"hourly";q=\d+;w=3600$/);
  });

  it('uploads an image, and a video through an upload session, into the library and attaches both to a draft', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = await fetch(`${API}/media?name=dot.png&alt=A%20dot`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${keys.smm}`, 'Content-Type': 'image/png' },
      body: png,
    });
    expect(upload.status).toBe(201);
    const media = (await upload.json()).data as { itemId: string; path: string };
    expect(media).toMatchObject({ contentType: 'image/png', width: 1, height: 1 });
    const item = (await db.doc(`workspaces/${SMM_WS}/library/${media.itemId}`).get()).data();
    expect(item).toMatchObject({ path: media.path, alt: 'A dot', size: png.length });
    const refused = await fetch(`${API}/media`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${keys.smm}`, 'Content-Type': 'image/png' },
      body: Buffer.from('not an image'),
    });
    expect(refused.status).toBe(400);
    const draft = await rest('POST', '/posts', { text: `Media ${RUN}`, channelIds: [CHANNEL] });
    const id = draft.body.data.id as string;
    const attached = await rest('POST', `/posts/${id}/media`, { itemId: media.itemId });
    expect(attached.body.data).toEqual({ id, media: 1, changed: true });
    const post = (await rest('GET', `/posts/${id}`)).body.data;
    expect(post.id).toBe(id);
    const stored = (await db.doc(`workspaces/${SMM_WS}/posts/${id}`).get()).get('media');
    expect(stored).toEqual([
      { path: media.path, contentType: 'image/png', width: 1, height: 1, alt: 'A dot' },
    ]);
    // A video: announced, sent to the resumable session the answer names, then completed.
    const clip = Buffer.alloc(64 * 1024, 7);
    const opened = await rest('POST', '/media/uploads', {
      name: 'clip.mp4',
      contentType: 'video/mp4',
      size: clip.length,
      alt: 'A clip',
    });
    expect(opened.status).toBe(201);
    const ticket = opened.body.data as { itemId: string; path: string; uploadUrl: string };
    const sent = await fetch(ticket.uploadUrl, {
      method: 'PUT',
      headers: { 'Content-Type': 'video/mp4' },
      body: clip,
    });
    expect(sent.ok).toBe(true);
    const done = await rest('POST', `/media/uploads/${ticket.itemId}/complete`, {
      path: ticket.path,
    });
    expect(done.status).toBe(201);
    expect(done.body.data).toEqual({
      itemId: ticket.itemId,
      path: ticket.path,
      contentType: 'video/mp4',
      width: null,
      height: null,
    });
    const video = (await db.doc(`workspaces/${SMM_WS}/library/${ticket.itemId}`).get()).data();
    expect(video).toMatchObject({ kind: 'video', size: clip.length, alt: 'A clip' });
    const both = await rest('POST', `/posts/${id}/media`, { itemId: ticket.itemId });
    expect(both.body.data).toEqual({ id, media: 2, changed: true });
  });

  it('pages through every post of the workspace exactly once', async () => {
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 7; i++) {
      await db.doc(`workspaces/${SMM_WS}/posts/page-${i}`).set({
        text: `Page ${i}`,
        channelIds: [CHANNEL],
        status: 'draft',
        createdAt: Timestamp.fromMillis(base + i),
      });
    }
    const all = (await db.collection(`workspaces/${SMM_WS}/posts`).get()).docs.map((d) => d.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await rest('GET', `/posts?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...(page.body.data as { id: string }[]).map((post) => post.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen.length).toBe(new Set(seen).size);
    expect([...seen].sort()).toEqual([...all].sort());
  });

  it('serves an OpenAPI 3.1 document that a third-party validator accepts', async () => {
    const document = await (await fetch(`${API}/openapi.json`)).json();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
