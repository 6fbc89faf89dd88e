// The Firebase Storage REST API (the one the web SDK speaks): uploads, downloads, metadata, lists.

import type { IncomingMessage, ServerResponse } from 'node:http';
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
import { toFirebaseJson } from './object-json';
import {
  identifyRequest,
  isAdminLibraryWithoutCredentials,
  type RequestIdentity,
} from './request-identity';
import type { StorageService } from './storage-service';
import { readUploadBody } from './upload-body';
import type { UploadSession, UploadSessions } from './upload-sessions';
import { writableMetadataFrom } from './writable-metadata';

export interface ApiContext {
  service: StorageService;
  sessions: UploadSessions;
  maxObjectBytes: number;
  hostFallback: string;
}

/**
 * The Firebase Storage REST API v0 (what firebase/storage calls): `/v0/b/{bucket}/o` for
 * uploads and listing, `/v0/b/{bucket}/o/{name}` for metadata, downloads, updates and deletes.
 */
export async function handleFirebaseApi(
  ctx: ApiContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucket: string,
  objectName: string | null,
): Promise<void> {
  const authorization = header(req, 'authorization');
  const identity: RequestIdentity = isAdminLibraryWithoutCredentials({
    authorization,
    firebaseStorageVersion: header(req, 'x-firebase-storage-version'),
    googApiClient: header(req, 'x-goog-api-client'),
  })
    ? { kind: 'admin' }
    : identifyRequest(authorization, { nonJwtIsAdmin: false });
  const method = req.method ?? 'GET';
  if (objectName === null) {
    if (method === 'GET') return listObjects(ctx, res, url, bucket, identity);
    if (method === 'POST')
      return upload(ctx, req, res, url, bucket, url.searchParams.get('name'), identity);
  } else {
    if (method === 'GET' || method === 'HEAD') {
      const object = ctx.service.read(
        identity,
        bucket,
        objectName,
        url.searchParams.get('token') ?? undefined,
      );
      if (url.searchParams.get('alt') === 'media') return sendObjectBytes(req, res, object);
      return sendJson(res, 200, toFirebaseJson(ctx.service.store.ensureDownloadToken(object)));
    }
    if (method === 'POST') return upload(ctx, req, res, url, bucket, objectName, identity);
    if (method === 'PATCH') {
      const body = parseJsonObject(await readBody(req, 1 << 20), 'The metadata');
      const updated = ctx.service.patch(identity, bucket, objectName, writableMetadataFrom(body));
      return sendJson(res, 200, toFirebaseJson(updated));
    }
    if (method === 'DELETE') {
      ctx.service.remove(identity, bucket, objectName);
      return sendEmpty(res, 204);
    }
  }
  throw new HttpError(405, `Method ${method} is not supported here.`);
}

function listObjects(
  ctx: ApiContext,
  res: ServerResponse,
  url: URL,
  bucket: string,
  identity: RequestIdentity,
): void {
  const prefix = url.searchParams.get('prefix') ?? '';
  if (prefix !== '' && !prefix.endsWith('/')) {
    throw new HttpError(
      400,
      'The prefix parameter is required to be empty or ends with a single / character.',
    );
  }
  const maxResults = parsePageSize(url.searchParams.get('maxResults'));
  const page = ctx.service.list(identity, bucket, {
    prefix,
    delimiter: url.searchParams.get('delimiter') ?? '',
    pageToken: url.searchParams.get('pageToken') ?? undefined,
    maxResults,
  });
  sendJson(res, 200, {
    prefixes: page.prefixes,
    items: page.items.map((item) => ({ name: item.name, bucket: item.bucket })),
    nextPageToken: page.nextPageToken,
  });
}

export function parsePageSize(raw: string | null): number | undefined {
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 1000) {
    throw new HttpError(400, 'maxResults must be an integer from 1 to 1000.');
  }
  return value;
}

