// A query's constraints as the rules engine sees them, so a list is allowed or refused for the
// query, not for each result.

import type { RulesFilterOp, RulesQueryConstraints } from '../core/database-types';
import type { Filter, Int32Input, StructuredQuery } from '../wire/messages';

type RulesFilter = RulesQueryConstraints['filters'][number];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function int(raw: unknown): number | undefined {
  const v = isRecord(raw) ? raw.value : raw;
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

function atom(f: Filter): RulesFilter | null {
  if (f.fieldFilter) {
    return {
      field: f.fieldFilter.field?.fieldPath,
      op: f.fieldFilter.op as RulesFilterOp,
      value: f.fieldFilter.value,
    };
  }
  if (f.unaryFilter)
    return { field: f.unaryFilter.field?.fieldPath, op: f.unaryFilter.op as RulesFilterOp };
  return null;
}

/** Atoms joined by AND from the top of the filter tree; anything under an OR is left out. */
function topLevelAnd(f: Filter | undefined): RulesFilter[] {
  if (typeof f !== 'object' || f === null) return [];
  const a = atom(f);
  if (a) return [a];
  const c = f.compositeFilter;
  if (c?.op !== 'AND') return [];
  return (c.filters ?? []).flatMap(topLevelAnd);
}

/** Conjunctions of the filter tree's disjunctive normal form. */
function dnf(f: Filter | undefined): RulesFilter[][] {
  if (typeof f !== 'object' || f === null) return [[]];
  const a = atom(f);
  if (a) return [[a]];
  const c = f.compositeFilter;
  if (!c) return [[]];
  const children = c.filters ?? [];
  if (c.op === 'OR') return children.flatMap(dnf);
  let acc: RulesFilter[][] = [[]];
  for (const child of children) {
    const next: RulesFilter[][] = [];
    for (const left of acc) for (const right of dnf(child)) next.push([...left, ...right]);
    acc = next;
  }
  return acc;
}

function hasOr(f: Filter | undefined): boolean {
  if (typeof f !== 'object' || f === null || !f.compositeFilter) return false;
  return f.compositeFilter.op === 'OR' || (f.compositeFilter.filters ?? []).some(hasOr);
}

function common(sq: StructuredQuery): Omit<RulesQueryConstraints, 'filters'> {
  const out: Omit<RulesQueryConstraints, 'filters'> = {};
  if (sq.from?.[0]?.allDescendants) out.collectionGroup = true;
  const limit = int(sq.limit as Int32Input | undefined);
  if (limit !== undefined) out.limit = limit;
  const offset = int(sq.offset);
  if (offset !== undefined) out.offset = offset;
  if (sq.orderBy?.length) {
    out.orderBy = sq.orderBy.map((o) => ({
      field: o.field?.fieldPath,
      direction: o.direction === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING',
    }));
  }
  return out;
}

/**
 * The query as the rules engine's request.query sees it: limit, offset, the explicit orderBy and
 * the constraints joined by AND at the top of the filter (those under an OR are left out).
 */
export function queryConstraintsForRules(sq: StructuredQuery): RulesQueryConstraints {
  return { ...common(sq), filters: topLevelAnd(sq.where) };
}

/**
 * For a query with an OR anywhere: one constraint set per conjunction of its disjunctive normal
 * form, so the rules gate can check each as its own list request. Empty when there is no OR.
 */
export function queryDisjunctsForRules(sq: StructuredQuery): RulesQueryConstraints[] {
  if (!hasOr(sq.where)) return [];
  const base = common(sq);
  return dnf(sq.where).map((filters) => ({ ...base, filters }));
}
