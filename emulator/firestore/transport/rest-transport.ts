// The REST v1 face of the emulator (what Firestore Lite and plain HTTP clients use): routes the
// documents endpoints to the same FirestoreService as gRPC, validating every body and query
// parameter against the request message of the matching gRPC method.
import type { IncomingMessage, ServerResponse } from 'node:http';
import protobuf from 'protobufjs';
import { FirestoreError } from '../core/errors';
import { identityFromAuthorization } from '../core/identity';
import { sendError, sendJson } from '../wire/http-io';
import { type Json, messageType, ProtoJsonError, parseJsonMessage } from '../wire/proto';
import type { FirestoreService } from './firestore-service';

const VERBS: Record<string, string> = {
  batchGet: 'BatchGetDocuments',
  beginTransaction: 'BeginTransaction',
  commit: 'Commit',
  rollback: 'Rollback',
  batchWrite: 'BatchWrite',
  runQuery: 'RunQuery',
  runAggregationQuery: 'RunAggregationQuery',
  listCollectionIds: 'ListCollectionIds',
  partitionQuery: 'PartitionQuery',
};

// Verbs whose resource is the database rather than a parent document path.
const DATABASE_VERBS = new Set([
  'batchGet',
  'beginTransaction',
  'commit',
  'rollback',
  'batchWrite',
]);

const REQUEST_TYPES: Record<string, string> = {
  BatchGetDocuments: 'BatchGetDocumentsRequest',
  BeginTransaction: 'BeginTransactionRequest',
  Commit: 'CommitRequest',
  Rollback: 'RollbackRequest',
  BatchWrite: 'BatchWriteRequest',
  RunQuery: 'RunQueryRequest',
  RunAggregationQuery: 'RunAggregationQueryRequest',
  ListCollectionIds: 'ListCollectionIdsRequest',
  PartitionQuery: 'PartitionQueryRequest',
  GetDocument: 'GetDocumentRequest',
  ListDocuments: 'ListDocumentsRequest',
  CreateDocument: 'CreateDocumentRequest',
  UpdateDocument: 'UpdateDocumentRequest',
  DeleteDocument: 'DeleteDocumentRequest',
};

interface Route {
  method: string;
  /** Request fields taken from the URL path. */
  fromPath: Json;
  /** Field the JSON body fills: the whole request (undefined) or one field (e.g. 'document'). */
  bodyField?: string;
  noBody?: boolean;
}

function notFound(path: string): FirestoreError {
  return new FirestoreError('NOT_FOUND', `The requested URL ${path} was not found on this server.`);
}

function route(httpMethod: string, rest: string, rawPath: string): Route {
  const verbMatch = /:([A-Za-z]+)$/.exec(rest);
  const verb = verbMatch?.[1] && VERBS[verbMatch[1]] ? verbMatch[1] : undefined;
  const resource = (verb ? rest.slice(0, -(verb.length + 1)) : rest)
    .split('/')
    .map((s) => decodeURIComponent(s))
    .join('/');
  const segments = resource.split('/');
  if (segments[0] !== 'projects' || segments[2] !== 'databases' || segments.length < 4) {
    throw notFound(rawPath);
  }
  const database = segments.slice(0, 4).join('/');
  if (verb) {
    if (httpMethod !== 'POST') throw notFound(rawPath);
    const method = VERBS[verb] as string;
    if (DATABASE_VERBS.has(verb)) {
      if (resource !== `${database}/documents`) throw notFound(rawPath);
      return { method, fromPath: { database } };
    }
    if (segments[4] !== 'documents') throw notFound(rawPath);
    return { method, fromPath: { parent: resource } };
  }
  if (segments[4] !== 'documents') throw notFound(rawPath);
  const below = segments.slice(5);
  const isDocument = below.length > 0 && below.length % 2 === 0;
  const isCollection = below.length % 2 === 1;
  if (httpMethod === 'GET' && isDocument) {
    return { method: 'GetDocument', fromPath: { name: resource }, noBody: true };
  }
  if ((httpMethod === 'GET' || httpMethod === 'POST') && isCollection) {
    const parent = segments.slice(0, -1).join('/');
    const collectionId = segments[segments.length - 1];
    return httpMethod === 'GET'
      ? { method: 'ListDocuments', fromPath: { parent, collectionId }, noBody: true }
      : { method: 'CreateDocument', fromPath: { parent, collectionId }, bodyField: 'document' };
  }
  if (httpMethod === 'PATCH' && isDocument) {
    return {
      method: 'UpdateDocument',
      fromPath: { document: { name: resource } },
      bodyField: 'document',
    };
  }
  if (httpMethod === 'DELETE' && isDocument) {
    return { method: 'DeleteDocument', fromPath: { name: resource }, noBody: true };
  }
  throw notFound(rawPath);
}

