// Runs every *.bench.ts in the repo one after another; each prints its own figures.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const roots = ['emulator', 'scripts', 'test/bench', 'functions/src'];
const skip = new Set(['node_modules', 'dist', 'lib', '.cache']);

function findBenches(dir) {
  let found = [];
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return found;
  }
  for (const name of entries) {
    if (skip.has(name)) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) found = found.concat(findBenches(full));
    else if (name.endsWith('.bench.ts')) found.push(full);
  }
  return found;
}

const only = process.argv[2];
const benches = roots
  .flatMap((r) => findBenches(join(root, r)))
  .filter((file) => !only || file.includes(only))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n## ${relative(root, file)}`);
  const run = spawnSync('npx', ['tsx', file], { stdio: 'inherit', cwd: root });
  if (run.status !== 0) failed++;
}
if (failed) {
  console.error(`${failed} benchmark(s) failed`);
  process.exit(1);
}
