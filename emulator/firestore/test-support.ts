// Test helpers: Firestore values written short (int, dbl, str, ...) for the emulator's own tests.

import { FirestoreDatabase } from './core/database';
import { FirestoreError } from './core/errors';
import type { FsValue } from './core/value';
import type { Filter, StructuredQuery, Write } from './wire/messages';

/** Test helpers: plain JS to Firestore values, a database with a controllable clock. */

export const int = (n: number | bigint | string): FsValue => ({ integerValue: String(n) });
export const dbl = (n: number): FsValue => ({ doubleValue: n });
export const str = (s: string): FsValue => ({ stringValue: s });
export const NULL: FsValue = { nullValue: null };
export const bool = (b: boolean): FsValue => ({ booleanValue: b });
export const ts = (t: string): FsValue => ({ timestampValue: t });
export const bytes = (b: number[]): FsValue => ({ bytesValue: Buffer.from(b).toString('base64') });
export const geo = (latitude: number, longitude: number): FsValue => ({
  geoPointValue: { latitude, longitude },
});
export const arr = (...values: FsValue[]): FsValue => ({ arrayValue: { values } });
export const map = (fields: Record<string, FsValue>): FsValue => ({ mapValue: { fields } });

/** JS number → integerValue when integral, else doubleValue; strings, booleans, null, arrays, objects as you would expect. */
export function js(value: unknown): FsValue {
  if (value === null) return NULL;
  if (typeof value === 'number') return Number.isInteger(value) ? int(value) : dbl(value);
  if (typeof value === 'string') return str(value);
  if (typeof value === 'boolean') return bool(value);
  if (Array.isArray(value)) return arr(...value.map(js));
  if (typeof value === 'object') {
    const out: Record<string, FsValue> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = js(v);
    return map(out);
  }
  throw new Error(`cannot convert ${String(value)}`);
}

export function fieldsOf(value: Record<string, unknown>): Record<string, FsValue> {
  const v = js(value);
  return 'mapValue' in v ? (v.mapValue.fields ?? {}) : {};
}

export class TestClock {
  constructor(public millis = Date.UTC(2024, 0, 1)) {}
  now = (): number => this.millis;
  advance(ms: number): void {
    this.millis += ms;
  }
}

export function makeDb(clock = new TestClock()) {
  const db = new FirestoreDatabase({ projectId: 'demo-test', clock: clock.now });
  const root = db.documentsRoot;
  const name = (path: string) => `${root}/${path}`;
  const set = (path: string, data: Record<string, unknown>, extra: Partial<Write> = {}) =>
    db.commit({ writes: [{ update: { name: name(path), fields: fieldsOf(data) }, ...extra }] });
  const del = (path: string) => db.commit({ writes: [{ delete: name(path) }] });
  const get = (path: string) => {
    const r = db.batchGet({ documents: [name(path)] }).results[0];
    return r && 'found' in r ? r.found : null;
  };
  const query = (sq: StructuredQuery, parent = root) =>
    db.runQuery({ parent, structuredQuery: sq });
  const ids = (sq: StructuredQuery, parent = root) =>
    query(sq, parent).documents.map((d) => d.name.slice(root.length + 1));
  return { db, clock, root, name, set, del, get, query, ids };
}

export function from(collectionId: string, allDescendants = false): StructuredQuery['from'] {
  return [{ collectionId, allDescendants }];
}

export function where(fieldPath: string, op: string, value: FsValue): Filter {
  return { fieldFilter: { field: { fieldPath }, op: op as 'EQUAL', value } };
}

export function unary(fieldPath: string, op: string): Filter {
  return { unaryFilter: { field: { fieldPath }, op: op as 'IS_NULL' } };
}

export function and(...filters: Filter[]): Filter {
  return { compositeFilter: { op: 'AND', filters } };
}

export function or(...filters: Filter[]): Filter {
  return { compositeFilter: { op: 'OR', filters } };
}

/** Runs fn and returns the FirestoreError it throws (fails the test if it does not throw one). */
export function errorOf(fn: () => unknown): FirestoreError {
  try {
    fn();
  } catch (error) {
    if (error instanceof FirestoreError) return error;
    throw error;
  }
  throw new Error('expected a FirestoreError');
}
