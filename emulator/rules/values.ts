// The rules value model. Plain JS values where they fit (null, boolean, string, arrays, Map),
// bigint for the 64-bit int type and number for float, small classes for the rest.

import { evalError } from './errors';

export class RBytes {
  constructor(readonly b: Uint8Array) {}
}
/** A duration in nanoseconds. */
export class RDuration {
  constructor(readonly ns: bigint) {}
}
/** A timestamp as nanoseconds since the Unix epoch, UTC. */
export class RTimestamp {
  constructor(readonly ns: bigint) {}
}
export class RLatLng {
  constructor(
    readonly lat: number,
    readonly lng: number,
  ) {}
}
/** A set keeps its items unique by rules equality, in insertion order. */
export class RSet {
  constructor(readonly items: RValue[]) {}
  static of(items: readonly RValue[]): RSet {
    const out: RValue[] = [];
    for (const it of items) if (!out.some((o) => equals(o, it))) out.push(it);
    return new RSet(out);
  }
}
export class RMapDiff {
  constructor(
    readonly left: RMap,
    readonly right: RMap,
  ) {}
}
export class RPath {
  private text: string | undefined;
  private parts: readonly string[] | undefined;
  private source: (() => readonly string[]) | undefined;
  constructor(segs: readonly string[]) {
    this.parts = segs;
  }
  /** A path whose segments are computed only if a rule reads them (e.g. resource.__name__). */
  static lazy(compute: () => readonly string[]): RPath {
    const p = new RPath([]);
    p.parts = undefined;
    p.source = compute;
    return p;
  }
  get segs(): readonly string[] {
    if (this.parts === undefined) {
      this.parts = (this.source as () => readonly string[])();
      this.source = undefined;
    }
    return this.parts;
  }
  toString(): string {
    this.text ??= `/${this.segs.join('/')}`;
    return this.text;
  }
}

/**
 * A value the engine only partly knows: the document a list query could return. Reads it cannot
 * answer throw, which makes the list rule deny (rules are not filters).
 */
export abstract class RSymbolic {
  abstract readonly typeName: string;
  /** Why a read the symbolic value cannot answer fails. */
  abstract unconstrained(): Error;
  field(_name: string): RValue {
    throw this.unconstrained();
  }
  hasKey(_key: string): boolean {
    throw this.unconstrained();
  }
  contains(_v: RValue): boolean {
    throw this.unconstrained();
  }
  method(_name: string, _args: RValue[]): RValue {
    throw this.unconstrained();
  }
  /** this == v, when the constraints decide it. */
  eq(_v: RValue): boolean {
    throw this.unconstrained();
  }
  /** this <op> v for op in <, <=, >, >=, when the constraints decide it. */
  cmp(_op: string, _v: RValue): boolean {
    throw this.unconstrained();
  }
}

export type RMap = Map<string, RValue>;
export type RValue =
  | null
  | boolean
  | bigint
  | number
  | string
  | RBytes
  | RDuration
  | RTimestamp
  | RLatLng
  | RValue[]
  | RMap
  | RSet
  | RMapDiff
  | RPath
  | RSymbolic;

export const INT64_MIN = -(2n ** 63n);
export const INT64_MAX = 2n ** 63n - 1n;

export function checkInt(v: bigint): bigint {
  if (v > INT64_MAX || v < INT64_MIN) throw evalError('Integer overflow error.');
  return v;
}

export function typeName(v: RValue): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'int';
    case 'number':
      return 'float';
    case 'string':
      return 'string';
  }
  if (Array.isArray(v)) return 'list';
  if (v instanceof Map) return 'map';
  if (v instanceof RBytes) return 'bytes';
  if (v instanceof RDuration) return 'duration';
  if (v instanceof RTimestamp) return 'timestamp';
  if (v instanceof RLatLng) return 'latlng';
  if (v instanceof RSet) return 'set';
  if (v instanceof RMapDiff) return 'map_diff';
  if (v instanceof RPath) return 'path';
  return v.typeName;
}

export function isMap(v: RValue): v is RMap {
  return v instanceof Map;
}

