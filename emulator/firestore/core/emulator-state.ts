// Everything one emulator process holds: a FirestoreDatabase per project and database id, and
// the security rules per project (or the rules given at start-up for projects without their own).
import type { CoverageEntry } from '../../rules/types';
import type { FunctionTriggers } from '../function-triggers';
import { type RulesEngine, rulesAuthorizer } from '../rules-gate';
import { type Authorize, FirestoreDatabase } from './database';
import { FirestoreError } from './errors';
import type { Identity } from './identity';

export interface RulesFile {
  name: string;
  content: string;
}

interface LoadedRules {
  files: RulesFile[];
  ruleset: unknown;
}

export class EmulatorState {
  private readonly databases = new Map<string, FirestoreDatabase>();
  private readonly projectRules = new Map<string, LoadedRules>();
  private defaultRules: LoadedRules | undefined;
  /** Firestore triggers posted to a Functions emulator, when the process was given one. */
  functionTriggers: FunctionTriggers | undefined;

  constructor(
    readonly engine: RulesEngine | null,
    readonly defaultProjectId: string,
  ) {}

  database(projectId: string, databaseId = '(default)'): FirestoreDatabase {
    const key = `${projectId}/${databaseId}`;
    let database = this.databases.get(key);
    if (!database) {
      database = new FirestoreDatabase({ projectId, databaseId });
      this.databases.set(key, database);
    }
    return database;
  }

  /** Databases of a project that exist so far. */
  databasesOf(projectId: string): FirestoreDatabase[] {
    return [...this.databases.values()].filter((d) => d.projectId === projectId);
  }

  /**
   * Parses and installs rules for one project, or as the default for every project without
   * rules of its own (projectId null). Syntax errors are thrown and leave the old rules in place.
   */
  setRules(projectId: string | null, files: RulesFile[]): void {
    if (!this.engine) {
      throw new FirestoreError(
        'FAILED_PRECONDITION',
        'The security rules engine (emulator/rules) is not available in this build.',
      );
    }
    const file = files[0];
    if (!file) throw new FirestoreError('INVALID_ARGUMENT', 'Rules must contain one file.');
    const ruleset = this.engine.parseRuleset(file.content, file.name);
    const loaded = { files, ruleset };
    if (projectId === null) this.defaultRules = loaded;
    else this.projectRules.set(projectId, loaded);
  }

  rulesOf(projectId: string): LoadedRules | undefined {
    return this.projectRules.get(projectId) ?? this.defaultRules;
  }

  coverage(projectId: string): { files: RulesFile[]; entries: CoverageEntry[] } | undefined {
    const rules = this.rulesOf(projectId);
    if (!rules || !this.engine) return undefined;
    return { files: rules.files, entries: this.engine.coverage(rules.ruleset) };
  }

  /** The rules hook for a caller, or undefined when no rules apply (owner, or no rules loaded). */
  authorizer(
    identity: Identity,
    database: FirestoreDatabase,
    options: { multiDocumentRead?: boolean } = {},
  ): Authorize | undefined {
    const rules = this.rulesOf(database.projectId);
    if (!rules || !this.engine) return undefined;
    return rulesAuthorizer({
      engine: this.engine,
      ruleset: rules.ruleset,
      identity,
      database,
      multiDocumentRead: options.multiDocumentRead,
    });
  }
}
