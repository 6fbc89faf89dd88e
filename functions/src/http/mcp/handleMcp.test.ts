// The MCP server in-process against the Firestore emulator, driven by the official SDK client
// (its fetch handed straight to handleMcp): 401 without a key, the tools a key's scopes allow with
// their input schemas, approval before scheduling where the workspace requires it, drafts only
// without the publish scope, the posts-per-day budget, and the history and audit entries.

import { createHash } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startTestFirestore,
  type TestFirestore,
} from '../../../../test/support/functions/firestoreEmulator';
import { handleMcp } from './handleMcp';

let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
beforeEach(async () => {
  await fs.clear();
  await fs.db.doc('users/owner').set({ roles: { connect: 'user' } });
  await fs.db.doc('workspaces/w1').set({
    name: 'Client',
    product: 'connect',
    members: { owner: 'owner', approver: 'approver' },
    channelIds: ['ch1'],
    approvalMode: 'required',
    timeZone: 'Europe/Madrid',
  });
  await fs.db
    .doc('workspaces/w1/channels/ch1')
    .set({ provider: 'sandbox', displayName: 'Sandbox', status: 'connected' });
});

async function makeKey(id: string, scopes: string[]): Promise<string> {
  const key = `smk_${id}_${'C'.repeat(43)}`;
  await fs.db.doc(`apiKeys/${id}`).set({
    hash: createHash('sha256').update(key).digest('hex'),
    name: 'Claude',
    workspaceId: 'w1',
    product: 'connect',
    scopes,
    revokedAt: null,
    createdBy: 'owner',
  });
  return key;
}

/** A fetch that answers from handleMcp, as the api function would. */
const inProcessFetch = async (input: string | URL | Request, init?: RequestInit) => {
  const request = new Request(input, init);
  const body = request.method === 'POST' ? await request.clone().json() : undefined;
  return handleMcp(fs.db, request, body);
};

async function connect(key: string | null): Promise<Client> {
  const client = new Client({ name: 'test-agent', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('http://api.test/mcp'), {
    fetch: inProcessFetch,
    requestInit: key ? { headers: { Authorization: `Bearer ${key}` } } : {},
  });
  await client.connect(transport);
  return client;
}

type ToolReply = { isError?: boolean; content: { type: string; text: string }[] };
const textOf = (reply: unknown) => (reply as ToolReply).content[0]?.text ?? '';

describe('the MCP server', () => {
  it('answers 401 with WWW-Authenticate without a key or with a wrong one', async () => {
    const bare = await handleMcp(
      fs.db,
      new Request('http://api.test/mcp', { method: 'POST', body: '{}' }),
      {},
    );
    expect(bare.status).toBe(401);
    expect(bare.headers.get('www-authenticate')).toMatch(/^Bearer realm="mcp"/);
    await expect(connect(`smk_${'x'.repeat(20)}_${'y'.repeat(43)}`)).rejects.toThrow();
  });

  it('lists the tools the key may call, each with a JSON input schema', async () => {
    const full = await connect(
      await makeKey('m1aaaaaaaaaaaaaaaaaa', ['posts:read', 'posts:write', 'posts:publish']),
    );
    const { tools } = await full.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        'cancel_post',
        'create_draft',
        'get_analytics',
        'get_post',
        'list_channels',
        'list_posts',
        'list_service_requests',
        'queue_post',
        'schedule_post',
        'update_draft',
      ].sort(),
    );
    for (const tool of tools) expect(tool.inputSchema.type).toBe('object');
    const create = tools.find((tool) => tool.name === 'create_draft');
    expect(create?.inputSchema.required).toEqual(expect.arrayContaining(['text', 'channelIds']));
    await full.close();
    const reader = await connect(await makeKey('m2aaaaaaaaaaaaaaaaaa', ['posts:read']));
    const readable = (await reader.listTools()).tools.map((tool) => tool.name);
    expect(readable).not.toContain('create_draft');
    expect(readable).toContain('list_channels');
    const channels = await reader.callTool({ name: 'list_channels', arguments: {} });
    expect(JSON.parse(textOf(channels))).toEqual([
      { id: 'ch1', network: 'sandbox', name: 'Sandbox', handle: null, status: 'connected' },
    ]);
    await reader.close();
  });

  it("sends an agent's post for approval where the workspace requires it, never scheduling it", async () => {
    const agent = await connect(
      await makeKey('m3aaaaaaaaaaaaaaaaaa', ['posts:read', 'posts:write', 'posts:publish']),
    );
    const made = await agent.callTool({
      name: 'create_draft',
      arguments: { text: 'Menu of the week', channelIds: ['ch1'] },
    });
    const { id } = JSON.parse(textOf(made)) as { id: string };
    const at = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const scheduled = await agent.callTool({
      name: 'schedule_post',
      arguments: { postId: id, scheduledAt: at },
    });
    expect(JSON.parse(textOf(scheduled))).toMatchObject({ status: 'in_review', scheduledAt: at });
    const post = (await fs.db.doc(`workspaces/w1/posts/${id}`).get()).data() ?? {};
    expect(post.status).toBe('in_review');
    expect((post.scheduledAt as Timestamp).toDate().toISOString()).toBe(at);
    expect(post.approval).toMatchObject({ requestedBy: 'owner', level: 0 });
    const history = await fs.db.collection(`workspaces/w1/posts/${id}/activity`).get();
    expect(
      history.docs.map((doc) => [doc.get('type'), doc.get('via'), doc.get('actorName')]).sort(),
    ).toEqual(
      [
        ['approval_requested', 'mcp', 'Claude'],
        ['created', 'mcp', 'Claude'],
      ].sort(),
    );
    const audit = await fs.db.collection('auditLog').get();
    const actions = audit.docs.map((doc) => [doc.get('action'), doc.get('details').via]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['mcp.post.created', 'via MCP (Claude)'],
        ['mcp.post.approval_requested', 'via MCP (Claude)'],
      ]),
    );
    await agent.close();
  });

  it('refuses to schedule without the publish scope, and past the posts-per-day budget', async () => {
    const drafter = await connect(
      await makeKey('m4aaaaaaaaaaaaaaaaaa', ['posts:read', 'posts:write']),
    );
    const refused = await drafter.callTool({
      name: 'schedule_post',
      arguments: { postId: 'p1', scheduledAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect((refused as ToolReply).isError).toBe(true);
    expect(textOf(refused)).toContain('posts:publish');
    await fs.db.doc('rateLimits/mcp_posts_m4aaaaaaaaaaaaaaaaaa').set({
      windowStart: Date.now(),
      count: 25,
      expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
    });
    const spent = await drafter.callTool({
      name: 'create_draft',
      arguments: { text: 'One too many', channelIds: ['ch1'] },
    });
    expect((spent as ToolReply).isError).toBe(true);
    expect(textOf(spent)).toMatch(/made or scheduled its 25 posts for today/);
    expect((await fs.db.collection('workspaces/w1/posts').get()).size).toBe(0);
    await drafter.close();
  });
});
