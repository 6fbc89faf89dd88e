// Aggregation queries (count, sum, average) over the documents a query matches.

import { invalidArgument } from '../core/errors';
import { getField } from '../core/field-path';
import type { StoredDocument } from '../core/store';
import { doubleOf, type FsValue } from '../core/value';
import type { Aggregation, Int32Input } from '../wire/messages';
import { type FieldRef, fieldRef, int32Of } from './query';

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const MAX_AGGREGATIONS = 5;
const ALIAS = /^[_a-zA-Z][_a-zA-Z0-9]*$/;

export type PreparedAggregation =
  | { alias: string; kind: 'count'; upTo: number | null }
  | { alias: string; kind: 'sum' | 'avg'; field: FieldRef };

/** Validates aggregations; unnamed ones get the service's default aliases field_1, field_2, ... */
export function prepareAggregations(raw: unknown): PreparedAggregation[] {
  if (!Array.isArray(raw) || raw.length === 0)
    throw invalidArgument('At least one aggregation is required.');
  if (raw.length > MAX_AGGREGATIONS) {
    throw invalidArgument(
      `Too many aggregations: the maximum number of aggregations is ${MAX_AGGREGATIONS}, the query has ${raw.length}.`,
    );
  }
  const seen = new Set<string>();
  let next = 1;
  return raw.map((a: Aggregation) => {
    if (typeof a !== 'object' || a === null) throw invalidArgument('Invalid aggregation.');
    let alias = a.alias;
    if (alias === undefined || alias === '') {
      do alias = `field_${next++}`;
      while (seen.has(alias));
    } else if (typeof alias !== 'string' || !ALIAS.test(alias) || /^__.*__$/.test(alias)) {
      throw invalidArgument(`Invalid aggregation alias: ${JSON.stringify(alias)}.`);
    }
    if (seen.has(alias))
      throw invalidArgument(`Aggregation alias "${alias}" is used more than once.`);
    seen.add(alias);
    const kinds = (['count', 'sum', 'avg'] as const).filter(
      (k) => a[k] !== undefined && a[k] !== null,
    );
    if (kinds.length !== 1)
      throw invalidArgument('An aggregation must set exactly one of count, sum, avg.');
    if (a.count) {
      const upTo = int32Of(a.count.upTo as Int32Input | undefined, 'count up_to');
      if (upTo !== null && upTo <= 0)
        throw invalidArgument('count up_to must be greater than zero.');
      return { alias, kind: 'count', upTo };
    }
    const field = fieldRef((a.sum ?? a.avg)?.field);
    if (field.isName) throw invalidArgument(`Cannot ${kinds[0]} over __name__.`);
    return { alias, kind: kinds[0] as 'sum' | 'avg', field };
  });
}

interface Accumulator {
  int: bigint;
  double: number;
  sawDouble: boolean;
  count: number;
}

function add(acc: Accumulator, v: FsValue): void {
  if ('integerValue' in v) {
    acc.int += BigInt(v.integerValue);
    acc.count++;
  } else if ('doubleValue' in v) {
    acc.double += doubleOf(v);
    acc.sawDouble = true;
    acc.count++;
  }
}

/**
 * sum: integers add exactly and stay an integer unless the int64 range overflows (then the sum
 * is a double); any double makes it a double; non-numeric values are ignored. avg: always a
 * double, null when no numeric value exists.
 */
export function aggregate(
  docs: StoredDocument[],
  aggregations: PreparedAggregation[],
): Record<string, FsValue> {
  // The service answers from an index holding every aggregated field, so a document lacking any
  // sum/avg field takes part in none of the aggregations, count included. One pass reads each
  // aggregated field once per document.
  const numeric = aggregations.filter((a) => a.kind !== 'count');
  const paths = numeric.map((a) => (a as { field: FieldRef }).field.path);
  const sums: Accumulator[] = numeric.map(() => ({
    int: 0n,
    double: 0,
    sawDouble: false,
    count: 0,
  }));
  const values: FsValue[] = new Array(paths.length);
  let rows = 0;
  for (const doc of docs) {
    let complete = true;
    for (let i = 0; i < paths.length; i++) {
      const v = getField(doc.fields, paths[i] as string[]);
      if (v === undefined) {
        complete = false;
        break;
      }
      values[i] = v;
    }
    if (!complete) continue;
    rows++;
    for (let i = 0; i < paths.length; i++) add(sums[i] as Accumulator, values[i] as FsValue);
  }
  const out: Record<string, FsValue> = {};
  for (const a of aggregations) {
    if (a.kind === 'count') {
      out[a.alias] = { integerValue: String(a.upTo === null ? rows : Math.min(a.upTo, rows)) };
      continue;
    }
    const acc = sums[numeric.indexOf(a)] as Accumulator;
    if (a.kind === 'avg') {
      out[a.alias] =
        acc.count === 0
          ? { nullValue: null }
          : { doubleValue: (Number(acc.int) + acc.double) / acc.count };
    } else if (acc.sawDouble || acc.int > INT64_MAX || acc.int < INT64_MIN) {
      out[a.alias] = { doubleValue: Number(acc.int) + acc.double };
    } else {
      out[a.alias] = { integerValue: acc.int.toString() };
    }
  }
  return out;
}
