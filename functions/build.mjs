import { build } from 'esbuild';

// One bundle so the schemas and role logic shared with the app (../src) ship inside
// lib/index.js; the Firebase SDKs stay external because the runtime installs them.
const production = process.argv.includes('--production');

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  minify: production,
  external: ['firebase-functions', 'firebase-admin', '@google-cloud/firestore'],
  logLevel: 'warning',
});
