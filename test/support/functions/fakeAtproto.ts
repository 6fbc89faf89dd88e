// An atproto account's servers in memory, served by msw, that check what the spec makes them
// check (https://atproto.com/specs/oauth): the handle and DID document, a PDS naming its
// authorization server, PAR with PKCE and the client's assertion, DPoP proofs with server nonces
// on every request (a stale nonce is refused with `use_dpop_nonce`), code exchange, refresh
// tokens that rotate on every use, and PDS calls whose proof carries the access token's hash.

import { createHash, createPublicKey, verify } from 'node:crypto';
import { HttpResponse, http } from 'msw';

export const HANDLE = 'alice.oauth.test';
export const OAUTH_DID = 'did:plc:abcdefghijklmnopqrstuvwx';
export const OAUTH_PDS = 'https://pds.oauth.test';
export const ISSUER = 'https://auth.oauth.test';

type Jwk = Record<string, string>;

function decode(jwt: string): { header: Record<string, unknown>; claims: Record<string, unknown> } {
  const [header = '', claims = ''] = jwt.split('.');
  const part = (text: string) =>
    JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: part(header), claims: part(claims) };
}

/** Whether the JWT is signed ES256 by the key. */
function signedBy(jwt: string, jwk: Jwk): boolean {
  const [header, claims, signature = ''] = jwt.split('.');
  return verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
}

/** A key's RFC 7638 thumbprint, which DPoP binds tokens to. */
export const thumbprint = (jwk: { crv?: string; kty?: string; x?: string; y?: string }) =>
  createHash('sha256')
    .update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y }))
    .digest('base64url');
const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

export interface AtprotoState {
  /** The client's public key set, as its JWKS document serves it. */
  clientKeys: Jwk[];
  clientId: string;
  /** The nonce each server wants now; the tests change them to force a refusal. */
  nonce: { auth: string; pds: string };
  /** Requests refused for their nonce, per server. */
  nonceRefusals: { auth: number; pds: number };
  assertions: Set<string>;
  par: Map<string, { challenge: string; jkt: string; redirectUri: string; loginHint: string }>;
  codes: Map<string, { requestUri: string }>;
  /** Live access tokens and the DPoP key each is bound to. */
  access: Map<string, string>;
  /** The one refresh token that works, bound to its key; every earlier one is spent. */
  refresh: { token: string; jkt: string } | null;
  refreshes: number;
  issued: number;
  revoked: string[];
  records: Map<string, Record<string, unknown>>;
  /** The account the token answer names (a lying server names another). */
  subject: string;
  /** PDS calls, with the proof's `ath` check result. */
  pdsCalls: { method: string; ath: boolean }[];
}

export function newAtproto(clientId: string, clientKeys: Jwk[]): AtprotoState {
  return {
    clientKeys,
    clientId,
    nonce: { auth: 'auth-n1', pds: 'pds-n1' },
    nonceRefusals: { auth: 0, pds: 0 },
    assertions: new Set(),
    par: new Map(),
    codes: new Map(),
    access: new Map(),
    refresh: null,
    refreshes: 0,
    issued: 0,
    revoked: [],
    records: new Map(),
    subject: OAUTH_DID,
    pdsCalls: [],
  };
}

const oauthError = (error: string, status = 400, headers: Record<string, string> = {}) =>
  HttpResponse.json({ error }, { status, headers });

/**
 * Checks a DPoP proof for the request; answers the refusal to send, or the proof's key
 * thumbprint and claims.
 */
function checkProof(
  request: Request,
  wantNonce: string,
): { refusal: 'proof' | 'nonce' } | { jkt: string; claims: Record<string, unknown> } {
  const proof = request.headers.get('dpop');
  if (!proof) return { refusal: 'proof' };
  const { header, claims } = decode(proof);
  const jwk = header.jwk as Jwk;
  const url = new URL(request.url);
  const valid =
    header.typ === 'dpop+jwt' &&
    header.alg === 'ES256' &&
    !('d' in jwk) &&
    signedBy(proof, jwk) &&
    claims.htm === request.method &&
    claims.htu === `${url.origin}${url.pathname}` &&
    typeof claims.jti === 'string';
  if (!valid) return { refusal: 'proof' };
  if (claims.nonce !== wantNonce) return { refusal: 'nonce' };
  return { jkt: thumbprint(jwk), claims };
}

