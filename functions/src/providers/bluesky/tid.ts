// A Bluesky post's record key is a TID (a timestamp in microseconds plus a 10-bit clock id,
// base32-sortable). Deriving it from our post and channel id, instead of letting the server pick
// one, makes a repeated create land on the same key, and lets reconciliation fetch the record
// directly.

import { createHash } from 'node:crypto';

const ALPHABET = '234567abcdefghijklmnopqrstuvwxyz';

function encode(value: bigint): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < 13; i++) {
    out = ALPHABET[Number(rest & 31n)] + out;
    rest >>= 5n;
  }
  return out;
}

/** A valid TID near `at`, the same for the same key and time. */
export function deterministicTid(key: string, at: Date): string {
  const digest = createHash('sha256').update(key).digest();
  const micros = BigInt(at.getTime()) * 1000n + BigInt(digest.readUInt16BE(0) % 1000);
  const clockId = BigInt(digest.readUInt16BE(2) & 0x3ff);
  const value = ((micros & ((1n << 53n) - 1n)) << 10n) | clockId;
  return encode(value);
}
