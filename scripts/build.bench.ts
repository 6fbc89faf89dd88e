// Production build time (median of three) and the landing page's initial JS, gzip.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from '../build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, '.cache', 'bench-build');
const times: number[] = [];
let initialGzip = 0;
for (let run = 0; run < 3; run++) {
  const result = await build({ dev: false, outdir });
  times.push(result.ms);
  initialGzip = result.initial.js
    .map((file) => gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length)
    .reduce((a, b) => a + b, 0);
}
times.sort((a, b) => a - b);
console.log(`production build: ${Math.round(times[1] ?? 0)} ms`);
console.log(`initial js gzip: ${(initialGzip / 1024).toFixed(1)} kB`);
