// Answers a planned query: picks its candidates, filters and orders them, applies cursors, offset
// and limit.

import type { ResourceNames } from '../core/paths';
import type { DocumentStore, StoredDocument } from '../core/store';
import { arrayValues, compareValues, type FsValue } from '../core/value';
import type { RangeBound } from './field-index';
import type { AtomFilter, FieldQueryFilter, NormalizedQuery, QueryFilter } from './query';
import {
  compareOrderValues,
  inQueryScope,
  matchesFilter,
  orderValues,
  type QueryDoc,
  queryCollectionPath,
  withinCursors,
} from './query-match';

export interface QueryResult {
  /** Matching documents in query order, after offset and limit. */
  docs: StoredDocument[];
  /** How many matches the offset skipped. */
  skipped: number;
}

/** The documents a query may read: one collection, or every collection group member under the parent. */
function* candidates(
  store: DocumentStore,
  query: NormalizedQuery,
  atMicros?: number,
): Iterable<StoredDocument> {
  if (!query.allDescendants) {
    yield* store.collectionDocuments(queryCollectionPath(query), atMicros);
    return;
  }
  const prefix = query.parentPath === '' ? '' : `${query.parentPath}/`;
  const paths =
    query.collectionId === ''
      ? store.allCollectionPaths()
      : store.collectionPathsWithId(query.collectionId);
  for (const collection of paths) {
    if (prefix !== '' && !collection.startsWith(prefix)) continue;
    yield* store.collectionDocuments(collection, atMicros);
  }
}

const RANGE_OPS = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
]);

function topLevelAtoms(filter: QueryFilter | null): AtomFilter[] {
  if (!filter) return [];
  if (filter.kind === 'field' || filter.kind === 'unary') return [filter];
  return filter.kind === 'and' ? filter.filters.flatMap(topLevelAtoms) : [];
}

interface Plan {
  docs: Iterable<StoredDocument>;
  /** The docs already come in query order, so the scan can stop once offset + limit matched. */
  ordered: boolean;
}

/**
 * A scan that yields the collection already in query order, when the order is by name alone or
 * by one field then name in the same direction; range filters on that field narrow it.
 */
function orderedSource(
  store: DocumentStore,
  query: NormalizedQuery,
  atoms: FieldQueryFilter[],
): Plan | null {
  const collection = queryCollectionPath(query);
  const first = query.orderBy[0];
  if (!first) return null;
  if (first.field.isName)
    return { docs: store.nameIndex(collection).scan(first.desc), ordered: true };
  const second = query.orderBy[1];
  if (query.orderBy.length !== 2 || second?.field.isName !== true || second.desc !== first.desc)
    return null;
  let lower: RangeBound | null = null;
  let upper: RangeBound | null = null;
  for (const r of atoms) {
    if (r.field.text !== first.field.text || !RANGE_OPS.has(r.op)) continue;
    if (r.op === 'GREATER_THAN' || r.op === 'GREATER_THAN_OR_EQUAL') {
      const bound = { value: r.value, inclusive: r.op === 'GREATER_THAN_OR_EQUAL' };
      if (!lower || compareValues(bound.value, lower.value) > 0) lower = bound;
    } else {
      const bound = { value: r.value, inclusive: r.op === 'LESS_THAN_OR_EQUAL' };
      if (!upper || compareValues(bound.value, upper.value) < 0) upper = bound;
    }
  }
  const index = store.index(collection, first.field.text, first.field.path);
  return { docs: index.range(lower, upper, first.desc), ordered: true };
}

/**
 * Picks an index for a query over the current state of one collection: an equality (or IN)
 * filter's hash lookup, or a scan already in query order (which can stop early under a limit,
 * or skip most of the collection under a range filter). Every candidate is still checked
 * against the full filter, so an index only narrows the scan.
 */
