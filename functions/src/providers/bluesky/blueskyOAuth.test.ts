import { createHash } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AtprotoState,
  approve,
  atprotoHandlers,
  HANDLE,
  ISSUER,
  newAtproto,
  OAUTH_DID,
  OAUTH_PDS,
  thumbprint,
} from '../../../../test/support/functions/fakeAtproto';
import {
  failure,
  mockNetwork,
  requestMaker,
  savingContext,
  testEnv,
} from '../../../../test/support/functions/providerKit';
import { atprotoClientDocument } from '../../http/atprotoClient';
import { blueskyInbox } from '../inbox/bluesky';
import type { ChannelSecrets } from '../types';
import { CLIENT_JWKS_PATH, CLIENT_METADATA_PATH } from './atprotoClient';
import { bluesky } from './bluesky';
import { BLUESKY_RENEW_DAYS, BLUESKY_SESSION_DAYS, blueskyOAuth } from './blueskyOAuth';
import { type Es256Jwk, newPrivateJwk, publicJwk } from './es256';

const DAY = 86_400_000;
const CLIENT_ID = `https://app.test${CLIENT_METADATA_PATH}`;
const REDIRECT = 'https://app.test/app/channels';
const clientKey = newPrivateJwk('client-1');
testEnv({ APP_ORIGIN: 'https://app.test', BLUESKY_OAUTH_PRIVATE_JWK: JSON.stringify(clientKey) });

let as: AtprotoState;
const server = mockNetwork(...atprotoHandlers(() => as));
beforeEach(() => {
  as = newAtproto(CLIENT_ID, [
    { ...publicJwk(clientKey), kid: 'client-1' } as Record<string, string>,
  ]);
});
const { saved, ctx } = savingContext(2000);
const request = requestMaker();

/** The whole round trip: the push, the user's approval, the code's exchange. */
async function connect() {
  const started = await blueskyOAuth.start(
    { redirectUri: REDIRECT, state: 'state-1', account: `@${HANDLE}` },
    {},
  );
  const code = approve(as, started.authorizeUrl);
  const account = await blueskyOAuth.complete(
    { code, redirectUri: REDIRECT, pending: started.pending },
    {},
  );
  return { started, account };
}

describe("Bluesky's client metadata", () => {
  it('describes a confidential web client with DPoP-bound tokens and publishes only its public key', () => {
    expect(atprotoClientDocument(CLIENT_METADATA_PATH)).toMatchObject({
      client_id: CLIENT_ID,
      application_type: 'web',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      scope: 'atproto transition:generic transition:chat.bsky',
      token_endpoint_auth_method: 'private_key_jwt',
      token_endpoint_auth_signing_alg: 'ES256',
      dpop_bound_access_tokens: true,
      jwks_uri: `https://app.test${CLIENT_JWKS_PATH}`,
    });
    expect(
      (atprotoClientDocument(CLIENT_METADATA_PATH) as { redirect_uris: string[] }).redirect_uris,
    ).toContain(REDIRECT);
    const { keys } = atprotoClientDocument(CLIENT_JWKS_PATH) as { keys: Es256Jwk[] };
    expect(keys).toEqual([
      {
        kty: 'EC',
        crv: 'P-256',
        x: clientKey.x,
        y: clientKey.y,
        kid: 'client-1',
        use: 'sig',
        alg: 'ES256',
      },
    ]);
    expect(atprotoClientDocument('/oauth/bluesky/other.json')).toBeNull();
  });

  it('serves nothing, and connects nothing, on a server without a client key', async () => {
    vi.stubEnv('BLUESKY_OAUTH_PRIVATE_JWK', '');
    expect(atprotoClientDocument(CLIENT_METADATA_PATH)).toBeNull();
    const error = await failure(
      blueskyOAuth.start({ redirectUri: REDIRECT, state: 's', account: HANDLE }, {}),
    );
    expect(error.code).toBe('not_set_up');
  });
});

