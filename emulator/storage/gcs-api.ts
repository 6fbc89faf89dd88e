// The Google Cloud Storage JSON API (the one the Admin SDK speaks), over the same objects.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiContext } from './firebase-api';
import { parsePageSize } from './firebase-api';
import {
  HttpError,
  header,
  parseJsonObject,
  readBody,
  requestOrigin,
  sendEmpty,
  sendJson,
} from './http';
import { sendObjectBytes } from './object-download';
import { toGcsJson } from './object-json';
import { identifyRequest, type RequestIdentity } from './request-identity';
import type { Preconditions } from './storage-service';
import { readUploadBody } from './upload-body';
import type { UploadSession } from './upload-sessions';
import { writableMetadataFrom } from './writable-metadata';

export type GcsRoute =
  | { kind: 'upload'; bucket: string }
  | { kind: 'objects'; bucket: string }
  | { kind: 'object'; bucket: string; name: string; media: boolean }
  | { kind: 'bucket'; bucket: string }
  | {
      kind: 'copy';
      bucket: string;
      name: string;
      destinationBucket: string;
      destinationName: string;
      rewrite: boolean;
    };

/**
 * The Cloud Storage JSON API subset @google-cloud/storage (the Admin SDK's storage) uses.
 * Credentials other than a Firebase ID token act as admin, as on the official emulator; an ID
 * token is held to the rules like any client.
 */
export async function handleGcsApi(
  ctx: ApiContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  route: GcsRoute,
): Promise<void> {
  const identity = identifyRequest(header(req, 'authorization'), { nonJwtIsAdmin: true });
  const method = req.method ?? 'GET';
  const origin = requestOrigin(req, ctx.hostFallback);
  const preconditions = preconditionsFrom(url);
  switch (route.kind) {
    case 'upload':
      if (method === 'POST' || method === 'PUT') {
        return upload(ctx, req, res, url, route.bucket, identity, preconditions);
      }
      break;
    case 'bucket':
      if (method === 'GET') return sendJson(res, 200, bucketResource(route.bucket, origin));
      break;
    case 'objects':
      if (method === 'GET') {
        const page = ctx.service.list(identity, route.bucket, {
          prefix: url.searchParams.get('prefix') ?? '',
          delimiter: url.searchParams.get('delimiter') ?? '',
          pageToken: url.searchParams.get('pageToken') ?? undefined,
          maxResults: parsePageSize(url.searchParams.get('maxResults')),
        });
        return sendJson(res, 200, {
          kind: 'storage#objects',
          nextPageToken: page.nextPageToken,
          prefixes: page.prefixes.length > 0 ? page.prefixes : undefined,
          items:
            page.items.length > 0 ? page.items.map((item) => toGcsJson(item, origin)) : undefined,
        });
      }
      if (method === 'POST')
        return upload(ctx, req, res, url, route.bucket, identity, preconditions);
      break;
    case 'copy':
      if (method === 'POST') {
        const body = parseJsonObject(await readBody(req, 1 << 20), 'The copy request');
        const copied = ctx.service.copy(
          identity,
          { bucket: route.bucket, name: route.name },
          { bucket: route.destinationBucket, name: route.destinationName },
          writableMetadataFrom(body),
          preconditions,
        );
        const resource = toGcsJson(copied, origin);
        if (!route.rewrite) return sendJson(res, 200, resource);
        // Everything is in memory, so a rewrite always finishes in its first call.
        return sendJson(res, 200, {
          kind: 'storage#rewriteResponse',
          totalBytesRewritten: String(copied.size),
          objectSize: String(copied.size),
          done: true,
          resource,
        });
      }
      break;
    case 'object': {
      const { bucket, name } = route;
      if (method === 'GET' || method === 'HEAD') {
        const object = ctx.service.read(identity, bucket, name);
        if (route.media || url.searchParams.get('alt') === 'media') {
          return sendObjectBytes(req, res, object);
        }
        return sendJson(res, 200, toGcsJson(object, origin));
      }
      if (method === 'PATCH' || method === 'PUT') {
        const body = parseJsonObject(await readBody(req, 1 << 20), 'The object metadata');
        const updated = ctx.service.patch(
          identity,
          bucket,
          name,
          writableMetadataFrom(body),
          preconditions,
        );
        return sendJson(res, 200, toGcsJson(updated, origin));
      }
      if (method === 'DELETE') {
        ctx.service.remove(identity, bucket, name, preconditions);
        return sendEmpty(res, 204);
      }
      break;
    }
  }
  throw new HttpError(405, `Method ${method} is not supported here.`);
}

