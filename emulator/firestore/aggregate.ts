import { invalidArgument } from './errors';
import { getField } from './field-path';
import type { Aggregation, Int32Input } from './messages';
import { type FieldRef, fieldRef, int32Of } from './query';
import type { StoredDocument } from './store';
import { doubleOf, type FsValue } from './value';

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

/**
 * sum: integers add exactly and stay an integer unless the int64 range overflows (then the sum
 * is a double); any double makes it a double; non-numeric values are ignored. avg: always a
 * double, null when no numeric value exists.
 */
export function aggregate(
  docs: StoredDocument[],
  aggregations: PreparedAggregation[],
): Record<string, FsValue> {
  const out: Record<string, FsValue> = {};
  // The service answers from an index holding every aggregated field, so a document lacking any
  // sum/avg field takes part in none of the aggregations, count included.
  const fields = aggregations.flatMap((a) => (a.kind === 'count' ? [] : [a.field.path]));
  const rows =
    fields.length === 0
      ? docs
      : docs.filter((d) => fields.every((p) => getField(d.fields, p) !== undefined));
  for (const a of aggregations) {
    if (a.kind === 'count') {
      out[a.alias] = {
        integerValue: String(a.upTo === null ? rows.length : Math.min(a.upTo, rows.length)),
      };
      continue;
    }
    let intSum = 0n;
    let doubleSum = 0;
    let sawDouble = false;
    let count = 0;
    for (const doc of rows) {
      const v = getField(doc.fields, a.field.path);
      if (!v) continue;
      if ('integerValue' in v) {
        intSum += BigInt(v.integerValue);
        count++;
      } else if ('doubleValue' in v) {
        doubleSum += doubleOf(v);
        sawDouble = true;
        count++;
      }
    }
    if (a.kind === 'avg') {
      out[a.alias] =
        count === 0 ? { nullValue: null } : { doubleValue: (Number(intSum) + doubleSum) / count };
    } else if (sawDouble || intSum > INT64_MAX || intSum < INT64_MIN) {
      out[a.alias] = { doubleValue: Number(intSum) + doubleSum };
    } else {
      out[a.alias] = { integerValue: intSum.toString() };
    }
  }
  return out;
}
