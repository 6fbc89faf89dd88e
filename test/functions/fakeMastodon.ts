// A small Mastodon instance on 127.0.0.1 for the suites that run through the Functions emulator
// (which runs the functions in another process, out of msw's reach): app registration, the code
// grant, the account and token revocation, as the real API answers them. It is started once per
// test file, lets the process exit without it, and closes itself after half an hour.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface FakeMastodon {
  /** The instance's address, e.g. http://127.0.0.1:41234. */
  url: string;
  apps: number;
  tokens: number;
  revoked: string[];
  /** Every status posted, in order, with the idempotency key it came with (duplicates kept). */
  statuses: { id: string; text: string; key: string; at: number }[];
}

/** Codes the instance refuses, as a used or forged code is. */
export const REFUSED_CODE = 'refused-code';
const MAX_LIFETIME_MS = 30 * 60_000;

async function body(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  if (!text) return {};
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    return JSON.parse(text) as Record<string, unknown>;
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function reply(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

async function start(): Promise<FakeMastodon> {
  const state: FakeMastodon = { url: '', apps: 0, tokens: 0, revoked: [], statuses: [] };
  const server = createServer(async (request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const fields = await body(request).catch(() => ({}) as Record<string, unknown>);
    if (request.method === 'POST' && path === '/api/v1/apps') {
      state.apps++;
      return reply(response, 200, {
        id: String(state.apps),
        client_id: `client-${state.apps}`,
        client_secret: `secret-${state.apps}`,
      });
    }
    if (request.method === 'POST' && path === '/oauth/token') {
      if (fields.code === REFUSED_CODE || !fields.client_secret) {
        return reply(response, 400, {
          error: 'invalid_grant',
          error_description: 'The provided authorization grant is invalid.',
        });
      }
      state.tokens++;
      return reply(response, 200, { access_token: `token-${state.tokens}`, token_type: 'Bearer' });
    }
    if (request.method === 'GET' && path === '/api/v1/accounts/verify_credentials') {
      return reply(response, 200, {
        id: '42',
        username: 'bob',
        acct: 'bob',
        display_name: 'Bob',
        avatar: `${state.url}/bob.png`,
      });
    }
    if (request.method === 'GET' && path === '/api/v2/instance') return reply(response, 200, {});
    if (request.method === 'POST' && path === '/api/v1/statuses') {
      // Markers in the text make the instance refuse, as a real one does: a validation error
      // (the post fails) or a revoked token (the channel needs reconnecting).
      const text = String(fields.status ?? '');
      if (text.includes('[refuse]')) {
        return reply(response, 422, {
          error: 'Validation failed: Text character limit of 500 exceeded',
        });
      }
      if (text.includes('[revoked]')) {
        return reply(response, 401, { error: 'The access token was revoked' });
      }
      const id = String(100 + state.statuses.length);
      const key = String(request.headers['idempotency-key'] ?? '');
      state.statuses.push({ id, text: String(fields.status ?? ''), key, at: Date.now() });
      return reply(response, 200, {
        id,
        url: `${state.url}/@bob/${id}`,
        content: `<p>${String(fields.status ?? '')}</p>`,
        created_at: new Date().toISOString(),
      });
    }
    // Read back by id: a status posted with "[vanish]" was accepted, then is not there (a false
    // success, as a status removed by the instance's moderation is).
    const read = request.method === 'GET' ? /^\/api\/v1\/statuses\/(\d+)$/.exec(path ?? '') : null;
    const found = read ? state.statuses.find((status) => status.id === read[1]) : undefined;
    if (found && !found.text.includes('[vanish]')) {
      return reply(response, 200, {
        id: found.id,
        url: `${state.url}/@bob/${found.id}`,
        content: `<p>${found.text}</p>`,
        media_attachments: [],
      });
    }
    if (request.method === 'POST' && path === '/oauth/revoke') {
      state.revoked.push(String(fields.token ?? ''));
      return reply(response, 200, {});
    }
    reply(response, 404, { error: 'Record not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  setTimeout(() => server.close(), MAX_LIFETIME_MS).unref();
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return state;
}

export const fakeMastodon: FakeMastodon = await start();
