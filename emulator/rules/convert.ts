// Conversions from the emulator's data (Firestore proto3-JSON values, token claims, dates) into
// rules values.

import { evalError } from './errors';
import { LazyFieldsMap } from './lazymap';
import type { FsDocument, FsValue, RulesAuth } from './types';
import {
  checkTimestamp,
  dateToTimestamp,
  INT64_MAX,
  INT64_MIN,
  parseTimestamp,
  RBytes,
  RLatLng,
  RPath,
  type RValue,
} from './values';

const MAX_DEPTH = 100;

export function fsToRules(v: FsValue, depth = 0): RValue {
  if (depth > MAX_DEPTH) throw evalError('Value is nested too deeply.');
  if ('nullValue' in v) return null;
  if ('booleanValue' in v) return v.booleanValue;
  if ('integerValue' in v) {
    const s = String(v.integerValue);
    if (!/^-?\d+$/.test(s)) throw evalError(`Malformed integerValue '${s}'.`);
    const n = BigInt(s);
    if (n > INT64_MAX || n < INT64_MIN) throw evalError(`integerValue '${s}' out of range.`);
    return n;
  }
  if ('doubleValue' in v) return Number(v.doubleValue);
  if ('stringValue' in v) return v.stringValue;
  if ('timestampValue' in v) {
    const ns = parseTimestamp(v.timestampValue);
    if (ns === null) throw evalError(`Malformed timestampValue '${v.timestampValue}'.`);
    return checkTimestamp(ns);
  }
  if ('bytesValue' in v) return new RBytes(Uint8Array.from(Buffer.from(v.bytesValue, 'base64')));
  if ('referenceValue' in v) return new RPath(documentSegments(v.referenceValue, '(default)'));
  if ('geoPointValue' in v)
    return new RLatLng(v.geoPointValue.latitude ?? 0, v.geoPointValue.longitude ?? 0);
  if ('arrayValue' in v) return (v.arrayValue.values ?? []).map((x) => fsToRules(x, depth + 1));
  if ('mapValue' in v) return fieldsToMap(v.mapValue.fields, depth + 1);
  throw evalError('Unknown Firestore value type.');
}

export function fieldsToMap(
  fields: Record<string, FsValue> | undefined,
  depth = 0,
): Map<string, RValue> {
  if (!fields) return new Map();
  if (depth > MAX_DEPTH) throw evalError('Value is nested too deeply.');
  return new LazyFieldsMap(fields, (v) => fsToRules(v, depth));
}

/**
 * Segments of a document name as a rules path: 'projects/p/databases/d/documents/a/b' and
 * '/databases/d/documents/a/b' both give databases/d/documents/a/b; a bare 'a/b' is taken as
 * relative to the documents root of `database`.
 */
export function documentSegments(name: string, database: string): string[] {
  const raw = name.split('/');
  const parts = raw.includes('') ? raw.filter((s) => s !== '') : raw;
  if (parts[0] === 'projects' && parts[2] === 'databases') return parts.slice(2);
  if (parts[0] === 'databases') return parts;
  return ['databases', database, 'documents', ...parts];
}

/** The rules `resource` object of a document: data, id and __name__. */
export function documentResource(doc: FsDocument, database: string): Map<string, RValue> {
  const name = doc.name;
  const m = new Map<string, RValue>();
  m.set('data', fieldsToMap(doc.fields));
  const trimmed = name.endsWith('/') ? name.replace(/\/+$/, '') : name;
  m.set('id', trimmed.slice(trimmed.lastIndexOf('/') + 1));
  m.set(
    '__name__',
    RPath.lazy(() => documentSegments(name, database)),
  );
  return m;
}

/** Plain JSON (decoded ID token claims) to rules values; integral numbers become ints. */
export function jsonToRules(v: unknown, depth = 0): RValue {
  if (depth > MAX_DEPTH) throw evalError('Value is nested too deeply.');
  if (v === null || v === undefined) return null;
  switch (typeof v) {
    case 'boolean':
    case 'string':
      return v;
    case 'number':
      return Number.isInteger(v) && Number.isSafeInteger(v) ? BigInt(v) : v;
    case 'bigint':
      return v;
  }
  if (v instanceof Date) return dateToTimestamp(v);
  if (Array.isArray(v)) return v.map((x) => jsonToRules(x, depth + 1));
  if (typeof v === 'object') {
    const m = new Map<string, RValue>();
    for (const [k, x] of Object.entries(v as Record<string, unknown>))
      m.set(k, jsonToRules(x, depth + 1));
    return m;
  }
  return null;
}

export function authToRules(auth: RulesAuth | null): RValue {
  if (!auth) return null;
  const m = new Map<string, RValue>();
  m.set('uid', auth.uid);
  const token = jsonToRules(auth.token ?? {});
  m.set('token', token instanceof Map ? token : new Map());
  return m;
}
