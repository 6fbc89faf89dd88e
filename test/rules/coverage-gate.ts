// The rule coverage gate: every expression of firestore.rules must have been evaluated at least
// once by the suite. The emulator reports coverage per project (GET
// /emulator/v1/projects/{p}:ruleCoverage, shape in emulator/firestore/coverage-report.ts); the
// suite uses one project per file, so the reports are merged expression by expression.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface CoveredExpression {
  line: number;
  column: number;
  text: string;
  evaluations: number;
}

export interface CoverageResult {
  total: number;
  missed: CoveredExpression[];
  summary: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function count(entry: Record<string, unknown>, key: string): number {
  const value = entry[key];
  return typeof value === 'number' ? value : 0;
}

/** The report's entries, or an error naming what the emulator answered instead. */
function entriesOf(projectId: string, body: unknown): Record<string, unknown>[] {
  if (!isRecord(body) || !Array.isArray(body.report)) {
    throw new Error(
      `Coverage of ${projectId}: expected { report: [...] }, got ${JSON.stringify(body)}`,
    );
  }
  const rules = isRecord(body.rules) && Array.isArray(body.rules.files) ? body.rules.files : [];
  const content = isRecord(rules[0]) ? rules[0].content : undefined;
  const expected = readFileSync(resolve('firestore.rules'), 'utf8');
  if (content !== expected) {
    throw new Error(`Coverage of ${projectId} is not for the current firestore.rules.`);
  }
  return body.report.filter(isRecord);
}

function keyOf(entry: Record<string, unknown>): string {
  return `${count(entry, 'line')}:${count(entry, 'column')}:${count(entry, 'endLine')}:${count(entry, 'endColumn')}`;
}

function evaluationsOf(entry: Record<string, unknown>): number {
  return (
    count(entry, 'trueCount') +
    count(entry, 'falseCount') +
    count(entry, 'errorCount') +
    count(entry, 'valueCount')
  );
}

/** Adds one report's entries into the merged view, expression by expression. */
function merge(into: Map<string, CoveredExpression>, entries: Record<string, unknown>[]): void {
  for (const entry of entries) {
    const key = keyOf(entry);
    const seen = into.get(key);
    if (seen) seen.evaluations += evaluationsOf(entry);
    else {
      const text = typeof entry.text === 'string' ? entry.text.replace(/\s+/g, ' ') : '';
      into.set(key, {
        line: count(entry, 'line'),
        column: count(entry, 'column'),
        text,
        evaluations: evaluationsOf(entry),
      });
    }
  }
}

function summarise(
  file: string,
  merged: Map<string, CoveredExpression>,
  note: string,
): CoverageResult {
  const all = [...merged.values()].sort((a, b) => a.line - b.line || a.column - b.column);
  const missed = all.filter((e) => e.evaluations === 0);
  const head = `${file} coverage: ${all.length - missed.length} of ${all.length} expressions evaluated${note}.`;
  const lines = missed.map(
    (e) => `  never evaluated: L${e.line}:${e.column} ${e.text.slice(0, 100)}`,
  );
  return { total: all.length, missed, summary: [head, ...lines].join('\n') };
}

export async function checkFirestoreCoverage(
  origin: string,
  projectIds: readonly string[],
): Promise<CoverageResult> {
  const merged = new Map<string, CoveredExpression>();
  let reporting = 0;
  for (const projectId of projectIds) {
    const response = await fetch(`${origin}/emulator/v1/projects/${projectId}:ruleCoverage`);
    // A project whose file did not run (a filtered run) has no rules of its own loaded.
    if (response.status === 404) continue;
    if (!response.ok) {
      throw new Error(`Coverage of ${projectId}: HTTP ${response.status} ${await response.text()}`);
    }
    merge(merged, entriesOf(projectId, await response.json()));
    reporting += 1;
  }
  if (reporting === 0) {
    return { total: 0, missed: [], summary: 'firestore.rules coverage: no project reported.' };
  }
  return summarise('firestore.rules', merged, ` (${reporting} projects)`);
}

/**
 * storage.rules coverage, read from the storage emulator's rules object when it offers
 * coverage(); until then the gate says so instead of pretending to have checked.
 */
export function storageCoverage(rules: unknown): CoverageResult {
  const read = (rules as { coverage?: unknown } | null)?.coverage;
  if (typeof read !== 'function') {
    return {
      total: 0,
      missed: [],
      summary: 'storage.rules coverage: not checked (the storage emulator exposes no coverage).',
    };
  }
  const entries: unknown = read.call(rules);
  const merged = new Map<string, CoveredExpression>();
  merge(merged, Array.isArray(entries) ? entries.filter(isRecord) : []);
  return summarise('storage.rules', merged, '');
}
