// The types the database core shares with its callers: options, planned writes, and the query
// constraints handed to the rules engine.

import type {
  DocumentMask,
  FieldOperator,
  ListenResponse,
  StructuredAggregationQuery,
  StructuredQuery,
  TransactionOptions,
  UnaryOperator,
  Write,
  WriteResult,
} from '../wire/messages';
import type { FsDocument, FsValue } from './value';

// Request, response and hook types of FirestoreDatabase, re-exported by database.ts.

export interface FirestoreDatabaseOptions {
  projectId: string;
  databaseId?: string;
  /** Source of wall-clock time in milliseconds; commit times are still made strictly increasing. */
  clock?: () => number;
}

/** The rules engine's list constraints (FirestoreRulesRequest.query). */
export interface RulesQueryConstraints {
  collectionGroup?: boolean;
  limit?: number;
  offset?: number;
  orderBy?: { field: string; direction: 'ASCENDING' | 'DESCENDING' }[];
  filters: { field: string; op: RulesFilterOp; value?: FsValue }[];
}

export type RulesFilterOp = FieldOperator | UnaryOperator;

export interface PlannedWrite {
  /** Full document name. */
  name: string;
  method: 'create' | 'update' | 'delete';
  /** Stored document before the commit (null when absent). */
  before: FsDocument | null;
  /** Document as the commit would leave it (null for a delete). */
  after: FsDocument | null;
}

/**
 * What an `authorize` hook is asked. Reads: one 'get' per document read (doc = stored document or
 * null), one 'list' per query before it runs. OR queries: `disjuncts` holds one constraint set per
 * disjunct of the top-level OR (the rules gate issues one list request per disjunct); `query` then
 * holds the top-level AND constraints only. Writes: one 'write' per commit, before anything is
 * applied; getBefore/getAfter take full document names and see the whole batch.
 */
export type AuthorizeRequest =
  | { kind: 'get'; name: string; doc: FsDocument | null }
  | {
      kind: 'list';
      /** Full parent name: projects/p/databases/d/documents[/path/to/doc]. */
      parent: string;
      collectionId: string;
      allDescendants: boolean;
      query: RulesQueryConstraints;
      disjuncts: RulesQueryConstraints[];
    }
  | {
      kind: 'write';
      /** The commit time (whole milliseconds): request.time, equal to serverTimestamp() values. */
      time: Date;
      writes: PlannedWrite[];
      getBefore(name: string): FsDocument | null;
      getAfter(name: string): FsDocument | null;
    };

/** Throws a FirestoreError (normally PERMISSION_DENIED) to refuse; returning allows. */
export type Authorize = (request: AuthorizeRequest) => void;

export interface CommitRequest {
  writes?: Write[];
  /** base64 transaction id from beginTransaction. */
  transaction?: string;
}

export interface CommitResponse {
  writeResults: WriteResult[];
  commitTime: string;
}

export interface ReadConsistency {
  transaction?: string;
  newTransaction?: TransactionOptions;
  readTime?: string;
}

export interface BatchGetRequest extends ReadConsistency {
  documents: string[];
  mask?: DocumentMask;
}

export type BatchGetResult = { found: FsDocument } | { missing: string };

export interface BatchGetResponse {
  /** In request order. */
  results: BatchGetResult[];
  readTime: string;
  /** Set when newTransaction was requested. */
  transaction?: string;
}

export interface RunQueryRequest extends ReadConsistency {
  /** projects/p/databases/d/documents or a document name below it. */
  parent: string;
  structuredQuery: StructuredQuery;
}

export interface RunQueryResponse {
  documents: FsDocument[];
  readTime: string;
  transaction?: string;
  /** Number of results skipped by offset. */
  skippedResults?: number;
}

export interface RunAggregationQueryRequest extends ReadConsistency {
  parent: string;
  structuredAggregationQuery: StructuredAggregationQuery;
}

export interface RunAggregationQueryResponse {
  result: { aggregateFields: Record<string, FsValue> };
  readTime: string;
  transaction?: string;
}

export interface BatchWriteResponse {
  /** One per write; for a failed write updateTime is absent. */
  writeResults: Partial<WriteResult>[];
  status: { code: number; message?: string }[];
}

export interface ListDocumentsRequest {
  parent: string;
  collectionId: string;
  pageSize?: number;
  pageToken?: string;
  /** e.g. "__name__", "a desc, b". Default: by name. */
  orderBy?: string;
  mask?: DocumentMask;
  showMissing?: boolean;
  transaction?: string;
  readTime?: string;
}

export interface ListDocumentsResponse {
  /** Missing documents (showMissing) have only `name`. */
  documents: FsDocument[];
  nextPageToken?: string;
}

export interface ListCollectionIdsRequest {
  parent: string;
  pageSize?: number;
  pageToken?: string;
  readTime?: string;
}

export interface ListCollectionIdsResponse {
  collectionIds: string[];
  nextPageToken?: string;
}

export interface ListenTarget {
  targetId: number;
  query?: { parent: string; structuredQuery: StructuredQuery };
  documents?: { documents: string[] };
  /** base64 token from an earlier targetChange; the target then sends only changes since then. */
  resumeToken?: string;
  readTime?: string;
  /** Remove the target once it is CURRENT. */
  once?: boolean;
}

/**
 * Receives ListenResponses. Targets registered with the same sink function (one Listen stream)
 * are kept consistent: after a commit every affected target's changes are sent, then one global
 * targetChange NO_CHANGE with empty targetIds and the commit's readTime.
 */
export type ListenSink = (response: ListenResponse) => void;

/** Stops a target. With acknowledge (default true) the sink gets targetChange REMOVE for it. */
export type StopListening = (acknowledge?: boolean) => void;

export interface FirestoreExport {
  version: 1;
  projectId: string;
  databaseId: string;
  /** Document paths are relative to the documents root (e.g. "users/u1"). */
  documents: {
    path: string;
    fields: Record<string, FsValue>;
    createTime: string;
    updateTime: string;
  }[];
}
