// The Firestore v1 methods over proto3-JSON messages, shared by the gRPC and the REST transports:
// each picks the database from the request's resource name, attaches the caller's rules hook and
// shapes the core's answers into the service's response messages.
import { autoId } from '../core/auto-id';
import type {
  BatchGetRequest,
  CommitRequest,
  FirestoreDatabase,
  ListCollectionIdsRequest,
  ListDocumentsRequest,
  RunAggregationQueryRequest,
  RunQueryRequest,
} from '../core/database';
import type { EmulatorState } from '../core/emulator-state';
import { FirestoreError } from '../core/errors';
import type { Identity } from '../core/identity';
import { databaseOf } from '../core/resource-names';
import type { FsDocument } from '../core/value';
import type { TransactionOptions, Write } from '../wire/messages';
import type { Json } from '../wire/proto';

/** Unary methods answer one message, server-streaming ones a list of messages. */
export type UnaryMethod = (request: Json, identity: Identity) => Json;
export type StreamingMethod = (request: Json, identity: Identity) => Json[];

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function requireText(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '') {
    throw new FirestoreError('INVALID_ARGUMENT', `Missing required field: ${field}.`);
  }
  return value;
}

export class FirestoreService {
  constructor(private readonly state: EmulatorState) {}

  private open(name: unknown, field: string, identity: Identity, multiDocumentRead = false) {
    const ref = databaseOf(name, field);
    const db = this.state.database(ref.projectId, ref.databaseId);
    return { db, authorize: this.state.authorizer(identity, db, { multiDocumentRead }) };
  }

  private readDocument(db: FirestoreDatabase, name: string, mask?: unknown): FsDocument | null {
    const result = db.batchGet({
      documents: [name],
      mask: mask as BatchGetRequest['mask'],
    }).results[0];
    return result && 'found' in result ? result.found : null;
  }

  readonly unary: Record<string, UnaryMethod> = {
    Commit: (request, identity) => {
      const { db, authorize } = this.open(request.database, 'database', identity);
      const response = db.commit(request as unknown as CommitRequest, authorize);
      return response as unknown as Json;
    },
    BeginTransaction: (request, identity) => {
      const { db } = this.open(request.database, 'database', identity);
      return db.beginTransaction({ options: request.options as TransactionOptions | undefined });
    },
    Rollback: (request, identity) => {
      const { db } = this.open(request.database, 'database', identity);
      db.rollback({ transaction: requireText(request.transaction, 'transaction') });
      return {};
    },
    BatchWrite: (request, identity) => {
      const { db, authorize } = this.open(request.database, 'database', identity);
      return db.batchWrite(
        { writes: request.writes as Write[] | undefined },
        authorize,
      ) as unknown as Json;
    },
    ListDocuments: (request, identity) => {
      const { db, authorize } = this.open(request.parent, 'parent', identity);
      return db.listDocuments(
        request as unknown as ListDocumentsRequest,
        authorize,
      ) as unknown as Json;
    },
    ListCollectionIds: (request, identity) => {
      const { db, authorize } = this.open(request.parent, 'parent', identity);
      // The service lists collection ids only for privileged callers; client SDKs cannot.
      if (authorize) {
        throw new FirestoreError('PERMISSION_DENIED', 'Missing or insufficient permissions.');
      }
      return db.listCollectionIds(
        request as unknown as ListCollectionIdsRequest,
      ) as unknown as Json;
    },
    GetDocument: (request, identity) => {
      const name = requireText(request.name, 'name');
      const { db, authorize } = this.open(name, 'name', identity);
      const response = db.batchGet(
        {
          documents: [name],
          mask: request.mask as BatchGetRequest['mask'],
          transaction: text(request.transaction),
          readTime: text(request.readTime),
        },
        authorize,
      );
      const result = response.results[0];
      if (!result || !('found' in result)) {
        throw new FirestoreError('NOT_FOUND', `Document "${name}" not found.`);
      }
      return result.found as unknown as Json;
    },
    UpdateDocument: (request, identity) => {
      const document = request.document as FsDocument | undefined;
      const name = requireText(document?.name, 'document.name');
      const { db, authorize } = this.open(name, 'document.name', identity);
      const write: Write = { update: document };
      if (request.updateMask) write.updateMask = request.updateMask as Write['updateMask'];
      if (request.currentDocument) {
        write.currentDocument = request.currentDocument as Write['currentDocument'];
      }
      db.commit({ writes: [write] }, authorize);
      const stored = this.readDocument(db, name, request.mask);
      if (!stored) throw new FirestoreError('NOT_FOUND', `Document "${name}" not found.`);
      return stored as unknown as Json;
    },
    DeleteDocument: (request, identity) => {
      const name = requireText(request.name, 'name');
      const { db, authorize } = this.open(name, 'name', identity);
      const write: Write = { delete: name };
      if (request.currentDocument) {
        write.currentDocument = request.currentDocument as Write['currentDocument'];
      }
      db.commit({ writes: [write] }, authorize);
      return {};
    },
    CreateDocument: (request, identity) => {
      const parent = requireText(request.parent, 'parent');
      const collectionId = requireText(request.collectionId, 'collection_id');
      const { db, authorize } = this.open(parent, 'parent', identity);
      const documentId = text(request.documentId) || autoId();
      const name = `${parent}/${collectionId}/${documentId}`;
      const body = (request.document ?? {}) as Partial<FsDocument>;
      const write: Write = {
        update: { name, fields: body.fields ?? {} },
        currentDocument: { exists: false },
      };
      db.commit({ writes: [write] }, authorize);
      const stored = this.readDocument(db, name, request.mask);
      if (!stored) throw new FirestoreError('NOT_FOUND', `Document "${name}" not found.`);
      return stored as unknown as Json;
    },
  };

  readonly streaming: Record<string, StreamingMethod> = {
    BatchGetDocuments: (request, identity) => {
      const documents = Array.isArray(request.documents) ? request.documents : [];
      const { db, authorize } = this.open(
        request.database,
        'database',
        identity,
        documents.length > 1,
      );
      const response = db.batchGet(request as unknown as BatchGetRequest, authorize);
      const messages: Json[] = response.results.map((result) => ({
        ...result,
        readTime: response.readTime,
      }));
      return withTransaction(messages, response.transaction, response.readTime);
    },
    RunQuery: (request, identity) => {
      const { db, authorize } = this.open(request.parent, 'parent', identity);
      const response = db.runQuery(request as unknown as RunQueryRequest, authorize);
      const messages: Json[] = response.documents.map((document) => ({
        document,
        readTime: response.readTime,
      }));
      const first = messages[0];
      if (first && response.skippedResults) first.skippedResults = response.skippedResults;
      if (!first) {
        const empty: Json = { readTime: response.readTime };
        if (response.skippedResults) empty.skippedResults = response.skippedResults;
        messages.push(empty);
      }
      return withTransaction(messages, response.transaction, response.readTime);
    },
    RunAggregationQuery: (request, identity) => {
      const { db, authorize } = this.open(request.parent, 'parent', identity);
      const response = db.runAggregationQuery(
        request as unknown as RunAggregationQueryRequest,
        authorize,
      );
      const message: Json = { result: response.result, readTime: response.readTime };
      if (response.transaction) message.transaction = response.transaction;
      return [message];
    },
  };
}

/** The transaction id of a newTransaction read travels in the first streamed message. */
function withTransaction(
  messages: Json[],
  transaction: string | undefined,
  readTime: string,
): Json[] {
  if (!transaction) return messages;
  const first = messages[0];
  if (first) first.transaction = transaction;
  else messages.push({ transaction, readTime });
  return messages;
}
