import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A source file past 400 lines says at its top why it is not split: a newcomer can read any other
// file in one sitting. Tests, compiled catalogues and message tables are exempt.
const LIMIT = 400;
const REASON = /^\/\/ Over 400 lines: \S/;

function sources(): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.js'],
    { encoding: 'utf8' },
  );
  return out
    .split('\n')
    .filter(Boolean)
    .filter((file) => !/(\.test\.|^test\/|\/messages\.ts$|\.d\.ts$)/.test(file));
}

describe('file length', () => {
  it('every source file over 400 lines gives its reason on the first line', () => {
    const unexplained = sources().filter((file) => {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return false; // deleted in the work tree
      }
      const lines = text.split('\n');
      return lines.length > LIMIT + 1 && !REASON.test(lines[0] ?? '');
    });
    expect(unexplained).toEqual([]);
  });
});
