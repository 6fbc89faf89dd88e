// `npm run size`: builds for production and prints the gzip and brotli sizes of the landing
// page's initial JS and of every route chunk (with the static imports it adds), then fails
// when a budget is exceeded or when the Firestore, Functions or Storage SDK slipped into
// the initial chunks.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from '../build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INITIAL_BUDGET_GZIP = 115 * 1024;
// 32 kB since the posts page names people and shows each network's mark (31.0 kB with the
// marks' path data, the queue's, evergreen's, import's and composer's styles in their own chunks).
const ROUTE_BUDGET_GZIP = 32 * 1024;
const BUILD_TIME_BUDGET_MS = 2000;
const LAZY_ONLY_SDKS =
  /node_modules\/(@firebase\/(firestore|functions|storage)|firebase\/(firestore|functions|storage))\//;

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function measure(files) {
  const raw = Buffer.concat(files.map((file) => readFileSync(path.join(root, file))));
  return {
    raw: raw.length,
    gzip: gzipSync(raw, { level: 9 }).length,
    brotli: brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

/** Sum of per-file compressed sizes: what the browser downloads, one response per chunk. */
function measureEach(files) {
  return files
    .map((file) => measure([file]))
    .reduce(
      (sum, size) => ({
        raw: sum.raw + size.raw,
        gzip: sum.gzip + size.gzip,
        brotli: sum.brotli + size.brotli,
      }),
      { raw: 0, gzip: 0, brotli: 0 },
    );
}

function staticClosure(outputs, start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(start);
  return seen;
}

// A scratch folder, so that measuring never replaces the dist/ a server may be serving.
const result = await build({ dev: false, outdir: path.join(root, '.cache', 'size-build') });
const { outputs } = result.metafile;
const initial = new Set(result.initial.js);
const failures = [];

const initialSize = measureEach([...initial]);
console.log(`Production build: ${Math.round(result.ms)} ms`);
console.log('');
console.log(`Initial JS of the landing page (${initial.size} chunks, preloaded by index.html):`);
for (const file of [...initial].sort()) {
  const size = measure([file]);
  console.log(
    `  ${path.basename(file).padEnd(40)} gzip ${kB(size.gzip).padStart(9)}  brotli ${kB(size.brotli).padStart(9)}`,
  );
}
console.log(
  `  ${'TOTAL'.padEnd(40)} gzip ${kB(initialSize.gzip).padStart(9)}  brotli ${kB(initialSize.brotli).padStart(9)}  (budget ${kB(INITIAL_BUDGET_GZIP)} gzip)`,
);
if (initialSize.gzip > INITIAL_BUDGET_GZIP) {
  failures.push(`initial JS is ${kB(initialSize.gzip)} gzip, over ${kB(INITIAL_BUDGET_GZIP)}`);
}

for (const file of initial) {
  const leaked = Object.keys(outputs[file].inputs).filter((input) => LAZY_ONLY_SDKS.test(input));
  if (leaked.length > 0) {
    failures.push(
      `${path.basename(file)} (initial) contains ${leaked.length} lazy-only SDK modules, e.g. ${leaked[0]}`,
    );
  }
}

// A chunk that only a lazy screen loads (the composer from the posts page) comes on top of
// what that screen already brought: it is measured beyond its importers' chunks, as the
// browser downloads it. A route chunk loaded from the shell is measured beyond the initial JS.
const dynamicImporters = new Map();
for (const [file, output] of Object.entries(outputs)) {
  for (const imported of output.imports ?? []) {
    if (imported.kind !== 'dynamic-import' || imported.external) continue;
    dynamicImporters.set(imported.path, [...(dynamicImporters.get(imported.path) ?? []), file]);
  }
}
function loadedBefore(file, depth = 0) {
  const from = (dynamicImporters.get(file) ?? []).filter((importer) => !initial.has(importer));
  if (from.length === 0 || depth > 8) return initial;
  const sets = from.map(
    (importer) =>
      new Set([...loadedBefore(importer, depth + 1), ...staticClosure(outputs, importer)]),
  );
  return new Set([...sets[0]].filter((loaded) => sets.every((set) => set.has(loaded))));
}

const routeChunks = Object.keys(outputs)
  .filter((file) => file.endsWith('.js') && outputs[file].entryPoint?.startsWith('src/features/'))
  .sort();
console.log('');
console.log(
  'Route chunks (the chunk plus the static imports it adds beyond the initial JS, or beyond the lazy screen that loads it):',
);
for (const file of routeChunks) {
  const before = loadedBefore(file);
  const added = [...staticClosure(outputs, file)].filter((f) => !before.has(f));
  const size = measureEach(added);
  const name = path.basename(outputs[file].entryPoint, '.tsx');
  const over = size.gzip > ROUTE_BUDGET_GZIP;
  console.log(
    `  ${name.padEnd(40)} gzip ${kB(size.gzip).padStart(9)}  brotli ${kB(size.brotli).padStart(9)}${over ? '  OVER BUDGET' : ''}`,
  );
  if (over)
    failures.push(`route chunk ${name} is ${kB(size.gzip)} gzip, over ${kB(ROUTE_BUDGET_GZIP)}`);
}

const lazyOther = Object.keys(outputs)
  .filter((file) => file.endsWith('.js') && !initial.has(file) && !routeChunks.includes(file))
  .sort();
console.log('');
console.log('Other lazy chunks (locale catalogs, SDKs loaded on first use, shared code):');
for (const file of lazyOther) {
  const size = measure([file]);
  const label = outputs[file].entryPoint ?? path.basename(file);
  console.log(
    `  ${label.padEnd(40)} gzip ${kB(size.gzip).padStart(9)}  brotli ${kB(size.brotli).padStart(9)}`,
  );
}

console.log('');
if (result.ms > BUILD_TIME_BUDGET_MS) {
  console.log(
    `Note: the build took ${Math.round(result.ms)} ms (target under ${BUILD_TIME_BUDGET_MS} ms).`,
  );
}
if (failures.length > 0) {
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  process.exit(1);
}
console.log('All size budgets met.');
