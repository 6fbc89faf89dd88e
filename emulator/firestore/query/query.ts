// Over 400 lines: query validation is one job (filters, orders, cursors constrain each other).

import { invalidArgument } from '../core/errors';
import { formatFieldPath, parseFieldPath } from '../core/field-path';
import type { ResourceNames } from '../core/paths';
import { normalizeValue } from '../core/validate';
import {
  arrayValues,
  canonicalKey,
  compareUtf8,
  type FsValue,
  isArrayValue,
  isNaNValue,
  isNullValue,
} from '../core/value';
import {
  type Cursor,
  FIELD_OPERATORS,
  type FieldOperator,
  type Filter,
  type Int32Input,
  type Order,
  type StructuredQuery,
  UNARY_OPERATORS,
  type UnaryOperator,
} from '../wire/messages';
import { atoms, checkOperatorCombinations, INEQUALITY_OPS } from './query-checks';

export const MAX_IN_VALUES = 30;
export const MAX_NOT_IN_VALUES = 10;

const FIELD_OPS = new Set<string>(FIELD_OPERATORS);
const UNARY_OPS = new Set<string>(UNARY_OPERATORS);

export interface FieldRef {
  path: string[];
  /** Canonical text ("a.b", "`x-y`", "__name__"). */
  text: string;
  isName: boolean;
}

export type FieldQueryFilter = {
  kind: 'field';
  field: FieldRef;
  op: FieldOperator;
  value: FsValue;
  keys?: Set<string>;
  /** A not-in list holding null: the filter matches no document. */
  noneMatch?: boolean;
};
export type UnaryQueryFilter = { kind: 'unary'; field: FieldRef; op: UnaryOperator };
export type AtomFilter = FieldQueryFilter | UnaryQueryFilter;
export type QueryFilter = AtomFilter | { kind: 'and' | 'or'; filters: QueryFilter[] };

export interface QueryOrder {
  field: FieldRef;
  desc: boolean;
}

export interface QueryCursor {
  values: FsValue[];
  before: boolean;
}

/** A structured query after validation, with the implicit orderBy added. */
export interface NormalizedQuery {
  parentPath: string;
  collectionId: string;
  allDescendants: boolean;
  filter: QueryFilter | null;
  explicitOrderBy: QueryOrder[];
  orderBy: QueryOrder[];
  startAt: QueryCursor | null;
  endAt: QueryCursor | null;
  offset: number;
  limit: number | null;
  /** null: every field; otherwise the projected paths (an empty list keeps names only, as selecting __name__ does). */
  select: string[][] | null;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Reads an Int32 given as a number, a decimal string or the { value } wrapper. */
export function int32Of(raw: Int32Input | undefined | null, what: string): number | null {
  if (raw === undefined || raw === null) return null;
  const v = isRecord(raw) ? raw.value : raw;
  if (v === undefined || v === null) return null;
  const n = typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n > 2147483647 || n < -2147483648) {
    throw invalidArgument(`Invalid ${what}: ${JSON.stringify(raw)}.`);
  }
  return n;
}

export function fieldRef(raw: unknown): FieldRef {
  const text = isRecord(raw) ? raw.fieldPath : undefined;
  const path = typeof text === 'string' ? parseFieldPath(text) : null;
  if (!path) throw invalidArgument(`Invalid field path: ${JSON.stringify(text)}.`);
  const isName = path.length === 1 && path[0] === '__name__';
  return { path, text: formatFieldPath(path), isName };
}

const LIST_OPS = new Set<string>(['IN', 'NOT_IN', 'ARRAY_CONTAINS_ANY']);

/** The operand of in / not-in / array-contains-any: a list whose elements may themselves be arrays. */
function normalizeList(raw: unknown, names: ResourceNames): FsValue {
  const list = isRecord(raw) && isRecord(raw.arrayValue) ? raw.arrayValue.values : undefined;
  if (!Array.isArray(list)) return normalizeValue(raw, names);
  return { arrayValue: { values: list.map((e) => normalizeValue(e, names)) } };
}

function checkNameValue(value: FsValue): void {
  if (!('referenceValue' in value)) throw invalidArgument('__key__ filter value must be a Key');
}

