// Over 400 lines: the one facade of the core, whose methods each delegate to a module.

import { aggregate, prepareAggregations } from '../query/aggregate';
import { executeQuery } from '../query/execute';
import { ListenRegistry } from '../query/listen';
import { type NormalizedQuery, normalizeQuery } from '../query/query';
import { queryConstraintsForRules, queryDisjunctsForRules } from '../query/rules-query';
import type { DocumentMask, StructuredQuery, TransactionOptions, Write } from '../wire/messages';
import { planCommit } from './commit';
import {
  decodePageToken,
  encodePageToken,
  encodeSpecialDoubles,
  parseExport,
  parseListOrderBy,
} from './data-export';
import type {
  Authorize,
  BatchGetRequest,
  BatchGetResponse,
  BatchGetResult,
  BatchWriteResponse,
  CommitRequest,
  CommitResponse,
  FirestoreDatabaseOptions,
  FirestoreExport,
  ListCollectionIdsRequest,
  ListCollectionIdsResponse,
  ListDocumentsRequest,
  ListDocumentsResponse,
  ListenSink,
  ListenTarget,
  ReadConsistency,
  RunAggregationQueryRequest,
  RunAggregationQueryResponse,
  RunQueryRequest,
  RunQueryResponse,
  StopListening,
} from './database-types';
import { FirestoreError, invalidArgument } from './errors';
import { parseFieldPath, projectFields } from './field-path';
import { joinPath, ResourceNames } from './paths';
import { type DocumentChange, DocumentStore, type StoredDocument, toFsDocument } from './store';
import {
  contention,
  parseReadTime,
  TransactionRegistry,
  type TransactionState,
} from './transactions';
import { compareReferences, compareUtf8, type FsDocument, microsToTimestamp } from './value';

export type * from './database-types';

/**
 * One in-memory Firestore database. Every method is synchronous and atomic with respect to the
 * others; failures throw FirestoreError with the service's status and wording. Returned documents
 * share structure with the store: treat them as read-only.
 */
export class FirestoreDatabase {
  readonly projectId: string;
  readonly databaseId: string;
  /** projects/{projectId}/databases/{databaseId}/documents */
  readonly documentsRoot: string;
  readonly names: ResourceNames;
  private readonly store: DocumentStore;
  private readonly transactions: TransactionRegistry;
  private readonly listens: ListenRegistry;

  constructor(options: FirestoreDatabaseOptions) {
    this.projectId = options.projectId;
    this.databaseId = options.databaseId ?? '(default)';
    this.names = new ResourceNames(this.projectId, this.databaseId);
    this.documentsRoot = this.names.root;
    const clock = options.clock ?? Date.now;
    this.store = new DocumentStore(clock);
    this.transactions = new TransactionRegistry(clock);
    this.listens = new ListenRegistry(this.store, this.names);
  }

  /** Calls `listener` after every commit with its changes (what Firestore triggers see). */
  onChange(listener: (changes: DocumentChange[], commitMicros: number) => void): () => void {
    return this.store.onChange(listener);
  }

  private doc(stored: StoredDocument | null, mask?: string[][] | null): FsDocument | null {
    if (!stored) return null;
    return toFsDocument(this.root, stored, mask ? projectFields(stored.fields, mask) : undefined);
  }

  private get root(): string {
    return this.names.root;
  }

  private beginTxn(options: TransactionOptions | undefined): TransactionState {
    const txn = this.transactions.begin(
      options,
      this.store.nowMicros(),
      this.store.latestReadableMicros(),
      this.store.oldestReadableMicros(),
    );
    if (txn.readMicros !== null) this.store.observe(txn.readMicros);
    return txn;
  }

  /** A client-chosen read time, checked, and remembered so later commits come after it. */
  private readTimeOf(raw: unknown): number {
    const at = parseReadTime(
      raw,
      this.store.latestReadableMicros(),
      this.store.oldestReadableMicros(),
    );
    this.store.observe(at);
    return at;
  }