async function upload(
  ctx: ApiContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucket: string,
  identity: RequestIdentity,
  preconditions: Preconditions,
): Promise<void> {
  const origin = requestOrigin(req, ctx.hostFallback);
  const uploadId = url.searchParams.get('upload_id');
  if (uploadId !== null) return continueResumable(ctx, req, res, uploadId, origin);
  const uploadType =
    url.searchParams.get('uploadType') ?? header(req, 'x-goog-upload-protocol') ?? 'media';

  if (uploadType === 'resumable') {
    const body = parseJsonObject(await readBody(req, 1 << 20), 'The upload metadata');
    const name = objectNameFrom(url, body);
    const declared = header(req, 'x-upload-content-length');
    const declaredSize = declared ? Number(declared) : undefined;
    if (declaredSize !== undefined && (!Number.isInteger(declaredSize) || declaredSize < 0)) {
      throw new HttpError(400, 'X-Upload-Content-Length must be a byte count.');
    }
    const metadata = writableMetadataFrom(body);
    const contentType = header(req, 'x-upload-content-type');
    if (metadata.contentType === undefined && contentType) metadata.contentType = contentType;
    const session = ctx.sessions.start({
      bucket,
      name,
      metadata,
      declaredSize,
      identity,
      withDownloadToken: false,
      preconditions,
    });
    const location = new URL(`/upload/storage/v1/b/${encodeURIComponent(bucket)}/o`, origin);
    location.searchParams.set('uploadType', 'resumable');
    location.searchParams.set('name', name);
    location.searchParams.set('upload_id', session.id);
    return sendEmpty(res, 200, {
      Location: location.toString(),
      'X-GUploader-UploadID': session.id,
    });
  }

  if (uploadType !== 'multipart' && uploadType !== 'media') {
    throw new HttpError(400, `Unsupported uploadType: ${uploadType}.`);
  }
  const { bytes, metadata: metadataBody } = await readUploadBody(
    req,
    uploadType,
    ctx.maxObjectBytes,
  );
  const stored = ctx.service.upload(identity, {
    bucket,
    name: objectNameFrom(url, metadataBody),
    bytes,
    metadata: writableMetadataFrom(metadataBody),
    withDownloadToken: false,
    preconditions,
  });
  sendJson(res, 200, toGcsJson(stored, origin));
}

/**
 * A chunk of a resumable upload. `Content-Range: bytes a-b/total` carries data (total may be
 * `*` while unknown), `bytes a-*\/total` carries the rest of the object, `bytes *\/total`
 * finalizes or asks for status; incomplete uploads answer 308 with the range received so far.
 */
async function continueResumable(
  ctx: ApiContext,
  req: IncomingMessage,
  res: ServerResponse,
  uploadId: string,
  origin: string,
): Promise<void> {
  const session = ctx.sessions.get(uploadId);
  const body = await readBody(req, ctx.maxObjectBytes + 1);
  if (session.state === 'final' && session.result) {
    return sendJson(res, 200, toGcsJson(session.result, origin));
  }
  if (session.state === 'cancelled') throw new HttpError(410, 'The upload was cancelled.', 'gone');
  const range = parseContentRange(header(req, 'content-range'), body.length, session.received);
  if (range.start !== undefined) ctx.sessions.append(session, range.start, body);
  const total = range.total ?? session.declaredSize;
  if (total === undefined || session.received < total) {
    return sendEmpty(res, 308, receivedRange(session));
  }
  try {
    const stored = ctx.service.upload(session.identity, {
      bucket: session.bucket,
      name: session.name,
      bytes: ctx.sessions.contents(session),
      metadata: session.metadata,
      withDownloadToken: false,
      preconditions: session.preconditions,
    });
    ctx.sessions.finish(session, stored);
    sendJson(res, 200, toGcsJson(stored, origin));
  } catch (error) {
    ctx.sessions.cancel(session);
    throw error;
  }
}

function parseContentRange(
  value: string | undefined,
  bodyLength: number,
  received: number,
): { start?: number; total?: number } {
  // No Content-Range: the body is the rest of the object in one piece.
  if (!value) return { start: received, total: received + bodyLength };
  const match = /^bytes\s+(?:(\d+)-(\d+|\*)|\*)\/(\d+|\*)$/.exec(value.trim());
  if (!match) throw new HttpError(400, `Invalid Content-Range: ${value}`);
  const total = match[3] === '*' ? undefined : Number(match[3]);
  if (match[1] === undefined) return { total };
  const start = Number(match[1]);
  // `bytes a-*/…` streams the rest of the object in this one request (the SDK's single-chunk
  // mode): when the total is unknown too, the end of this body is the end of the object.
  if (match[2] === '*') return { start, total: total ?? start + bodyLength };
  const end = Number(match[2]);
  if (end - start + 1 !== bodyLength) {
    throw new HttpError(
      400,
      `Content-Range ${value} does not match a body of ${bodyLength} bytes.`,
    );
  }
  return { start, total };
}

function receivedRange(session: UploadSession): Record<string, string> {
  return session.received > 0 ? { Range: `bytes=0-${session.received - 1}` } : {};
}

function objectNameFrom(url: URL, body: Record<string, unknown>): string {
  const raw = url.searchParams.get('name') ?? (typeof body.name === 'string' ? body.name : '');
  if (!raw) throw new HttpError(400, 'Required parameter: name', 'required');
  return raw;
}

function preconditionsFrom(url: URL): Preconditions {
  const out: Preconditions = {};
  for (const key of [
    'ifGenerationMatch',
    'ifGenerationNotMatch',
    'ifMetagenerationMatch',
    'ifMetagenerationNotMatch',
  ] as const) {
    const value = url.searchParams.get(key);
    if (value !== null) out[key] = value;
  }
  return out;
}

function bucketResource(bucket: string, origin: string): Record<string, unknown> {
  return {
    kind: 'storage#bucket',
    id: bucket,
    name: bucket,
    selfLink: `${origin}/storage/v1/b/${bucket}`,
    projectNumber: '000000000000',
    metageneration: '1',
    location: 'US',
    storageClass: 'STANDARD',
    locationType: 'multi-region',
    etag: 'CAE=',
  };
}