async function upload(
  ctx: ApiContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucket: string,
  name: string | null,
  identity: RequestIdentity,
): Promise<void> {
  const protocol = header(req, 'x-goog-upload-protocol')?.toLowerCase();
  const command = header(req, 'x-goog-upload-command');
  const uploadId = url.searchParams.get('upload_id');
  if (uploadId !== null || (command && command.toLowerCase() !== 'start')) {
    return continueResumable(ctx, req, res, uploadId, command ?? '');
  }
  if (!name) throw new HttpError(400, 'The upload needs an object name (the name parameter).');
  const objectName = name.startsWith('/') ? name.slice(1) : name;

  if (protocol === 'resumable') {
    const metadata = parseJsonObject(await readBody(req, 1 << 20), 'The upload metadata');
    const declared = header(req, 'x-goog-upload-header-content-length');
    const declaredSize = declared === undefined || declared === '' ? undefined : Number(declared);
    if (declaredSize !== undefined && (!Number.isInteger(declaredSize) || declaredSize < 0)) {
      throw new HttpError(400, 'X-Goog-Upload-Header-Content-Length must be a byte count.');
    }
    const contentType = header(req, 'x-goog-upload-header-content-type');
    const writable = writableMetadataFrom(metadata);
    if (writable.contentType === undefined && contentType) writable.contentType = contentType;
    const session = ctx.sessions.start({
      bucket,
      name: objectName,
      metadata: writable,
      declaredSize,
      identity,
      withDownloadToken: true,
    });
    const uploadUrl = new URL(
      `/v0/b/${encodeURIComponent(bucket)}/o`,
      requestOrigin(req, ctx.hostFallback),
    );
    uploadUrl.searchParams.set('name', objectName);
    uploadUrl.searchParams.set('upload_id', session.id);
    uploadUrl.searchParams.set('upload_protocol', 'resumable');
    return sendEmpty(res, 200, {
      'X-Goog-Upload-URL': uploadUrl.toString(),
      'X-Goog-Upload-Status': 'active',
      'X-Goog-Upload-Chunk-Granularity': String(256 * 1024),
      'X-GUploader-UploadID': session.id,
    });
  }

  const { bytes, metadata: metadataBody } = await readUploadBody(
    req,
    protocol === 'multipart' ? 'multipart' : 'media',
    ctx.maxObjectBytes,
  );
  const stored = ctx.service.upload(identity, {
    bucket,
    name: objectName,
    bytes,
    metadata: writableMetadataFrom(metadataBody),
    withDownloadToken: true,
  });
  sendJson(res, 200, toFirebaseJson(stored));
}

async function continueResumable(
  ctx: ApiContext,
  req: IncomingMessage,
  res: ServerResponse,
  uploadId: string | null,
  commandHeader: string,
): Promise<void> {
  const session = ctx.sessions.get(uploadId);
  const commands = new Set(commandHeader.split(',').map((part) => part.trim().toLowerCase()));
  if (commands.has('query')) {
    return sendEmpty(res, 200, statusHeaders(session));
  }
  if (commands.has('cancel')) {
    ctx.sessions.cancel(session);
    return sendEmpty(res, 200, { 'X-Goog-Upload-Status': 'cancelled' });
  }
  if (!commands.has('upload') && !commands.has('finalize')) {
    throw new HttpError(400, `Unknown X-Goog-Upload-Command: ${commandHeader || '(none)'}.`);
  }
  if (session.state === 'final' && session.result) {
    // A retried finalize after a lost response answers the same object again.
    return sendJson(res, 200, toFirebaseJson(session.result), statusHeaders(session));
  }
  if (commands.has('upload')) {
    const body = await readBody(req, ctx.maxObjectBytes + 1);
    const offsetHeader = header(req, 'x-goog-upload-offset');
    const offset = offsetHeader === undefined ? session.received : Number(offsetHeader);
    ctx.sessions.append(session, offset, body);
  } else {
    req.resume();
  }
  if (!commands.has('finalize')) return sendEmpty(res, 200, statusHeaders(session));

  try {
    const stored = ctx.service.upload(session.identity, {
      bucket: session.bucket,
      name: session.name,
      bytes: ctx.sessions.contents(session),
      metadata: session.metadata,
      withDownloadToken: session.withDownloadToken,
    });
    ctx.sessions.finish(session, stored);
    sendJson(res, 200, toFirebaseJson(stored), statusHeaders(session));
  } catch (error) {
    // A refused object is final: the client must start over, not resend the same bytes.
    ctx.sessions.cancel(session);
    throw error;
  }
}

function statusHeaders(session: UploadSession): Record<string, string> {
  return {
    'X-Goog-Upload-Status': session.state,
    'X-Goog-Upload-Size-Received': String(session.received),
  };
}
