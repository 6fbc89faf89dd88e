// Which operator combinations a query may use, as the service refuses them.
import { invalidArgument } from '../core/errors';
import { arrayValues } from '../core/value';
import type { AtomFilter, QueryFilter } from './query';

export const MAX_DISJUNCTIONS = 30;

export const INEQUALITY_OPS = new Set<string>([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
  'IS_NOT_NAN',
  'IS_NOT_NULL',
]);

export function* atoms(filter: QueryFilter | null): Iterable<AtomFilter> {
  if (!filter) return;
  if (filter.kind === 'field' || filter.kind === 'unary') yield filter;
  else for (const f of filter.filters) yield* atoms(f);
}

/** Number of disjunctions in disjunctive normal form, counting IN / array-contains-any values. */
function disjunctionCount(filter: QueryFilter): number {
  if (filter.kind === 'or') return filter.filters.reduce((n, f) => n + disjunctionCount(f), 0);
  if (filter.kind === 'and') return filter.filters.reduce((n, f) => n * disjunctionCount(f), 1);
  if (filter.kind === 'field' && (filter.op === 'IN' || filter.op === 'ARRAY_CONTAINS_ANY')) {
    return arrayValues(filter.value).length;
  }
  return 1;
}

function hasOr(filter: QueryFilter | null): boolean {
  if (!filter || filter.kind === 'field' || filter.kind === 'unary') return false;
  return filter.kind === 'or' || filter.filters.some(hasOr);
}

/** Conjunctions of the filter's DNF (atoms only). */
export function disjuncts(filter: QueryFilter | null): QueryFilter[][] {
  if (!filter) return [[]];
  if (filter.kind === 'field' || filter.kind === 'unary') return [[filter]];
  if (filter.kind === 'or') return filter.filters.flatMap(disjuncts);
  let acc: QueryFilter[][] = [[]];
  for (const child of filter.filters) {
    const next: QueryFilter[][] = [];
    for (const left of acc) for (const right of disjuncts(child)) next.push([...left, ...right]);
    acc = next;
  }
  return acc;
}

export function checkOperatorCombinations(filter: QueryFilter | null): void {
  const all = [...atoms(filter)];
  const count = (op: string) => all.filter((a) => a.op === op).length;
  if (count('NOT_IN') + count('NOT_EQUAL') > 1) {
    throw invalidArgument('A query can have at most one NOT_IN or NOT_EQUAL filter.');
  }
  if (
    count('NOT_IN') > 0 &&
    (count('IN') > 0 || count('ARRAY_CONTAINS_ANY') > 0 || hasOr(filter))
  ) {
    throw invalidArgument(
      'NOT_IN cannot be combined with IN, ARRAY_CONTAINS_ANY or OR filters in the same query.',
    );
  }
  for (const conj of disjuncts(filter)) {
    const arrayContains = conj.filter((a) => 'op' in a && a.op === 'ARRAY_CONTAINS').length;
    const arrayContainsAny = conj.filter((a) => 'op' in a && a.op === 'ARRAY_CONTAINS_ANY').length;
    if (arrayContains > 1)
      throw invalidArgument('A query can have at most one ARRAY_CONTAINS filter per disjunction.');
    if (arrayContainsAny > 1)
      throw invalidArgument(
        'A query can have at most one ARRAY_CONTAINS_ANY filter per disjunction.',
      );
    if (arrayContains > 0 && arrayContainsAny > 0) {
      throw invalidArgument(
        'ARRAY_CONTAINS cannot be combined with ARRAY_CONTAINS_ANY in the same disjunction.',
      );
    }
  }
  const inequalities = all.filter((a) => INEQUALITY_OPS.has(a.op));
  if (
    all.some((a) => a.field.isName && a.op === 'EQUAL') &&
    inequalities.length > 0 &&
    !inequalities.some((a) => a.field.isName)
  ) {
    throw invalidArgument(
      'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.',
    );
  }
  if (filter && disjunctionCount(filter) > MAX_DISJUNCTIONS) {
    throw invalidArgument(
      `The query has too many disjunctions: the limit is ${MAX_DISJUNCTIONS} in disjunctive normal form.`,
    );
  }
}
