// Reads an upload's body in any of the SDKs' forms (simple, multipart, resumable).

import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HttpError, header, readBody } from './http';
import { parseMultipartUpload } from './multipart';
import { checkDeclaredMd5 } from './writable-metadata';

export interface UploadBody {
  bytes: Buffer;
  /** The object resource sent with the bytes: JSON of a multipart body, else the Content-Type. */
  metadata: Record<string, unknown>;
}

/**
 * The body of a one-request upload, as both storage APIs take it: `multipart` (the object
 * resource as JSON, then the media, whose own Content-Type counts when the resource names
 * none) or `media` (the bytes alone, typed by the request's Content-Type). Refuses an object
 * over the size limit and bytes whose MD5 differs from a declared md5Hash.
 */
export async function readUploadBody(
  req: IncomingMessage,
  kind: 'multipart' | 'media',
  maxObjectBytes: number,
): Promise<UploadBody> {
  const body = await readBody(req, maxObjectBytes + (1 << 20));
  let bytes: Buffer;
  let metadata: Record<string, unknown>;
  if (kind === 'multipart') {
    const parsed = parseMultipartUpload(body, header(req, 'content-type'));
    bytes = parsed.media;
    metadata = parsed.metadata;
    if (metadata.contentType === undefined && parsed.mediaContentType) {
      metadata = { ...metadata, contentType: parsed.mediaContentType };
    }
  } else {
    bytes = body;
    metadata = { contentType: header(req, 'content-type') };
  }
  if (bytes.length > maxObjectBytes) {
    throw new HttpError(413, `Object size exceeds ${maxObjectBytes} bytes.`, 'uploadTooLarge');
  }
  checkDeclaredMd5(metadata, createHash('md5').update(bytes).digest('base64'));
  return { bytes, metadata };
}