  /** Resolves transaction / newTransaction / readTime into the time to read at. */
  private readContext(request: ReadConsistency): {
    atMicros: number | undefined;
    readMicros: number;
    txn: TransactionState | null;
    newTransaction?: string;
  } {
    const set = [request.transaction, request.newTransaction, request.readTime].filter(
      (v) => v !== undefined && v !== null,
    );
    if (set.length > 1)
      throw invalidArgument('Only one of transaction, newTransaction and readTime may be set.');
    const now = this.store.nowMicros();
    if (request.transaction !== undefined && request.transaction !== null) {
      const txn = this.transactions.use(request.transaction);
      return { atMicros: txn.readMicros ?? undefined, readMicros: txn.readMicros ?? now, txn };
    }
    if (request.newTransaction !== undefined && request.newTransaction !== null) {
      const txn = this.beginTxn(request.newTransaction);
      return {
        atMicros: txn.readMicros ?? undefined,
        readMicros: txn.readMicros ?? now,
        txn,
        newTransaction: txn.id,
      };
    }
    if (request.readTime !== undefined && request.readTime !== null) {
      const at = this.readTimeOf(request.readTime);
      return { atMicros: at, readMicros: at, txn: null };
    }
    return { atMicros: undefined, readMicros: now, txn: null };
  }

  private maskPaths(mask: DocumentMask | undefined | null): string[][] | null {
    if (mask === undefined || mask === null) return null;
    const list = mask.fieldPaths ?? [];
    if (!Array.isArray(list)) throw invalidArgument('Invalid document mask.');
    return list.map((p) => {
      const path = typeof p === 'string' ? parseFieldPath(p) : null;
      if (!path) throw invalidArgument(`Invalid field path in mask: ${JSON.stringify(p)}.`);
      return path;
    });
  }

  /**
   * Applies the writes atomically: validates every write and precondition, calls authorize once
   * with before/after of the whole batch, then applies all at one commit time. With `transaction`
   * the commit fails ABORTED when a document the transaction read changed since it was read.
   */
  commit(request: CommitRequest, authorize?: Authorize): CommitResponse {
    const writes = request?.writes ?? [];
    let txn: TransactionState | null = null;
    if (
      request?.transaction !== undefined &&
      request.transaction !== null &&
      request.transaction !== ''
    ) {
      txn = this.transactions.use(request.transaction);
      if (txn.readOnly && Array.isArray(writes) && writes.length > 0) {
        throw invalidArgument('Cannot modify entities in a read-only transaction.');
      }
      this.checkConflicts(txn);
    }
    const commitMicros = this.store.nextCommitMicros();
    const plan = planCommit(writes, this.names, this.store, commitMicros);
    if (authorize && plan.writes.length > 0) {
      authorize({
        kind: 'write',
        time: new Date(Math.floor(commitMicros / 1000)),
        writes: plan.writes.map((w) => ({
          name: this.names.fullName(w.path),
          method: w.method,
          before: this.doc(w.before),
          after: this.doc(w.after),
        })),
        getBefore: (name) => this.docByName(name, (p) => this.store.get(p, commitMicros - 1)),
        getAfter: (name) => this.docByName(name, (p) => plan.after(p)),
      });
    }
    this.store.apply(plan.changes, commitMicros);
    if (txn) this.transactions.end(txn.id);
    return { writeResults: plan.results, commitTime: microsToTimestamp(commitMicros) };
  }

  private docByName(
    name: string,
    read: (path: string) => StoredDocument | null,
  ): FsDocument | null {
    const path = this.names.relative(name);
    if (path === null || path === '' || path.split('/').length % 2 !== 0) return null;
    return this.doc(read(path));
  }

  /** Optimistic check: every document and query the transaction read must be unchanged. */
  private checkConflicts(txn: TransactionState): void {
    for (const [path, seen] of txn.reads) {
      if ((this.store.get(path)?.updateMicros ?? 0) !== seen) throw contention();
    }
    for (const q of txn.queries) if (q.recheck() !== q.signature) throw contention();
  }

