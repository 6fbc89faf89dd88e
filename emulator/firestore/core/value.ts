// Firestore values: their type order and comparison, the one ordering queries, indexes and rules
// share.

import { compareReferences } from './document-order';

export { compareReferences, numericId } from './document-order';

// The Firestore v1 Value and Document in REST proto3-JSON form. The rules engine declares them
// (it never imports from the database) and the database uses that one declaration.
import type { FsDocument, FsValue } from '../../rules/types';

export type { FsDocument, FsValue };

/** Type classes in Firestore's cross-type order. Integers and doubles share one class. */
export const TYPE_ORDER = {
  null: 0,
  boolean: 1,
  number: 2,
  timestamp: 3,
  string: 4,
  bytes: 5,
  reference: 6,
  geoPoint: 7,
  array: 8,
  vector: 9,
  map: 10,
} as const;

/** A vector embedding: a map { __type__: "__vector__", value: [numbers] }, ordered as its own type. */
export function isVectorValue(value: FsValue): boolean {
  if (!('mapValue' in value)) return false;
  const type = value.mapValue.fields?.__type__;
  return type !== undefined && 'stringValue' in type && type.stringValue === '__vector__';
}

export function typeOrder(value: FsValue): number {
  // A switch over the (single) own key is much cheaper than a chain of `in` tests in hot sorts.
  for (const key in value) {
    switch (key) {
      case 'nullValue':
        return TYPE_ORDER.null;
      case 'booleanValue':
        return TYPE_ORDER.boolean;
      case 'integerValue':
      case 'doubleValue':
        return TYPE_ORDER.number;
      case 'timestampValue':
        return TYPE_ORDER.timestamp;
      case 'stringValue':
        return TYPE_ORDER.string;
      case 'bytesValue':
        return TYPE_ORDER.bytes;
      case 'referenceValue':
        return TYPE_ORDER.reference;
      case 'geoPointValue':
        return TYPE_ORDER.geoPoint;
      case 'arrayValue':
        return TYPE_ORDER.array;
      case 'mapValue':
        return isVectorValue(value) ? TYPE_ORDER.vector : TYPE_ORDER.map;
    }
  }
  return TYPE_ORDER.map;
}

export function isNumber(
  value: FsValue,
): value is { integerValue: string } | { doubleValue: number } {
  return 'integerValue' in value || 'doubleValue' in value;
}

export function isNaNValue(value: FsValue): boolean {
  return 'doubleValue' in value && Number.isNaN(Number(value.doubleValue));
}

export function isNullValue(value: FsValue): boolean {
  return 'nullValue' in value;
}

export function isArrayValue(value: FsValue): value is { arrayValue: { values?: FsValue[] } } {
  return 'arrayValue' in value;
}

export function isMapValue(
  value: FsValue,
): value is { mapValue: { fields?: Record<string, FsValue> } } {
  return 'mapValue' in value;
}

export function arrayValues(value: FsValue): FsValue[] {
  return 'arrayValue' in value ? (value.arrayValue.values ?? []) : [];
}

function sign(n: number): -1 | 0 | 1 {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

/** Doubles arrive as numbers, but proto3 JSON also spells NaN/Infinity as strings. */
export function doubleOf(value: { doubleValue: number }): number {
  return Number(value.doubleValue);
}

/** Orders an int64 against a double exactly (no precision loss for large integers). */
function compareIntDouble(int: bigint, d: number): -1 | 0 | 1 {
  if (Number.isNaN(d)) return 1;
  if (d === Number.POSITIVE_INFINITY) return -1;
  if (d === Number.NEGATIVE_INFINITY) return 1;
  const floor = Math.floor(d);
  const f = BigInt(floor);
  if (int < f) return -1;
  if (int > f) return 1;
  return d > floor ? -1 : 0;
}

export function compareNumbers(a: FsValue, b: FsValue): -1 | 0 | 1 {
  if ('integerValue' in a && 'integerValue' in b) {
    // Up to 15 digits a double holds the integer exactly; only longer ones need BigInt.
    if (a.integerValue.length < 16 && b.integerValue.length < 16) {
      return sign(Number(a.integerValue) - Number(b.integerValue));
    }
    const x = BigInt(a.integerValue);
    const y = BigInt(b.integerValue);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if ('integerValue' in a && 'doubleValue' in b)
    return compareIntDouble(BigInt(a.integerValue), doubleOf(b));
  if ('doubleValue' in a && 'integerValue' in b)
    return (-compareIntDouble(BigInt(b.integerValue), doubleOf(a)) || 0) as -1 | 0 | 1;
  const x = 'doubleValue' in a ? doubleOf(a) : 0;
  const y = 'doubleValue' in b ? doubleOf(b) : 0;
  // NaN sorts before every other number and equals itself; -0 equals 0.
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Compares strings by their UTF-8 bytes, which is code point order (not UTF-16 unit order). */
export function compareUtf8(a: string, b: string): -1 | 0 | 1 {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates (0xD800-0xDFFF) encode code points above 0xFFFF, which must sort after 0xE000-0xFFFF.
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs === ys) return x < y ? -1 : 1;
    return xs ? 1 : -1;
  }
  return sign(a.length - b.length);
}

export interface ParsedTimestamp {
  seconds: number;
  nanos: number;
}

const TIMESTAMP_RE =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?([Zz]|[+-]\d{2}:\d{2})$/;

/** Parses an RFC 3339 timestamp; returns null when malformed or out of Firestore's range. */
export function parseTimestamp(text: string): ParsedTimestamp | null {
  const m = TIMESTAMP_RE.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac = '', zone = 'Z'] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number.isNaN(ms)) return null;
  const check = new Date(ms);
  if (check.getUTCDate() !== Number(d) || check.getUTCMonth() !== Number(mo) - 1) return null;
  let seconds = Math.floor(ms / 1000);
  if (zone !== 'Z' && zone !== 'z') {
    const sgn = zone.startsWith('-') ? -1 : 1;
    seconds -= sgn * (Number(zone.slice(1, 3)) * 3600 + Number(zone.slice(4, 6)) * 60);
  }
  // 0001-01-01T00:00:00Z .. 9999-12-31T23:59:59.999999999Z
  if (seconds < -62135596800 || seconds > 253402300799) return null;
  return { seconds, nanos: Number(frac.padEnd(9, '0')) };
}

