// Test stand-ins for the networks the channel connections talk to, served by msw: a Bluesky PDS
// (sessions with JWTs that carry an expiry, profiles, session deletion) and a Mastodon instance
// (app registration, the code grant, the account, token revocation), each counting its calls.

import { HttpResponse, http, passthrough } from 'msw';
import type { Caller } from '../../../functions/src/domain/caller';

export const PDS = 'https://pds.test';
export const INSTANCE = 'https://social.test';
export const APP_PASSWORD = 'abcd-efgh-ijkl-mnop';
export const BLUESKY_DID = 'did:plc:alice123';

/** A JWT as Bluesky issues them, expiring at `expiresAt` (only the claims matter here). */
export function jwt(expiresAt: Date, subject = BLUESKY_DID): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'ES256K', typ: 'at+jwt' })}.${part({ sub: subject, exp: Math.floor(expiresAt.getTime() / 1000) })}.signature`;
}

export interface PdsState {
  sessions: number;
  refreshes: number;
  deletedSessions: number;
  /** The refresh token the PDS accepts next; every other one has expired. */
  validRefresh: string;
  /** Lifetime of issued access tokens. */
  accessMs: number;
  password: string;
}

export function newPds(): PdsState {
  return {
    sessions: 0,
    refreshes: 0,
    deletedSessions: 0,
    validRefresh: '',
    accessMs: 2 * 3_600_000,
    password: APP_PASSWORD,
  };
}

export function pdsHandlers(pds: () => PdsState) {
  const session = (state: PdsState, refreshJwt: string) => {
    state.validRefresh = refreshJwt;
    return HttpResponse.json({
      did: BLUESKY_DID,
      handle: 'alice.test',
      accessJwt: jwt(new Date(Date.now() + state.accessMs)),
      refreshJwt,
    });
  };
  return [
    http.post(`${PDS}/xrpc/com.atproto.server.createSession`, async ({ request }) => {
      const state = pds();
      const body = (await request.json()) as { identifier?: string; password?: string };
      if (body.password !== state.password) {
        return HttpResponse.json(
          { error: 'AuthenticationRequired', message: 'Invalid identifier or password' },
          { status: 401 },
        );
      }
      state.sessions++;
      return session(state, `refresh-s${state.sessions}`);
    }),
    http.post(`${PDS}/xrpc/com.atproto.server.refreshSession`, ({ request }) => {
      const state = pds();
      if (request.headers.get('authorization') !== `Bearer ${state.validRefresh}`) {
        return HttpResponse.json(
          { error: 'ExpiredToken', message: 'Token has expired' },
          { status: 400 },
        );
      }
      state.refreshes++;
      return session(state, `refresh-r${state.refreshes}`);
    }),
    http.post(`${PDS}/xrpc/com.atproto.server.deleteSession`, () => {
      pds().deletedSessions++;
      return new HttpResponse(null, { status: 200 });
    }),
    http.get(`${PDS}/xrpc/app.bsky.actor.getProfile`, () =>
      HttpResponse.json({
        did: BLUESKY_DID,
        handle: 'alice.test',
        displayName: 'Alice',
        avatar: 'https://cdn.test/alice.jpg',
      }),
    ),
  ];
}

export interface InstanceState {
  apps: number;
  tokens: number;
  revoked: string[];
  /** Codes the instance still accepts (each once). */
  codes: Set<string>;
  lastRedirectUri: string | null;
}

export function newInstance(): InstanceState {
  return { apps: 0, tokens: 0, revoked: [], codes: new Set(['code-1']), lastRedirectUri: null };
}

export function instanceHandlers(instance: () => InstanceState) {
  return [
    http.post(`${INSTANCE}/api/v1/apps`, async ({ request }) => {
      const state = instance();
      const body = (await request.json()) as { redirect_uris?: string };
      state.apps++;
      state.lastRedirectUri = body.redirect_uris ?? null;
      return HttpResponse.json({
        id: String(state.apps),
        client_id: `client-${state.apps}`,
        client_secret: `secret-${state.apps}`,
      });
    }),
    http.post(`${INSTANCE}/oauth/token`, async ({ request }) => {
      const state = instance();
      const body = (await request.json()) as { code?: string; client_secret?: string };
      if (!body.code || !state.codes.delete(body.code) || !body.client_secret) {
        return HttpResponse.json(
          {
            error: 'invalid_grant',
            error_description: 'The provided authorization grant is invalid.',
          },
          { status: 400 },
        );
      }
      state.tokens++;
      return HttpResponse.json({ access_token: `token-${state.tokens}`, token_type: 'Bearer' });
    }),
    http.get(`${INSTANCE}/api/v1/accounts/verify_credentials`, () =>
      HttpResponse.json({
        id: '42',
        username: 'bob',
        acct: 'bob',
        display_name: 'Bob',
        avatar: 'https://social.test/bob.png',
      }),
    ),
    http.post(`${INSTANCE}/oauth/revoke`, async ({ request }) => {
      const body = (await request.json()) as { token?: string };
      instance().revoked.push(body.token ?? '');
      return HttpResponse.json({});
    }),
  ];
}

/** Callers as loadCaller makes them, from a users document. */
export function callerWith(
  uid: string,
  doc: Record<string, unknown> = { roles: { smm: 'user' } },
): Caller {
  return { uid, email: `${uid}@example.test`, doc };
}

export const WORKSPACE_MEMBERS = {
  owner: 'owner',
  editor: 'editor',
  approver: 'approver',
  viewer: 'viewer',
} as const;

/**
 * The Admin SDK asks the cloud metadata server which project it runs in; offline there is none,
 * and answering with a network error says so without msw's unhandled-request noise.
 */
export const metadataHandlers = [
  http.get('http://169.254.169.254/*', () => HttpResponse.error()),
  http.get('http://metadata.google.internal./*', () => HttpResponse.error()),
  // The in-process Firestore emulator's admin endpoints (clearing data) are really called.
  http.all(/^http:\/\/127\.0\.0\.1:\d+\/emulator\//, () => passthrough()),
];
