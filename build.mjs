// The whole build: one esbuild options object, a development and a production flag.
//
//   node build.mjs               production build into dist/ (emulators off)
//   node build.mjs --emulators   production build that talks to the emulators of firebase.json
//   node build.mjs --watch       development build into dist/ rebuilt on every change,
//                                emulators on (for a server such as the Hosting emulator)
//   node build.mjs --serve       development server: watch, live reload, SPA fallback,
//                                emulators on; --port N (default 5173), --host H
//   --firebase-config FILE       read emulator hosts from FILE instead of ./firebase.json
//
// After each build the metafile tells which chunks the entry needs before the first render;
// index.html preloads exactly those, and sw.js precaches the shell and every hashed asset.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
/** Where builds go unless told otherwise; the Hosting emulator serves this folder. */
export const DIST = path.join(root, 'dist');
const entry = path.join(root, 'src/main.tsx');
const CACHE_PREFIX = 'smm-shell-';

/** Emulator hosts for the browser, read from firebase.json (the one source of ports). */
export async function readEmulatorHosts(file = path.join(root, 'firebase.json')) {
  const config = JSON.parse(await readFile(file, 'utf8'));
  const emulators = config.emulators ?? {};
  const endpoint = (name) => {
    const entry = emulators[name];
    if (!entry || typeof entry.port !== 'number') {
      throw new Error(`firebase.json has no emulators.${name}.port`);
    }
    return { host: entry.host ?? '127.0.0.1', port: entry.port };
  };
  const auth = endpoint('auth');
  return {
    auth: `http://${auth.host}:${auth.port}`,
    firestore: endpoint('firestore'),
    functions: endpoint('functions'),
    storage: endpoint('storage'),
  };
}

/** The one options object; `dev` and `emulators` are the only things that vary. */
export function buildOptions({ dev, emulators, plugins = [], outdir = DIST }) {
  return {
    absWorkingDir: root,
    entryPoints: { main: entry },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
    jsx: 'automatic',
    minify: !dev,
    sourcemap: 'linked',
    legalComments: dev ? 'inline' : 'none',
    metafile: true,
    write: true,
    entryNames: dev ? 'assets/[name]' : 'assets/[name]-[hash]',
    chunkNames: 'assets/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    publicPath: '/',
    loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
    define: {
      'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
      __DEV__: JSON.stringify(dev),
      __EMULATORS__: JSON.stringify(emulators ?? null),
    },
    logLevel: 'warning',
    plugins,
  };
}

/** The URL path of a build output, given the folder the site is served from. */
const urlOf = (file, servedFrom) =>
  `/${path.relative(servedFrom, path.resolve(root, file)).split(path.sep).join('/')}`;

/**
 * The chunks the entry needs before the first render: the entry, what it imports
 * statically, and what its own boot code imports dynamically, each with their static
 * imports. Route pages and locale catalogs are dynamic imports of other modules, so they
 * stay out.
 */
export function initialChunks(metafile) {
  const outputs = metafile.outputs;
  const entryInput = path.relative(root, entry).split(path.sep).join('/');
  const entryFile = Object.keys(outputs).find(
    (file) => outputs[file].entryPoint === entryInput && file.endsWith('.js'),
  );
  if (!entryFile) throw new Error('The build has no entry chunk.');
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entryFile);
  for (const imported of outputs[entryFile].imports) {
    if (imported.kind === 'dynamic-import' && !imported.external) visit(imported.path);
  }
  const css = outputs[entryFile].cssBundle;
  return { entry: entryFile, js: [...seen], css: css ? [css] : [] };
}

export function indexHtml({ initial, liveReload, outdir = DIST }) {
  const toUrl = (file) => urlOf(file, outdir);
  const preload = initial.js
    .map((file) => `    <link rel="modulepreload" href="${toUrl(file)}">`)
    .join('\n');
  const styles = initial.css
    .map((file) => `    <link rel="stylesheet" href="${toUrl(file)}">`)
    .join('\n');
  const reloader = liveReload
    ? `\n    <script type="module">new EventSource('/esbuild').addEventListener('change', () => location.reload());</script>`
    : '';
  return `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light">
    <meta name="theme-color" content="#3246d3">
    <meta name="description" content="Plan, publish and measure social media; the agency client portal.">
    <title>SMM Studio</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="manifest" href="/manifest.webmanifest">
${styles}
${preload}
    <script type="module" src="${toUrl(initial.entry)}"></script>${reloader}
  </head>
  <body>
    <div id="root"><div class="boot-spinner" role="status" aria-label="Loading"></div></div>
    <noscript>This application needs JavaScript.</noscript>
  </body>
</html>
`;
}

