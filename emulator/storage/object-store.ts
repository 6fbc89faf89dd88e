// The stored objects: bytes and metadata per bucket and name, listed by prefix and page.

import { createHash, randomUUID } from 'node:crypto';
import { crc32cBase64 } from './crc32c';

/** One stored object: its bytes and the full metadata both storage APIs report. */
export interface StoredObject {
  bucket: string;
  name: string;
  bytes: Buffer;
  /** Microseconds since the epoch as a decimal string, strictly increasing per store. */
  generation: string;
  metageneration: number;
  contentType: string;
  size: number;
  md5Hash: string;
  crc32c: string;
  etag: string;
  timeCreated: Date;
  updated: Date;
  customMetadata: Record<string, string>;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  cacheControl?: string;
  downloadTokens: string[];
  storageClass: string;
}

/**
 * Metadata a client may write, as both APIs send it. `null` removes a field; inside `metadata`
 * a `null` value removes that key, and `metadata: null` removes every custom key.
 */
export interface WritableMetadata {
  contentType?: string | null;
  contentDisposition?: string | null;
  contentEncoding?: string | null;
  contentLanguage?: string | null;
  cacheControl?: string | null;
  metadata?: Record<string, string | null> | null;
}

export interface ListOptions {
  prefix?: string;
  delimiter?: string;
  pageToken?: string;
  maxResults?: number;
}

export interface ListPage {
  items: StoredObject[];
  prefixes: string[];
  nextPageToken?: string;
}

/** Thrown for input the service would answer with 400. */
export class InvalidObjectRequest extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidObjectRequest';
  }
}

const TEXT_FIELDS = [
  'contentType',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
  'cacheControl',
] as const;

// Cloud Storage keeps download tokens in this custom metadata key; the Firebase API shows them
// as `downloadTokens` and the JSON API as this key, so both read from one list.
const TOKENS_KEY = 'firebaseStorageDownloadTokens';
const DEFAULT_PAGE_SIZE = 1000;
const MAX_NAME_BYTES = 1024;

export function validateObjectName(name: string): void {
  if (name.length === 0) throw new InvalidObjectRequest('Object name must not be empty.');
  if (Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES) {
    throw new InvalidObjectRequest('Object name must be at most 1024 bytes in UTF-8.');
  }
  if (/[\r\n]/.test(name)) {
    throw new InvalidObjectRequest('Object name must not contain carriage return or line feed.');
  }
  if (name === '.' || name === '..') throw new InvalidObjectRequest(`Invalid object name: ${name}`);
}

export class ObjectStore {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();
  private lastGeneration = 0n;

  get(bucket: string, name: string): StoredObject | undefined {
    return this.buckets.get(bucket)?.get(name);
  }

  /**
   * Builds the object an upload would create, without storing it, so the rules can judge it
   * first. A client-supplied `firebaseStorageDownloadTokens` key becomes the token list; without
   * one, `withDownloadToken` adds a fresh token as the Firebase API does for every upload.
   */
  prepareUpload(
    bucket: string,
    name: string,
    bytes: Buffer,
    metadata: WritableMetadata,
    options: { withDownloadToken: boolean; now?: Date },
  ): StoredObject {
    validateObjectName(name);
    const now = options.now ?? new Date();
    const generation = this.nextGeneration(now);
    const object: StoredObject = {
      bucket,
      name,
      bytes,
      generation,
      metageneration: 1,
      contentType: 'application/octet-stream',
      size: bytes.length,
      md5Hash: createHash('md5').update(bytes).digest('base64'),
      crc32c: crc32cBase64(bytes),
      etag: '',
      timeCreated: now,
      updated: now,
      customMetadata: {},
      downloadTokens: [],
      storageClass: 'STANDARD',
    };
    applyMetadata(object, metadata);
    if (object.downloadTokens.length === 0 && options.withDownloadToken) {
      object.downloadTokens = [randomUUID()];
    }
    object.etag = etagOf(object);
    return object;
  }

  /** The object as a metadata patch would leave it (a copy; the stored one is untouched). */
  preparePatch(existing: StoredObject, metadata: WritableMetadata, now = new Date()): StoredObject {
    const next: StoredObject = {
      ...existing,
      customMetadata: { ...existing.customMetadata },
      downloadTokens: [...existing.downloadTokens],
      metageneration: existing.metageneration + 1,
      updated: now,
    };
    applyMetadata(next, metadata);
    next.etag = etagOf(next);
    return next;
  }