function normalizeFilter(raw: unknown, names: ResourceNames): QueryFilter {
  if (!isRecord(raw)) throw invalidArgument('Invalid filter.');
  const kinds = ['compositeFilter', 'fieldFilter', 'unaryFilter'].filter(
    (k) => raw[k] !== undefined && raw[k] !== null,
  );
  if (kinds.length !== 1)
    throw invalidArgument(
      'A filter must set exactly one of compositeFilter, fieldFilter, unaryFilter.',
    );
  if (isRecord(raw.compositeFilter)) {
    const c = raw.compositeFilter;
    if (c.op !== 'AND' && c.op !== 'OR')
      throw invalidArgument('A composite filter must use the AND or OR operator.');
    const list = c.filters ?? [];
    if (!Array.isArray(list) || list.length === 0)
      throw invalidArgument('A composite filter must contain at least one filter.');
    return {
      kind: c.op === 'AND' ? 'and' : 'or',
      filters: list.map((f) => normalizeFilter(f, names)),
    };
  }
  if (isRecord(raw.unaryFilter)) {
    const u = raw.unaryFilter;
    if (typeof u.op !== 'string' || !UNARY_OPS.has(u.op))
      throw invalidArgument(`Invalid unary filter operator: ${String(u.op)}.`);
    const field = fieldRef(u.field);
    if (field.isName) throw invalidArgument(`Unary filter ${u.op} cannot be applied to __name__.`);
    return { kind: 'unary', field, op: u.op as UnaryOperator };
  }
  const f = raw.fieldFilter;
  if (!isRecord(f)) throw invalidArgument('Invalid field filter.');
  if (typeof f.op !== 'string' || !FIELD_OPS.has(f.op))
    throw invalidArgument(`Invalid field filter operator: ${String(f.op)}.`);
  const op = f.op as FieldOperator;
  const field = fieldRef(f.field);
  if (f.value === undefined) throw invalidArgument('A field filter requires a value.');
  const value = LIST_OPS.has(op) ? normalizeList(f.value, names) : normalizeValue(f.value, names);
  // null and NaN compare only for (in)equality; the service expresses those as unary filters.
  if (isNullValue(value) || isNaNValue(value)) {
    const nan = isNaNValue(value);
    if (op === 'EQUAL') return { kind: 'unary', field, op: nan ? 'IS_NAN' : 'IS_NULL' };
    if (op === 'NOT_EQUAL') return { kind: 'unary', field, op: nan ? 'IS_NOT_NAN' : 'IS_NOT_NULL' };
    if (op !== 'ARRAY_CONTAINS') {
      throw invalidArgument(
        `${nan ? 'NaN' : 'Null'} supports only EQUAL and NOT_EQUAL comparisons, not ${op}.`,
      );
    }
  }
  if (op === 'IN' || op === 'NOT_IN' || op === 'ARRAY_CONTAINS_ANY') {
    if (!isArrayValue(value) || arrayValues(value).length === 0) {
      throw invalidArgument(`A filter with operator ${op} requires a non-empty array value.`);
    }
    const values = arrayValues(value);
    const max = op === 'NOT_IN' ? MAX_NOT_IN_VALUES : MAX_IN_VALUES;
    if (values.length > max) {
      throw invalidArgument(
        `'${op}' supports up to ${max} comparison values; the filter has ${values.length}.`,
      );
    }
    if (field.isName) {
      if (op === 'ARRAY_CONTAINS_ANY') throw invalidArgument('__key__ filter value must be a Key');
      values.forEach(checkNameValue);
    }
    // null and NaN equal nothing: inside in / array-contains-any they match no document, and a
    // not-in list holding null matches none at all (noneMatch).
    const keys = new Set(
      (op === 'NOT_IN' ? values : values.filter((e) => !isNullValue(e) && !isNaNValue(e))).map(
        canonicalKey,
      ),
    );
    const noneMatch = op === 'NOT_IN' && values.some(isNullValue);
    return { kind: 'field', field, op, value, keys, ...(noneMatch ? { noneMatch } : {}) };
  }
  if (field.isName) {
    if (op === 'ARRAY_CONTAINS') throw invalidArgument('__key__ filter value must be a Key');
    checkNameValue(value);
  }
  return { kind: 'field', field, op, value };
}

