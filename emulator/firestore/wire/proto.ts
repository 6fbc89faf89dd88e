// Over 400 lines: the proto3-JSON conversion covers every well-known type both ways.
// Loads the Firestore v1 protos that ship with @google-cloud/firestore and converts between
// wire messages and the proto3-JSON forms used everywhere inside the emulator.
// The conversion is driven by the proto reflection, so every message (Write, StructuredQuery,
// ListenResponse, ...) gets the same treatment: int64 <-> decimal string, bytes <-> base64,
// Timestamp <-> RFC 3339, wrapper types <-> bare values, NullValue <-> null, enums <-> names.
import { createRequire } from 'node:module';
import path from 'node:path';
import protobuf from 'protobufjs';
import { formatTimestamp, parseTimestamp, TimestampFormatError } from '../core/timestamps';

export type Json = Record<string, unknown>;

/** Input that does not fit the message schema; transports answer it with INVALID_ARGUMENT. */
export class ProtoJsonError extends Error {}

let cachedRoot: protobuf.Root | undefined;

function protoDirectory(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@google-cloud/firestore');
  // entry is build/src/index.js; the protos sit in build/protos.
  return path.resolve(path.dirname(entry), '..', 'protos');
}

/** Parses google/firestore/v1/firestore.proto and its imports from the shipped .proto files. */
export function loadProtoSources(): protobuf.Root {
  const dir = protoDirectory();
  const root = new protobuf.Root();
  root.resolvePath = (_origin, target) => path.join(dir, target);
  root.loadSync('google/firestore/v1/firestore.proto', { keepCase: false });
  declareVerifyWrite(root);
  root.resolveAll();
  return root;
}

/**
 * The JS SDK's transactions send `Write.verify` (field 5 of the `operation` oneof) for documents
 * they read but do not write. The protos shipped with @google-cloud/firestore predate that field,
 * so without it protobufjs would drop the precondition-only write and the commit would be refused.
 */
function declareVerifyWrite(root: protobuf.Root): void {
  const write = root.lookupType('google.firestore.v1.Write');
  if (write.fields.verify) return;
  write.add(new protobuf.Field('verify', 5, 'string'));
  write.oneofs.operation?.add(write.fields.verify!);
}

/**
 * The protobufjs root holding google.firestore.v1 and its dependencies, loaded once. The package
 * ships the same protos precompiled as a JSON descriptor (v1.json), which loads in a third of the
 * time of parsing the .proto files; the sources are the fallback. A unit test checks both agree.
 */
export function firestoreProtoRoot(): protobuf.Root {
  if (cachedRoot) return cachedRoot;
  const require = createRequire(import.meta.url);
  let root: protobuf.Root;
  try {
    root = protobuf.Root.fromJSON(require(path.join(protoDirectory(), 'v1.json')));
    declareVerifyWrite(root);
    root.resolveAll();
  } catch {
    root = loadProtoSources();
  }
  cachedRoot = root;
  return root;
}

export function messageType(name: string): protobuf.Type {
  return firestoreProtoRoot().lookupType(name);
}

const INT64_TYPES = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);
const INT32_TYPES = new Set(['int32', 'uint32', 'sint32', 'fixed32', 'sfixed32']);
const WRAPPERS = new Set([
  'google.protobuf.DoubleValue',
  'google.protobuf.FloatValue',
  'google.protobuf.Int64Value',
  'google.protobuf.UInt64Value',
  'google.protobuf.Int32Value',
  'google.protobuf.UInt32Value',
  'google.protobuf.BoolValue',
  'google.protobuf.StringValue',
  'google.protobuf.BytesValue',
]);

// fullName is recomputed by protobufjs on every access; the converters ask for it per value.
const typeNames = new WeakMap<protobuf.ReflectionObject, string>();

function typeName(t: protobuf.ReflectionObject): string {
  let name = typeNames.get(t);
  if (name === undefined) {
    name = t.fullName.replace(/^\./, '');
    typeNames.set(t, name);
  }
  return name;
}

/**
 * Where a value sits in the request, for error messages ("writes[0].update.fields[x]"). Built as
 * a linked trail and rendered only when an error is reported, so valid input pays almost nothing.
 */
