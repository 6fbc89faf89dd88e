// A small Bluesky PDS on 127.0.0.1 for the token refresh run through the Functions emulator:
// refreshSession answers a new session (its access JWT valid for two hours) for the refresh
// token it issued last, and refuses every other one, as an expired or revoked token is refused;
// createSession refuses every app password, as for a user who revoked it.

import { createServer } from 'node:http';

export interface FakePds {
  url: string;
  refreshes: number;
  /** The refresh token refreshSession accepts. */
  validRefresh: string;
}

const MAX_LIFETIME_MS = 30 * 60_000;
export const ACCESS_LIFETIME_MS = 2 * 3_600_000;

function jwt(expiresAt: number): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'ES256K' })}.${part({ exp: Math.floor(expiresAt / 1000) })}.sig`;
}

async function start(): Promise<FakePds> {
  const state: FakePds = { url: '', refreshes: 0, validRefresh: 'refresh-0' };
  const server = createServer((request, response) => {
    request.resume();
    const reply = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    // The app password the channels hold was revoked by the user.
    if (request.method === 'POST' && request.url === '/xrpc/com.atproto.server.createSession') {
      return reply(401, {
        error: 'AuthenticationRequired',
        message: 'Invalid identifier or password',
      });
    }
    if (request.method !== 'POST' || request.url !== '/xrpc/com.atproto.server.refreshSession') {
      return reply(404, { error: 'MethodNotImplemented' });
    }
    if (request.headers.authorization !== `Bearer ${state.validRefresh}`) {
      return reply(400, { error: 'ExpiredToken', message: 'Token has expired' });
    }
    state.refreshes++;
    state.validRefresh = `refresh-${state.refreshes}`;
    reply(200, {
      did: 'did:plc:bakery',
      handle: 'bakery.test',
      accessJwt: jwt(Date.now() + ACCESS_LIFETIME_MS),
      refreshJwt: state.validRefresh,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  setTimeout(() => server.close(), MAX_LIFETIME_MS).unref();
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return state;
}

export const fakePds: FakePds = await start();
