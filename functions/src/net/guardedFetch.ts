// The one way the functions call a network address: every outbound request goes through here
// (providers/request.ts), so a user-chosen host (a Bluesky service, a Mastodon instance) cannot
// point the server at its own network. For each hop: https on port 443 only, the name resolved
// once and every resolved address checked (net/addresses.ts), the connection made to that vetted
// address with no second lookup (TLS still names the host), redirects followed by hand and
// checked again, the answer's size and time capped.
//
// Against the emulators (FUNCTIONS_EMULATOR=true) loopback addresses over http and any port are
// allowed too, so the local fakes (test/functions/fakePds.ts, fakeMastodon.ts) keep working; a
// deployed function never runs with that variable set.

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isEmulator } from '../config';
import { isBlockedAddress, isBlockedName, isLoopbackAddress } from './addresses';

/** Resolves a host name to every address it has (node:dns lookup with all: true). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const MAX_REDIRECTS = 3;
export const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 20_000;

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

interface GuardSettings {
  resolve: Resolver;
  /** Loopback over http on any port: only against the emulators or in a test. */
  allowLoopback: boolean;
}

const settings: GuardSettings = {
  resolve: systemResolver,
  allowLoopback: isEmulator,
};

/**
 * For tests only: replaces the resolver (so a test decides what a name resolves to) and says
 * whether loopback is allowed. Returns a function that restores the previous settings.
 */
export function configureGuardForTests(next: Partial<GuardSettings>): () => void {
  const previous = { ...settings };
  Object.assign(settings, next);
  return () => Object.assign(settings, previous);
}

/** A request the guard refused before anything was sent; `code` is EBLOCKED. */
export class BlockedRequestError extends Error {
  readonly code = 'EBLOCKED';
  constructor(message: string) {
    super(message);
    this.name = 'BlockedRequestError';
  }
}

/** The answer grew past MAX_RESPONSE_BYTES (or the caller's cap). */
export class ResponseTooLargeError extends Error {
  readonly code = 'ETOOLARGE';
  constructor(limit: number) {
    super(`The answer was larger than ${limit} bytes.`);
    this.name = 'ResponseTooLargeError';
  }
}

function bare(hostname: string): string {
  const unbracketed =
    hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return unbracketed.replace(/\.+$/, '').toLowerCase();
}

/**
 * Checks an address's text without resolving it: scheme, port, credentials, IP literals
 * (the URL parser has already turned 2130706433, 0177.0.0.1 and 0x7f.1 into 127.0.0.1) and
 * names that are never public. Throws BlockedRequestError; answers the bare host name.
 */
export function checkUrl(url: URL, allowLoopback = settings.allowLoopback): string {
  const host = bare(url.hostname);
  const loopbackHost =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    (isIP(host) > 0 && isLoopbackAddress(host));
  const local = allowLoopback && loopbackHost;
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    throw new BlockedRequestError(`${url.protocol} addresses are not allowed; use https.`);
  }
  if (url.port !== '' && !local) {
    throw new BlockedRequestError('Only the standard https port (443) is allowed.');
  }
  if (url.username || url.password) {
    throw new BlockedRequestError('Addresses with a user name or password are not allowed.');
  }
  if (local) return host;
  if (isIP(host) ? isBlockedAddress(host) : isBlockedName(host)) {
    throw new BlockedRequestError(`${host} is not a public address.`);
  }
  return host;
}

/** Resolves the host of a checked URL and answers the first address, every one of them vetted. */
async function vettedAddress(url: URL, host: string): Promise<LookupAddress> {
  const literal = isIP(host);
  if (literal) return { address: host, family: literal };
  let addresses: LookupAddress[];
  if (settings.allowLoopback && (host === 'localhost' || host.endsWith('.localhost'))) {
    addresses = [{ address: '127.0.0.1', family: 4 }];
  } else {
    addresses = await settings.resolve(host);
  }
  const first = addresses[0];
  if (!first) {
    throw Object.assign(new Error(`${host} does not resolve.`), { code: 'ENOTFOUND' });
  }
  for (const { address } of addresses) {
    const allowed = settings.allowLoopback && isLoopbackAddress(address);
    if (!allowed && isBlockedAddress(address)) {
      throw new BlockedRequestError(`${url.host} resolves to an address that is not public.`);
    }
  }
  return first;
}