export function atprotoHandlers(state: () => AtprotoState) {
  /** The client's assertion: its key, issuer and audience. */
  const assertionValid = (form: URLSearchParams) => {
    const s = state();
    const assertion = form.get('client_assertion') ?? '';
    if (
      form.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'
    )
      return false;
    const { header, claims } = decode(assertion);
    const key = s.clientKeys.find((k) => k.kid === header.kid);
    if (!key || header.alg !== 'ES256' || !signedBy(assertion, key)) return false;
    return (
      claims.iss === s.clientId &&
      claims.sub === s.clientId &&
      claims.aud === ISSUER &&
      form.get('client_id') === s.clientId
    );
  };
  /**
   * A request to the authorization server. An assertion's jti is spent whatever happens next
   * (a replayed assertion is refused even after a nonce refusal), then the proof and its nonce,
   * then the client.
   */
  const authRequest = async (request: Request) => {
    const s = state();
    const form = new URLSearchParams(await request.text());
    const id = decode(form.get('client_assertion') ?? 'e30.e30').claims.jti;
    if (typeof id !== 'string' || s.assertions.has(id)) {
      return { refusal: oauthError('invalid_client', 401) };
    }
    s.assertions.add(id);
    const checked = checkProof(request, s.nonce.auth);
    if ('refusal' in checked) {
      if (checked.refusal === 'proof') return { refusal: oauthError('invalid_dpop_proof') };
      s.nonceRefusals.auth++;
      return {
        refusal: oauthError('use_dpop_nonce', 400, { 'DPoP-Nonce': s.nonce.auth }),
      };
    }
    if (!assertionValid(form)) return { refusal: oauthError('invalid_client', 401) };
    return { form, jkt: checked.jkt };
  };
  const issue = (jkt: string) => {
    const s = state();
    s.issued++;
    const access = `access-${s.issued}`;
    s.access.set(access, jkt);
    s.refresh = { token: `refresh-${s.issued}`, jkt };
    return HttpResponse.json(
      {
        access_token: access,
        token_type: 'DPoP',
        refresh_token: s.refresh.token,
        expires_in: 900,
        scope: 'atproto transition:generic',
        sub: s.subject,
      },
      { headers: { 'DPoP-Nonce': s.nonce.auth } },
    );
  };
  /** A PDS call: `Authorization: DPoP <token>`, a proof by the token's key with its hash. */
  const pdsAuth = (request: Request, method: string): Response | null => {
    const s = state();
    const token = /^DPoP (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
    const checked = checkProof(request, s.nonce.pds);
    if ('refusal' in checked) {
      if (checked.refusal === 'proof') return oauthError('invalid_dpop_proof', 401);
      s.nonceRefusals.pds++;
      return new Response(JSON.stringify({ error: 'use_dpop_nonce' }), {
        status: 401,
        headers: {
          'WWW-Authenticate': 'DPoP error="use_dpop_nonce"',
          'DPoP-Nonce': s.nonce.pds,
          'content-type': 'application/json',
        },
      });
    }
    const ath = checked.claims.ath === hash(token);
    s.pdsCalls.push({ method, ath });
    if (!ath || s.access.get(token) !== checked.jkt) {
      return HttpResponse.json({ error: 'InvalidToken' }, { status: 401 });
    }
    return null;
  };
  const withNonce = () => ({ headers: { 'DPoP-Nonce': state().nonce.pds } });
  return [
    http.get(`https://${HANDLE}/.well-known/atproto-did`, () => HttpResponse.text(OAUTH_DID)),
    // The DID's colons would read as path parameters: the path is compared whole.
    http.get('https://plc.directory/*', ({ request }) =>
      new URL(request.url).pathname !== `/${OAUTH_DID}`
        ? HttpResponse.json({ message: 'DID not registered' }, { status: 404 })
        : HttpResponse.json({
            id: OAUTH_DID,
            alsoKnownAs: [`at://${HANDLE}`],
            service: [
              { id: '#atproto_pds', type: 'AtprotoPersonalDataServer', serviceEndpoint: OAUTH_PDS },
            ],
          }),
    ),
    http.get(`${OAUTH_PDS}/.well-known/oauth-protected-resource`, () =>
      HttpResponse.json({ resource: OAUTH_PDS, authorization_servers: [ISSUER] }),
    ),
    http.get(`${ISSUER}/.well-known/oauth-authorization-server`, () =>
      HttpResponse.json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/oauth/authorize`,
        token_endpoint: `${ISSUER}/oauth/token`,
        pushed_authorization_request_endpoint: `${ISSUER}/oauth/par`,
        revocation_endpoint: `${ISSUER}/oauth/revoke`,
        require_pushed_authorization_requests: true,
        token_endpoint_auth_methods_supported: ['none', 'private_key_jwt'],
        dpop_signing_alg_values_supported: ['ES256'],
        scopes_supported: ['atproto', 'transition:generic'],
      }),
    ),
    http.post(`${ISSUER}/oauth/par`, async ({ request }) => {
      const checked = await authRequest(request);
      if ('refusal' in checked) return checked.refusal;
      const { form, jkt } = checked;
      if (form.get('code_challenge_method') !== 'S256' || !form.get('state')) {
        return oauthError('invalid_request');
      }
      const requestUri = `urn:ietf:params:oauth:request_uri:req-${state().par.size + 1}`;
      state().par.set(requestUri, {
        challenge: form.get('code_challenge') ?? '',
        jkt,
        redirectUri: form.get('redirect_uri') ?? '',
        loginHint: form.get('login_hint') ?? '',
      });
      return HttpResponse.json(
        { request_uri: requestUri, expires_in: 299 },
        { status: 201, headers: { 'DPoP-Nonce': state().nonce.auth } },
      );
    }),
    http.post(`${ISSUER}/oauth/token`, async ({ request }) => {
      const s = state();
      const checked = await authRequest(request);
      if ('refusal' in checked) return checked.refusal;
      const { form, jkt } = checked;
      if (form.get('grant_type') === 'authorization_code') {
        const code = s.codes.get(form.get('code') ?? '');
        const par = code && s.par.get(code.requestUri);
        if (
          !par ||
          par.jkt !== jkt ||
          par.redirectUri !== form.get('redirect_uri') ||
          hash(form.get('code_verifier') ?? '') !== par.challenge
        ) {
          return oauthError('invalid_grant');
        }
        s.codes.delete(form.get('code') ?? '');
        return issue(jkt);
      }
      // A spent or foreign refresh token ends nothing but this request: the grant is refused.
      if (!s.refresh || s.refresh.token !== form.get('refresh_token') || s.refresh.jkt !== jkt) {
        return oauthError('invalid_grant');
      }
      s.refreshes++;
      return issue(jkt);
    }),
    http.post(`${ISSUER}/oauth/revoke`, async ({ request }) => {
      const checked = await authRequest(request);
      if ('refusal' in checked) return checked.refusal;
      state().revoked.push(checked.form.get('token') ?? '');
      if (state().refresh?.token === checked.form.get('token')) state().refresh = null;
      return new HttpResponse(null, { status: 200, headers: { 'DPoP-Nonce': state().nonce.auth } });
    }),
    http.get(`${OAUTH_PDS}/xrpc/app.bsky.actor.getProfile`, ({ request }) => {
      const refused = pdsAuth(request, 'getProfile');
      if (refused) return refused;
      return HttpResponse.json(
        { did: OAUTH_DID, handle: HANDLE, displayName: 'Alice OAuth', followersCount: 7 },
        withNonce(),
      );
    }),
    http.post(`${OAUTH_PDS}/xrpc/com.atproto.repo.createRecord`, async ({ request }) => {
      const refused = pdsAuth(request, 'createRecord');
      if (refused) return refused;
      const body = (await request.json()) as { rkey: string; record: Record<string, unknown> };
      const uri = `at://${OAUTH_DID}/app.bsky.feed.post/${body.rkey}`;
      state().records.set(uri, body.record);
      return HttpResponse.json({ uri, cid: `cid-${body.rkey}` }, withNonce());
    }),
    http.get(`${OAUTH_PDS}/xrpc/app.bsky.feed.getPosts`, ({ request }) => {
      const refused = pdsAuth(request, 'getPosts');
      if (refused) return refused;
      const uri = new URL(request.url).searchParams.get('uris') ?? '';
      const record = state().records.get(uri);
      return HttpResponse.json(
        { posts: record ? [{ uri, record, likeCount: 1 }] : [] },
        withNonce(),
      );
    }),
  ];
}

/** The authorization server's interface: the user approves, and the browser comes back with a code. */
export function approve(state: AtprotoState, authorizeUrl: string): string {
  const requestUri = new URL(authorizeUrl).searchParams.get('request_uri') ?? '';
  const code = `code-${state.codes.size + 1}`;
  state.codes.set(code, { requestUri });
  return code;
}