describe('connecting Bluesky by OAuth', () => {
  it('pushes the request with PKCE, a DPoP proof and the client assertion, once more for the nonce', async () => {
    const { pending, authorizeUrl } = await blueskyOAuth.start(
      { redirectUri: REDIRECT, state: 'state-1', account: HANDLE },
      {},
    );
    // The first push had no nonce: the server refused it with one, the second went through.
    expect(as.nonceRefusals.auth).toBe(1);
    const [[requestUri, pushed]] = [...as.par.entries()] as [
      [string, typeof as.par extends Map<string, infer V> ? V : never],
    ];
    expect(pushed.loginHint).toBe(HANDLE);
    expect(pushed.redirectUri).toBe(REDIRECT);
    expect(pushed.challenge).toBe(
      createHash('sha256').update(String(pending.verifier)).digest('base64url'),
    );
    expect(pushed.jkt).toBe(thumbprint(pending.dpopKey as Es256Jwk));
    // Two assertions, each with its own jti: the retry did not replay the first.
    expect(as.assertions.size).toBe(2);
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/oauth/authorize`);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('request_uri')).toBe(requestUri);
    expect(pending).toMatchObject({ did: OAUTH_DID, issuer: ISSUER });
  });

  it('refuses a return address the client metadata does not list', async () => {
    const error = await failure(
      blueskyOAuth.start(
        { redirectUri: 'https://app.test/elsewhere', state: 's', account: HANDLE },
        {},
      ),
    );
    expect(error.message).toContain('channels screen');
    expect(as.par.size).toBe(0);
  });

  it('exchanges the code for tokens bound to the DPoP key and reads the profile with the token hash', async () => {
    const before = Date.now();
    const { account, started } = await connect();
    expect(account).toMatchObject({
      accountId: OAUTH_DID,
      handle: `@${HANDLE}`,
      displayName: 'Alice OAuth',
      secrets: { auth: 'oauth', did: OAUTH_DID, issuer: ISSUER, refreshToken: 'refresh-1' },
    });
    expect(account.secrets.dpopKey).toEqual(started.pending.dpopKey);
    const sessionEnd = Number(account.secrets.refreshTokenExpiresAt);
    expect(sessionEnd).toBeGreaterThanOrEqual(before + BLUESKY_SESSION_DAYS * DAY);
    expect(account.tokenExpiresAt?.getTime()).toBeGreaterThanOrEqual(
      before + BLUESKY_RENEW_DAYS * DAY,
    );
    expect(as.pdsCalls).toEqual([{ method: 'getProfile', ath: true }]);
  });

  it('refuses a token answer naming another account than the one asked for', async () => {
    as.subject = 'did:plc:zzzzzzzzzzzzzzzzzzzzzzzz';
    const error = await failure(connect());
    expect(error.kind).toBe('auth');
  });

  it('refuses a code spent once already', async () => {
    const started = await blueskyOAuth.start(
      { redirectUri: REDIRECT, state: 's', account: HANDLE },
      {},
    );
    const code = approve(as, started.authorizeUrl);
    await blueskyOAuth.complete({ code, redirectUri: REDIRECT, pending: started.pending }, {});
    const error = await failure(
      blueskyOAuth.complete({ code, redirectUri: REDIRECT, pending: started.pending }, {}),
    );
    expect(error.kind).toBe('auth');
  });
});

describe('an OAuth channel at work', () => {
  it('publishes with a DPoP proof carrying the token hash, and reads the post back', async () => {
    const { account } = await connect();
    // The PDS rotated its nonce meanwhile: the write is refused unperformed and sent once more.
    as.nonce.pds = 'pds-n2';
    const refusals = as.nonceRefusals.pds;
    const post = await bluesky.publish(request('Hello over OAuth'), account.secrets, ctx());
    expect(as.nonceRefusals.pds).toBe(refusals + 1);
    expect(as.records.get(post.externalId)).toMatchObject({ text: 'Hello over OAuth' });
    expect(as.pdsCalls.at(-1)).toEqual({ method: 'createRecord', ath: true });
    const back = await bluesky.readBack(
      { externalId: post.externalId, text: 'Hello over OAuth', mediaCount: 0 },
      account.secrets,
      ctx(),
    );
    expect(back).toMatchObject({ text: 'Hello over OAuth', mediaCount: 0 });
  });

  it('renews an expired access token before publishing and saves the rotated refresh token first', async () => {
    const { account } = await connect();
    const expired: ChannelSecrets = { ...account.secrets, accessTokenExpiresAt: Date.now() - 1000 };
    await bluesky.publish(request('After a refresh'), expired, ctx());
    expect(as.refreshes).toBe(1);
    expect(saved.map((secrets) => secrets.refreshToken)).toEqual(['refresh-2']);
    expect(saved[0]?.dpopKey).toEqual(account.secrets.dpopKey);
    expect(as.pdsCalls.at(-1)).toEqual({ method: 'createRecord', ath: true });
  });

  it('rotates the refresh token on the refresh job, and a spent one is refused as a lost sign-in', async () => {
    const { account } = await connect();
    const renewed = await bluesky.refresh?.(account.secrets, ctx());
    expect(renewed?.secrets.refreshToken).toBe('refresh-2');
    expect(renewed?.tokenExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    const error = await failure(bluesky.refresh?.(account.secrets, ctx()) ?? Promise.resolve());
    expect(error.kind).toBe('auth');
  });

  it('reads the inbox with the same DPoP-bound session', async () => {
    const { account } = await connect();
    const seen: string[] = [];
    server.use(
      http.get(`${OAUTH_PDS}/xrpc/app.bsky.notification.listNotifications`, ({ request }) => {
        seen.push(request.headers.get('authorization') ?? '');
        return request.headers.get('dpop')
          ? HttpResponse.json({ notifications: [] })
          : HttpResponse.json({ error: 'AuthMissing' }, { status: 401 });
      }),
    );
    const read = await blueskyInbox.read(
      'notifications',
      { cursor: null, etag: null },
      { channelId: 'c1', accountId: OAUTH_DID, posts: new Map(), now: Date.now() },
      account.secrets,
      ctx(),
    );
    expect(read.events).toEqual([]);
    expect(seen).toEqual(['DPoP access-1']);
  });

  it('refuses renewed tokens that name another account', async () => {
    const { account } = await connect();
    as.subject = 'did:plc:zzzzzzzzzzzzzzzzzzzzzzzz';
    const error = await failure(bluesky.refresh?.(account.secrets, ctx()) ?? Promise.resolve());
    expect(error.kind).toBe('auth');
    expect(saved).toEqual([]);
  });

  it('revokes the refresh token at the authorization server on disconnect', async () => {
    const { account } = await connect();
    await bluesky.revoke?.(account.secrets, ctx());
    expect(as.revoked).toEqual(['refresh-1']);
  });
});
