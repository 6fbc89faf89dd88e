// The address an anonymous request is counted against: the REST api and the anonymous
// callables (submitContact, ingestEvents) alike; an IPv6 client counts by its /64.
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
import { ipv6Bytes } from '../net/addresses';

/**
 * The part of an address that names one subscriber: an IPv4 address whole, an IPv6 address by
 * its /64 (one home or one server gets a whole /64 and may pick any address in it, so counting
 * per address would give it unlimited tries). An IPv4 address inside an IPv6 one (mapped) is
 * the IPv4 address.
 */
export function subscriberOf(address: string): string {
  const bytes = ipv6Bytes(address);
  if (!bytes) return address;
  const mapped =
    bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  if (mapped) return Array.from(bytes.slice(12)).join('.');
  const groups: string[] = [];
  for (let i = 0; i < 8; i += 2)
    groups.push(((bytes[i] ?? 0) * 256 + (bytes[i + 1] ?? 0)).toString(16));
  return `${groups.join(':')}::/64`;
}

export function clientAddress(headers: IncomingHttpHeaders, socketAddress?: string): string {
  const forwarded = headers['x-forwarded-for'];
  const joined = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const last = joined
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .at(-1);
  const address = last || socketAddress;
  return address ? subscriberOf(address) : 'unknown';
}