/** Formats seconds+nanos as RFC 3339 UTC with 0, 3, 6 or 9 fractional digits (proto3 JSON style). */
export function formatTimestamp(seconds: number, nanos: number): string {
  const base = new Date(seconds * 1000).toISOString().slice(0, 19);
  if (nanos === 0) return `${base}Z`;
  const digits = String(nanos).padStart(9, '0');
  const frac = digits.endsWith('000000')
    ? digits.slice(0, 3)
    : digits.endsWith('000')
      ? digits.slice(0, 6)
      : digits;
  return `${base}.${frac}Z`;
}

/** Microseconds since the epoch, as the service keeps timestamps. */
export function timestampToMicros(text: string): number | null {
  const t = parseTimestamp(text);
  return t === null ? null : t.seconds * 1_000_000 + Math.floor(t.nanos / 1000);
}

/** RFC 3339 with exactly six fractional digits, the form the service uses for commit times. */
export function microsToTimestamp(micros: number): string {
  const seconds = Math.floor(micros / 1_000_000);
  const rest = micros - seconds * 1_000_000;
  // Formatting the date part dominates write-heavy loads; consecutive calls share the second.
  if (seconds !== lastSeconds) {
    lastSeconds = seconds;
    lastSecondsText = new Date(seconds * 1000).toISOString().slice(0, 19);
  }
  return `${lastSecondsText}.${String(rest).padStart(6, '0')}Z`;
}

let lastSeconds = Number.NaN;
let lastSecondsText = '';

function compareTimestamps(a: string, b: string): -1 | 0 | 1 {
  const x = parseTimestamp(a);
  const y = parseTimestamp(b);
  if (!x || !y) return compareUtf8(a, b);
  return sign(x.seconds - y.seconds) || sign(x.nanos - y.nanos);
}

export function base64ToBytes(text: string): Uint8Array {
  return Buffer.from(text, 'base64');
}

function compareBytes(a: string, b: string): -1 | 0 | 1 {
  const x = base64ToBytes(a);
  const y = base64ToBytes(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return sign(d);
  }
  return sign(x.length - y.length);
}

/** Vectors order by dimension first, then element by element. */
function compareVectors(a: FsValue, b: FsValue): -1 | 0 | 1 {
  const x = vectorElements(a);
  const y = vectorElements(b);
  if (x.length !== y.length) return x.length < y.length ? -1 : 1;
  for (let i = 0; i < x.length; i++) {
    const c = compareValues(x[i] as FsValue, y[i] as FsValue);
    if (c !== 0) return c;
  }
  return 0;
}

function vectorElements(v: FsValue): FsValue[] {
  const inner = 'mapValue' in v ? v.mapValue.fields?.value : undefined;
  return inner && 'arrayValue' in inner ? (inner.arrayValue.values ?? []) : [];
}

