// Which metadata a client may write, and the MD5 check of an upload.

import { HttpError } from './http';
import type { WritableMetadata } from './object-store';

const TEXT_FIELDS = [
  'contentType',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
  'cacheControl',
] as const;

/**
 * Picks the client-writable metadata out of a request body, rejecting wrong types with 400.
 * Read-only fields a client echoes back (size, generation, ...) are ignored as the service does.
 */
export function writableMetadataFrom(body: Record<string, unknown>): WritableMetadata {
  const out: WritableMetadata = {};
  for (const field of TEXT_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string') {
      throw new HttpError(400, `Invalid value for ${field}: expected a string.`);
    }
    out[field] = value;
  }
  const custom = body.metadata;
  if (custom === null) out.metadata = null;
  else if (custom !== undefined) {
    if (typeof custom !== 'object' || Array.isArray(custom)) {
      throw new HttpError(400, 'Invalid value for metadata: expected an object.');
    }
    const map: Record<string, string | null> = {};
    for (const [key, value] of Object.entries(custom)) {
      if (value === null || typeof value === 'string') map[key] = value;
      else if (typeof value === 'number' || typeof value === 'boolean') map[key] = String(value);
      else throw new HttpError(400, `Invalid value for metadata.${key}: expected a string.`);
    }
    out.metadata = map;
  }
  return out;
}

/** A client-declared MD5 must match the bytes, or the upload is refused (as the service does). */
export function checkDeclaredMd5(body: Record<string, unknown>, actual: string): void {
  const declared = body.md5Hash;
  if (typeof declared === 'string' && declared !== '' && declared !== actual) {
    throw new HttpError(
      400,
      `Provided MD5 hash "${declared}" doesn't match calculated MD5 hash "${actual}".`,
      'invalid',
    );
  }
}
