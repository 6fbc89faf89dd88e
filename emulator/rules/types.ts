// Public shapes of the rules engine. The Firestore value types are declared here, so the
// engine never imports from emulator/firestore; the database imports them from here.

/** A Firestore v1 Value in REST proto3-JSON form. */
export type FsValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
  | { arrayValue: { values?: FsValue[] } }
  | { mapValue: { fields?: Record<string, FsValue> } };

export interface FsDocument {
  name: string;
  fields?: Record<string, FsValue>;
  createTime?: string;
  updateTime?: string;
}

export interface RulesAuth {
  uid: string;
  token: Record<string, unknown>;
}

export interface RulesDocAccessor {
  get(path: string): FsDocument | null;
  getAfter(path: string): FsDocument | null;
}

export type RulesMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export type QueryFilterOp =
  | 'EQUAL'
  | 'IN'
  | 'ARRAY_CONTAINS'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_EQUAL'
  | 'NOT_IN'
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'IS_NULL'
  | 'IS_NOT_NULL'
  | 'IS_NAN'
  | 'IS_NOT_NAN';

export interface RulesQuery {
  collectionGroup?: boolean;
  limit?: number;
  offset?: number;
  orderBy?: { field: string; direction: 'ASCENDING' | 'DESCENDING' }[];
  filters: { field: string; op: QueryFilterOp; value?: FsValue }[];
}

/**
 * Shared count of document access calls (get/exists/getAfter/existsAfter). A batch or a
 * transaction creates one with createAccessCallCounter(20) and passes it with every request of
 * the batch, so the documented limit applies to the batch as a whole.
 */
export interface AccessCallCounter {
  limit: number;
  seen: Set<string>;
}

export interface FirestoreRulesRequest {
  database?: string;
  path: string;
  method: RulesMethod;
  auth: RulesAuth | null;
  time: Date;
  resource: FsDocument | null;
  requestResource?: FsDocument | null;
  query?: RulesQuery;
  documents: RulesDocAccessor;
  /** Additive: shared access-call budget; default is a fresh budget of 10 for this request. */
  accessCalls?: AccessCallCounter;
}

export interface StorageObject {
  name: string;
  bucket: string;
  size: number;
  contentType?: string;
  metadata?: Record<string, string>;
  md5Hash?: string;
  crc32c?: string;
  etag?: string;
  generation?: string;
  metageneration?: string;
  timeCreated?: Date;
  updated?: Date;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  cacheControl?: string;
}

export interface StorageRulesRequest {
  bucket: string;
  path: string;
  method: RulesMethod;
  auth: RulesAuth | null;
  time: Date;
  resource: StorageObject | null;
  requestResource?: StorageObject | null;
  firestore: RulesDocAccessor;
}

export interface RulesDecision {
  allowed: boolean;
  statement?: { line: number; column: number; method: string };
  message: string;
}

export interface CoverageEntry {
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  text: string;
  trueCount: number;
  falseCount: number;
  errorCount: number;
  /** Additive: evaluations that produced a value other than a boolean. */
  valueCount: number;
}
