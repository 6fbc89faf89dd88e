// Table-driven conformance helpers: each case is an expression and the documented outcome.

import { expect, it } from 'vitest';
import { evaluateExpression } from '../expression';

export type Outcome = true | false | 'error';

export interface ExprCase {
  /** A rules expression. */
  expr: string;
  /** What the reference says it evaluates to: true, false, or an evaluation error. */
  is: Outcome;
  /** The reference page the expectation comes from. */
  ref: string;
}

export const REF = {
  language: 'https://firebase.google.com/docs/rules/rules-language',
  conditions: 'https://firebase.google.com/docs/firestore/security/rules-conditions',
  query: 'https://firebase.google.com/docs/firestore/security/rules-query',
  structure: 'https://firebase.google.com/docs/firestore/security/rules-structure',
  behavior: 'https://firebase.google.com/docs/rules/rules-behavior',
  storage: 'https://firebase.google.com/docs/reference/security/storage',
  storageConditions: 'https://firebase.google.com/docs/storage/security/rules-conditions',
  string: 'https://firebase.google.com/docs/reference/rules/rules.String',
  list: 'https://firebase.google.com/docs/reference/rules/rules.List',
  map: 'https://firebase.google.com/docs/reference/rules/rules.Map',
  mapDiff: 'https://firebase.google.com/docs/reference/rules/rules.MapDiff',
  set: 'https://firebase.google.com/docs/reference/rules/rules.Set',
  integer: 'https://firebase.google.com/docs/reference/rules/rules.Integer',
  float: 'https://firebase.google.com/docs/reference/rules/rules.Float',
  number: 'https://firebase.google.com/docs/reference/rules/rules.Number',
  boolean: 'https://firebase.google.com/docs/reference/rules/rules.Boolean',
  bytes: 'https://firebase.google.com/docs/reference/rules/rules.Bytes',
  duration: 'https://firebase.google.com/docs/reference/rules/rules.Duration',
  durationNs: 'https://firebase.google.com/docs/reference/rules/rules.duration_',
  timestamp: 'https://firebase.google.com/docs/reference/rules/rules.Timestamp',
  timestampNs: 'https://firebase.google.com/docs/reference/rules/rules.timestamp_',
  latlng: 'https://firebase.google.com/docs/reference/rules/rules.LatLng',
  latlngNs: 'https://firebase.google.com/docs/reference/rules/rules.latlng_',
  math: 'https://firebase.google.com/docs/reference/rules/rules.math',
  hashing: 'https://firebase.google.com/docs/reference/rules/rules.hashing',
  path: 'https://firebase.google.com/docs/reference/rules/rules.Path',
  rules: 'https://firebase.google.com/docs/reference/rules/rules',
  nullRef: 'https://firebase.google.com/docs/reference/rules/rules.Null',
  fsRequest: 'https://firebase.google.com/docs/reference/rules/rules.firestore.Request',
  fsResource: 'https://firebase.google.com/docs/reference/rules/rules.firestore.Resource',
  firestoreNs: 'https://firebase.google.com/docs/reference/rules/rules.firestore',
} as const;

export function outcomeOf(expr: string): Outcome | { value: unknown } {
  const r = evaluateExpression(expr);
  if (!r.ok) return 'error';
  if (r.value === true || r.value === false) return r.value;
  return { value: r.value };
}

/** Registers one test per case, named as a sentence that carries the reference. */
export function expressionCases(cases: ExprCase[]): void {
  for (const c of cases) {
    const verb = c.is === 'error' ? 'is an evaluation error' : `evaluates to ${c.is}`;
    it(`${c.expr} ${verb} (${c.ref})`, () => {
      expect(outcomeOf(c.expr)).toBe(c.is);
    });
  }
}
