// The rules engine API the Firestore and Storage emulators call.

import { coverageOf, resetCoverageOf } from './coverage';
import { evaluateFirestoreRequest } from './firestore';
import { parse } from './parser';
import { Ruleset } from './ruleset';
import { evaluateStorageRequest } from './storage';
import type {
  CoverageEntry,
  FirestoreRulesRequest,
  RulesDecision,
  StorageRulesRequest,
} from './types';

export { createAccessCallCounter, MULTI_REQUEST_LIMIT, SINGLE_REQUEST_LIMIT } from './access';
export { RulesSyntaxError } from './errors';
export { Ruleset } from './ruleset';
export type * from './types';

/** Parses a ruleset once; throws RulesSyntaxError naming file:line:column. */
export function parseRuleset(source: string, fileName = 'rules'): Ruleset {
  return new Ruleset(parse(source, fileName));
}

export function evaluateFirestore(ruleset: Ruleset, req: FirestoreRulesRequest): RulesDecision {
  return evaluateFirestoreRequest(ruleset, req);
}

export function evaluateStorage(ruleset: Ruleset, req: StorageRulesRequest): RulesDecision {
  return evaluateStorageRequest(ruleset, req);
}

export function coverage(ruleset: Ruleset): CoverageEntry[] {
  return coverageOf(ruleset);
}

export function resetCoverage(ruleset: Ruleset): void {
  resetCoverageOf(ruleset);
}
