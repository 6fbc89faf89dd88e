// Firestore requests: the request and resource objects, match resolution and list queries.
// https://firebase.google.com/docs/reference/rules/rules.firestore.Request
// https://firebase.google.com/docs/reference/rules/rules.firestore.Resource

import { createAccessCallCounter, makeDocAccess, SINGLE_REQUEST_LIMIT } from './access';
import { authToRules, documentResource, documentSegments, fsToRules } from './convert';
import { ANY_DOC, ANY_RUN, collectMatches, decide, type Seg } from './decide';
import type { EvalEnv } from './evaluate';
import { queryCases, SymbolicUnknown } from './query';
import type { Ruleset } from './ruleset';
import type { FirestoreRulesRequest, RulesDecision } from './types';
import { dateToTimestamp, RPath, type RValue } from './values';

const SERVICE = 'cloud.firestore';

export function evaluateFirestoreRequest(
  ruleset: Ruleset,
  req: FirestoreRulesRequest,
): RulesDecision {
  try {
    return run(ruleset, req);
  } catch (err) {
    return {
      allowed: false,
      message: `Rules evaluation failed: ${(err as Error)?.message ?? String(err)}`,
    };
  }
}

function run(ruleset: Ruleset, req: FirestoreRulesRequest): RulesDecision {
  const svc = ruleset.file.services.find((s) => s.name === SERVICE);
  if (!svc) return { allowed: false, message: `No '${SERVICE}' service in the ruleset` };
  const db = req.database ?? '(default)';
  const base = ['databases', db, 'documents'];
  const rel = req.path.split('/').filter((s) => s !== '');
  const counter = req.accessCalls ?? createAccessCallCounter(SINGLE_REQUEST_LIMIT);

  const request = new Map<string, RValue>();
  request.set('auth', authToRules(req.auth));
  request.set('method', req.method);
  request.set('path', new RPath([...base, ...rel]));
  request.set('time', dateToTimestamp(req.time));
  request.set(
    'resource',
    req.requestResource && req.method !== 'delete'
      ? documentResource(req.requestResource, db)
      : null,
  );
  const globals = new Map<string, RValue>();
  globals.set('request', request);
  const env: EvalEnv = {
    ruleset,
    globals,
    captures: new Map(),
    docs: makeDocAccess(req.documents, counter, db),
    service: 'firestore',
    depth: 0,
    steps: 0,
  };
  const v2 = ruleset.file.version === '2';

  if (req.method !== 'list') {
    globals.set('resource', req.resource ? documentResource(req.resource, db) : null);
    const matched = collectMatches(svc, [...base, ...rel], v2, openCapture);
    return decide(matched, req.method, env);
  }

  const q = req.query ?? { filters: [] };
  const query = new Map<string, RValue>();
  if (q.limit !== undefined) query.set('limit', BigInt(Math.trunc(q.limit)));
  if (q.offset !== undefined) query.set('offset', BigInt(Math.trunc(q.offset)));
  if (q.orderBy && q.orderBy.length > 0) {
    const order = new Map<string, RValue>();
    for (const o of q.orderBy) order.set(o.field, o.direction === 'DESCENDING' ? 'DESC' : 'ASC');
    query.set('orderBy', order);
  }
  request.set('query', query);

  let first: RulesDecision | null = null;
  for (const c of queryCases(q)) {
    const name = c.name ? fsToRules(c.name) : null;
    const nameSegs = name instanceof RPath ? name.segs : null;
    const docId = nameSegs ? (nameSegs[nameSegs.length - 1] as string) : null;
    const resource = new Map<string, RValue>();
    resource.set('data', c.data);
    resource.set('id', docId ?? new SymbolicUnknown('resource.id'));
    resource.set(
      '__name__',
      nameSegs ? new RPath(nameSegs) : new SymbolicUnknown('resource.__name__'),
    );
    globals.set('resource', resource);
    let segs: Seg[];
    if (nameSegs && !q.collectionGroup) {
      segs = documentSegments(nameSegs.join('/'), db);
    } else if (q.collectionGroup) {
      const collectionId = rel[rel.length - 1] ?? '';
      segs = [...base, ...rel.slice(0, -1), ANY_RUN, collectionId, docId ?? ANY_DOC];
    } else {
      segs = [...base, ...rel, docId ?? ANY_DOC];
    }
    const matched = collectMatches(svc, segs, v2, openCapture);
    const d = decide(matched, 'list', env);
    if (!d.allowed) return d;
    first ??= d;
  }
  return first ?? { allowed: false, message: 'Query has an IN filter with no values' };
}

function openCapture(name: string): RValue {
  return new SymbolicUnknown(`path variable '${name}' (the query does not pin the document)`);
}
