// HTTP helpers the storage APIs share: bodies with a size limit, JSON answers, errors with a
// status.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLocalOrigin } from '../local-origin';

/** An error answered to the client with its status and JSON body; never a crash. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason = 'invalid',
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(new HttpError(413, `Request body exceeds ${limit} bytes.`, 'uploadTooLarge'));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new HttpError(413, `Request body exceeds ${limit} bytes.`, 'uploadTooLarge'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks, size));
    });
    req.on('error', (error) => {
      if (!failed) reject(error);
      failed = true;
    });
  });
}

export function parseJsonObject(body: Buffer, what: string): Record<string, unknown> {
  if (body.length === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, `${what} is not valid JSON.`, 'parseError');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, `${what} must be a JSON object.`, 'invalid');
  }
  return value as Record<string, unknown>;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
  });
  res.end(text);
}

export function sendEmpty(
  res: ServerResponse,
  status: number,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...headers, 'Content-Length': '0' });
  res.end();
}

const EXPOSED_HEADERS = [
  'Content-Type',
  'Content-Length',
  'Content-Range',
  'Content-Disposition',
  'ETag',
  'Location',
  'Range',
  'X-Firebase-Storage-Version',
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Command',
  'X-Goog-Upload-Protocol',
  'X-Goog-Upload-Chunk-Granularity',
  'X-Goog-Upload-Control-URL',
  'X-Goog-Upload-Header-Content-Length',
  'X-Goog-Upload-Header-Content-Type',
  'X-GUploader-UploadID',
  'X-Goog-Hash',
  'X-Goog-Generation',
  'X-Goog-Metageneration',
].join(', ');

/**
 * CORS for the app's pages: pages on this machine only (emulator/local-origin.ts), and the
 * upload protocol headers are exposed so the SDK in a browser can read the upload URL and status.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (!origin) res.setHeader('Access-Control-Allow-Origin', '*');
  else if (isLocalOrigin(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    typeof requested === 'string' && requested !== '' ? requested : '*',
  );
  res.setHeader('Access-Control-Max-Age', '3600');
  if (req.headers['access-control-request-private-network']) {
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
  sendEmpty(res, 204);
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The origin clients reached this server at, for upload URLs and self links. */
export function requestOrigin(req: IncomingMessage, fallbackHost: string): string {
  return `http://${req.headers.host ?? fallbackHost}`;
}