  put(object: StoredObject): void {
    let bucket = this.buckets.get(object.bucket);
    if (!bucket) {
      bucket = new Map();
      this.buckets.set(object.bucket, bucket);
    }
    bucket.set(object.name, object);
  }

  delete(bucket: string, name: string): boolean {
    return this.buckets.get(bucket)?.delete(name) ?? false;
  }

  clear(): void {
    this.buckets.clear();
  }

  /** Gives an object without a download token one, the way the Firebase API does on read. */
  ensureDownloadToken(object: StoredObject): StoredObject {
    if (object.downloadTokens.length > 0) return object;
    object.downloadTokens = [randomUUID()];
    return object;
  }

  /**
   * Lists in name order. With a delimiter, names that continue past it collapse into one prefix
   * entry; items and prefixes share one ordered sequence, so a page boundary can fall between
   * them and the token (the last key served) resumes exactly after it.
   */
  list(bucket: string, options: ListOptions): ListPage {
    const prefix = options.prefix ?? '';
    const delimiter = options.delimiter ?? '';
    const max =
      options.maxResults && options.maxResults > 0 ? options.maxResults : DEFAULT_PAGE_SIZE;
    const after = options.pageToken ? decodePageToken(options.pageToken) : undefined;
    const entries = new Map<string, StoredObject | null>();
    for (const object of this.buckets.get(bucket)?.values() ?? []) {
      if (!object.name.startsWith(prefix)) continue;
      const rest = object.name.slice(prefix.length);
      const cut = delimiter ? rest.indexOf(delimiter) : -1;
      if (cut >= 0) entries.set(prefix + rest.slice(0, cut + delimiter.length), null);
      else entries.set(object.name, object);
    }
    const keys = [...entries.keys()]
      .filter((key) => after === undefined || compareNames(key, after) > 0)
      .sort(compareNames);
    const page = keys.slice(0, max);
    const result: ListPage = { items: [], prefixes: [] };
    for (const key of page) {
      const object = entries.get(key);
      if (object) result.items.push(object);
      else result.prefixes.push(key);
    }
    if (keys.length > max) result.nextPageToken = encodePageToken(page[page.length - 1]!);
    return result;
  }

  private nextGeneration(now: Date): string {
    const candidate = BigInt(now.getTime()) * 1000n;
    this.lastGeneration = candidate > this.lastGeneration ? candidate : this.lastGeneration + 1n;
    return this.lastGeneration.toString();
  }
}

function applyMetadata(object: StoredObject, metadata: WritableMetadata): void {
  for (const field of TEXT_FIELDS) {
    const value = metadata[field];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string') {
      throw new InvalidObjectRequest(`Metadata field ${field} must be a string or null.`);
    }
    if (field === 'contentType') object.contentType = value ?? 'application/octet-stream';
    else if (value === null) delete object[field];
    else object[field] = value;
  }
  const custom = metadata.metadata;
  if (custom === null) {
    object.customMetadata = {};
    return;
  }
  if (custom === undefined) return;
  if (typeof custom !== 'object' || Array.isArray(custom)) {
    throw new InvalidObjectRequest('Custom metadata must be an object of strings.');
  }
  for (const [key, value] of Object.entries(custom)) {
    if (key === TOKENS_KEY) {
      object.downloadTokens = value ? String(value).split(',').filter(Boolean) : [];
    } else if (value === null) {
      delete object.customMetadata[key];
    } else {
      object.customMetadata[key] = typeof value === 'string' ? value : JSON.stringify(value);
    }
  }
}

function etagOf(object: StoredObject): string {
  return createHash('md5')
    .update(`${object.bucket}/${object.name}#${object.generation}.${object.metageneration}`)
    .digest('base64')
    .slice(0, 16);
}

// Cloud Storage orders names by their UTF-8 bytes, which is code point order. UTF-16 code units
// agree with it except that a surrogate (part of a character beyond U+FFFF) must sort after
// every other unit; comparing that way avoids encoding each name on every comparison.
function compareNames(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xSurrogate = x >= 0xd800 && x <= 0xdfff;
    const ySurrogate = y >= 0xd800 && y <= 0xdfff;
    if (xSurrogate !== ySurrogate) return xSurrogate ? 1 : -1;
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

function encodePageToken(lastKey: string): string {
  return Buffer.from(lastKey, 'utf8').toString('base64url');
}

function decodePageToken(token: string): string {
  const key = Buffer.from(token, 'base64url').toString('utf8');
  if (encodePageToken(key) !== token) throw new InvalidObjectRequest('Invalid page token.');
  return key;
}