export function equals(a: RValue, b: RValue): boolean {
  if (a === b) return true;
  if (a instanceof RSymbolic) return a.eq(b);
  if (b instanceof RSymbolic) return b.eq(a);
  if (a === null || b === null) return false;
  const ta = typeof a;
  const tb = typeof b;
  if (ta === 'bigint' && tb === 'number') return Number(a) === b;
  if (ta === 'number' && tb === 'bigint') return a === Number(b);
  if (ta !== 'object' || tb !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equals(a[i] as RValue, b[i] as RValue)) return false;
    return true;
  }
  if (a instanceof Map) {
    if (!(b instanceof Map) || a.size !== b.size) return false;
    for (const [k, v] of a) {
      if (!b.has(k)) return false;
      if (!equals(v, b.get(k) as RValue)) return false;
    }
    return true;
  }
  if (a instanceof RBytes) return b instanceof RBytes && bytesEqual(a.b, b.b);
  if (a instanceof RDuration) return b instanceof RDuration && a.ns === b.ns;
  if (a instanceof RTimestamp) return b instanceof RTimestamp && a.ns === b.ns;
  if (a instanceof RLatLng) return b instanceof RLatLng && a.lat === b.lat && a.lng === b.lng;
  if (a instanceof RPath) {
    if (!(b instanceof RPath) || a.segs.length !== b.segs.length) return false;
    return a.segs.every((s, i) => s === b.segs[i]);
  }
  if (a instanceof RSet) {
    if (!(b instanceof RSet) || a.items.length !== b.items.length) return false;
    return a.items.every((x) => b.items.some((y) => equals(x, y)));
  }
  return false;
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Ordering for <, <=, >, >=; throws for types without an order. */
export function compare(a: RValue, b: RValue): number {
  const ta = typeof a;
  const tb = typeof b;
  if ((ta === 'bigint' || ta === 'number') && (tb === 'bigint' || tb === 'number')) {
    if (ta === 'bigint' && tb === 'bigint') {
      return (a as bigint) < (b as bigint) ? -1 : (a as bigint) > (b as bigint) ? 1 : 0;
    }
    const x = Number(a);
    const y = Number(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.NaN;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (ta === 'string' && tb === 'string') {
    return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0;
  }
  if (ta === 'boolean' && tb === 'boolean') return Number(a) - Number(b);
  if (a instanceof RTimestamp && b instanceof RTimestamp) return cmpBig(a.ns, b.ns);
  if (a instanceof RDuration && b instanceof RDuration) return cmpBig(a.ns, b.ns);
  if (a instanceof RBytes && b instanceof RBytes) {
    const n = Math.min(a.b.length, b.b.length);
    for (let i = 0; i < n; i++) {
      const d = (a.b[i] as number) - (b.b[i] as number);
      if (d !== 0) return d < 0 ? -1 : 1;
    }
    return a.b.length - b.b.length;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
      const d = compare(a[i] as RValue, b[i] as RValue);
      if (d !== 0) return d;
    }
    return a.length - b.length;
  }
  throw evalError(
    `Unsupported operation error. Received: ${typeName(a)} < ${typeName(b)}. Expected: comparable operands of one type.`,
  );
}

function cmpBig(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Text of a value as string() and the error messages show it. */
export function show(v: RValue): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'boolean':
      return v ? 'true' : 'false';
    case 'bigint':
      return v.toString();
    case 'number':
      return formatFloat(v);
    case 'string':
      return v;
  }
  if (Array.isArray(v)) return `[${v.map(showQuoted).join(', ')}]`;
  if (v instanceof Map)
    return `{${[...v].map(([k, x]) => `${JSON.stringify(k)}: ${showQuoted(x)}`).join(', ')}}`;
  if (v instanceof RPath) return v.toString();
  if (v instanceof RBytes) return `b'${Buffer.from(v.b).toString('base64')}'`;
  if (v instanceof RDuration) return `${Number(v.ns) / 1e9}s`;
  if (v instanceof RTimestamp) return timestampToString(v.ns);
  if (v instanceof RLatLng) return `latlng(${v.lat}, ${v.lng})`;
  if (v instanceof RSet) return `set(${v.items.map(showQuoted).join(', ')})`;
  return typeName(v);
}

function showQuoted(v: RValue): string {
  return typeof v === 'string' ? JSON.stringify(v) : show(v);
}

export function formatFloat(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (n === Number.POSITIVE_INFINITY) return 'Infinity';
  if (n === Number.NEGATIVE_INFINITY) return '-Infinity';
  return Number.isInteger(n) && Math.abs(n) < 1e21 ? `${n}.0` : String(n);
}

const NS_PER_SEC = 1_000_000_000n;
// Valid timestamps span 0001-01-01T00:00:00Z through 9999-12-31T23:59:59.999999999Z.
export const TS_MIN_NS = -62135596800n * NS_PER_SEC;
export const TS_MAX_NS = 253402300800n * NS_PER_SEC - 1n;

export function checkTimestamp(ns: bigint): RTimestamp {
  if (ns < TS_MIN_NS || ns > TS_MAX_NS) throw evalError('Timestamp out of range.');
  return new RTimestamp(ns);
}

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

const tsCache = new Map<string, bigint | null>();

/** Parses RFC 3339 with up to nanosecond digits; null when malformed. Results are memoised. */
export function parseTimestamp(s: string): bigint | null {
  let v = tsCache.get(s);
  if (v !== undefined) return v;
  v = parseTimestampUncached(s);
  if (tsCache.size >= 50_000) tsCache.clear();
  tsCache.set(s, v);
  return v;
}

function parseTimestampUncached(s: string): bigint | null {
  const m = RFC3339.exec(s);
  if (!m) return null;
  const [, y, mo, d, h, mi, se, frac, , sign, oh, om] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(se));
  const check = new Date(ms);
  if (check.getUTCDate() !== Number(d) || check.getUTCMonth() !== Number(mo) - 1) return null;
  // Date.UTC maps years 0-99 to 1900-1999; fix those up explicitly.
  let secs = BigInt(Math.floor(ms / 1000));
  if (Number(y) < 100) {
    const fixed = new Date(0);
    fixed.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
    fixed.setUTCHours(Number(h), Number(mi), Number(se), 0);
    secs = BigInt(Math.floor(fixed.getTime() / 1000));
  }
  if (sign) {
    const off = BigInt(Number(oh) * 3600 + Number(om) * 60);
    secs = sign === '+' ? secs - off : secs + off;
  }
  const nanos = frac ? BigInt(frac.padEnd(9, '0')) : 0n;
  return secs * NS_PER_SEC + nanos;
}

export function timestampToString(ns: bigint): string {
  const secs = floorDiv(ns, NS_PER_SEC);
  const nanos = ns - secs * NS_PER_SEC;
  const d = new Date(Number(secs) * 1000);
  const base = d.toISOString().slice(0, 19);
  const frac = nanos === 0n ? '' : `.${nanos.toString().padStart(9, '0').replace(/0+$/, '')}`;
  return `${base}${frac}Z`;
}

export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

export function dateToTimestamp(d: Date): RTimestamp {
  return new RTimestamp(BigInt(d.getTime()) * 1_000_000n);
}