  /** Reads documents by full name; missing ones come back as { missing: name }. */
  batchGet(request: BatchGetRequest, authorize?: Authorize): BatchGetResponse {
    if (!request || !Array.isArray(request.documents))
      throw invalidArgument('documents must be a list of document names.');
    const paths = request.documents.map((n) => this.names.documentPath(n));
    const mask = this.maskPaths(request.mask);
    const ctx = this.readContext(request);
    const results: BatchGetResult[] = paths.map((path) => {
      const stored = this.store.get(path, ctx.atMicros);
      const name = this.names.fullName(path);
      authorize?.({ kind: 'get', name, doc: this.doc(stored) });
      // The first read of a document is what the transaction's logic was based on.
      if (ctx.txn && !ctx.txn.readOnly && !ctx.txn.reads.has(path)) {
        ctx.txn.reads.set(path, stored?.updateMicros ?? 0);
      }
      return stored ? { found: this.doc(stored, mask) as FsDocument } : { missing: name };
    });
    const response: BatchGetResponse = { results, readTime: microsToTimestamp(ctx.readMicros) };
    if (ctx.newTransaction) response.transaction = ctx.newTransaction;
    return response;
  }

  private prepareQuery(
    parent: string,
    structuredQuery: StructuredQuery,
    authorize?: Authorize,
  ): NormalizedQuery {
    const parentPath = this.names.parentPath(parent);
    const query = normalizeQuery(structuredQuery, parentPath, this.names);
    authorize?.({
      kind: 'list',
      parent: this.names.fullName(parentPath),
      collectionId: query.collectionId,
      allDescendants: query.allDescendants,
      query: queryConstraintsForRules(structuredQuery),
      disjuncts: queryDisjunctsForRules(structuredQuery),
    });
    return query;
  }

  private runPrepared(
    query: NormalizedQuery,
    ctx: ReturnType<FirestoreDatabase['readContext']>,
    options: { unordered?: boolean } = {},
  ) {
    const result = executeQuery(this.store, this.names, query, ctx.atMicros, options);
    const txn = ctx.txn;
    if (txn && !txn.readOnly) {
      for (const doc of result.docs)
        if (!txn.reads.has(doc.path)) txn.reads.set(doc.path, doc.updateMicros);
      // The set of documents and their versions; order alone never changes what was read.
      const signature = (docs: StoredDocument[]) =>
        docs
          .map((d) => `${d.path}@${d.updateMicros}`)
          .sort()
          .join('\n');
      txn.queries.push({
        signature: signature(result.docs),
        recheck: () =>
          signature(executeQuery(this.store, this.names, query, undefined, options).docs),
      });
    }
    return result;
  }

  /** Runs a structured query (validated like the service, INVALID_ARGUMENT otherwise). */
  runQuery(request: RunQueryRequest, authorize?: Authorize): RunQueryResponse {
    if (!request) throw invalidArgument('A query request is required.');
    const query = this.prepareQuery(request.parent, request.structuredQuery, authorize);
    const ctx = this.readContext(request);
    const result = this.runPrepared(query, ctx);
    const response: RunQueryResponse = {
      documents: result.docs.map((d) => this.doc(d, query.select) as FsDocument),
      readTime: microsToTimestamp(ctx.readMicros),
    };
    if (result.skipped > 0) response.skippedResults = result.skipped;
    if (ctx.newTransaction) response.transaction = ctx.newTransaction;
    return response;
  }

