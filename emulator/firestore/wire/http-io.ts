// Small HTTP/1.1 helpers shared by the REST and admin routes: bodies, JSON answers, error bodies
// in the service's shape, and CORS for browsers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLocalOrigin } from '../../local-origin';
import { FirestoreError, isFirestoreError } from '../core/errors';
import { ProtoJsonError } from './proto';

/** Largest request body accepted; the service itself allows 10 MiB per request. */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(
          new FirestoreError(
            'INVALID_ARGUMENT',
            `Request payload size exceeds the limit: ${MAX_BODY_BYTES} bytes.`,
          ),
        );
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Parses a JSON body; an empty body is an empty object, as the service treats it. */
export function parseJsonBody(body: Buffer): unknown {
  const text = body.toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new FirestoreError('INVALID_ARGUMENT', `Invalid JSON payload received. ${detail}`);
  }
}

// proto3 JSON spells non-finite doubles as strings; JSON.stringify would turn them into null.
function replacer(_key: string, value: unknown): unknown {
  return typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body, replacer);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

export function sendText(
  response: ServerResponse,
  status: number,
  text: string,
  type = 'text/plain',
): void {
  response.writeHead(status, {
    'content-type': `${type}; charset=utf-8`,
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** The service's error body for any thrown value (unknown ones are logged as internal). */
export function errorBody(error: unknown): {
  error: { code: number; message: string; status: string };
} {
  let failure: FirestoreError;
  if (isFirestoreError(error)) failure = error;
  else if (error instanceof ProtoJsonError || error instanceof RangeError) {
    failure = new FirestoreError('INVALID_ARGUMENT', error.message);
  } else {
    console.error('[firestore] internal error', error);
    failure = new FirestoreError(
      'INTERNAL',
      error instanceof Error ? error.message : String(error),
    );
  }
  return {
    error: { code: failure.httpStatus, message: failure.message, status: failure.status },
  };
}

/** The service's error body; streaming methods wrap it in an array like their results. */
export function sendError(response: ServerResponse, error: unknown, asArray = false): void {
  const body = errorBody(error);
  sendJson(response, body.error.code, asArray ? [body] : body);
}

/** CORS headers for every answer; true when the request was a preflight that is now answered. */
export function applyCors(request: IncomingMessage, response: ServerResponse): boolean {
  const origin = request.headers.origin;
  // Pages on this machine only (emulator/local-origin.ts); another site gets no CORS grant.
  response.setHeader('vary', 'Origin');
  if (!origin) response.setHeader('access-control-allow-origin', '*');
  else if (isLocalOrigin(origin)) {
    response.setHeader('access-control-allow-origin', origin);
    response.setHeader('access-control-allow-credentials', 'true');
  }
  response.setHeader('access-control-expose-headers', 'content-type, x-goog-request-params');
  if (request.method !== 'OPTIONS') return false;
  const requested = request.headers['access-control-request-headers'];
  response.writeHead(204, {
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers':
      requested ??
      'authorization, content-type, x-goog-api-client, x-goog-request-params, x-goog-api-key, x-firebase-gmpid, google-cloud-resource-prefix, x-firebase-appcheck',
    'access-control-max-age': '3600',
    'content-length': '0',
  });
  response.end();
  return true;
}