function planWithIndex(store: DocumentStore, query: NormalizedQuery): Plan | null {
  const collection = queryCollectionPath(query);
  const size = store.collectionSize(collection);
  if (size < INDEX_THRESHOLD) return null;
  const atoms = topLevelAtoms(query.filter).filter(
    (a): a is FieldQueryFilter => a.kind === 'field' && !a.field.isName,
  );
  const equality = atoms.find((a) => a.op === 'EQUAL') ?? atoms.find((a) => a.op === 'IN');
  const hasRange = atoms.some(
    (a) => RANGE_OPS.has(a.op) && a.field.text === query.orderBy[0]?.field.text,
  );
  const ordered = query.limit !== null || hasRange ? orderedSource(store, query, atoms) : null;
  if (equality) {
    const index = store.index(collection, equality.field.text, equality.field.path);
    const values = equality.op === 'IN' ? arrayValues(equality.value) : [equality.value];
    const matches = index.equalCount(values);
    // Walking the ordered scan until offset + limit matches beats sorting every equal document
    // when equal documents are common enough to be met soon.
    if (ordered && query.limit !== null) {
      const walk = ((query.offset + query.limit) * size) / Math.max(matches, 1);
      if (walk < matches * Math.log2(matches + 2) * 4) return ordered;
    }
    return { docs: index.equal(values), ordered: false };
  }
  return ordered;
}

/** Small collections are cheaper to scan than to index. */
const INDEX_THRESHOLD = 2000;

/** A document as filters see it; the full name is only built when a filter or order asks. */
class DocView implements QueryDoc {
  constructor(
    private readonly names: ResourceNames,
    readonly doc: StoredDocument,
  ) {}

  get name(): string {
    return this.names.fullName(this.doc.path);
  }

  get fields() {
    return this.doc.fields;
  }
}

/**
 * Runs a validated query against the store at a time (default: now). With `unordered` (for
 * aggregations without limit or offset, whose result does not depend on order) the sort is skipped.
 */
export function executeQuery(
  store: DocumentStore,
  names: ResourceNames,
  query: NormalizedQuery,
  atMicros?: number,
  options: { unordered?: boolean } = {},
): QueryResult {
  const matched: { doc: StoredDocument; values: FsValue[] }[] = [];
  const plan = atMicros === undefined && !query.allDescendants ? planWithIndex(store, query) : null;
  const wanted =
    plan?.ordered && query.limit !== null ? query.offset + query.limit : Number.POSITIVE_INFINITY;
  const sortable =
    !plan?.ordered && !(options.unordered && query.limit === null && query.offset === 0);
  // Ordering by name alone excludes nothing and, unsorted and without cursors, needs no values.
  const needValues =
    sortable ||
    query.startAt !== null ||
    query.endAt !== null ||
    query.orderBy.some((o) => !o.field.isName);
  const none: FsValue[] = [];
  for (const doc of plan ? plan.docs : candidates(store, query, atMicros)) {
    if (matched.length >= wanted) break;
    const view = new DocView(names, doc);
    if (!matchesFilter(query.filter, view)) continue;
    const values = needValues ? orderValues(view, query.orderBy) : none;
    if (!values || !withinCursors(values, query)) continue;
    matched.push({ doc, values });
  }
  if (sortable) matched.sort((a, b) => compareOrderValues(a.values, b.values, query.orderBy));
  const skipped = Math.min(query.offset, matched.length);
  const end =
    query.limit === null ? matched.length : Math.min(matched.length, skipped + query.limit);
  return { docs: matched.slice(skipped, end).map((m) => m.doc), skipped };
}

/** Whether one stored document belongs to the query's result set before offset/limit. */
export function documentMatches(
  names: ResourceNames,
  query: NormalizedQuery,
  doc: StoredDocument,
): boolean {
  if (!inQueryScope(query, doc.path)) return false;
  const view = new DocView(names, doc);
  if (!matchesFilter(query.filter, view)) return false;
  const values = orderValues(view, query.orderBy);
  return values !== null && withinCursors(values, query);
}
