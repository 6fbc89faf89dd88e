// Rewrites every module specifier that points at a moved file, so a folder can be moved with
// `git mv` and the code still builds; and so a branch written against the old paths can be merged
// onto the moved tree and then repaired by running this again.
//
//   npx tsx scripts/rewrite-imports.ts --map scripts/moves.txt    the moves listed in a file
//   npx tsx scripts/rewrite-imports.ts --git A [B]                 the renames git sees from A to B
//                                                                  (B defaults to the work tree)
//   npx tsx scripts/rewrite-imports.ts old/path=new/path …        moves given on the command line
//   --dry      print what would change, write nothing
//   --check    exit 1 when something would change (CI, or before a merge is committed)
//
// A move is a file or a folder (`functions/src/testing test/support/functions`); the moves file
// holds one per line, old then new, `#` starting a comment. What is rewritten, in .ts, .tsx, .mts,
// .mjs, .cjs and .js files under src/, model/, functions/, emulator/, test/ and scripts/ and at the
// root: static imports and re-exports, `import('…')`, `import('…')` types, `require('…')`,
// `vi.mock('…')` and its kin, relative or through a tsconfig path alias (a specifier from outside
// an aliased folder into it is written with the alias, one inside it stays relative). In
// tsconfig*.json, package.json, build and test configs and in comments and Markdown, a path
// written from the root (`src/lib/roles.ts`, `functions/src/testing/`) or relative to the file
// follows its file or folder too.
//
// Each specifier is first resolved against the tree as it is now; only one that no longer
// resolves is read against the old paths. So running it twice changes nothing the second time,
// and a merged file that mixes new and old specifiers gets only its old ones rewritten.
// Afterwards `npx biome check --write` sorts the imports it changed (the script runs it on the
// files it wrote unless --dry).

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { aliasesOf, Moves, readMoves, rewriteFile } from './rewrite-imports-core';

const root = process.cwd();
const SKIP = /(^|\/)(node_modules|\.git|dist|\.cache|coverage)$|^functions\/lib$/;
const CODE = /\.(ts|tsx|mts|cts|mjs|cjs|js)$/;
const CONFIG = /(^|\/)(tsconfig[^/]*\.json|package\.json|firebase\.json|biome\.json)$/;
const CODE_ROOTS = ['src', 'model', 'functions', 'emulator', 'test', 'scripts'];

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(posix.join(root, dir) || '.', { withFileTypes: true })) {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (SKIP.test(path)) continue;
    if (entry.isDirectory()) {
      if (!dir && !CODE_ROOTS.includes(entry.name) && entry.name !== 'docs') continue;
      walk(path, out);
    } else out.push(path);
  }
  return out;
}

function parseArgs(argv: string[]): { moves: Moves; dry: boolean; check: boolean } {
  const pairs: [string, string][] = [];
  let dry = false;
  let check = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--dry') dry = true;
    else if (arg === '--check') check = dry = true;
    else if (arg === '--map') pairs.push(...readMoves(readFileSync(argv[++i] as string, 'utf8')));
    else if (arg === '--git') {
      const from = argv[++i] as string;
      const to = argv[i + 1] && !argv[i + 1]?.startsWith('-') ? [argv[++i] as string] : [];
      const out = execFileSync(
        'git',
        ['diff', '-M30%', '--name-status', '--diff-filter=R', from, ...to],
        { encoding: 'utf8' },
      );
      for (const line of out.split('\n')) {
        const [, old, now] = line.split('\t');
        if (old && now) pairs.push([old, now]);
      }
    } else if (arg.includes('=')) {
      const [old, now] = arg.split('=') as [string, string];
      pairs.push([old, now]);
    } else throw new Error(`unknown argument ${arg} (see the header of this file)`);
  }
  const files = new Set(walk('', []));
  const oldToNew = new Map<string, string>();
  for (const [rawOld, rawNew] of pairs) {
    const old = rawOld.replace(/\/$/, '');
    const now = rawNew.replace(/\/$/, '');
    if (existsSync(now) && statSync(now).isDirectory()) {
      for (const file of files) {
        if (file.startsWith(`${now}/`)) oldToNew.set(old + file.slice(now.length), file);
      }
    } else oldToNew.set(old, now);
  }
  return { moves: new Moves(oldToNew, files), dry, check };
}

function main(): void {
  const { moves, dry, check } = parseArgs(process.argv.slice(2));
  const aliases = aliasesOf(readFileSync(posix.join(root, 'tsconfig.base.json'), 'utf8'));
  const changed: string[] = [];
  for (const file of moves.files) {
    const code = CODE.test(file);
    const config = CONFIG.test(file) || /(^|\/)(build\.mjs|vitest\.config\.ts)$/.test(file);
    if (!code && !config && !file.endsWith('.md')) continue;
    // Its own files name old paths as examples and test data.
    if (/^scripts\/rewrite-imports/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    const out = rewriteFile(file, text, moves, aliases, { code, config });
    if (out === text) continue;
    changed.push(file);
    if (!dry) writeFileSync(file, out);
  }
  for (const file of changed) console.log(`${dry ? 'would rewrite' : 'rewrote'} ${file}`);
  const formattable = changed.filter((file) => CODE.test(file) || file.endsWith('.md'));
  if (!dry && formattable.length > 0) {
    execFileSync('npx', ['biome', 'check', '--write', ...formattable], { stdio: 'inherit' });
  }
  if (check && changed.length > 0) process.exit(1);
}

main();
