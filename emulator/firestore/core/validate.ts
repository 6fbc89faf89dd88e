// Incoming values checked and normalised as Firestore does (size, depth, types), before anything is
// stored.

import { invalidArgument } from './errors';
import type { ResourceNames } from './paths';
import { utf8Length } from './paths';
import { defineField, type FsValue, formatTimestamp, isVectorValue, parseTimestamp } from './value';

export const MAX_DOCUMENT_BYTES = 1_048_576;
export const MAX_DEPTH = 20;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
const RESERVED_FIELD = /^__.*__$/;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function toDouble(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  if (raw === 'NaN') return Number.NaN;
  if (raw === 'Infinity') return Number.POSITIVE_INFINITY;
  if (raw === '-Infinity') return Number.NEGATIVE_INFINITY;
  if (typeof raw === 'string' && raw.trim() !== '' && !Number.isNaN(Number(raw)))
    return Number(raw);
  throw invalidArgument(`Invalid double value: ${JSON.stringify(raw)}.`);
}

/**
 * Checks one incoming value and returns a normalised deep copy: int64 as canonical decimal
 * strings, doubles as numbers, timestamps truncated to microseconds (the service's precision),
 * references checked against this database. `inArray` forbids arrays directly inside arrays.
 */
export function normalizeValue(raw: unknown, names: ResourceNames, inArray = false): FsValue {
  if (!isRecord(raw))
    throw invalidArgument('A value must be an object with exactly one value type set.');
  const keys = Object.keys(raw).filter((k) => raw[k] !== undefined);
  if (keys.length !== 1) throw invalidArgument('A value must have exactly one value type set.');
  const kind = keys[0] as string;
  const v = raw[kind];
  switch (kind) {
    case 'nullValue':
      return { nullValue: null };
    case 'booleanValue':
      if (typeof v !== 'boolean') throw invalidArgument('Invalid boolean value.');
      return { booleanValue: v };
    case 'integerValue': {
      let n: bigint;
      try {
        if (typeof v === 'number' && !Number.isInteger(v)) throw new Error('fraction');
        if (typeof v !== 'number' && (typeof v !== 'string' || !/^[+-]?\d+$/.test(v)))
          throw new Error('text');
        n = BigInt(typeof v === 'string' ? v.replace(/^\+/, '') : v);
      } catch {
        throw invalidArgument(`Invalid integer value: ${JSON.stringify(v)}.`);
      }
      if (n < INT64_MIN || n > INT64_MAX)
        throw invalidArgument(`Integer value ${String(v)} is out of the int64 range.`);
      return { integerValue: n.toString() };
    }
    case 'doubleValue':
      return { doubleValue: toDouble(v) };
    case 'timestampValue': {
      const t = typeof v === 'string' ? parseTimestamp(v) : null;
      if (!t) throw invalidArgument(`Invalid timestamp value: ${JSON.stringify(v)}.`);
      return { timestampValue: formatTimestamp(t.seconds, Math.floor(t.nanos / 1000) * 1000) };
    }
    case 'stringValue':
      if (typeof v !== 'string') throw invalidArgument('Invalid string value.');
      return { stringValue: v };
    case 'bytesValue':
      if (typeof v !== 'string' || !BASE64.test(v))
        throw invalidArgument('Invalid bytes value: it must be base64.');
      return { bytesValue: Buffer.from(v, 'base64').toString('base64') };
    case 'referenceValue':
      if (typeof v !== 'string') throw invalidArgument('Invalid reference value.');
      names.documentPath(v);
      return { referenceValue: v };
    case 'geoPointValue': {
      if (!isRecord(v)) throw invalidArgument('Invalid geo point value.');
      const latitude = toDouble(v.latitude ?? 0);
      const longitude = toDouble(v.longitude ?? 0);
      if (!(latitude >= -90 && latitude <= 90) || !(longitude >= -180 && longitude <= 180)) {
        throw invalidArgument(
          'A geo point value must have latitude in [-90, 90] and longitude in [-180, 180].',
        );
      }
      return { geoPointValue: { latitude, longitude } };
    }
    case 'arrayValue': {
      if (inArray) throw invalidArgument('Cannot convert an array value in an array value.');
      if (!isRecord(v)) throw invalidArgument('Invalid array value.');
      const values = v.values ?? [];
      if (!Array.isArray(values)) throw invalidArgument('Invalid array value.');
      return { arrayValue: { values: values.map((e) => normalizeValue(e, names, true)) } };
    }
    case 'mapValue': {
      if (!isRecord(v)) throw invalidArgument('Invalid map value.');
      return { mapValue: { fields: normalizeFields(v.fields ?? {}, names) } };
    }
    default:
      throw invalidArgument(`Unknown value type "${kind}".`);
  }
}

