// Static decision of list queries. Rules are not filters: a query is allowed only when the list
// rule holds for every document it could return, judged from the query's own constraints.
// https://firebase.google.com/docs/firestore/security/rules-query
//
// The list rule runs against a symbolic `resource` whose data answers only what the filters
// pin down: EQUAL (and IS_NULL / IS_NAN) give the field its value; IN and ARRAY_CONTAINS_ANY
// are expanded so the rule must hold for each listed value; ARRAY_CONTAINS makes `v in field`
// and hasAny/hasAll over that value true; range and NOT_EQUAL / NOT_IN filters decide
// comparisons they imply. Any other read of document data is an error, so the rule denies.

import { fsToRules } from './convert';
import { evalError } from './errors';
import { includes } from './stdlib/list';
import type { FsValue, RulesQuery } from './types';
import { compare, equals, RSet, RSymbolic, type RValue } from './values';

export const MAX_QUERY_EXPANSION = 256;

interface FieldNode {
  eq?: { v: RValue };
  contains?: { v: RValue };
  range: { op: string; v: RValue }[];
  not: RValue[];
  children: Map<string, FieldNode>;
}

function newNode(): FieldNode {
  return { range: [], not: [], children: new Map() };
}

function unconstrained(what: string): Error {
  return evalError(
    `Query is not constrained on ${what}: the rule reads it, so the query must filter on it (rules are not filters).`,
  );
}

/** A value nothing in the query determines (an unknown document id, an unfiltered field). */
export class SymbolicUnknown extends RSymbolic {
  readonly typeName = 'unknown';
  constructor(private readonly what: string) {
    super();
  }
  unconstrained(): Error {
    return unconstrained(this.what);
  }
}

class SymbolicMap extends RSymbolic {
  readonly typeName = 'map';
  constructor(
    private readonly node: FieldNode,
    private readonly prefix: string,
  ) {
    super();
  }
  unconstrained(): Error {
    return unconstrained(this.prefix === '' ? 'resource.data' : `field '${this.prefix}'`);
  }
  override field(name: string): RValue {
    const child = this.node.children.get(name);
    const path = this.prefix === '' ? name : `${this.prefix}.${name}`;
    if (!child) throw unconstrained(`field '${path}'`);
    if (child.eq) return child.eq.v;
    if (child.contains) return new SymbolicList(child.contains.v, path);
    if (child.range.length > 0 || child.not.length > 0) return new SymbolicField(child, path);
    return new SymbolicMap(child, path);
  }
  override hasKey(key: string): boolean {
    // Every filter only matches documents in which the field exists.
    if (this.node.children.has(key)) return true;
    throw unconstrained(`field '${this.prefix === '' ? key : `${this.prefix}.${key}`}'`);
  }
  override method(name: string, args: RValue[]): RValue {
    if (name === 'get' && args.length === 2) {
      const key = args[0] as RValue;
      const keys = Array.isArray(key) ? key : [key];
      let cur: RValue = this;
      for (const k of keys) {
        if (typeof k !== 'string') throw evalError('Map keys must be strings.');
        if (cur instanceof RSymbolic) cur = cur.field(k);
        else if (cur instanceof Map) {
          if (!cur.has(k)) return args[1] as RValue;
          cur = cur.get(k) as RValue;
        } else return args[1] as RValue;
      }
      return cur;
    }
    throw this.unconstrained();
  }
}

class SymbolicList extends RSymbolic {
  readonly typeName = 'list';
  constructor(
    private readonly member: RValue,
    private readonly path: string,
  ) {
    super();
  }
  unconstrained(): Error {
    return unconstrained(`field '${this.path}' beyond its array-contains filter`);
  }
  override contains(v: RValue): boolean {
    if (equals(v, this.member)) return true;
    throw this.unconstrained();
  }
  override method(name: string, args: RValue[]): RValue {
    const arg = args[0];
    const items = Array.isArray(arg) ? arg : arg instanceof RSet ? arg.items : null;
    if (args.length === 1 && items !== null) {
      if (name === 'hasAny' && includes(items, this.member)) return true;
      if (name === 'hasAll' && items.every((x) => equals(x, this.member))) return true;
    }
    throw this.unconstrained();
  }
}

