import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// One bundle so the kernel shared with the app (../model, imported as @model) ships inside
// lib/index.js: functions are deployed from this folder alone. The Firebase SDKs stay external
// because the runtime installs them.
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
  // playwright-core drives Chromium for the report PDFs; it is installed, not bundled.
  external: ['firebase-functions', 'firebase-admin', '@google-cloud/firestore', 'playwright-core'],
  alias: { '@model': fileURLToPath(new URL('../model', import.meta.url)) },
  logLevel: 'warning',
});
