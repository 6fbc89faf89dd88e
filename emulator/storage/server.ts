// Starts the storage emulator on its own port.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { coverageHtml } from '../firestore/coverage-report';
import { listen } from '../listen';
import type { RulesDocAccessor } from '../rules/types';
import { type ApiContext, handleFirebaseApi } from './firebase-api';
import { type GcsRoute, handleGcsApi } from './gcs-api';
import {
  answerPreflight,
  applyCors,
  HttpError,
  parseJsonObject,
  readBody,
  sendEmpty,
  sendJson,
} from './http';
import { MultipartError } from './multipart';
import { ObjectStore } from './object-store';
import { StorageRules } from './storage-rules';
import { StorageService } from './storage-service';
import { UploadSessions } from './upload-sessions';

export interface StorageEmulatorOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  projectId: string;
  /** storage.rules to enforce; reloaded when the file changes. */
  rulesPath?: string;
  /** Gives storage rules' firestore.get()/exists() a view of the Firestore in this process. */
  firestoreAccessor?: () => RulesDocAccessor;
  /** Largest object accepted, in bytes (default 128 MiB). */
  maxObjectBytes?: number;
  log?: (line: string) => void;
}

export interface StorageEmulator {
  port: number;
  host: string;
  store: ObjectStore;
  rules: StorageRules;
  close(): Promise<void>;
}

type Api = 'firebase' | 'gcs' | 'internal';

/** The port is taken, most often by a stack that is already running. */
export { PortInUseError } from '../listen';

