import { build } from 'esbuild';

// One bundle so the schemas and role logic shared with the app (../src) ship inside
// lib/index.js; the Firebase SDKs stay external because the runtime installs them.
const production = process.argv.includes('--production');
// The integration tests build into a folder of their own so a rebuild here never reloads them.
const outfileFlag = process.argv.indexOf('--outfile');
const outfile = outfileFlag > 0 ? process.argv[outfileFlag + 1] : 'lib/index.js';

await build({
  entryPoints: ['src/index.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  minify: production,
  external: ['firebase-functions', 'firebase-admin', '@google-cloud/firestore'],
  logLevel: 'warning',
});
