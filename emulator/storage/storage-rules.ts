// storage.rules, loaded and evaluated for each request.

import { type FSWatcher, readFileSync, unwatchFile, watch, watchFile } from 'node:fs';
import { basename, dirname } from 'node:path';
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
  private watcher: FSWatcher | null = null;
  /** The file's text as last read, loaded or not, so one change is reported once. */
  private seen: string | null = null;

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

  /**
   * Loads the file now and again whenever it changes on disk. Two watchers, one reload: the
   * directory's change events (inotify: they need none of libuv's thread pool, which a busy
   * process can hold for a minute) and a stat poll, which survives editors that replace the file.
   */
  watch(path: string): void {
    this.unwatch();
    this.watchedPath = path;
    try {
      this.seen = readFileSync(path, 'utf8');
      this.setSource(this.seen, path);
      this.log(`storage: loaded rules from ${path}`);
    } catch (error) {
      this.log(`storage: could not load rules from ${path}: ${describe(error)}`);
    }
    const changed = () => this.reloadIfChanged(path);
    watchFile(path, { interval: 250, persistent: false }, (current, previous) => {
      if (current.mtimeMs !== previous.mtimeMs || current.size !== previous.size) changed();
    });
    try {
      this.watcher = watch(dirname(path), { persistent: false }, (_event, name) => {
        if (name === null || name === basename(path)) changed();
      });
    } catch {
      // Without change events (no inotify watches left) the poll alone reloads.
    }
  }

  private reloadIfChanged(path: string): void {
    let source: string;
    try {
      source = readFileSync(path, 'utf8');
    } catch {
      // Being replaced: the next event or poll reads the new file.
      return;
    }
    if (source === this.seen) return;
    this.seen = source;
    try {
      this.setSource(source, path);
      this.log(`storage: reloaded rules from ${path}`);
    } catch (error) {
      this.log(`storage: kept the previous rules; ${path} does not load: ${describe(error)}`);
    }
  }

  unwatch(): void {
    if (this.watchedPath) unwatchFile(this.watchedPath);
    this.watcher?.close();
    this.watcher = null;
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