function compareFieldPaths(a: string[], b: string[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareUtf8(a[i] as string, b[i] as string);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/**
 * Explicit orders, then every inequality field not already ordered (in field path order), then
 * __name__, each added in the direction of the last explicit order (ascending if none).
 */
export function implicitOrderBy(explicit: QueryOrder[], filter: QueryFilter | null): QueryOrder[] {
  const result = [...explicit];
  const seen = new Set(explicit.map((o) => o.field.text));
  const desc = explicit.length > 0 ? (explicit[explicit.length - 1] as QueryOrder).desc : false;
  const inequalities = new Map<string, FieldRef>();
  for (const a of atoms(filter))
    if (INEQUALITY_OPS.has(a.op)) inequalities.set(a.field.text, a.field);
  const sorted = [...inequalities.values()].sort((a, b) => compareFieldPaths(a.path, b.path));
  for (const field of sorted) {
    if (!seen.has(field.text) && !field.isName) {
      result.push({ field, desc });
      seen.add(field.text);
    }
  }
  if (!seen.has('__name__'))
    result.push({ field: { path: ['__name__'], text: '__name__', isName: true }, desc });
  return result;
}

function normalizeOrder(raw: unknown): QueryOrder {
  if (!isRecord(raw)) throw invalidArgument('Invalid order.');
  const dir = raw.direction ?? 'ASCENDING';
  if (dir !== 'ASCENDING' && dir !== 'DESCENDING' && dir !== 'DIRECTION_UNSPECIFIED') {
    throw invalidArgument(`Invalid order direction: ${String(dir)}.`);
  }
  return { field: fieldRef(raw.field), desc: dir === 'DESCENDING' };
}

function normalizeCursor(
  raw: unknown,
  orderBy: QueryOrder[],
  names: ResourceNames,
): QueryCursor | null {
  if (raw === undefined || raw === null) return null;
  if (!isRecord(raw)) throw invalidArgument('Invalid cursor.');
  const list = raw.values ?? [];
  if (!Array.isArray(list)) throw invalidArgument('Invalid cursor values.');
  if (list.length > orderBy.length) {
    throw invalidArgument(
      `Too many cursor values specified. The specified order by clause has ${orderBy.length} fields, but the cursor has ${list.length} values.`,
    );
  }
  const values = list.map((v, i) => {
    const value = normalizeValue(v, names);
    if ((orderBy[i] as QueryOrder).field.isName && !('referenceValue' in value)) {
      throw invalidArgument(
        'Cursor value for __name__ must be a document reference (__key__ value must be a Key).',
      );
    }
    return value;
  });
  return { values, before: raw.before === true };
}

/** Validates a StructuredQuery under a parent (relative path) the way the service does. */
export function normalizeQuery(
  raw: unknown,
  parentPath: string,
  names: ResourceNames,
): NormalizedQuery {
  if (!isRecord(raw)) throw invalidArgument('A structured query is required.');
  const sq = raw as StructuredQuery;
  const from = sq.from ?? [];
  if (!Array.isArray(from) || from.length !== 1)
    throw invalidArgument('A query must have exactly one collection selector.');
  const selector = from[0];
  if (!isRecord(selector)) throw invalidArgument('Invalid collection selector.');
  const allDescendants = selector.allDescendants === true;
  const collectionId = selector.collectionId ?? '';
  if (typeof collectionId !== 'string') throw invalidArgument('Invalid collection id.');
  if (collectionId === '' && !allDescendants)
    throw invalidArgument('A collection id is required unless allDescendants is set.');
  if (collectionId !== '') names.collectionId(collectionId);

  const filter =
    sq.where === undefined || sq.where === null ? null : normalizeFilter(sq.where as Filter, names);
  checkOperatorCombinations(filter);

  const rawOrders = sq.orderBy ?? [];
  if (!Array.isArray(rawOrders)) throw invalidArgument('Invalid orderBy.');
  const explicit = (rawOrders as Order[]).map(normalizeOrder);
  const seen = new Set<string>();
  explicit.forEach((o, i) => {
    if (seen.has(o.field.text))
      throw invalidArgument(`Order by clause contains duplicate field ${o.field.text}.`);
    seen.add(o.field.text);
    if (o.field.isName && i < explicit.length - 1) {
      throw invalidArgument('Order by clause cannot contain more fields after the key');
    }
  });
  const orderBy = implicitOrderBy(explicit, filter);

  const offset = int32Of(sq.offset as Int32Input | undefined, 'offset') ?? 0;
  if (offset < 0) throw invalidArgument('offset must be non-negative.');
  const limit = int32Of(sq.limit, 'limit');
  if (limit !== null && limit < 0) throw invalidArgument('limit is negative.');

  let select: string[][] | null = null;
  if (sq.select !== undefined && sq.select !== null) {
    if (!isRecord(sq.select)) throw invalidArgument('Invalid projection.');
    const fields = sq.select.fields ?? [];
    if (!Array.isArray(fields)) throw invalidArgument('Invalid projection.');
    // An empty projection returns every field; only __name__ returns none.
    if (fields.length > 0) {
      select = fields
        .map(fieldRef)
        .filter((f) => !f.isName)
        .map((f) => f.path);
    }
  }

  return {
    parentPath,
    collectionId,
    allDescendants,
    filter,
    explicitOrderBy: explicit,
    orderBy,
    startAt: normalizeCursor(sq.startAt as Cursor | undefined, orderBy, names),
    endAt: normalizeCursor(sq.endAt as Cursor | undefined, orderBy, names),
    offset,
    limit,
    select,
  };
}
