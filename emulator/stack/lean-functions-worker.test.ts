import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firebaseToolsLaunch } from './firebase-tools-preloads';

const root = join(import.meta.dirname, '..', '..');
const preload = join(import.meta.dirname, 'lean-functions-worker.cjs');
const require = createRequire(import.meta.url);
const lean = require(preload) as { findModuleRoot(name: string, file: string): string };

const dir = mkdtempSync(join(tmpdir(), 'lean-worker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `main` (a file in `dir`) under node with the preload; answers what it printed. */
function runWithPreload(main: string): string {
  return execFileSync(process.execPath, ['--require', preload, join(dir, main)], {
    encoding: 'utf8',
  }).trim();
}

describe('lean-functions-worker.cjs', () => {
  it("finds a package's folder as firebase-tools' own helper does", () => {
    const fromFunctions = createRequire(join(root, 'functions', 'package.json'));
    const shared = createRequire(require.resolve('firebase-tools/package.json'))(
      './lib/emulator/functionsEmulatorShared',
    ) as { findModuleRoot(name: string, file: string): string };
    const functionsMain = fromFunctions.resolve('firebase-functions');
    const adminMain = fromFunctions.resolve('firebase-admin');
    const cases: [string, string][] = [
      ['firebase-functions', functionsMain],
      ['firebase-admin', adminMain],
      // The nearest package.json names another package.
      ['firebase-functions', adminMain],
      ['firebase-admin', join(root, 'functions', 'lib', 'index.js')],
      ['firebase-admin', join(dir, 'nowhere', 'index.js')],
    ];
    for (const [name, file] of cases) {
      expect(lean.findModuleRoot(name, file), `${name} from ${file}`).toBe(
        shared.findModuleRoot(name, file),
      );
    }
    expect(lean.findModuleRoot('firebase-functions', functionsMain)).toMatch(
      /node_modules\/firebase-functions$/,
    );
  });

  it('gives the functions runtime the helper without loading the shared module', () => {
    writeFileSync(
      join(dir, 'functionsEmulatorShared.js'),
      "globalThis.sharedLoads = (globalThis.sharedLoads ?? 0) + 1;\nexports.findModuleRoot = () => 'real';\nexports.formatHost = () => 'real host';\n",
    );
    const script = [
      "const shared = require('./functionsEmulatorShared');",
      "const found = shared.findModuleRoot('x', __filename);",
      'const before = globalThis.sharedLoads ?? 0;',
      'const host = shared.formatHost();',
      "console.log(JSON.stringify({ found, before, host, after: globalThis.sharedLoads, again: require('./functionsEmulatorShared') === shared }));",
    ].join('\n');
    writeFileSync(join(dir, 'functionsEmulatorRuntime.js'), script);
    writeFileSync(join(dir, 'other.js'), script);

    expect(JSON.parse(runWithPreload('functionsEmulatorRuntime.js'))).toEqual({
      found: '',
      before: 0,
      host: 'real host',
      after: 1,
      // Later requires get the real module from the cache; the runtime's own reference stays.
      again: false,
    });
    // Any other process is left alone.
    expect(JSON.parse(runWithPreload('other.js'))).toEqual({
      found: 'real',
      before: 1,
      host: 'real host',
      after: 1,
      again: true,
    });
  });

  it('reaches the function workers through NODE_OPTIONS, quoted, after any options already set', () => {
    const launch = firebaseToolsLaunch('/srv/my app', { NODE_OPTIONS: '--max-old-space-size=512' });
    expect(launch.nodeArgs).toEqual([
      '--require',
      '/srv/my app/emulator/stack/lazy-auth-validators.cjs',
      '--require',
      '/srv/my app/emulator/stack/shared-functions-workers.cjs',
    ]);
    expect(launch.env.NODE_OPTIONS).toBe(
      '--max-old-space-size=512 --require "/srv/my app/emulator/stack/lean-functions-worker.cjs"',
    );
    expect(firebaseToolsLaunch(root, {}).env.NODE_OPTIONS).toBe(`--require "${preload}"`);
  });
});
