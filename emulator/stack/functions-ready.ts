// When the Functions emulator counts as up: its HTTP server answers long before it has loaded
// the code (firebase-tools runs the code once to discover the functions, then registers them),
// so the stack waits until the emulator lists every function that functions/src/index.ts
// exports.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * functions/ counts once it is a package with its dependencies installed (the runtime loads
 * firebase-functions from functions/node_modules) and its built entry point, as firebase-tools
 * needs.
 */
export function functionsReady(root: string): { ready: boolean; why: string } {
  const manifest = join(root, 'functions', 'package.json');
  if (!existsSync(manifest)) return { ready: false, why: 'functions/ has no package.json yet' };
  if (!existsSync(join(root, 'functions', 'node_modules', 'firebase-functions'))) {
    return {
      ready: false,
      why: 'functions/ dependencies are not installed (run `npm ci --prefix functions`)',
    };
  }
  let main = 'lib/index.js';
  try {
    const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { main?: unknown };
    if (typeof parsed.main === 'string') main = parsed.main;
  } catch {
    return { ready: false, why: 'functions/package.json is not valid JSON' };
  }
  if (!existsSync(join(root, 'functions', main))) {
    return { ready: false, why: `functions/${main} is not built (run the functions build)` };
  }
  return { ready: true, why: '' };
}

/** The names functions/src/index.ts exports, each one a deployed function. */
export async function exportedFunctions(indexFile: string): Promise<string[]> {
  // esbuild reads the exports without bundling or running anything, in milliseconds.
  const result = await build({
    entryPoints: [indexFile],
    bundle: false,
    write: false,
    format: 'esm',
    metafile: true,
    outdir: 'exports',
    logLevel: 'silent',
  });
  return Object.values(result.metafile.outputs).flatMap((output) => output.exports);
}

/** The names of `expected` that the emulator's `/backends` answer does not list yet. */
export function missingFunctions(expected: readonly string[], backendsBody: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(backendsBody);
  } catch {
    return [...expected];
  }
  const loaded = new Set<string>();
  const backends = (parsed as { backends?: unknown }).backends;
  for (const backend of Array.isArray(backends) ? backends : []) {
    const triggers = (backend as { functionTriggers?: unknown }).functionTriggers;
    for (const trigger of Array.isArray(triggers) ? triggers : []) {
      const { name, entryPoint } = trigger as { name?: unknown; entryPoint?: unknown };
      if (typeof name === 'string') loaded.add(name);
      if (typeof entryPoint === 'string') loaded.add(entryPoint);
    }
  }
  return expected.filter((name) => !loaded.has(name));
}