export async function startStorageEmulator(
  options: StorageEmulatorOptions,
): Promise<StorageEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(line));
  const store = new ObjectStore();
  const rules = new StorageRules(log);
  const maxObjectBytes = options.maxObjectBytes ?? 128 * 1024 * 1024;
  const ctx: ApiContext = {
    service: new StorageService(store, rules, options.firestoreAccessor, log),
    sessions: new UploadSessions(maxObjectBytes),
    maxObjectBytes,
    hostFallback: `${host}:${options.port ?? 0}`,
  };

  const server = createServer((req, res) => {
    handle(ctx, rules, req, res).catch((error: unknown) => {
      log(
        `storage: ${req.method} ${req.url} failed: ${error instanceof Error ? error.stack : error}`,
      );
      if (!res.headersSent)
        sendJson(res, 500, { error: { code: 500, message: 'Internal error.' } });
      else res.destroy();
    });
  });
  const port = await listen(server, host, options.port ?? 0);
  ctx.hostFallback = `${host}:${port}`;
  if (options.rulesPath) rules.watch(options.rulesPath);

  return {
    port,
    host,
    store,
    rules,
    close: () =>
      new Promise<void>((resolve) => {
        rules.unwatch();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function handle(
  ctx: ApiContext,
  rules: StorageRules,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  applyCors(req, res);
  if (req.method === 'OPTIONS') return answerPreflight(req, res);
  const url = new URL(req.url ?? '/', 'http://storage.invalid');
  let api: Api = url.pathname.startsWith('/v0/') ? 'firebase' : 'gcs';
  try {
    const segments = url.pathname.split('/').slice(1);
    if (url.pathname === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('Ok');
    }
    if (segments[0] === 'internal') {
      api = 'internal';
      return await handleInternal(ctx, rules, req, res, segments[1] ?? '');
    }
    if (segments[0] === 'v0' && segments[1] === 'b' && segments[2] && segments[3] === 'o') {
      const bucket = decode(segments[2]);
      const name = segments.length > 4 ? decode(segments.slice(4).join('/')) : null;
      return await handleFirebaseApi(ctx, req, res, url, bucket, name || null);
    }
    const route = gcsRoute(segments);
    if (route) return await handleGcsApi(ctx, req, res, url, route);
    throw new HttpError(404, `Not found: ${req.method} ${url.pathname}`, 'notFound');
  } catch (error) {
    sendError(res, api, req, url, error);
  }
}

/**
 * JSON API paths. @google-cloud/storage pointed at an emulator host drops the `/storage/v1`
 * prefix for object calls, so the bare `/b/...` form is served as well.
 */
function gcsRoute(segments: string[]): GcsRoute | null {
  let rest = segments;
  let media = false;
  let upload = false;
  if (rest[0] === 'upload') {
    upload = true;
    rest = rest.slice(1);
  } else if (rest[0] === 'download') {
    media = true;
    rest = rest.slice(1);
  }
  if (rest[0] === 'storage' && rest[1] === 'v1') rest = rest.slice(2);
  if (rest[0] !== 'b' || !rest[1]) return null;
  const bucket = decode(rest[1]);
  if (rest.length === 2) return upload || media ? null : { kind: 'bucket', bucket };
  if (rest[2] !== 'o') return null;
  if (upload) return rest.length === 3 ? { kind: 'upload', bucket } : null;
  if (rest.length === 3 || (rest.length === 4 && rest[3] === '')) {
    return media ? null : { kind: 'objects', bucket };
  }
  // Names arrive percent-encoded in one segment; `/rewriteTo/b/{bucket}/o/{name}` (and copyTo)
  // after it names a destination.
  const [, , , sourceName, verb, b, destinationBucket, o, destinationName] = rest;
  if (rest.length === 9 && (verb === 'rewriteTo' || verb === 'copyTo') && b === 'b' && o === 'o') {
    if (media || !sourceName || !destinationBucket || !destinationName) return null;
    return {
      kind: 'copy',
      bucket,
      name: decode(sourceName),
      destinationBucket: decode(destinationBucket),
      destinationName: decode(destinationName),
      rewrite: verb === 'rewriteTo',
    };
  }
  return { kind: 'object', bucket, name: decode(rest.slice(3).join('/')), media };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, `Malformed percent-encoding in ${segment}.`);
  }
}

/** Admin endpoints @firebase/rules-unit-testing and the stack runner call. */
async function handleInternal(
  ctx: ApiContext,
  rules: StorageRules,
  req: IncomingMessage,
  res: ServerResponse,
  action: string,
): Promise<void> {
  if (action === 'setRules' && req.method === 'PUT') {
    const body = parseJsonObject(await readBody(req, 4 << 20), 'The request body');
    const files = (body.rules as { files?: unknown } | undefined)?.files;
    if (!Array.isArray(files) || files.length === 0) {
      throw new HttpError(400, "Request body must include 'rules.files' array");
    }
    const file: unknown = files[0];
    if (
      typeof file !== 'object' ||
      file === null ||
      typeof (file as { content?: unknown }).content !== 'string'
    ) {
      throw new HttpError(
        400,
        "Each member of 'rules.files' array must contain 'name' and 'content'",
      );
    }
    const { name, content } = file as { name?: unknown; content: string };
    try {
      rules.setSource(content, typeof name === 'string' ? name : 'storage.rules');
    } catch (error) {
      throw new HttpError(400, error instanceof Error ? error.message : String(error));
    }
    return sendJson(res, 200, { message: 'Rules updated successfully' });
  }
  if ((action === 'ruleCoverage' || action === 'ruleCoverage.html') && req.method === 'GET') {
    const report = rules.coverageReport();
    if (!report) throw new HttpError(404, 'No storage rules are loaded.', 'notFound');
    if (action === 'ruleCoverage') return sendJson(res, 200, report);
    const html = coverageHtml('storage', report);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    return void res.end(html);
  }
  if (action === 'reset' && (req.method === 'POST' || req.method === 'DELETE')) {
    ctx.service.store.clear();
    return sendEmpty(res, 200);
  }
  throw new HttpError(404, `Not found: ${req.method} /internal/${action}`, 'notFound');
}

function sendError(
  res: ServerResponse,
  api: Api,
  req: IncomingMessage,
  url: URL,
  error: unknown,
): void {
  let failure: HttpError;
  if (error instanceof HttpError) failure = error;
  else if (error instanceof MultipartError) failure = new HttpError(400, error.message);
  else throw error;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // Drain what the client is still sending so it reads the answer instead of a reset socket.
  req.resume();
  if (api === 'internal') {
    sendJson(res, failure.status, { message: failure.message }, failure.headers);
  } else if (api === 'firebase') {
    const body = { error: { code: failure.status, message: failure.message } };
    sendJson(res, failure.status, body, failure.headers);
  } else if (failure.status === 404 && url.searchParams.get('alt') === 'media') {
    res.writeHead(404, { ...failure.headers, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(failure.message);
  } else {
    sendGcsError(res, failure);
  }
}

function sendGcsError(res: ServerResponse, failure: HttpError): void {
  sendJson(
    res,
    failure.status,
    {
      error: {
        code: failure.status,
        message: failure.message,
        errors: [{ message: failure.message, domain: 'global', reason: failure.reason }],
      },
    },
    failure.headers,
  );
}
