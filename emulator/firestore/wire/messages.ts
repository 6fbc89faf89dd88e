// The API's messages as TypeScript types: what the REST, gRPC and WebChannel transports decode into
// and encode from.

import type { FsDocument, FsValue } from '../core/value';

// Firestore v1 messages in their REST proto3-JSON form, the one form inside the emulator: camelCase, timestamps as
// RFC 3339 strings, int64 as decimal strings, bytes as base64, enums as names. The gRPC transport
// converts proto-loader objects into these shapes at the edge.

export interface DocumentMask {
  fieldPaths?: string[];
}

export interface Precondition {
  exists?: boolean;
  updateTime?: string;
}

export interface ArrayValue {
  values?: FsValue[];
}

export interface FieldTransform {
  fieldPath: string;
  setToServerValue?: 'SERVER_VALUE_UNSPECIFIED' | 'REQUEST_TIME';
  increment?: FsValue;
  maximum?: FsValue;
  minimum?: FsValue;
  appendMissingElements?: ArrayValue;
  removeAllFromArray?: ArrayValue;
}

export interface DocumentTransform {
  document: string;
  fieldTransforms?: FieldTransform[];
}

/**
 * Exactly one of update, delete, verify, transform. `verify` (field 5 of the Write message in the
 * JS SDK's bundled protos, absent from @google-cloud/firestore's) only checks currentDocument:
 * the web SDK's transactions send it for documents they read but did not write.
 */
export interface Write {
  update?: FsDocument;
  delete?: string;
  verify?: string;
  transform?: DocumentTransform;
  updateMask?: DocumentMask;
  updateTransforms?: FieldTransform[];
  currentDocument?: Precondition;
}

export interface WriteResult {
  /** Absent after a delete (clients then use the commit time). */
  updateTime?: string;
  transformResults?: FsValue[];
}

export interface FieldReference {
  fieldPath: string;
}

/** The field filter operators of the API, the one list the query planner and rules checks use. */
export const FIELD_OPERATORS = [
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
] as const;
export type FieldOperator = (typeof FIELD_OPERATORS)[number];

export const UNARY_OPERATORS = ['IS_NAN', 'IS_NULL', 'IS_NOT_NAN', 'IS_NOT_NULL'] as const;
export type UnaryOperator = (typeof UNARY_OPERATORS)[number];

export interface FieldFilter {
  field: FieldReference;
  op: FieldOperator | 'OPERATOR_UNSPECIFIED';
  value: FsValue;
}

export interface UnaryFilter {
  op: UnaryOperator | 'OPERATOR_UNSPECIFIED';
  field: FieldReference;
}

export interface CompositeFilter {
  op: 'AND' | 'OR' | 'OPERATOR_UNSPECIFIED';
  filters?: Filter[];
}

/** Exactly one of the three. */
export interface Filter {
  compositeFilter?: CompositeFilter;
  fieldFilter?: FieldFilter;
  unaryFilter?: UnaryFilter;
}

export type Direction = 'ASCENDING' | 'DESCENDING' | 'DIRECTION_UNSPECIFIED';

export interface Order {
  field: FieldReference;
  direction?: Direction;
}

export interface Cursor {
  values?: FsValue[];
  before?: boolean;
}

export interface CollectionSelector {
  collectionId?: string;
  allDescendants?: boolean;
}

/** `limit` arrives as the Int32Value wrapper ({ value }) in proto3 JSON from some clients and as a bare number from others. */
export type Int32Input = number | string | { value?: number | string };

export interface StructuredQuery {
  select?: { fields?: FieldReference[] };
  from?: CollectionSelector[];
  where?: Filter;
  orderBy?: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
  offset?: number | string;
  limit?: Int32Input;
}

export interface Aggregation {
  alias?: string;
  count?: { upTo?: Int32Input | string };
  sum?: { field: FieldReference };
  avg?: { field: FieldReference };
}

export interface StructuredAggregationQuery {
  structuredQuery: StructuredQuery;
  aggregations?: Aggregation[];
}

export interface TransactionOptions {
  readOnly?: { readTime?: string };
  readWrite?: { retryTransaction?: string };
}

export type TargetChangeType = 'NO_CHANGE' | 'ADD' | 'REMOVE' | 'CURRENT' | 'RESET';

/** One ListenResponse, exactly one member set (REST JSON form; resumeToken is base64). */
export interface ListenResponse {
  targetChange?: {
    targetChangeType?: TargetChangeType;
    targetIds?: number[];
    cause?: { code: number; message: string };
    resumeToken?: string;
    readTime?: string;
  };
  documentChange?: { document: FsDocument; targetIds?: number[]; removedTargetIds?: number[] };
  documentDelete?: { document: string; removedTargetIds?: number[]; readTime?: string };
  documentRemove?: { document: string; removedTargetIds?: number[]; readTime?: string };
  filter?: { targetId: number; count: number };
}
