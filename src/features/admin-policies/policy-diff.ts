// What changed between two versions of a policy text, line by line (jsdiff). Loaded only
// when a super admin asks for the changes, so the library stays out of every other chunk.

import { diffLines } from 'diff';

export type DiffLine = { kind: 'added' | 'removed' | 'same'; text: string };

export interface PolicyDiff {
  lines: DiffLine[];
  added: number;
  removed: number;
}

export function policyDiff(before: string, after: string): PolicyDiff {
  const lines: DiffLine[] = [];
  let added = 0;
  let removed = 0;
  for (const change of diffLines(before, after)) {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    // A trailing newline ends the last line; it does not start an empty one.
    const texts = change.value.replace(/\n$/, '').split('\n');
    for (const text of texts) lines.push({ kind, text });
    if (kind === 'added') added += texts.length;
    if (kind === 'removed') removed += texts.length;
  }
  return { lines, added, removed };
}