export function normalizeFields(raw: unknown, names: ResourceNames): Record<string, FsValue> {
  if (!isRecord(raw))
    throw invalidArgument('Invalid fields: expected a map of field names to values.');
  const out: Record<string, FsValue> = {};
  for (const key of Object.keys(raw)) {
    if (raw[key] === undefined) continue;
    defineField(out, key, normalizeValue(raw[key], names));
  }
  return out;
}

function checkFieldName(key: string, docName: string): void {
  if (key === '')
    throw invalidArgument(
      `Document "${docName}" cannot be written because it has an empty field name.`,
    );
  if (RESERVED_FIELD.test(key)) {
    throw invalidArgument(
      `Document "${docName}" cannot be written because field name "${key}" is reserved.`,
    );
  }
  if (utf8Length(key) > 1500) {
    throw invalidArgument(
      `Document "${docName}" cannot be written because a field name is longer than 1500 bytes.`,
    );
  }
}

function checkNesting(value: FsValue, level: number, docName: string): void {
  if (level > MAX_DEPTH) {
    throw invalidArgument(
      `Document "${docName}" cannot be written because it has a value nested more than ${MAX_DEPTH} levels deep.`,
    );
  }
  if ('mapValue' in value) {
    const fields = value.mapValue.fields ?? {};
    // A vector embedding is the one map the service lets carry the reserved __type__ field.
    const vector = isVectorValue(value);
    for (const key of Object.keys(fields)) {
      if (!(vector && key === '__type__')) checkFieldName(key, docName);
      checkNesting(fields[key] as FsValue, level + 1, docName);
    }
  } else if ('arrayValue' in value) {
    for (const e of value.arrayValue.values ?? []) checkNesting(e, level + 1, docName);
  }
}

/** Storage size of a document name: each segment's UTF-8 length + 1, plus 16. */
export function documentNameSize(relativePath: string): number {
  let size = 16;
  for (const s of relativePath.split('/')) size += utf8Length(s) + 1;
  return size;
}

/** Storage size of a value, per https://firebase.google.com/docs/firestore/storage-size. */
export function valueSize(value: FsValue, names: ResourceNames): number {
  if ('nullValue' in value || 'booleanValue' in value) return 1;
  if ('integerValue' in value || 'doubleValue' in value || 'timestampValue' in value) return 8;
  if ('stringValue' in value) return utf8Length(value.stringValue) + 1;
  if ('bytesValue' in value) return Buffer.from(value.bytesValue, 'base64').length;
  if ('referenceValue' in value)
    return documentNameSize(names.relative(value.referenceValue) ?? value.referenceValue);
  if ('geoPointValue' in value) return 16;
  if ('arrayValue' in value) {
    let size = 0;
    for (const e of value.arrayValue.values ?? []) size += valueSize(e, names);
    return size;
  }
  return fieldsSize(value.mapValue.fields ?? {}, names);
}

function fieldsSize(fields: Record<string, FsValue>, names: ResourceNames): number {
  let size = 0;
  for (const key of Object.keys(fields))
    size += utf8Length(key) + 1 + valueSize(fields[key] as FsValue, names);
  return size;
}

export function documentSize(
  relativePath: string,
  fields: Record<string, FsValue>,
  names: ResourceNames,
): number {
  return documentNameSize(relativePath) + fieldsSize(fields, names) + 32;
}

/** Checks a document's final contents before it is stored: names, depth, size. */
export function checkDocument(
  relativePath: string,
  fields: Record<string, FsValue>,
  names: ResourceNames,
): void {
  const docName = names.fullName(relativePath);
  for (const key of Object.keys(fields)) {
    checkFieldName(key, docName);
    checkNesting(fields[key] as FsValue, 1, docName);
  }
  const size = documentSize(relativePath, fields, names);
  if (size > MAX_DOCUMENT_BYTES) {
    throw invalidArgument(
      `Document '${docName}' cannot be written because its size (${size.toLocaleString('en-US')} bytes) exceeds the maximum allowed size of ${MAX_DOCUMENT_BYTES.toLocaleString('en-US')} bytes.`,
    );
  }
}
