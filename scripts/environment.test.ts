import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The deployed functions read their environment only in their config modules (functions/src/
// config.ts, and mail/config.ts for the SMTP transport), so what a deployment must set is written
// in one place. Tests and benches set and read it as they need.
function deployedSources(): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'functions/src/*.ts'],
    { encoding: 'utf8' },
  );
  return out
    .split('\n')
    .filter(Boolean)
    .filter((file) => !/\.(test|bench)\.ts$/.test(file));
}

describe('environment', () => {
  it('only the config modules read process.env among the deployed functions', () => {
    const files = deployedSources();
    const readers = files.filter((file) => /\bprocess\.env\b/.test(readFileSync(file, 'utf8')));
    expect(readers).toContain('functions/src/config.ts');
    expect(readers.filter((file) => !file.endsWith('/config.ts'))).toEqual([]);
  });
});
