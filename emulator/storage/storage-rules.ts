// storage.rules, loaded and evaluated for each request.

import { readFileSync, unwatchFile, watchFile } from 'node:fs';
import { type CoverageReport, coverageJson } from '../firestore/coverage-report';
import {
  type CoverageEntry,
  coverage,
  evaluateStorage,
  parseRuleset,
  type RulesDecision,
  type Ruleset,
  type StorageRulesRequest,
} from '../rules/index';

const NO_RULESET = 'Storage Emulator has no loaded ruleset.';

/**
 * The ruleset the emulator enforces: loaded from a file (and reloaded when it changes) or set
 * through /internal/setRules. A reload that fails to parse keeps the previous ruleset, so a typo
 * while editing never opens or closes the whole bucket.
 */
export class StorageRules {
  private ruleset: Ruleset | null = null;
  private files: { name: string; content: string }[] = [];
  private watchedPath: string | null = null;

  constructor(private readonly log: (line: string) => void) {}

  get loaded(): boolean {
    return this.ruleset !== null;
  }

  /**
   * Parses and installs a ruleset; throws the engine's syntax error and keeps the old one. The
   * same text again changes nothing, so suites that each load the rules add up their coverage.
   */
  setSource(source: string, fileName = 'storage.rules'): void {
    const [current] = this.files;
    if (this.ruleset && current?.name === fileName && current.content === source) return;
    this.ruleset = parseRuleset(source, fileName);
    this.files = [{ name: fileName, content: source }];
  }

  /**
   * Per-expression true/false/error counts since these rules were loaded, in the same shape as
   * the Firestore emulator's report, so one CI check can demand full coverage of both rule files.
   */
  coverageReport(): CoverageReport | null {
    return this.ruleset ? coverageJson(this.files, this.coverage()) : null;
  }

  /** One entry per expression of the loaded rules; empty while none are loaded. */
  coverage(): CoverageEntry[] {
    return this.ruleset ? coverage(this.ruleset) : [];
  }

  loadFile(path: string): void {
    this.setSource(readFileSync(path, 'utf8'), path);
  }

  /** Loads the file now and again whenever it changes on disk. */
  watch(path: string): void {
    this.unwatch();
    this.watchedPath = path;
    try {
      this.loadFile(path);
      this.log(`storage: loaded rules from ${path}`);
    } catch (error) {
      this.log(`storage: could not load rules from ${path}: ${describe(error)}`);
    }
    // Polling survives editors that replace the file instead of writing it in place.
    watchFile(path, { interval: 250, persistent: false }, (current, previous) => {
      if (current.mtimeMs === previous.mtimeMs && current.size === previous.size) return;
      try {
        this.loadFile(path);
        this.log(`storage: reloaded rules from ${path}`);
      } catch (error) {
        this.log(`storage: kept the previous rules; ${path} does not load: ${describe(error)}`);
      }
    });
  }

  unwatch(): void {
    if (this.watchedPath) unwatchFile(this.watchedPath);
    this.watchedPath = null;
  }

  evaluate(request: StorageRulesRequest): RulesDecision {
    if (this.ruleset === null) return { allowed: false, message: NO_RULESET };
    try {
      return evaluateStorage(this.ruleset, request);
    } catch (error) {
      // The engine turns evaluation errors into denials itself; anything escaping it is a bug
      // that must still deny rather than crash the server.
      this.log(`storage: rules evaluation failed: ${describe(error)}`);
      return { allowed: false, message: `Rules evaluation failed: ${describe(error)}` };
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