/**
 * Query parameters name request fields with dots ("mask.fieldPaths", "currentDocument.exists");
 * repeated fields repeat the parameter. Values are typed by the request message.
 */
function queryToJson(type: protobuf.Type, params: URLSearchParams): Json {
  const out: Json = {};
  for (const key of new Set(params.keys())) {
    if (key === 'key' || key === 'alt' || key === '$httpOverwrite') continue;
    const parts = key.split('.');
    let currentType: protobuf.Type | undefined = type;
    let target = out;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] as string;
      const field: protobuf.Field | undefined = currentType?.fields[part];
      if (!field || !currentType) {
        throw new ProtoJsonError(
          `Invalid JSON payload received. Unknown name "${key}": Cannot bind query parameter.`,
        );
      }
      if (i === parts.length - 1) {
        const values = params.getAll(key);
        // Query strings turn '+' into a space, which would corrupt base64 bytes (transaction ids).
        const typed = values.map((v) =>
          field.type === 'bool'
            ? v === 'true' || v === '1'
            : field.type === 'bytes'
              ? v.replace(/ /g, '+')
              : v,
        );
        target[part] = field.repeated ? typed : typed[typed.length - 1];
      } else {
        const next = (target[part] ?? {}) as Json;
        target[part] = next;
        target = next;
        currentType = field.resolvedType instanceof protobuf.Type ? field.resolvedType : undefined;
      }
    }
  }
  return out;
}

function merge(into: Json, from: Json): Json {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (
      typeof existing === 'object' &&
      existing !== null &&
      !Array.isArray(existing) &&
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value)
    ) {
      merge(existing as Json, value as Json);
    } else {
      into[key] = value;
    }
  }
  return into;
}

/** Handles one /v1/... request; `body` is the parsed JSON body (or {} when there is none). */
export function handleRestRequest(
  service: FirestoreService,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  body: () => unknown,
): void {
  let streaming = false;
  try {
    const rest = url.pathname.slice('/v1/'.length);
    const target = route(request.method ?? 'GET', rest, url.pathname);
    streaming = target.method in service.streaming;
    const type = messageType(`google.firestore.v1.${REQUEST_TYPES[target.method]}`);
    let json: Json = queryToJson(type, url.searchParams);
    if (!target.noBody) {
      const parsed = body();
      if (target.bodyField) json[target.bodyField] = parsed;
      else if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        json = merge(json, parsed as Json);
      } else {
        throw new ProtoJsonError(
          `Invalid JSON payload received. Expected an object, got ${JSON.stringify(parsed)}.`,
        );
      }
    }
    json = merge(json, target.fromPath);
    const canonical = parseJsonMessage(type, json);
    const identity = identityFromAuthorization(request.headers.authorization);
    const unary = service.unary[target.method];
    if (unary) {
      sendJson(response, 200, unary(canonical, identity));
      return;
    }
    const stream = service.streaming[target.method];
    if (stream) {
      sendJson(response, 200, stream(canonical, identity));
      return;
    }
    if (target.method === 'PartitionQuery') {
      sendJson(response, 200, {});
      return;
    }
    throw notFound(url.pathname);
  } catch (error) {
    sendError(response, error, streaming);
  }
}
