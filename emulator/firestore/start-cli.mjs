// Starts the Firestore emulator CLI fast: tsx would spend about a second compiling on every start,
// so the TypeScript is bundled once into .cache/ with esbuild and rebuilt only when a source under
// emulator/ or model/ (the kernel it imports as @model, through tsconfig's paths) is newer than the bundle.
import { mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const entry = path.join(here, 'cli.ts');
const bundle = path.join(root, '.cache', 'emulator', 'firestore-cli.mjs');

function newestSource(dir) {
  let newest = 0;
  for (const item of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, item.name);
    if (item.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (item.name.endsWith('.ts')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function bundleTime() {
  try {
    return statSync(bundle).mtimeMs;
  } catch {
    return 0;
  }
}

const newest = Math.max(
  newestSource(path.join(root, 'emulator')),
  newestSource(path.join(root, 'model')),
);
if (bundleTime() < newest) {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [entry],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  });
  // Several emulators may start at once (test runners, the stack): each writes its own temporary
  // files and renames them into place, so no process ever imports a half-written bundle.
  mkdirSync(path.dirname(bundle), { recursive: true });
  // The source map goes first so the bundle that names it never appears without it.
  const isMap = (file) => file.path.endsWith('.map');
  const outputs = [
    ...result.outputFiles.filter(isMap),
    ...result.outputFiles.filter((f) => !isMap(f)),
  ];
  for (const file of outputs) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

await import(pathToFileURL(bundle).href);
