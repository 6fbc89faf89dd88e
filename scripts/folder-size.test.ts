import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// A folder holds what you can name in a word: past 40 source files side by side, the names start
// sharing prefixes, and a shared prefix is a sub-folder waiting to be made. Tests beside the code
// do not count (they follow their modules), nor do type declarations.
const LIMIT = 40;

function sourceFolders(): Map<string, number> {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.js'],
    { encoding: 'utf8' },
  );
  const counts = new Map<string, number>();
  for (const file of out.split('\n').filter(Boolean)) {
    if (/\.test\.tsx?$|\.d\.ts$/.test(file)) continue;
    const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.';
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return counts;
}

describe('folder size', () => {
  it(`no folder holds more than ${LIMIT} non-test source files directly`, () => {
    const counts = sourceFolders();
    expect(counts.get('src/ui')).toBeGreaterThan(10);
    const crowded = [...counts].filter(([, count]) => count > LIMIT).map(([f, n]) => `${f}: ${n}`);
    expect(crowded).toEqual([]);
  });
});