type Trail = { parent: Trail; segment: string; index: boolean } | undefined;

function renderTrail(trail: Trail): string {
  if (!trail) return '';
  const before = renderTrail(trail.parent);
  if (trail.index) return `${before}[${trail.segment}]`;
  const name = snakeCase(trail.segment);
  return before ? `${before}.${name}` : name;
}

function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

// Timestamps repeat a lot (every document of a query answer shares its read time), and parsing
// or formatting them is the costliest part of a conversion, so recent ones are remembered.
const CACHE_LIMIT = 50_000;
const parsedTimestamps = new Map<string, { seconds: string; nanos: number }>();
const formattedTimestamps = new Map<string, string>();

function cachedParseTimestamp(text: string): { seconds: string; nanos: number } {
  let parsed = parsedTimestamps.get(text);
  if (!parsed) {
    parsed = parseTimestamp(text);
    if (parsedTimestamps.size >= CACHE_LIMIT) parsedTimestamps.clear();
    parsedTimestamps.set(text, parsed);
  }
  return { seconds: parsed.seconds, nanos: parsed.nanos };
}

function cachedFormatTimestamp(seconds: string, nanos: number): string {
  const key = `${seconds}.${nanos}`;
  let text = formattedTimestamps.get(key);
  if (text === undefined) {
    text = formatTimestamp({ seconds, nanos });
    if (formattedTimestamps.size >= CACHE_LIMIT) formattedTimestamps.clear();
    formattedTimestamps.set(key, text);
  }
  return text;
}

// ---------------------------------------------------------------------------------------------
// Wire -> JSON