  /** count / sum / avg over a structured query. */
  runAggregationQuery(
    request: RunAggregationQueryRequest,
    authorize?: Authorize,
  ): RunAggregationQueryResponse {
    const saq = request?.structuredAggregationQuery;
    if (!saq || typeof saq !== 'object')
      throw invalidArgument('A structured aggregation query is required.');
    const aggregations = prepareAggregations(saq.aggregations);
    const query = this.prepareQuery(request.parent, saq.structuredQuery, authorize);
    const ctx = this.readContext(request);
    const result = this.runPrepared(query, ctx, { unordered: true });
    const response: RunAggregationQueryResponse = {
      result: { aggregateFields: aggregate(result.docs, aggregations) },
      readTime: microsToTimestamp(ctx.readMicros),
    };
    if (ctx.newTransaction) response.transaction = ctx.newTransaction;
    return response;
  }

  /** Starts a transaction; returns its base64 id. */
  beginTransaction(request: { options?: TransactionOptions }): { transaction: string } {
    const txn = this.beginTxn(request?.options);
    return { transaction: txn.id };
  }

  /** Forgets a transaction; unknown ids are INVALID_ARGUMENT. */
  rollback(request: { transaction: string }): void {
    const txn = this.transactions.use(request?.transaction);
    this.transactions.end(txn.id);
  }

  /** Applies each write on its own (non-atomic); per-write status (code 0 = OK). */
  batchWrite(request: { writes?: Write[] }, authorize?: Authorize): BatchWriteResponse {
    const writes = request?.writes ?? [];
    if (!Array.isArray(writes)) throw invalidArgument('writes must be a list.');
    const response: BatchWriteResponse = { writeResults: [], status: [] };
    for (const write of writes) {
      try {
        const committed = this.commit({ writes: [write] }, authorize);
        response.writeResults.push(committed.writeResults[0] ?? {});
        response.status.push({ code: 0 });
      } catch (error) {
        const e =
          error instanceof FirestoreError ? error : new FirestoreError('INTERNAL', String(error));
        response.writeResults.push({});
        response.status.push({ code: e.code, message: e.message });
      }
    }
    return response;
  }

  listDocuments(request: ListDocumentsRequest, authorize?: Authorize): ListDocumentsResponse {
    if (!request) throw invalidArgument('A list request is required.');
    const parentPath = this.names.parentPath(request.parent);
    const collectionId = this.names.collectionId(request.collectionId);
    const orderBy = parseListOrderBy(request.orderBy);
    if (request.showMissing && orderBy.length > 0)
      throw invalidArgument('orderBy cannot be used with showMissing.');
    const structuredQuery: StructuredQuery = { from: [{ collectionId }], orderBy };
    const query = this.prepareQuery(this.names.fullName(parentPath), structuredQuery, authorize);
    const mask = this.maskPaths(request.mask);
    const ctx = this.readContext({ transaction: request.transaction, readTime: request.readTime });
    let docs: FsDocument[] = this.runPrepared(query, ctx).docs.map(
      (d) => this.doc(d, mask) as FsDocument,
    );
    if (request.showMissing) {
      const collection = joinPath(parentPath, collectionId);
      const present = new Set(docs.map((d) => d.name));
      const missing = new Set<string>();
      const nonEmpty = this.nonEmptyCollections(ctx.atMicros);
      for (const path of nonEmpty) {
        if (!path.startsWith(`${collection}/`)) continue;
        const docPath = path
          .split('/')
          .slice(0, collection.split('/').length + 1)
          .join('/');
        const name = this.names.fullName(docPath);
        if (present.has(name) || missing.has(name)) continue;
        missing.add(name);
      }
      docs = [...docs, ...[...missing].map((name) => ({ name }))].sort((a, b) =>
        compareReferences(a.name, b.name),
      );
    }
    const start = decodePageToken(request.pageToken);
    const size = request.pageSize && request.pageSize > 0 ? request.pageSize : docs.length;
    const page = docs.slice(start, start + size);
    const response: ListDocumentsResponse = { documents: page };
    if (start + size < docs.length) response.nextPageToken = encodePageToken(start + size);
    return response;
  }

