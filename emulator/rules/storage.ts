// Storage requests: request and resource objects for objects and prefixes.
// https://firebase.google.com/docs/reference/security/storage

import { createAccessCallCounter, makeDocAccess, SINGLE_REQUEST_LIMIT } from './access';
import { authToRules, jsonToRules } from './convert';
import { collectMatches, decide } from './decide';
import type { EvalEnv } from './evaluate';
import type { Ruleset } from './ruleset';
import type { RulesDecision, StorageObject, StorageRulesRequest } from './types';
import { dateToTimestamp, RPath, type RValue } from './values';

const SERVICE = 'firebase.storage';

export function evaluateStorageRequest(ruleset: Ruleset, req: StorageRulesRequest): RulesDecision {
  try {
    return run(ruleset, req);
  } catch (err) {
    return {
      allowed: false,
      message: `Rules evaluation failed: ${(err as Error)?.message ?? String(err)}`,
    };
  }
}

function intOf(s: string | undefined): RValue {
  return s !== undefined && /^-?\d+$/.test(s) ? BigInt(s) : null;
}

/** The rules resource object of a storage object. */
export function storageResource(o: StorageObject): Map<string, RValue> {
  const m = new Map<string, RValue>();
  m.set('name', o.name);
  m.set('bucket', o.bucket);
  m.set('size', BigInt(Math.trunc(o.size)));
  m.set('contentType', o.contentType ?? null);
  m.set('metadata', jsonToRules(o.metadata ?? {}));
  m.set('md5Hash', o.md5Hash ?? null);
  m.set('crc32c', o.crc32c ?? null);
  m.set('etag', o.etag ?? null);
  m.set('generation', intOf(o.generation));
  m.set('metageneration', intOf(o.metageneration));
  m.set('timeCreated', o.timeCreated ? dateToTimestamp(o.timeCreated) : null);
  m.set('updated', o.updated ? dateToTimestamp(o.updated) : null);
  m.set('contentDisposition', o.contentDisposition ?? null);
  m.set('contentEncoding', o.contentEncoding ?? null);
  m.set('contentLanguage', o.contentLanguage ?? null);
  m.set('cacheControl', o.cacheControl ?? null);
  return m;
}

function run(ruleset: Ruleset, req: StorageRulesRequest): RulesDecision {
  const svc = ruleset.file.services.find((s) => s.name === SERVICE);
  if (!svc) return { allowed: false, message: `No '${SERVICE}' service in the ruleset` };
  if (req.method === 'list' && ruleset.file.version !== '2') {
    return {
      allowed: false,
      message: "Permission denied. List operations are only allowed for rules_version='2'.",
    };
  }
  const segs = ['b', req.bucket, 'o', ...req.path.split('/').filter((s) => s !== '')];
  const request = new Map<string, RValue>();
  request.set('auth', authToRules(req.auth));
  request.set('method', req.method);
  request.set('path', new RPath(segs));
  request.set('time', dateToTimestamp(req.time));
  request.set(
    'resource',
    req.requestResource && req.method !== 'delete' ? storageResource(req.requestResource) : null,
  );
  const globals = new Map<string, RValue>();
  globals.set('request', request);
  globals.set('resource', req.resource ? storageResource(req.resource) : null);
  const env: EvalEnv = {
    ruleset,
    globals,
    captures: new Map(),
    docs: makeDocAccess(req.firestore, createAccessCallCounter(SINGLE_REQUEST_LIMIT), '(default)'),
    service: 'storage',
    depth: 0,
    steps: 0,
  };
  const matched = collectMatches(svc, segs, ruleset.file.version === '2', () => null);
  return decide(matched, req.method, env);
}