/** Decodes a binary message into its proto3-JSON form; throws ProtoJsonError when malformed. */
export function decodeMessage(type: protobuf.Type, bytes: Uint8Array): Json {
  let message: protobuf.Message;
  try {
    message = type.decode(bytes);
  } catch (err) {
    throw new ProtoJsonError(
      `Invalid ${typeName(type)} message: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  return messageToJson(type, message as unknown as Json);
}

/** Converts a protobufjs message (or fromObject result) into its proto3-JSON form. */
export function messageToJson(type: protobuf.Type, message: Json): Json {
  const out: Json = {};
  for (const field of type.fieldsArray) {
    if (!Object.hasOwn(message, field.name)) continue;
    const value = message[field.name];
    if (value === null || value === undefined) continue;
    if (field.map) {
      const entries = Object.entries(value as Json);
      if (entries.length === 0) continue;
      const map: Json = {};
      for (const [k, v] of entries) map[k] = scalarOrMessageToJson(field, v);
      out[field.name] = map;
    } else if (field.repeated) {
      const list = value as unknown[];
      if (list.length === 0) continue;
      out[field.name] = list.map((v) => scalarOrMessageToJson(field, v));
    } else {
      out[field.name] = scalarOrMessageToJson(field, value);
    }
  }
  return out;
}

function int64ToString(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return value;
  // protobufjs hands out Long instances for 64-bit integers.
  return String(value);
}

function bytesToBase64(value: unknown): string {
  if (typeof value === 'string') return value;
  const bytes = value as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

function scalarOrMessageToJson(field: protobuf.Field, value: unknown): unknown {
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Type) return wellKnownToJson(resolved, value as Json);
  if (resolved instanceof protobuf.Enum) {
    if (typeName(resolved) === 'google.protobuf.NullValue') return null;
    return typeof value === 'number' ? (resolved.valuesById[value] ?? value) : value;
  }
  return scalarToJson(field.type, value);
}

function scalarToJson(type: string, value: unknown): unknown {
  if (INT64_TYPES.has(type)) return int64ToString(value);
  if (type === 'bytes') return bytesToBase64(value);
  return value;
}

function wellKnownToJson(type: protobuf.Type, message: Json): unknown {
  const name = typeName(type);
  if (name === 'google.protobuf.Timestamp') {
    return cachedFormatTimestamp(int64ToString(message.seconds ?? 0), Number(message.nanos ?? 0));
  }
  if (name === 'google.protobuf.Duration') {
    const seconds = int64ToString(message.seconds ?? 0);
    const nanos = Number(message.nanos ?? 0);
    return nanos === 0
      ? `${seconds}s`
      : `${seconds}.${String(Math.abs(nanos)).padStart(9, '0').replace(/0+$/, '')}s`;
  }
  if (WRAPPERS.has(name)) {
    const valueField = type.fields.value;
    return scalarToJson(valueField?.type ?? '', message.value ?? valueField?.typeDefault);
  }
  return messageToJson(type, message);
}

// ---------------------------------------------------------------------------------------------
// JSON -> wire

interface ConvertOptions {
  /** Reject unknown field names and values of the wrong type (REST input); else skip them. */
  strict: boolean;
}

/** Encodes a proto3-JSON object as a binary message of the given type. */
export function encodeMessage(type: protobuf.Type, json: Json): Uint8Array {
  const object = jsonToProtoObject(type, json, { strict: false }, undefined);
  return type.encode(type.fromObject(object)).finish();
}

/**
 * Validates REST proto3-JSON input against the message schema and returns its canonical form
 * (camelCase names, int64 as strings, timestamps in UTC, wrappers unwrapped); throws
 * ProtoJsonError with the service's wording for input it would reject.
 */
export function parseJsonMessage(type: protobuf.Type, json: unknown): Json {
  const object = jsonToProtoObject(type, json, { strict: true }, undefined);
  return messageToJson(type, type.fromObject(object) as unknown as Json);
}

function invalid(at: Trail, what: string, value: unknown): ProtoJsonError {
  const shown = typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
  return new ProtoJsonError(`Invalid value at '${renderTrail(at)}' (${what}), ${shown}`);
}

function fieldLookup(type: protobuf.Type, key: string): protobuf.Field | undefined {
  const direct = type.fields[key];
  if (direct) return direct;
  // Parsers accept the original proto field name too (snake_case).
  for (const field of type.fieldsArray) if (snakeCase(field.name) === key) return field;
  return undefined;
}

function isPlainObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonToProtoObject(
  type: protobuf.Type,
  json: unknown,
  options: ConvertOptions,
  at: Trail,
): Json {
  if (!isPlainObject(json)) {
    if (options.strict) {
      throw new ProtoJsonError(
        `Invalid JSON payload received. Expected an object for '${renderTrail(at) || typeName(type)}' (${typeName(type)}), got ${JSON.stringify(json)}.`,
      );
    }
    return {};
  }
  const out: Json = {};
  const oneofsSet = new Map<string, string>();
  for (const [key, value] of Object.entries(json)) {
    const field = fieldLookup(type, key);
    if (!field) {
      if (options.strict) {
        throw new ProtoJsonError(
          `Invalid JSON payload received. Unknown name "${key}" at '${renderTrail(at)}': Cannot find field.`,
        );
      }
      continue;
    }
    const here: Trail = { parent: at, segment: field.name, index: false };
    const isNullValue =
      field.resolvedType instanceof protobuf.Enum &&
      typeName(field.resolvedType) === 'google.protobuf.NullValue';
    if (value === null && !isNullValue) continue;
    if (field.partOf && options.strict) {
      const previous = oneofsSet.get(field.partOf.name);
      if (previous) {
        throw new ProtoJsonError(
          `Invalid JSON payload received. Oneof field '${snakeCase(field.partOf.name)}' is already set. Cannot set '${snakeCase(field.name)}'`,
        );
      }
      oneofsSet.set(field.partOf.name, field.name);
    }
    if (field.map) {
      if (!isPlainObject(value)) {
        if (options.strict) throw invalid(here, 'map', value);
        continue;
      }
      const map: Json = {};
      for (const [k, v] of Object.entries(value)) {
        map[k] = valueToProto(field, v, options, { parent: here, segment: k, index: true });
      }
      out[field.name] = map;
    } else if (field.repeated) {
      if (!Array.isArray(value)) {
        if (options.strict) throw invalid(here, 'list', value);
        continue;
      }
      out[field.name] = value.map((v, i) =>
        valueToProto(field, v, options, { parent: here, segment: String(i), index: true }),
      );
    } else {
      out[field.name] = valueToProto(field, value, options, here);
    }
  }
  return out;
}

function valueToProto(
  field: protobuf.Field,
  value: unknown,
  options: ConvertOptions,
  at: Trail,
): unknown {
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Type) return wellKnownToProto(resolved, value, options, at);
  if (resolved instanceof protobuf.Enum) {
    if (typeName(resolved) === 'google.protobuf.NullValue') return 0;
    if (typeof value === 'string' && value in resolved.values) return value;
    if (typeof value === 'number' && Number.isInteger(value)) return value;
    if (options.strict) throw invalid(at, `type.googleapis.com/${typeName(resolved)}`, value);
    return 0;
  }
  return scalarToProto(field.type, value, options, at);
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const UINT64_MAX = 2n ** 64n - 1n;
const BASE64 = /^[A-Za-z0-9+/\-_]*={0,2}$/;

function scalarToProto(type: string, value: unknown, options: ConvertOptions, at: Trail): unknown {
  const fail = (): never => {
    throw invalid(at, `TYPE_${type.toUpperCase()}`, value);
  };
  if (INT64_TYPES.has(type)) {
    const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
    if (typeof text !== 'string' || !/^-?\d+$/.test(text)) return options.strict ? fail() : '0';
    const n = BigInt(text);
    const unsigned = type.startsWith('u') || type === 'fixed64';
    if (n < (unsigned ? 0n : INT64_MIN) || n > (unsigned ? UINT64_MAX : INT64_MAX)) fail();
    return n.toString();
  }
  if (INT32_TYPES.has(type)) {
    const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isInteger(n)) return options.strict ? fail() : 0;
    const unsigned = type.startsWith('u') || type === 'fixed32';
    if (n < (unsigned ? 0 : -(2 ** 31)) || n > (unsigned ? 2 ** 32 - 1 : 2 ** 31 - 1)) fail();
    return n;
  }
  if (type === 'double' || type === 'float') {
    if (typeof value === 'number') return value;
    if (value === 'NaN') return Number.NaN;
    if (value === 'Infinity') return Number.POSITIVE_INFINITY;
    if (value === '-Infinity') return Number.NEGATIVE_INFINITY;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
      return Number(value);
    }
    return options.strict ? fail() : 0;
  }
  if (type === 'bool') {
    if (typeof value === 'boolean') return value;
    return options.strict ? fail() : false;
  }
  if (type === 'string') {
    if (typeof value === 'string') return value;
    return options.strict ? fail() : String(value);
  }
  if (type === 'bytes') {
    if (typeof value !== 'string' || !BASE64.test(value)) return options.strict ? fail() : '';
    // Accept the URL-safe alphabet as the JSON mapping does; protobufjs decodes the standard one.
    return Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('base64');
  }
  return value;
}

function wellKnownToProto(
  type: protobuf.Type,
  value: unknown,
  options: ConvertOptions,
  at: Trail,
): unknown {
  const name = typeName(type);
  if (name === 'google.protobuf.Timestamp') {
    if (typeof value !== 'string') {
      if (options.strict) throw invalid(at, 'type.googleapis.com/google.protobuf.Timestamp', value);
      return {};
    }
    try {
      return cachedParseTimestamp(value);
    } catch (err) {
      if (err instanceof TimestampFormatError) {
        throw invalid(at, 'type.googleapis.com/google.protobuf.Timestamp', value);
      }
      throw err;
    }
  }
  if (name === 'google.protobuf.Duration') {
    const m = typeof value === 'string' ? /^(-?\d+)(?:\.(\d{1,9}))?s$/.exec(value) : null;
    if (!m) {
      if (options.strict) throw invalid(at, 'type.googleapis.com/google.protobuf.Duration', value);
      return {};
    }
    const nanos = Number((m[2] ?? '').padEnd(9, '0'));
    return { seconds: m[1], nanos: m[1]?.startsWith('-') ? -nanos : nanos };
  }
  if (WRAPPERS.has(name)) {
    const valueField = type.fields.value;
    if (!valueField) return {};
    // Some clients send the wrapper as a message ({value: 3}); the JSON mapping uses the bare value.
    const bare = isPlainObject(value) && 'value' in value ? value.value : value;
    return { value: scalarToProto(valueField.type, bare, options, at) };
  }
  return jsonToProtoObject(type, value, options, at);
}