/** Firestore's total order over values, across and within types. */
export function compareValues(a: FsValue, b: FsValue): -1 | 0 | 1 {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  if ('nullValue' in a) return 0;
  if ('booleanValue' in a && 'booleanValue' in b)
    return sign(Number(a.booleanValue) - Number(b.booleanValue));
  if (ta === TYPE_ORDER.number) return compareNumbers(a, b);
  if ('timestampValue' in a && 'timestampValue' in b)
    return compareTimestamps(a.timestampValue, b.timestampValue);
  if ('stringValue' in a && 'stringValue' in b) return compareUtf8(a.stringValue, b.stringValue);
  if ('bytesValue' in a && 'bytesValue' in b) return compareBytes(a.bytesValue, b.bytesValue);
  if ('referenceValue' in a && 'referenceValue' in b)
    return compareReferences(a.referenceValue, b.referenceValue);
  if ('geoPointValue' in a && 'geoPointValue' in b) {
    return (
      sign(a.geoPointValue.latitude - b.geoPointValue.latitude) ||
      sign(a.geoPointValue.longitude - b.geoPointValue.longitude)
    );
  }
  if ('arrayValue' in a && 'arrayValue' in b) {
    const x = a.arrayValue.values ?? [];
    const y = b.arrayValue.values ?? [];
    const n = Math.min(x.length, y.length);
    for (let i = 0; i < n; i++) {
      const c = compareValues(x[i] as FsValue, y[i] as FsValue);
      if (c !== 0) return c;
    }
    return sign(x.length - y.length);
  }
  if (ta === TYPE_ORDER.vector) return compareVectors(a, b);
  if ('mapValue' in a && 'mapValue' in b) {
    const x = a.mapValue.fields ?? {};
    const y = b.mapValue.fields ?? {};
    const kx = Object.keys(x).sort(compareUtf8);
    const ky = Object.keys(y).sort(compareUtf8);
    const n = Math.min(kx.length, ky.length);
    for (let i = 0; i < n; i++) {
      const k1 = kx[i] as string;
      const k2 = ky[i] as string;
      const c = compareUtf8(k1, k2) || compareValues(x[k1] as FsValue, y[k2] as FsValue);
      if (c !== 0) return c;
    }
    return sign(kx.length - ky.length);
  }
  return 0;
}

/** Equality as the service applies it: 3 == 3.0, -0 == 0, NaN == NaN (for transforms and IN). */
export function valuesEqual(a: FsValue, b: FsValue): boolean {
  return compareValues(a, b) === 0;
}

/**
 * A string that is equal for two values exactly when valuesEqual holds; used as a hash key in
 * indexes. Integral doubles in int64 range share the integer's key so 3 and 3.0 collide.
 */
export function canonicalKey(value: FsValue): string {
  if ('nullValue' in value) return 'n';
  if ('booleanValue' in value) return value.booleanValue ? 'b1' : 'b0';
  if ('integerValue' in value) return `i${BigInt(value.integerValue).toString()}`;
  if ('doubleValue' in value) {
    const d = doubleOf(value);
    if (Number.isNaN(d)) return 'NaN';
    if (Number.isInteger(d) && Math.abs(d) < 2 ** 63) return `i${BigInt(d).toString()}`;
    return `d${d}`;
  }
  if ('timestampValue' in value) {
    const t = parseTimestamp(value.timestampValue);
    return t ? `t${t.seconds}.${t.nanos}` : `t${value.timestampValue}`;
  }
  if ('stringValue' in value) return `s${value.stringValue}`;
  if ('bytesValue' in value)
    return `y${Buffer.from(value.bytesValue, 'base64').toString('base64')}`;
  if ('referenceValue' in value) return `r${value.referenceValue}`;
  if ('geoPointValue' in value)
    return `g${value.geoPointValue.latitude},${value.geoPointValue.longitude}`;
  if ('arrayValue' in value)
    return `a[${(value.arrayValue.values ?? []).map(canonicalKey).join(',')}]`;
  const fields = value.mapValue.fields ?? {};
  const keys = Object.keys(fields).sort(compareUtf8);
  return `m{${keys.map((k) => `${JSON.stringify(k)}:${canonicalKey(fields[k] as FsValue)}`).join(',')}}`;
}

/** Deep copy so stored documents never share structure with callers. */
export function cloneValue(value: FsValue): FsValue {
  if ('arrayValue' in value)
    return { arrayValue: { values: (value.arrayValue.values ?? []).map(cloneValue) } };
  if ('mapValue' in value)
    return { mapValue: { fields: cloneFields(value.mapValue.fields ?? {}) } };
  if ('geoPointValue' in value) return { geoPointValue: { ...value.geoPointValue } };
  return { ...value } as FsValue;
}

export function cloneFields(fields: Record<string, FsValue>): Record<string, FsValue> {
  const out: Record<string, FsValue> = {};
  for (const key of Object.keys(fields)) defineField(out, key, cloneValue(fields[key] as FsValue));
  return out;
}

/** Assigns an own property even for keys like "__proto__", which plain assignment would not. */
export function defineField(fields: Record<string, FsValue>, key: string, value: FsValue): void {
  if (key === '__proto__') {
    Object.defineProperty(fields, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    fields[key] = value;
  }
}
