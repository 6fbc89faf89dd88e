// Argument checks shared by the standard library; a mismatch is an evaluation error.

import { evalError } from '../errors';
import {
  RBytes,
  RDuration,
  RLatLng,
  type RMap,
  RSet,
  RTimestamp,
  type RValue,
  typeName,
} from '../values';

export function arity(name: string, args: RValue[], n: number): void {
  if (args.length !== n) {
    throw evalError(
      `Function not found error: Name: [${name}]; expected ${n} argument(s), got ${args.length}.`,
    );
  }
}

function wrong(name: string, want: string, v: RValue): never {
  throw evalError(`Invalid argument for ${name}(): expected ${want}, got ${typeName(v)}.`);
}

export function asString(name: string, v: RValue): string {
  if (typeof v !== 'string') wrong(name, 'string', v);
  return v;
}
export function asInt(name: string, v: RValue): bigint {
  if (typeof v !== 'bigint') wrong(name, 'int', v);
  return v;
}
export function asNumber(name: string, v: RValue): number {
  if (typeof v === 'bigint') return Number(v);
  if (typeof v !== 'number') wrong(name, 'number', v);
  return v;
}
export function asList(name: string, v: RValue): RValue[] {
  if (!Array.isArray(v)) wrong(name, 'list', v);
  return v;
}
export function asListOrSet(name: string, v: RValue): RValue[] {
  if (Array.isArray(v)) return v;
  if (v instanceof RSet) return v.items;
  wrong(name, 'list or set', v);
}
export function asMap(name: string, v: RValue): RMap {
  if (!(v instanceof Map)) wrong(name, 'map', v);
  return v;
}
export function asSet(name: string, v: RValue): RSet {
  if (!(v instanceof RSet)) wrong(name, 'set', v);
  return v;
}
export function asTimestamp(name: string, v: RValue): RTimestamp {
  if (!(v instanceof RTimestamp)) wrong(name, 'timestamp', v);
  return v;
}
export function asDuration(name: string, v: RValue): RDuration {
  if (!(v instanceof RDuration)) wrong(name, 'duration', v);
  return v;
}
export function asLatLng(name: string, v: RValue): RLatLng {
  if (!(v instanceof RLatLng)) wrong(name, 'latlng', v);
  return v;
}
export function asBytesOrString(name: string, v: RValue): Uint8Array {
  if (typeof v === 'string') return Buffer.from(v, 'utf8');
  if (v instanceof RBytes) return v.b;
  wrong(name, 'bytes or string', v);
}

/** Bigint to a safe JS index, or an error when it cannot be one. */
export function toIndex(name: string, v: bigint): number {
  if (v < 0n || v > 2n ** 31n) throw evalError(`Index out of range for ${name}.`);
  return Number(v);
}
