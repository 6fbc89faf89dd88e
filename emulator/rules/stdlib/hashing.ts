// The hashing namespace: https://firebase.google.com/docs/reference/rules/rules.hashing

import { createHash } from 'node:crypto';
import { evalError } from '../errors';
import { RBytes, type RValue } from '../values';
import { arity, asBytesOrString } from './args';

function table(poly: number): Uint32Array {
  const t = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ poly : c >>> 1;
    t[i] = c >>> 0;
  }
  return t;
}
const CRC32 = table(0xedb88320);
const CRC32C = table(0x82f63b78);

export function crc(t: Uint32Array, data: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of data) c = (t[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function hashingNamespace(name: string, args: RValue[]): RValue {
  arity(name, args, 1);
  const data = asBytesOrString(name, args[0] as RValue);
  switch (name) {
    case 'crc32':
      return BigInt(crc(CRC32, data));
    case 'crc32c':
      return BigInt(crc(CRC32C, data));
    case 'md5':
      return new RBytes(Uint8Array.from(createHash('md5').update(data).digest()));
    case 'sha256':
      return new RBytes(Uint8Array.from(createHash('sha256').update(data).digest()));
  }
  throw evalError(`Function not found error: Name: [hashing.${name}].`);
}
