// Turns the core's authorize hooks into rules engine evaluations, so every read and
// write a non-owner makes is checked inside the operation, against the exact before/after state.
import * as rules from '../rules/index';
import type {
  AccessCallCounter,
  CoverageEntry,
  FirestoreRulesRequest,
  RulesDecision,
} from '../rules/types';
import type {
  Authorize,
  AuthorizeRequest,
  FirestoreDatabase,
  RulesQueryConstraints,
} from './core/database';
import { FirestoreError } from './core/errors';
import type { Identity } from './core/identity';
import type { FsDocument } from './core/value';

/** The part of emulator/rules/index.ts the emulator uses (method syntax keeps Ruleset opaque). */
export interface RulesEngine {
  parseRuleset(source: string, fileName?: string): unknown;
  evaluateFirestore(ruleset: unknown, request: FirestoreRulesRequest): RulesDecision;
  coverage(ruleset: unknown): CoverageEntry[];
  resetCoverage(ruleset: unknown): void;
  createAccessCallCounter?(limit: number): AccessCallCounter;
}

/** The project's rules engine (emulator/rules). */
export const defaultRulesEngine: RulesEngine = rules;

export interface GateOptions {
  engine: RulesEngine;
  ruleset: unknown;
  identity: Identity;
  database: FirestoreDatabase;
  now?: () => Date;
  /**
   * The request reads several documents (batchGet): their get() / exists() calls share one
   * budget of 20, as the service counts them per request; single reads get 10 each.
   */
  multiDocumentRead?: boolean;
}

/** The authorize hook for one request, or undefined when rules do not apply (owner). */
export function rulesAuthorizer(options: GateOptions): Authorize | undefined {
  const { engine, ruleset, identity, database } = options;
  if (identity.kind === 'owner') return undefined;
  const auth = identity.kind === 'user' ? identity.auth : null;
  const now = options.now ?? (() => new Date());
  const root = `${database.documentsRoot}/`;
  const databaseId = database.databaseId;
  const relative = (name: string): string =>
    name === database.documentsRoot ? '' : name.startsWith(root) ? name.slice(root.length) : name;
  // Rules name documents '/databases/(default)/documents/users/abc'; the store uses full names.
  const fullName = (rulesPath: string): string => {
    const trimmed = rulesPath.replace(/^\/+/, '');
    return trimmed.startsWith('databases/')
      ? `projects/${database.projectId}/${trimmed}`
      : `${root}${trimmed}`;
  };
  const readStored = (name: string): FsDocument | null => {
    const result = database.batchGet({ documents: [name] }).results[0];
    return result && 'found' in result ? result.found : null;
  };
  const deny = (decision: RulesDecision): never => {
    throw new FirestoreError('PERMISSION_DENIED', `\n${decision.message}`);
  };
  const evaluate = (
    request: Omit<FirestoreRulesRequest, 'auth' | 'time' | 'database'>,
    time: Date = now(),
  ) => {
    const decision = engine.evaluateFirestore(ruleset, {
      ...request,
      database: databaseId,
      auth,
      time,
    });
    if (!decision.allowed) deny(decision);
  };
  const readAccessor = {
    get: (path: string) => readStored(fullName(path)),
    getAfter: (path: string) => readStored(fullName(path)),
  };

  const sharedReadBudget = options.multiDocumentRead
    ? engine.createAccessCallCounter?.(20)
    : undefined;

  return (request: AuthorizeRequest) => {
    if (request.kind === 'get') {
      evaluate({
        path: relative(request.name),
        method: 'get',
        resource: request.doc,
        documents: readAccessor,
        accessCalls: sharedReadBudget ?? engine.createAccessCallCounter?.(10),
      });
      return;
    }
    if (request.kind === 'list') {
      const parent = relative(request.parent);
      const path = parent ? `${parent}/${request.collectionId}` : request.collectionId;
      const constraintSets: RulesQueryConstraints[] =
        request.disjuncts.length > 0 ? request.disjuncts : [request.query];
      for (const query of constraintSets) {
        evaluate({
          path,
          method: 'list',
          resource: null,
          query: { ...query, collectionGroup: request.allDescendants || undefined },
          documents: readAccessor,
        });
      }
      return;
    }
    const accessor = {
      get: (path: string) => request.getBefore(fullName(path)),
      getAfter: (path: string) => request.getAfter(fullName(path)),
    };
    // One budget for the whole batch, as the service counts document access calls per request.
    const accessCalls = engine.createAccessCallCounter?.(20);
    for (const write of request.writes) {
      // request.time is the commit time, so rules comparing serverTimestamp() fields with it hold.
      evaluate(
        {
          path: relative(write.name),
          method: write.method,
          resource: write.before,
          requestResource: write.after,
          documents: accessor,
          accessCalls,
        },
        request.time,
      );
    }
  };
}