class SymbolicField extends RSymbolic {
  readonly typeName = 'unknown';
  constructor(
    private readonly node: FieldNode,
    private readonly path: string,
  ) {
    super();
  }
  unconstrained(): Error {
    return unconstrained(`field '${this.path}' beyond its range filters`);
  }
  override eq(v: RValue): boolean {
    if (this.node.not.some((x) => equals(x, v))) return false;
    // A range that excludes v also decides equality.
    if (this.decide('>', v) === true || this.decide('<', v) === true) return false;
    throw this.unconstrained();
  }
  override cmp(op: string, v: RValue): boolean {
    const r = this.decide(op, v);
    if (r === null) throw this.unconstrained();
    return r;
  }
  private decide(op: string, v: RValue): boolean | null {
    for (const b of this.node.range) {
      let c: number;
      try {
        c = compare(b.v, v);
      } catch {
        continue;
      }
      if (Number.isNaN(c)) continue;
      const upper = b.op === 'LESS_THAN' || b.op === 'LESS_THAN_OR_EQUAL';
      const open = b.op === 'LESS_THAN' || b.op === 'GREATER_THAN';
      switch (op) {
        case '<':
          if (upper && (open ? c <= 0 : c < 0)) return true;
          if (!upper && c >= 0) return false;
          break;
        case '<=':
          if (upper && c <= 0) return true;
          if (!upper && (open ? c >= 0 : c > 0)) return false;
          break;
        case '>':
          if (!upper && (open ? c >= 0 : c > 0)) return true;
          if (upper && c <= 0) return false;
          break;
        case '>=':
          if (!upper && c >= 0) return true;
          if (upper && (open ? c <= 0 : c < 0)) return false;
          break;
      }
    }
    return null;
  }
}

export function splitFieldPath(field: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < field.length; i++) {
    const c = field[i] as string;
    if (c === '`') quoted = !quoted;
    else if (c === '\\' && quoted) cur += field[++i] ?? '';
    else if (c === '.' && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

export interface QueryCase {
  data: RSymbolic;
  /** Value of an EQUAL / IN filter on __name__, when the query pins the document. */
  name: FsValue | null;
}

/** The constraint combinations a list rule must hold for (one per IN / ARRAY_CONTAINS_ANY choice). */
export function queryCases(q: RulesQuery): QueryCase[] {
  type Flat = { field: string; op: string; value: FsValue | undefined };
  let combos: Flat[][] = [[]];
  for (const f of q.filters ?? []) {
    if (f.op === 'IN' || f.op === 'ARRAY_CONTAINS_ANY') {
      const values = f.value && 'arrayValue' in f.value ? (f.value.arrayValue.values ?? []) : [];
      if (combos.length * Math.max(values.length, 1) > MAX_QUERY_EXPANSION) {
        throw evalError(
          `Query has too many IN / ARRAY_CONTAINS_ANY combinations to check (over ${MAX_QUERY_EXPANSION}).`,
        );
      }
      const op = f.op === 'IN' ? 'EQUAL' : 'ARRAY_CONTAINS';
      const next: Flat[][] = [];
      for (const c of combos)
        for (const v of values) next.push([...c, { field: f.field, op, value: v }]);
      combos = next;
    } else {
      for (const c of combos) c.push({ field: f.field, op: f.op, value: f.value });
    }
  }
  return combos.map((flat) => {
    const root = newNode();
    let name: FsValue | null = null;
    for (const f of flat) {
      if (f.field === '__name__') {
        if (f.op === 'EQUAL' && f.value) name = f.value;
        continue;
      }
      let node = root;
      for (const seg of splitFieldPath(f.field)) {
        let child = node.children.get(seg);
        if (!child) {
          child = newNode();
          node.children.set(seg, child);
        }
        node = child;
      }
      const v = f.value ? fsToRules(f.value) : null;
      switch (f.op) {
        case 'EQUAL':
          node.eq = { v };
          break;
        case 'IS_NULL':
          node.eq = { v: null };
          break;
        case 'IS_NAN':
          node.eq = { v: Number.NaN };
          break;
        case 'ARRAY_CONTAINS':
          node.contains = { v };
          break;
        case 'NOT_EQUAL':
          node.not.push(v);
          break;
        case 'IS_NOT_NULL':
          node.not.push(null);
          break;
        case 'NOT_IN':
          if (Array.isArray(v)) node.not.push(...v);
          break;
        case 'LESS_THAN':
        case 'LESS_THAN_OR_EQUAL':
        case 'GREATER_THAN':
        case 'GREATER_THAN_OR_EQUAL':
          node.range.push({ op: f.op, v });
          break;
      }
    }
    return { data: new SymbolicMap(root, ''), name };
  });
}
