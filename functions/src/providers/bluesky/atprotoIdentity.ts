// Where an atproto account signs in (https://atproto.com/specs/oauth#identity-authentication):
// handle → DID (checked both ways), DID document → PDS, the PDS's protected-resource metadata →
// its authorization server, whose metadata must name itself as the issuer. The same chain, run
// from the DID a token answer names, proves that the server which issued it speaks for it.

import { resolveTxt } from 'node:dns/promises';
import { ProviderError } from '../errors';
import { field, str } from '../fields';
import { call } from '../request';

export const PLC_DIRECTORY = 'https://plc.directory';

export interface AuthServer {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  parEndpoint: string;
  revocationEndpoint?: string;
}

export interface AtprotoAccount {
  did: string;
  handle?: string;
  pds: string;
  server: AuthServer;
}

type Timeout = { timeoutMs?: number };

const refused = (message: string) => new ProviderError('permanent', `Bluesky: ${message}`);
const DID = /^did:(plc:[a-z2-7]{24}|web:[a-zA-Z0-9.%-]+)$/;

/** The DID a handle names, by its https well-known address, else by its DNS TXT record. */
async function handleDid(handle: string, ctx: Timeout): Promise<string> {
  try {
    const { body } = await call(`https://${handle}/.well-known/atproto-did`, {
      label: 'Bluesky handle',
      timeoutMs: ctx.timeoutMs,
    });
    const did = typeof body === 'string' ? body.trim() : '';
    if (DID.test(did)) return did;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
  }
  try {
    const records = await resolveTxt(`_atproto.${handle}`);
    const did = records
      .map((parts) => parts.join(''))
      .find((text) => text.startsWith('did='))
      ?.slice(4);
    if (did && DID.test(did)) return did;
  } catch {
    // No such record: the handle names no account.
  }
  throw refused(`no account has the handle ${handle}.`);
}

async function json(url: string, label: string, ctx: Timeout): Promise<unknown> {
  return (
    await call(url, { label, timeoutMs: ctx.timeoutMs, headers: { accept: 'application/json' } })
  ).body;
}

/** The DID document: did:plc from the PLC directory, did:web from the host's well-known address. */
async function didDocument(did: string, ctx: Timeout): Promise<unknown> {
  if (!DID.test(did)) throw refused(`${did} is not an account identifier.`);
  const url = did.startsWith('did:plc:')
    ? `${PLC_DIRECTORY}/${did}`
    : `https://${decodeURIComponent(did.slice('did:web:'.length))}/.well-known/did.json`;
  return json(url, 'Bluesky DID document', ctx);
}

function pdsOf(document: unknown): string {
  const services = field(document, 'service');
  const pds = (Array.isArray(services) ? services : []).find(
    (service) => str(field(service, 'id'))?.endsWith('#atproto_pds') ?? false,
  );
  const endpoint = str(field(pds, 'serviceEndpoint'));
  if (!endpoint?.startsWith('https://')) throw refused('the account names no hosting server.');
  return endpoint.replace(/\/+$/, '');
}

function claimsHandle(document: unknown, handle: string): boolean {
  const aka = field(document, 'alsoKnownAs');
  return Array.isArray(aka) && aka.includes(`at://${handle}`);
}

/** The authorization server of a PDS, with its metadata checked (issuer = its own origin). */
export async function authServerOf(pds: string, ctx: Timeout): Promise<AuthServer> {
  const resource = await json(
    `${pds}/.well-known/oauth-protected-resource`,
    'Bluesky resource metadata',
    ctx,
  );
  const servers = field(resource, 'authorization_servers');
  const issuer = Array.isArray(servers) ? str(servers[0]) : undefined;
  if (!issuer?.startsWith('https://')) throw refused('the hosting server names no sign-in server.');
  const meta = await json(
    `${issuer}/.well-known/oauth-authorization-server`,
    'Bluesky server metadata',
    ctx,
  );
  const endpoint = (name: string) => str(field(meta, name));
  const [authorizationEndpoint, tokenEndpoint, parEndpoint] = [
    endpoint('authorization_endpoint'),
    endpoint('token_endpoint'),
    endpoint('pushed_authorization_request_endpoint'),
  ];
  if (endpoint('issuer') !== issuer || !authorizationEndpoint || !tokenEndpoint || !parEndpoint) {
    throw refused('the sign-in server does not describe itself as atproto OAuth requires.');
  }
  return {
    issuer,
    authorizationEndpoint,
    tokenEndpoint,
    parEndpoint,
    revocationEndpoint: endpoint('revocation_endpoint'),
  };
}

/** The account a handle or DID names, its PDS and its authorization server. */
export async function resolveAccount(identifier: string, ctx: Timeout): Promise<AtprotoAccount> {
  const input = identifier.trim().replace(/^@/, '').toLowerCase();
  const handle = input.startsWith('did:') ? undefined : input;
  const did = handle ? await handleDid(handle, ctx) : input;
  const document = await didDocument(did, ctx);
  if (handle && !claimsHandle(document, handle)) {
    throw refused(`the account ${did} does not confirm the handle ${handle}.`);
  }
  const pds = pdsOf(document);
  return { did, handle, pds, server: await authServerOf(pds, ctx) };
}
