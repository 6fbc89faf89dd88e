// The MCP server at the api function's /mcp (/api/mcp through Hosting): Streamable HTTP from the
// official SDK in stateless mode (a server and transport per request, answers as JSON), so any
// instance answers any call. An API key sent as `Authorization: Bearer <key>` is the agent's
// identity; without a valid one the answer is 401 with WWW-Authenticate. A key sees the tools its
// scopes allow; each call spends its calls-per-hour budget, and each tool that makes or schedules
// a post its posts-per-day budget, refused with a sentence saying which and until when.

import { describeIssues } from '@model/describe-issues';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { MCP_CALL_BUDGET, MCP_POST_BUDGET } from '../../config';
import { type ApiKeyIdentity, verifyApiKey } from '../../domain/apiKeys';
import { type ApiActor, actorOf, recordAgentAudit } from '../../domain/platform/apiActor';
import { countRequests } from '../../domain/rateLimit';
import { unexpectedError } from '../../logs';
import { fromDomain } from '../errors';
import { AGENT_TOOLS, type AgentTool } from './tools';

export const MCP_SERVER_INFO = { name: 'smm-connect', version: '1.0.0' };

function unauthorized(message: string): Response {
  return new Response(JSON.stringify({ error: { code: 'UNAUTHORIZED', message } }), {
    status: 401,
    headers: {
      'Content-Type': 'application/json',
      'WWW-Authenticate': `Bearer realm="mcp", error="invalid_token", error_description="${message}"`,
    },
  });
}

function text(value: string, isError = false): CallToolResult {
  return { content: [{ type: 'text', text: value }], ...(isError ? { isError: true } : {}) };
}

const inputSchemaOf = (tool: AgentTool) =>
  toJsonSchema(tool.input, { errorMode: 'ignore', target: 'draft-07' }) as {
    type: 'object';
    [key: string]: unknown;
  };

/** Spends the key's budgets for one call; a sentence saying why when it may not run. */
async function spendBudget(
  db: Firestore,
  actor: ApiActor,
  tool: AgentTool,
  now: Date,
): Promise<string | null> {
  const counts = [
    { bucket: `mcp_calls_${actor.keyId}`, limit: MCP_CALL_BUDGET },
    ...(tool.countsPost ? [{ bucket: `mcp_posts_${actor.keyId}`, limit: MCP_POST_BUDGET }] : []),
  ];
  const decisions = await db.runTransaction((tx) => countRequests(db, tx, counts, now.getTime()), {
    maxAttempts: 20,
  });
  const [calls, posts] = decisions;
  const until = (resetAtMs: number) => new Date(resetAtMs).toISOString();
  if (calls && !calls.allowed) {
    return `Refused: this key has used its ${MCP_CALL_BUDGET.max} tool calls for this hour. Calls are possible again from ${until(calls.resetAtMs)}.`;
  }
  if (posts && !posts.allowed) {
    return `Refused: this key has made or scheduled its ${MCP_POST_BUDGET.max} posts for today. More are possible from ${until(posts.resetAtMs)}.`;
  }
  return null;
}

async function callTool(
  db: Firestore,
  actor: ApiActor,
  key: ApiKeyIdentity,
  name: string,
  args: unknown,
  now: Date,
): Promise<CallToolResult> {
  const tool = AGENT_TOOLS.find((candidate) => candidate.name === name);
  if (!tool) return text(`There is no tool named ${name}.`, true);
  if (!key.scopes.includes(tool.scope)) {
    return text(`Refused: this API key does not have the ${tool.scope} scope ${name} needs.`, true);
  }
  const parsed = v.safeParse(tool.input, args ?? {});
  if (!parsed.success) return text(`Invalid input: ${describeIssues(parsed.issues)}`, true);
  const refusal = await spendBudget(db, actor, tool, now);
  if (refusal) return text(refusal, true);
  try {
    const result = await tool.run({ db, actor, product: key.product, now }, parsed.output as never);
    if (tool.readOnly) {
      // Writes record their audit entry with the change itself; a read has only this one.
      await db.runTransaction(async (tx) =>
        recordAgentAudit(
          db,
          tx,
          actor,
          `mcp.${name}`,
          `workspaces/${actor.workspaceId}`,
          key.product,
        ),
      );
    }
    return {
      content: [{ type: 'text', text: JSON.stringify(result) }],
      structuredContent: { result } as Record<string, unknown>,
    };
  } catch (error) {
    const known = fromDomain(error);
    if (known) return text(`${known.code}: ${known.message}`, true);
    unexpectedError(`mcp ${name}`, error);
    return text('INTERNAL: something went wrong on our side.', true);
  }
}

function serverFor(db: Firestore, key: ApiKeyIdentity, now: () => Date): Server {
  const actor = actorOf(key, 'mcp');
  const server = new Server(MCP_SERVER_INFO, {
    capabilities: { tools: {} },
    instructions:
      "Tools over one workspace of a social media manager. Drafts never publish by themselves; scheduling follows the workspace's approval mode, so a post may wait for a person's approval.",
  });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: AGENT_TOOLS.filter((tool) => key.scopes.includes(tool.scope)).map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: inputSchemaOf(tool),
      annotations: { readOnlyHint: tool.readOnly },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) =>
    callTool(db, actor, key, request.params.name, request.params.arguments, now()),
  );
  return server;
}

/** The key a request presents as a bearer token, or null. */
function bearer(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

export async function handleMcp(
  db: Firestore,
  request: Request,
  parsedBody: unknown,
  now: () => Date = () => new Date(),
): Promise<Response> {
  const presented = bearer(request);
  if (!presented) {
    return unauthorized('Send an API key as Authorization: Bearer <key>.');
  }
  const key = await verifyApiKey(db, presented, now());
  if (!key) return unauthorized('The API key is not valid or has been revoked.');
  const server = serverFor(db, key, now);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request, { parsedBody });
  } finally {
    // A JSON answer is complete once returned; nothing of this request stays open.
    await server.close().catch(() => undefined);
  }
}
