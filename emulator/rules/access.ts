// get()/exists()/getAfter()/existsAfter() with the documented access-call limits: 10 for
// single-document requests and queries, 20 for multi-document reads, transactions and batched
// writes. https://firebase.google.com/docs/firestore/security/rules-conditions#access_calls_and_pricing

import { documentResource } from './convert';
import { evalError } from './errors';
import type { DocAccess } from './evaluate';
import type { AccessCallCounter, RulesDocAccessor } from './types';
import type { RPath, RValue } from './values';

export const SINGLE_REQUEST_LIMIT = 10;
export const MULTI_REQUEST_LIMIT = 20;

export function createAccessCallCounter(limit = MULTI_REQUEST_LIMIT): AccessCallCounter {
  return { limit, seen: new Set() };
}

export function makeDocAccess(
  accessor: RulesDocAccessor,
  counter: AccessCallCounter,
  database: string,
): DocAccess {
  const cache = new Map<string, RValue>();
  const load = (p: RPath, after: boolean): RValue => {
    const segs = p.segs;
    if (
      segs.length < 5 ||
      segs[0] !== 'databases' ||
      segs[2] !== 'documents' ||
      (segs.length - 3) % 2 !== 0
    ) {
      throw evalError(
        `Path ${p.toString()} does not name a document under /databases/{database}/documents.`,
      );
    }
    const pathText = p.toString();
    const key = `${after ? 'after' : 'before'}:${pathText}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    if (!counter.seen.has(key)) {
      if (counter.seen.size >= counter.limit) {
        throw evalError(`Exceeded maximum number of document access calls (${counter.limit}).`);
      }
      counter.seen.add(key);
    }
    const doc = after ? accessor.getAfter(pathText) : accessor.get(pathText);
    const value = doc ? documentResource(doc, segs[1] ?? database) : null;
    cache.set(key, value);
    return value;
  };
  return {
    get: (p, after) => load(p, after),
    exists: (p, after) => load(p, after) !== null,
  };
}
