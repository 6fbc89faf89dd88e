// Sends an object's bytes, honouring range requests.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './http';
import type { StoredObject } from './object-store';

/**
 * Sends an object's bytes with the headers Cloud Storage sends: hashes (the Admin SDK validates
 * whole-object downloads against them), generations, and single-range `Range` support (the JS
 * SDK's getBytes with a size limit asks for `bytes=0-N`).
 */
export function sendObjectBytes(
  req: IncomingMessage,
  res: ServerResponse,
  object: StoredObject,
): void {
  const headers: Record<string, string> = {
    'Content-Type': object.contentType,
    'Accept-Ranges': 'bytes',
    ETag: `"${object.etag}"`,
    'Last-Modified': object.updated.toUTCString(),
    'X-Goog-Generation': object.generation,
    'X-Goog-Metageneration': String(object.metageneration),
    'X-Goog-Hash': `crc32c=${object.crc32c},md5=${object.md5Hash}`,
    'X-Goog-Stored-Content-Length': String(object.size),
    'X-Goog-Stored-Content-Encoding': object.contentEncoding ?? 'identity',
  };
  if (object.contentDisposition) headers['Content-Disposition'] = object.contentDisposition;
  if (object.contentLanguage) headers['Content-Language'] = object.contentLanguage;
  if (object.cacheControl) headers['Cache-Control'] = object.cacheControl;

  const range = parseRange(req.headers.range, object.size);
  if (range) {
    const body = object.bytes.subarray(range.start, range.end + 1);
    res.writeHead(206, {
      ...headers,
      'Content-Range': `bytes ${range.start}-${range.end}/${object.size}`,
      'Content-Length': String(body.length),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(object.size) });
  res.end(req.method === 'HEAD' ? undefined : object.bytes);
}

function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null {
  if (!header || size === 0) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Multiple or malformed ranges are ignored, as HTTP allows, and the whole object is sent.
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) {
    throw new HttpError(
      416,
      `Requested range not satisfiable for ${size} bytes.`,
      'requestedRangeNotSatisfiable',
      {
        'Content-Range': `bytes */${size}`,
      },
    );
  }
  return { start, end };
}
