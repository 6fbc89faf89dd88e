import type { RangeBound } from './field-index';
import type { ResourceNames } from './paths';
import {
  type AtomFilter,
  compareOrderValues,
  type FieldQueryFilter,
  inQueryScope,
  matchesFilter,
  type NormalizedQuery,
  orderValues,
  type QueryDoc,
  type QueryFilter,
  queryCollectionPath,
  withinCursors,
} from './query';
import type { DocumentStore, StoredDocument } from './store';
import { arrayValues, compareValues, type FsValue } from './value';

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
 * Picks an index for a query over the current state of one collection: an equality (or IN)
 * filter's hash lookup first, else a range or ordered scan on the first orderBy field. Every
 * candidate is still checked against the full filter, so an index only narrows the scan.
 */
function planWithIndex(store: DocumentStore, query: NormalizedQuery): Plan | null {
  const collection = queryCollectionPath(query);
  if (store.collectionSize(collection) < INDEX_THRESHOLD) return null;
  const atoms = topLevelAtoms(query.filter).filter(
    (a): a is FieldQueryFilter => a.kind === 'field' && !a.field.isName,
  );
  const equality = atoms.find((a) => a.op === 'EQUAL') ?? atoms.find((a) => a.op === 'IN');
  const first = query.orderBy[0];
  const second = query.orderBy[1];
  const orderedScan =
    first !== undefined &&
    !first.field.isName &&
    query.orderBy.length === 2 &&
    second?.field.isName === true &&
    second.desc === first.desc;
  if (equality) {
    const index = store.index(collection, equality.field.text, equality.field.path);
    const values = equality.op === 'IN' ? arrayValues(equality.value) : [equality.value];
    const matches = index.equalCount(values);
    // With a limit, walking the order-by index and stopping early beats sorting every equal
    // document when the equal documents are common enough to be met soon.
    if (orderedScan && query.limit !== null && first) {
      const size = store.collectionSize(collection);
      const walk = ((query.offset + query.limit) * size) / Math.max(matches, 1);
      if (walk < matches * Math.log2(matches + 2) * 4) {
        const byOrder = store.index(collection, first.field.text, first.field.path);
        return { docs: byOrder.range(null, null, first.desc), ordered: true };
      }
    }
    return { docs: index.equal(values), ordered: false };
  }
  if (!first || first.field.isName) return null;
  const ranges = atoms.filter((a) => a.field.text === first.field.text && RANGE_OPS.has(a.op));
  if (ranges.length === 0 && query.limit === null) return null;
  let lower: RangeBound | null = null;
  let upper: RangeBound | null = null;
  for (const r of ranges) {
    if (r.op === 'GREATER_THAN' || r.op === 'GREATER_THAN_OR_EQUAL') {
      const bound = { value: r.value, inclusive: r.op === 'GREATER_THAN_OR_EQUAL' };
      if (!lower || compareValues(bound.value, lower.value) > 0) lower = bound;
    } else {
      const bound = { value: r.value, inclusive: r.op === 'LESS_THAN_OR_EQUAL' };
      if (!upper || compareValues(bound.value, upper.value) < 0) upper = bound;
    }
  }
  const index = store.index(collection, first.field.text, first.field.path);
  return { docs: index.range(lower, upper, first.desc), ordered: orderedScan };
}

/** Small collections are cheaper to scan than to index. */
const INDEX_THRESHOLD = 2000;

/** Runs a validated query against the store at a time (default: now). */
export function executeQuery(
  store: DocumentStore,
  names: ResourceNames,
  query: NormalizedQuery,
  atMicros?: number,
): QueryResult {
  const matched: { doc: StoredDocument; values: FsValue[] }[] = [];
  const plan = atMicros === undefined && !query.allDescendants ? planWithIndex(store, query) : null;
  const wanted =
    plan?.ordered && query.limit !== null ? query.offset + query.limit : Number.POSITIVE_INFINITY;
  for (const doc of plan ? plan.docs : candidates(store, query, atMicros)) {
    if (matched.length >= wanted) break;
    const view: QueryDoc = { name: names.fullName(doc.path), fields: doc.fields };
    if (!matchesFilter(query.filter, view)) continue;
    const values = orderValues(view, query.orderBy);
    if (!values || !withinCursors(values, query)) continue;
    matched.push({ doc, values });
  }
  matched.sort((a, b) => compareOrderValues(a.values, b.values, query.orderBy));
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
  const view: QueryDoc = { name: names.fullName(doc.path), fields: doc.fields };
  if (!matchesFilter(query.filter, view)) return false;
  const values = orderValues(view, query.orderBy);
  return values !== null && withinCursors(values, query);
}
