// Request builders for ruleset-level conformance tests.

import { parseRuleset, type Ruleset } from '../index';
import type {
  FirestoreRulesRequest,
  FsDocument,
  FsValue,
  RulesAuth,
  RulesDocAccessor,
} from '../types';

export const T0 = new Date('2026-01-02T03:04:05.678Z');

export function fsRules(body: string, version: '1' | '2' = '2'): Ruleset {
  return parseRuleset(
    `rules_version = '${version}';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}\n`,
    'firestore.rules',
  );
}

/** Converts plain JS test data into Firestore proto3-JSON values. */
export function fv(v: unknown): FsValue {
  if (v === null) return { nullValue: null };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'bigint') return { integerValue: v.toString() };
  if (typeof v === 'number')
    return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
  if (typeof v === 'string') return { stringValue: v };
  if (v instanceof Date) return { timestampValue: v.toISOString() };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(fv) } };
  if (typeof v === 'object') {
    const fields: Record<string, FsValue> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) fields[k] = fv(x);
    return { mapValue: { fields } };
  }
  throw new Error(`cannot convert ${String(v)}`);
}

export function doc(path: string, data: Record<string, unknown>): FsDocument {
  const value = fv(data);
  const fields = 'mapValue' in value ? value.mapValue.fields : undefined;
  return { name: `projects/demo/databases/(default)/documents/${path}`, fields };
}

/** An in-memory accessor: `before` is the stored state, `after` overrides for getAfter. */
export function store(
  before: Record<string, Record<string, unknown>> = {},
  after: Record<string, Record<string, unknown> | null> = {},
): RulesDocAccessor & { calls: string[] } {
  const calls: string[] = [];
  const rel = (p: string) => p.replace(/^\/databases\/[^/]+\/documents\//, '');
  return {
    calls,
    get(p) {
      calls.push(`get ${p}`);
      const d = before[rel(p)];
      return d ? doc(rel(p), d) : null;
    },
    getAfter(p) {
      calls.push(`getAfter ${p}`);
      const r = rel(p);
      if (r in after) {
        const d = after[r];
        return d ? doc(r, d) : null;
      }
      const d = before[r];
      return d ? doc(r, d) : null;
    },
  };
}

export const alice: RulesAuth = {
  uid: 'alice',
  token: { email: 'alice@example.com', email_verified: true },
};
export const bob: RulesAuth = {
  uid: 'bob',
  token: { email: 'bob@example.com', email_verified: false, admin: true },
};

export function req(
  partial: Partial<FirestoreRulesRequest> & Pick<FirestoreRulesRequest, 'path' | 'method'>,
): FirestoreRulesRequest {
  return {
    auth: null,
    time: T0,
    resource: null,
    documents: store(),
    ...partial,
  };
}