/** sw.js: src/service-worker.js with this build's cache name and precache list filled in. */
export function serviceWorkerSource({ assets, dev }) {
  const precache = dev ? [] : ['/index.html', ...assets];
  const version = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 16);
  const source = readFileSync(path.join(root, 'src/service-worker.js'), 'utf8');
  return esbuild.transformSync(source, {
    define: {
      __SW_CACHE_PREFIX__: JSON.stringify(CACHE_PREFIX),
      __SW_CACHE__: JSON.stringify(dev ? '' : `${CACHE_PREFIX}${version}`),
      __SW_PRECACHE__: JSON.stringify(precache),
      __SW_DEV__: String(dev),
    },
    target: 'es2022',
  }).code;
}

async function copyPublic(outdir) {
  await cp(path.join(root, 'public'), outdir, { recursive: true }).catch((error) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** Writes index.html and sw.js for a finished build; returns what it wrote. */
export async function writeShell(metafile, { dev, liveReload = false, outdir = DIST }) {
  const initial = initialChunks(metafile);
  const assets = Object.keys(metafile.outputs)
    .filter((file) => !file.endsWith('.map'))
    .map((file) => urlOf(file, outdir))
    .sort();
  const publicFiles = ['/favicon.svg', '/manifest.webmanifest'];
  await writeFile(path.join(outdir, 'index.html'), indexHtml({ initial, liveReload, outdir }));
  await writeFile(
    path.join(outdir, 'sw.js'),
    serviceWorkerSource({ assets: [...publicFiles, ...assets], dev }),
  );
  return { initial, assets };
}

/**
 * A one-off build into `outdir` (emptied first). Used by the CLI below and, with a
 * scratch folder, by scripts/size.mjs so that measuring never disturbs a served dist/.
 */
export async function build({ dev = false, emulators = null, outdir = DIST } = {}) {
  const started = performance.now();
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  await copyPublic(outdir);
  const result = await esbuild.build(buildOptions({ dev, emulators, outdir }));
  const shell = await writeShell(result.metafile, { dev, outdir });
  return { metafile: result.metafile, ...shell, ms: performance.now() - started };
}

function option(args, name, fallback) {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
}

/** Development build that rebuilds on change; with `serve`, also serves it with live reload. */
async function watch(args, { serve }) {
  const emulators = await readEmulatorHosts(firebaseConfigPath(args));
  const outdir = DIST;
  await mkdir(outdir, { recursive: true });
  await copyPublic(outdir);
  const shellWriter = {
    name: 'shell',
    setup(pluginBuild) {
      pluginBuild.onEnd(async (result) => {
        if (result.errors.length === 0 && result.metafile) {
          await writeShell(result.metafile, { dev: true, liveReload: serve, outdir });
          if (!serve) console.log(`Rebuilt dist/ at ${new Date().toLocaleTimeString()}`);
        }
      });
    },
  };
  const context = await esbuild.context(
    buildOptions({ dev: true, emulators, plugins: [shellWriter] }),
  );
  const stop = async () => {
    await context.dispose();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await context.rebuild();
  await context.watch();
  console.log(
    `Watching src/; emulators: auth ${emulators.auth}, firestore ${emulators.firestore.host}:${emulators.firestore.port}`,
  );
  if (!serve) return;
  const host = option(args, '--host', '127.0.0.1');
  const port = Number(option(args, '--port', '5173'));
  const server = await context.serve({
    servedir: outdir,
    host,
    port,
    fallback: path.join(outdir, 'index.html'),
  });
  const origin = `http://${host}:${server.port}`;
  console.log(`Dev server: ${origin}/ (smm), ${origin}/connect/ (connect)`);
}

function firebaseConfigPath(args) {
  return path.resolve(option(args, '--firebase-config', path.join(root, 'firebase.json')));
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--serve') || args.includes('--watch')) {
    return watch(args, { serve: args.includes('--serve') });
  }
  const emulators = args.includes('--emulators')
    ? await readEmulatorHosts(firebaseConfigPath(args))
    : null;
  const result = await build({ dev: args.includes('--dev'), emulators });
  console.log(
    `Built dist/ in ${Math.round(result.ms)} ms: ${result.assets.length} files, ` +
      `${result.initial.js.length} initial chunks, emulators ${emulators ? 'on' : 'off'}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
