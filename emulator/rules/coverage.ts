// Per-expression evaluation counts, for the emulator's coverage report.

import { lineCol } from './lexer';
import type { Ruleset } from './ruleset';
import { NAMESPACES } from './stdlib/index';
import type { CoverageEntry } from './types';

/**
 * The receiver of `math.abs(x)` or `firestore.get(p)` names a namespace, not a value: the
 * evaluator dispatches the call without evaluating it, so it would stay at zero counts forever.
 * It is reported only if it was evaluated after all (a variable shadowing the namespace).
 */
function namespaceReceivers(ruleset: Ruleset): Set<number> {
  const ids = new Set<number>();
  for (const e of ruleset.file.exprs) {
    if (e.k !== 'method' || e.obj.k !== 'id') continue;
    if (NAMESPACES.has(e.obj.name) || e.obj.name === 'firestore') ids.add(e.obj.id);
  }
  return ids;
}

function neverCounted(ruleset: Ruleset, id: number): boolean {
  return (
    !ruleset.trueCounts[id] &&
    !ruleset.falseCounts[id] &&
    !ruleset.errorCounts[id] &&
    !ruleset.valueCounts[id]
  );
}

export function coverageOf(ruleset: Ruleset): CoverageEntry[] {
  const { file } = ruleset;
  const receivers = namespaceReceivers(ruleset);
  const counted = file.exprs.filter((e) => !(receivers.has(e.id) && neverCounted(ruleset, e.id)));
  return counted.map((e) => {
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
