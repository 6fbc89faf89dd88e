// Per-expression evaluation counts, for the emulator's coverage report.

import { lineCol } from './lexer';
import type { Ruleset } from './ruleset';
import type { CoverageEntry } from './types';

export function coverageOf(ruleset: Ruleset): CoverageEntry[] {
  const { file } = ruleset;
  return file.exprs.map((e) => {
    const a = lineCol(file.lineStarts, e.start);
    const b = lineCol(file.lineStarts, e.end);
    return {
      line: a.line,
      column: a.column,
      endLine: b.line,
      endColumn: b.column,
      text: file.source.slice(e.start, e.end),
      trueCount: ruleset.trueCounts[e.id] ?? 0,
      falseCount: ruleset.falseCounts[e.id] ?? 0,
      errorCount: ruleset.errorCounts[e.id] ?? 0,
      valueCount: ruleset.valueCounts[e.id] ?? 0,
    };
  });
}

export function resetCoverageOf(ruleset: Ruleset): void {
  ruleset.trueCounts.fill(0);
  ruleset.falseCounts.fill(0);
  ruleset.errorCounts.fill(0);
  ruleset.valueCounts.fill(0);
}