  /**
   * Collection paths that hold a live document themselves or anywhere below them; computed in
   * one pass so listing stays linear in the number of collections.
   */
  private nonEmptyCollections(atMicros: number | undefined): Set<string> {
    const out = new Set<string>();
    for (const path of this.store.allCollectionPaths()) {
      if (out.has(path)) continue;
      let live = false;
      for (const _ of this.store.collectionDocuments(path, atMicros)) {
        live = true;
        break;
      }
      if (!live) continue;
      // Mark the collection and every ancestor collection ("a/1/b/2/c" → "a/1/b", "a").
      const segments = path.split('/');
      for (let n = segments.length; n >= 1; n -= 2) {
        const ancestor = segments.slice(0, n).join('/');
        if (out.has(ancestor)) break;
        out.add(ancestor);
      }
    }
    return out;
  }

  listCollectionIds(request: ListCollectionIdsRequest): ListCollectionIdsResponse {
    if (!request) throw invalidArgument('A list request is required.');
    const parentPath = this.names.parentPath(request.parent);
    const at = request.readTime ? this.readTimeOf(request.readTime) : undefined;
    const prefix = parentPath === '' ? '' : `${parentPath}/`;
    const ids = new Set<string>();
    for (const path of this.nonEmptyCollections(at)) {
      if (!path.startsWith(prefix)) continue;
      const rest = path.slice(prefix.length);
      if (!rest.includes('/')) ids.add(rest);
    }
    const sorted = [...ids].sort(compareUtf8);
    const start = decodePageToken(request.pageToken);
    const size = request.pageSize && request.pageSize > 0 ? request.pageSize : sorted.length;
    const response: ListCollectionIdsResponse = {
      collectionIds: sorted.slice(start, start + size),
    };
    if (start + size < sorted.length) response.nextPageToken = encodePageToken(start + size);
    return response;
  }

  /**
   * Registers a listen target. Sends targetChange ADD, the initial documents as documentChange,
   * targetChange CURRENT (resumeToken, readTime), then a global NO_CHANGE with readTime; after
   * each later commit that affects the target: documentChange / documentDelete / documentRemove,
   * a targetChange NO_CHANGE with the target's id and resumeToken, and the global NO_CHANGE.
   * Errors in the target (invalid query, authorize refusal) are sent as targetChange REMOVE with
   * `cause` instead of being thrown. Everything is sent synchronously from inside this call and
   * from inside the commits that cause changes.
   */
  listen(target: ListenTarget, sink: ListenSink, authorize?: Authorize): StopListening {
    return this.listens.add(target, sink, authorize);
  }

  /** Drops every target registered with this sink without sending anything (stream closed). */
  closeListenStream(sink: ListenSink): void {
    this.listens.closeSink(sink);
  }

  /** Deletes every document, transaction and history entry; listen targets see the deletes. */
  clear(): void {
    this.transactions.clear();
    this.store.clear();
  }

  /** A JSON-serialisable snapshot of every document (values kept exactly). */
  exportData(): FirestoreExport {
    const documents: FirestoreExport['documents'] = [];
    for (const doc of this.store.allDocuments()) {
      documents.push({
        path: doc.path,
        fields: doc.fields,
        createTime: microsToTimestamp(doc.createMicros),
        updateTime: microsToTimestamp(doc.updateMicros),
      });
    }
    documents.sort((a, b) => compareReferences(a.path, b.path));
    return {
      version: 1,
      projectId: this.projectId,
      databaseId: this.databaseId,
      documents: encodeSpecialDoubles(documents),
    };
  }

  /**
   * Replaces the contents with an export (from this or another database id/project). The whole
   * input is checked before anything is replaced; bad input is INVALID_ARGUMENT.
   */
  importData(data: unknown): void {
    const parsed = parseExport(data, this.names);
    this.clear();
    const micros = this.store.nextCommitMicros();
    this.store.apply(
      parsed.map((d) => ({
        path: d.path,
        before: null,
        after: {
          path: d.path,
          fields: d.fields,
          createMicros: Math.min(d.createMicros, micros),
          updateMicros: Math.min(d.updateMicros, micros),
        },
      })),
      micros,
    );
  }
}
