// The address an anonymous request is counted against: the REST api and the anonymous
// callables (submitContact, ingestEvents) alike.
//
// Express's `req.ip` with a trusted proxy is the leftmost X-Forwarded-For entry: whatever the
// client wrote there itself, so a client could pick a fresh address for every request and never
// meet the rate limit. Google's front end appends the address it saw the connection come from
// as the last entry, which no client can forge; without that header the socket's peer is the
// client (the emulator, a direct connection).
//
// The trusted hop is therefore the last entry. Callables are called straight at the function's
// address, so the last entry is the visitor's. The REST api behind Hosting's `/api` rewrite
// reaches the function through Hosting's CDN, and Google's front end again appends the peer it
// saw as the last entry, which no client can forge: at worst it names a CDN node, so visitors
// share a bucket (stricter), never one visitor spread over many.

import type { IncomingHttpHeaders } from 'node:http';

export function clientAddress(headers: IncomingHttpHeaders, socketAddress?: string): string {
  const forwarded = headers['x-forwarded-for'];
  const joined = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const last = joined
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .at(-1);
  return last || socketAddress || 'unknown';
}
