// Whether one document matches a query's filters, and how two documents order under its orderBy.

import { getField } from '../core/field-path';
import { joinPath } from '../core/paths';
import {
  arrayValues,
  canonicalKey,
  compareValues,
  type FsValue,
  isArrayValue,
  isNaNValue,
  isNullValue,
  typeOrder,
  valuesEqual,
} from '../core/value';
import type {
  FieldQueryFilter,
  FieldRef,
  NormalizedQuery,
  QueryCursor,
  QueryFilter,
  QueryOrder,
} from './query';

// How a normalized query judges and orders single documents (shared by runQuery and Listen).

/** A document as queries see it: full name plus fields. */
export interface QueryDoc {
  readonly name: string;
  readonly fields: Record<string, FsValue>;
}

export function fieldValue(doc: QueryDoc, field: FieldRef): FsValue | undefined {
  return field.isName ? { referenceValue: doc.name } : getField(doc.fields, field.path);
}

const RANGE_OPS = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
]);

function matchesField(filter: FieldQueryFilter, v: FsValue): boolean {
  const value = filter.value;
  // NaN sorts below every number but compares with nothing: range filters never match it.
  if (RANGE_OPS.has(filter.op) && isNaNValue(v)) return false;
  switch (filter.op) {
    case 'EQUAL':
      return valuesEqual(v, value);
    case 'NOT_EQUAL':
      return !isNullValue(v) && !valuesEqual(v, value);
    case 'LESS_THAN':
      return typeOrder(v) === typeOrder(value) && compareValues(v, value) < 0;
    case 'LESS_THAN_OR_EQUAL':
      return typeOrder(v) === typeOrder(value) && compareValues(v, value) <= 0;
    case 'GREATER_THAN':
      return typeOrder(v) === typeOrder(value) && compareValues(v, value) > 0;
    case 'GREATER_THAN_OR_EQUAL':
      return typeOrder(v) === typeOrder(value) && compareValues(v, value) >= 0;
    case 'ARRAY_CONTAINS':
      return isArrayValue(v) && arrayValues(v).some((e) => valuesEqual(e, value));
    case 'ARRAY_CONTAINS_ANY': {
      const keys = filter.keys as Set<string>;
      return isArrayValue(v) && arrayValues(v).some((e) => keys.has(canonicalKey(e)));
    }
    case 'IN':
      return (filter.keys as Set<string>).has(canonicalKey(v));
    case 'NOT_IN':
      return (
        !filter.noneMatch && !isNullValue(v) && !(filter.keys as Set<string>).has(canonicalKey(v))
      );
  }
}

export function matchesFilter(filter: QueryFilter | null, doc: QueryDoc): boolean {
  if (!filter) return true;
  switch (filter.kind) {
    case 'and':
      return filter.filters.every((f) => matchesFilter(f, doc));
    case 'or':
      return filter.filters.some((f) => matchesFilter(f, doc));
    case 'unary': {
      const v = fieldValue(doc, filter.field);
      if (v === undefined) return false;
      switch (filter.op) {
        case 'IS_NULL':
          return isNullValue(v);
        case 'IS_NAN':
          return isNaNValue(v);
        case 'IS_NOT_NULL':
          return !isNullValue(v);
        case 'IS_NOT_NAN':
          return !isNullValue(v) && !isNaNValue(v);
      }
      return false;
    }
    case 'field': {
      const v = fieldValue(doc, filter.field);
      return v !== undefined && matchesField(filter, v);
    }
  }
}

/** Orders two documents' precomputed order-by values. */
export function compareOrderValues(a: FsValue[], b: FsValue[], orderBy: QueryOrder[]): number {
  for (let i = 0; i < orderBy.length; i++) {
    const c = compareValues(a[i] as FsValue, b[i] as FsValue);
    if (c !== 0) return (orderBy[i] as QueryOrder).desc ? -c : c;
  }
  return 0;
}

/** Where a document sits relative to a cursor position (prefix comparison). */
function compareToCursor(values: FsValue[], cursor: QueryCursor, orderBy: QueryOrder[]): number {
  for (let i = 0; i < cursor.values.length; i++) {
    const c = compareValues(values[i] as FsValue, cursor.values[i] as FsValue);
    if (c !== 0) return (orderBy[i] as QueryOrder).desc ? -c : c;
  }
  return 0;
}

export function withinCursors(values: FsValue[], query: NormalizedQuery): boolean {
  if (query.startAt) {
    const c = compareToCursor(values, query.startAt, query.orderBy);
    if (query.startAt.before ? c < 0 : c <= 0) return false;
  }
  if (query.endAt) {
    const c = compareToCursor(values, query.endAt, query.orderBy);
    if (query.endAt.before ? c >= 0 : c > 0) return false;
  }
  return true;
}

/** Order-by values of a document, or null when it lacks an ordered field (then it is excluded). */
export function orderValues(doc: QueryDoc, orderBy: QueryOrder[]): FsValue[] | null {
  const out: FsValue[] = [];
  for (const o of orderBy) {
    const v = fieldValue(doc, o.field);
    if (v === undefined) return null;
    out.push(v);
  }
  return out;
}

/** Collection path a non-group query reads. */
export function queryCollectionPath(query: NormalizedQuery): string {
  return joinPath(query.parentPath, query.collectionId);
}

/** Whether a document path can belong to the query's collection(s), ignoring filters. */
export function inQueryScope(query: NormalizedQuery, docPath: string): boolean {
  const idAt = docPath.lastIndexOf('/');
  const collection = docPath.slice(0, idAt);
  if (!query.allDescendants) return collection === queryCollectionPath(query);
  if (query.parentPath !== '' && !docPath.startsWith(`${query.parentPath}/`)) return false;
  if (query.collectionId === '') return true;
  return collection.slice(collection.lastIndexOf('/') + 1) === query.collectionId;
}
