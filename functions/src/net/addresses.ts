// Which network addresses the functions may call on a user's behalf. A user names a Bluesky
// service or a Mastodon instance; without these checks that name could point the server at its
// own network (the metadata server, a private range, loopback). Only global unicast addresses
// pass; every special-purpose range of the IANA registries is refused, and an IPv6 address that
// embeds an IPv4 one (mapped, NAT64, 6to4) is judged by the IPv4 address inside.

import { isIP } from 'node:net';

/** Special-purpose IPv4 ranges (RFC 6890 and its updates): never a public server. */
const BLOCKED_V4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, including the cloud metadata server 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including the broadcast address
];

/** The 16 bytes of an IPv6 address, or null when the text is not one. */
export function ipv6Bytes(text: string): Uint8Array | null {
  let address = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const zone = address.indexOf('%');
  if (zone >= 0) address = address.slice(0, zone);
  if (isIP(address) !== 6) return null;
  const bytes = new Uint8Array(16);
  // A trailing dotted IPv4 part fills the last four bytes.
  let tail: number[] = [];
  const lastColon = address.lastIndexOf(':');
  if (address.slice(lastColon + 1).includes('.')) {
    tail = address
      .slice(lastColon + 1)
      .split('.')
      .map(Number);
    address = `${address.slice(0, lastColon + 1)}0:0`;
  }
  const [head, rest] = address.includes('::') ? address.split('::') : [address, undefined];
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest ? rest.split(':') : [];
  const groups =
    rest === undefined
      ? headGroups
      : [
          ...headGroups,
          ...new Array<string>(8 - headGroups.length - restGroups.length).fill('0'),
          ...restGroups,
        ];
  groups.forEach((group, index) => {
    const value = Number.parseInt(group, 16);
    bytes[index * 2] = value >> 8;
    bytes[index * 2 + 1] = value & 0xff;
  });
  if (tail.length === 4) bytes.set(tail, 12);
  return bytes;
}

function v4Number(address: string): number {
  return address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

function blockedV4(address: string): boolean {
  const value = v4Number(address);
  return BLOCKED_V4.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    const start = v4Number(base);
    return value >= start && value < start + size;
  });
}

function startsWith(bytes: Uint8Array, prefix: number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit++) {
    const byte = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if (((bytes[byte] ?? 0) & mask) !== ((prefix[byte] ?? 0) & mask)) return false;
  }
  return true;
}

function embeddedV4(bytes: Uint8Array, from: number): string {
  return Array.from(bytes.slice(from, from + 4)).join('.');
}

function blockedV6(bytes: Uint8Array): boolean {
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, which covers :: and ::1 too).
  if (startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96)) {
    return blockedV4(embeddedV4(bytes, 12));
  }
  if (startsWith(bytes, [], 96)) return true;
  // NAT64 (64:ff9b::/96) embeds an IPv4 address; the local-use NAT64 prefix is never public.
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b], 96)) return blockedV4(embeddedV4(bytes, 12));
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 1], 48)) return true;
  // 6to4 (2002::/16) embeds an IPv4 address in bytes 2..5.
  if (startsWith(bytes, [0x20, 0x02], 16)) return blockedV4(embeddedV4(bytes, 2));
  // Only global unicast (2000::/3) is public; inside it, the IETF protocol block (Teredo,
  // ORCHID, benchmarking: 2001::/23) and the documentation ranges are not.
  if (!startsWith(bytes, [0x20], 3)) return true;
  if (startsWith(bytes, [0x20, 0x01, 0x00], 23)) return true;
  if (startsWith(bytes, [0x20, 0x01, 0x0d, 0xb8], 32)) return true;
  if (startsWith(bytes, [0x3f, 0xff], 20)) return true;
  return false;
}

/** True when an IP address (v4 or v6, brackets allowed) must never be called. */
export function isBlockedAddress(address: string): boolean {
  if (isIP(address) === 4) return blockedV4(address);
  const bytes = ipv6Bytes(address);
  return bytes ? blockedV6(bytes) : true;
}

/** True for loopback addresses: 127.0.0.0/8, ::1 and IPv4-mapped loopback. */
export function isLoopbackAddress(address: string): boolean {
  if (isIP(address) === 4) return address.startsWith('127.');
  const bytes = ipv6Bytes(address);
  if (!bytes) return false;
  if (startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96)) return bytes[12] === 127;
  return startsWith(bytes, [], 120) && bytes[15] === 1;
}

/** Host names that are never public, whatever DNS says: loopback and metadata names. */
const BLOCKED_NAMES = new Set(['localhost', 'metadata.google.internal', 'metadata']);
const BLOCKED_SUFFIXES = ['.localhost', '.internal', '.local', '.localdomain', '.home.arpa'];

/**
 * A host name (without brackets or trailing dots, lower case) that may be looked up: a name
 * with a dot, under no local-only suffix. IP literals are judged by isBlockedAddress instead.
 */
export function isBlockedName(name: string): boolean {
  return (
    BLOCKED_NAMES.has(name) ||
    BLOCKED_SUFFIXES.some((suffix) => name.endsWith(suffix)) ||
    !name.includes('.')
  );
}