export interface GuardedInit {
  method?: string;
  headers?: Record<string, string>;
  body?: RequestInit['body'];
  /** The whole exchange, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
}

interface Prepared {
  body: Buffer | undefined;
  headers: Record<string, string>;
}

/** Serialises any fetch body (string, bytes, Blob, FormData, URLSearchParams) with its type. */
async function prepare(init: GuardedInit): Promise<Prepared> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(init.headers ?? {}))
    headers[name.toLowerCase()] = value;
  if (init.body === undefined || init.body === null) return { body: undefined, headers };
  const serialised = new Request('https://body.invalid/', {
    method: 'POST',
    body: init.body,
    headers: init.headers,
  });
  const type = serialised.headers.get('content-type');
  if (type && !headers['content-type']) headers['content-type'] = type;
  return { body: Buffer.from(await serialised.arrayBuffer()), headers };
}

function send(
  url: URL,
  target: LookupAddress,
  method: string,
  prepared: Prepared,
  signal: AbortSignal,
  maxBytes: number,
): Promise<{ message: IncomingMessage; body: Buffer }> {
  // The connection goes to the vetted address; the name stays in the Host header and in SNI.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [target]);
    } else {
      callback(null, target.address, target.family);
    }
  };
  // Looked up on each call (not bound at import) so a test's interceptor can stand in.
  const requestFn = url.protocol === 'https:' ? https.request : http.request;
  const headers = { ...prepared.headers };
  if (prepared.body) headers['content-length'] = String(prepared.body.length);
  return new Promise((resolve, reject) => {
    const request = requestFn(
      url,
      {
        method,
        headers,
        lookup,
        signal,
        servername: isIP(bare(url.hostname)) ? undefined : bare(url.hostname),
      },
      (message) => {
        const chunks: Buffer[] = [];
        let size = 0;
        message.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            message.destroy(new ResponseTooLargeError(maxBytes));
            return;
          }
          chunks.push(chunk);
        });
        message.on('error', reject);
        message.on('end', () => resolve({ message, body: Buffer.concat(chunks) }));
      },
    );
    request.on('error', reject);
    request.end(prepared.body);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY = new Set([101, 103, 204, 205, 304]);

function toHeaders(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

function timeoutError(timeoutMs: number): Error {
  return new DOMException(`No answer within ${timeoutMs} ms.`, 'TimeoutError');
}

/** The promise, or the signal's reason once it aborts (a lookup that hangs ends at the time-out). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * fetch() for addresses a user may have chosen. Answers a Response like fetch (its body already
 * read, at most maxBytes); throws BlockedRequestError for a refused address or redirect, a
 * TimeoutError past timeoutMs, and the connection's own error (with its code) otherwise.
 */
export async function guardedFetch(input: string | URL, init: GuardedInit = {}): Promise<Response> {
  const timeoutMs = init.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = init.maxBytes ?? MAX_RESPONSE_BYTES;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(timeoutError(timeoutMs)), timeoutMs);
  let url = new URL(input);
  let method = (init.method ?? 'GET').toUpperCase();
  let prepared = await prepare(init);
  try {
    for (let hop = 0; ; hop++) {
      const host = checkUrl(url);
      const target = await untilAborted(vettedAddress(url, host), controller.signal);
      const { message, body } = await send(
        url,
        target,
        method,
        prepared,
        controller.signal,
        maxBytes,
      ).catch((error: unknown) => {
        throw controller.signal.aborted ? controller.signal.reason : error;
      });
      const status = message.statusCode ?? 0;
      const location = message.headers.location;
      if (!REDIRECTS.has(status) || !location) {
        return new Response(NO_BODY.has(status) ? null : body, {
          status,
          statusText: message.statusMessage,
          headers: toHeaders(message),
        });
      }
      if (hop >= MAX_REDIRECTS) throw new BlockedRequestError('Too many redirects.');
      const next = new URL(location, url);
      if (url.protocol === 'https:' && next.protocol !== 'https:') {
        throw new BlockedRequestError('A redirect from https to another scheme is not followed.');
      }
      // As fetch does: 303 (and 301/302 after a POST) continue as a GET without the body, and
      // credentials never follow the request to another origin.
      if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
        method = 'GET';
        const { 'content-type': _type, ...rest } = prepared.headers;
        prepared = { body: undefined, headers: rest };
      }
      if (next.origin !== url.origin) {
        const { authorization: _auth, cookie: _cookie, ...rest } = prepared.headers;
        prepared = { ...prepared, headers: rest };
      }
      url = next;
    }
  } finally {
    clearTimeout(timer);
  }
}
