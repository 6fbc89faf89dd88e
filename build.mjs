// Over 400 lines: the whole build (one esbuild options object, development and production, prerender) reads top to bottom.
//
//   node build.mjs               production build into dist/ (emulators off): the only build
//                                that goes into dist/, Hosting's public folder (and predeploy)
//   node build.mjs --emulators   production build that talks to the emulators of firebase.json,
//                                into .cache/emulators-dist
//   node build.mjs --watch       development build rebuilt on every change, emulators on (for a
//                                server such as the Hosting emulator), into .cache/dev-dist
//   node build.mjs --serve       development server: watch, live reload, SPA fallback,
//                                emulators on; --port N (default 5173), --host H
//   --firebase-config FILE       read emulator hosts from FILE instead of ./firebase.json
//   --outdir DIR                 with the three above: build into DIR instead
//
// After each build the metafile tells which chunks the entry needs before the first render;
// index.html preloads exactly those, and sw.js precaches the shell and every hashed asset.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
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
export function buildOptions({ dev, emulators, plugins = [], outdir = DIST, firstPass = null }) {
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
    alias: {
      '@model': path.join(root, 'model'),
      'use-sync-external-store/shim/index.js': './src/lib/use-sync-external-store.ts',
    },
    define: {
      'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
      __DEV__: JSON.stringify(dev),
      __EMULATORS__: JSON.stringify(emulators ?? null),
    },
    logLevel: 'warning',
    plugins: dev
      ? [catalogParts, fullFirestoreOwnUtil, ...plugins]
      : [
          catalogParts,
          stripLinguiMessages,
          fullFirestoreOwnUtil,
          eagerReact,
          ...plugins,
          ...(firstPass ? [chunkStages(firstPass)] : []),
        ],
  };
}

// The site part of each compiled catalog (src/i18n/catalogs.ts) holds the ids declared in the
// modules of these folders: everything a public page can import, since features never import
// each other. A public page outside them says so in its route row (allMessages).
export const SITE_MESSAGE_FOLDERS = [
  'src/app/',
  'src/ui/',
  'src/lib/',
  'src/session/',
  'src/i18n/',
  'src/firebase/',
  'src/features/public/',
  'src/features/site/',
  'src/features/notices/',
  'src/features/login/',
];
const DESCRIPTOR_ID = /\/\*i18n\*\/\s*\{\s*id:\s*'([^']+)'/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

/**
 * Features whose words come with their own lazy chunk rather than with every signed-in screen
 * (src/i18n/lazy-parts.ts): the part's name and its folder. Their ids are in no other part.
 */
export const LAZY_MESSAGE_FOLDERS = { weather: 'src/features/weather/' };

// The admin part holds the ids declared only in the staff's admin screens (their routes ask for
// it: src/app/route-types.ts, needsAdminMessages), so a client's or a manager's signed-in
// screens do not download the words of screens they can never open.
const ADMIN_MESSAGE_FOLDER = 'src/features/admin-';

/** The message ids declared in the modules whose path `where` accepts. */
function messageIdsWhere(where) {
  const ids = new Set();
  for (const file of sourceFiles(path.join(root, 'src'))) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (!where(relative)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(DESCRIPTOR_ID)) ids.add(match[1]);
  }
  return ids;
}

/**
 * Shared parts of signed-in screens kept in src/ui that no module of the site folders imports
 * (scripts/build.test.ts checks it): their words are not the public pages'.
 */
export const SIGNED_IN_UI_FOLDERS = ['src/ui/versions/', 'src/ui/members/', 'src/ui/post-preview/'];

/** Whether a source file (relative to the root) is one whose words the site part holds. */
export function inSiteFolders(file) {
  return (
    SITE_MESSAGE_FOLDERS.some((folder) => file.startsWith(folder)) &&
    !SIGNED_IN_UI_FOLDERS.some((folder) => file.startsWith(folder))
  );
}

/** The message ids declared in the site folders' modules. */
export function siteMessageIds() {
  return messageIdsWhere(inSiteFolders);
}

/** The message ids of each lazy part (LAZY_MESSAGE_FOLDERS). */
export function lazyMessageIds() {
  return Object.fromEntries(
    Object.entries(LAZY_MESSAGE_FOLDERS).map(([part, folder]) => [
      part,
      messageIdsWhere((file) => file.startsWith(folder)),
    ]),
  );
}

/** The ids declared in the admin screens' folders and in no other module. */
export function adminMessageIds() {
  const elsewhere = messageIdsWhere((file) => !file.startsWith(ADMIN_MESSAGE_FOLDER));
  const admin = messageIdsWhere((file) => file.startsWith(ADMIN_MESSAGE_FOLDER));
  return new Set([...admin].filter((id) => !elsewhere.has(id)));
}

/** Which part of the catalog (src/i18n/catalogs.ts, lazy-parts.ts) holds a message id. */
function partOf(id, { siteIds, lazyIds, adminIds }) {
  if (siteIds.has(id)) return 'site';
  const lazy = Object.entries(lazyIds).find(([, ids]) => ids.has(id));
  if (lazy) return lazy[0];
  return adminIds.has(id) ? 'admin' : 'rest';
}

/** A compiled catalog's messages (lingui compile writes `JSON.parse("...")`). */
function compiledMessages(source) {
  const literal = source.match(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/)?.[1];
  if (!literal) throw new Error('A compiled catalog has no JSON.parse("...") of its messages.');
  return JSON.parse(JSON.parse(literal));
}

// `./locales/<locale>/messages?site`, `?admin`, `?rest` (src/i18n/catalogs.ts) and the lazy
// parts' (`?weather`: src/i18n/lazy-parts.ts): the catalog's ids of the site folders, those of a
// lazy part's folder, those of the admin screens alone, and all others. The ids are read once per
// build, so a watch rebuild sees new ones.
const PART_NAMES = ['site', 'admin', 'rest', ...Object.keys(LAZY_MESSAGE_FOLDERS)];

const catalogParts = {
  name: 'catalog-parts',
  setup(build) {
    let ids = null;
    build.onStart(() => {
      ids = null;
    });
    build.onResolve(
      { filter: new RegExp(`[\\\\/]messages\\?(${PART_NAMES.join('|')})$`) },
      (args) => {
        const [file, part] = args.path.split('?');
        return {
          path: path.resolve(args.resolveDir, `${file}.ts`),
          namespace: 'catalog-part',
          pluginData: { part },
          suffix: `?${part}`,
        };
      },
    );
    build.onLoad({ filter: /.*/, namespace: 'catalog-part' }, async (args) => {
      ids ??= { siteIds: siteMessageIds(), lazyIds: lazyMessageIds(), adminIds: adminMessageIds() };
      const messages = compiledMessages(await readFile(args.path, 'utf8'));
      const part = Object.fromEntries(
        Object.entries(messages).filter(([id]) => partOf(id, ids) === args.pluginData.part),
      );
      return {
        contents: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(part))});`,
        loader: 'js',
        watchFiles: [args.path],
      };
    });
  },
};

/**
 * Resolves an import as esbuild would, from inside a plugin's onResolve; `mark` (pluginData) lets
 * that plugin tell its own request apart and pass it on.
 */
function resolveUnmarked(build, args, mark) {
  return build.resolve(args.path, {
    kind: args.kind,
    importer: args.importer,
    resolveDir: args.resolveDir,
    pluginData: mark,
  });
}

// The full Firestore SDK (only the bell's live listener, a lazy chunk, uses it) gets its own
// copy of @firebase/util. Shared, the one copy lives in the initial chunk (Auth needs it) and
// would grow there by the few helpers only the full SDK calls. Its helpers are stateless, so
// two copies behave as one.
const FULL_FIRESTORE = /[\\/]@firebase[\\/]firestore[\\/]dist[\\/](?!lite[\\/])/;

const fullFirestoreOwnUtil = {
  name: 'full-firestore-own-util',
  setup(build) {
    build.onResolve({ filter: /^@firebase\/util$/ }, async (args) => {
      if (args.pluginData?.ownUtil || !FULL_FIRESTORE.test(args.importer)) return undefined;
      const resolved = await resolveUnmarked(build, args, { ownUtil: true });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path, suffix: '?full-firestore' };
    });
  },
};

// React's CommonJS files, each wrapped by esbuild in a function that runs on the first require:
// V8 compiles such a function lazily, on the main thread, when the page first calls it, which
// for React DOM's 200 kB was most of the longest task after a public page paints (about 190 ms
// of Total Blocking Time at Lighthouse's 4x CPU slowdown). A parenthesized function expression
// called at once is compiled eagerly instead, on the thread that streams the script in
// (V8's PIFE heuristic), so the body is wrapped in one; what it does is unchanged.
const REACT_CJS =
  /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]cjs[\\/][^\\/]+\.production\.js$/;

const eagerReact = {
  name: 'eager-react',
  setup(build) {
    build.onLoad({ filter: REACT_CJS }, async (args) => ({
      contents: `(function () {\n${await readFile(args.path, 'utf8')}\n})();\n`,
      loader: 'js',
    }));
  },
};

// A production build reads every text from the compiled catalogs (lingui compile --strict
// fails on a missing translation), so a descriptor's English source text is never used
// there: dropping it, as Lingui's own macros do in production, keeps it out of every chunk.
const DESCRIPTOR_MESSAGE =
  /(\/\*i18n\*\/\s*\{\s*id:\s*'[^']+'),\s*message:\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`[^`$]*`)(\s*,?\s*\})/g;

const stripLinguiMessages = {
  name: 'strip-lingui-messages',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('/*i18n*/')) return undefined;
      return {
        contents: source.replace(DESCRIPTOR_MESSAGE, '$1$2'),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

// esbuild splits code into one chunk per distinct set of entry points (the HTML's entry and every
// `import()` target) that reach it. With about ninety lazy targets sharing modules in many
// combinations, that made hundreds of small chunks, and a page downloaded over a hundred scripts,
// each request costing the browser's main thread and network stack more than its bytes save.
// Code that loads wherever its stage loads needs no such split. A stage is a lazy target and
// everything it reaches statically: React (boot-react) and the app's runtime (boot-runtime), which
// main.tsx imports in this order on every page, and the signed-in frame (AppLayout), which every
// signed-in screen shows. A first pass (no output written) finds each stage's modules; the build
// then makes each lazy target in the stage's scope import them all, so that they share one set of
// entry points and come as one chunk. A stage's modules have run, or are loading, wherever the
// target loads, so the added imports cost no byte and run nothing new.
export const CHUNK_STAGES = [
  { entry: 'src/app/boot-react.ts', scope: 'every page' },
  // The error logger, the site settings, and on public pages the menu and the maintenance banner
  // are lazy targets that load on every page just after the first render: what they share with
  // other targets (the notices' styles, the public reads, the error texts: about 6 kB, modules
  // without side effects at load) comes with the runtime, the same bytes in one request instead
  // of nine; their own code still loads after mount.
  {
    entry: 'src/app/boot-runtime.tsx',
    scope: 'every page',
    sharedOf: [
      'src/app/after-start.ts',
      'src/features/site/apply-site-settings.ts',
      'src/ui/NavDrawer.tsx',
      'src/features/notices/MaintenanceBanner.tsx',
    ],
  },
  // The dashboard is the signed-in first screen: the code it and the two parts it loads lazily
  // (the quick composer, the credential forecast) share with other signed-in screens comes with
  // the frame too (their own modules stay in their chunks): a few kB more for the other screens,
  // and for the first, with an smm user's data, 48 scripts instead of 54 (the dashboard alone).
  {
    entry: 'src/app/layouts/AppLayout.tsx',
    scope: 'signed in',
    sharedOf: [
      'src/app/dashboard-slots.ts',
      'src/features/posts/QuickComposer.tsx',
      'src/features/weather/CredentialForecast.tsx',
    ],
  },
];

/**
 * The modules of the signed-in routes' tables, whose lazy targets load only on signed-in screens;
 * so do the targets imported only by modules that only those targets reach, and so on.
 */
export const SIGNED_IN_ROUTE_MODULES = ['src/app/signed-in-routes.ts', 'src/app/slots.ts'];

/** The outputs a chunk loads with it: itself and its static imports, transitively. */
function staticClosure(outputs, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of outputs[file]?.imports ?? []) {
    if (imported.kind === 'import-statement' && !imported.external) {
      staticClosure(outputs, imported.path, seen);
    }
  }
  return seen;
}

/** Whether a package says its modules have no side effects (esbuild drops a bare import of one). */
function sideEffectFree(input) {
  const folder = input.match(/^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//)?.[1];
  if (!folder) return false;
  try {
    return (
      JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')).sideEffects ===
      false
    );
  } catch {
    return false;
  }
}

/**
 * What the second pass does, read from the first pass's metafile: `groups`, each stage's modules
 * beyond the entry's and the earlier stages' (plain ES modules only: a CommonJS module runs when
 * first required, and its requirer brings it along), and `groupsOf(target)`, the groups a lazy
 * target (a path relative to the root) imports: every earlier stage's, its own if it is a stage,
 * and the signed-in frame's if it is a signed-in target.
 */
export function chunkPlan(metafile, stages = CHUNK_STAGES) {
  const { outputs, inputs } = metafile;
  const entries = Object.keys(outputs).filter(
    (file) => outputs[file].entryPoint && file.endsWith('.js'),
  );
  const chunkOf = (input) => entries.find((file) => outputs[file].entryPoint === input);
  const mainChunk = chunkOf(path.relative(root, entry).split(path.sep).join('/'));
  const taken = new Set(mainChunk ? staticClosure(outputs, mainChunk) : []);
  const groups = stages.map((stage) => {
    const found = [stage.entry, ...(stage.sharedOf ?? [])].map((input) => {
      const chunk = chunkOf(input);
      if (!chunk) throw new Error(`The build has no chunk for the stage ${input}.`);
      return chunk;
    });
    const [chunk, ...sharing] = found;
    const files = new Set(staticClosure(outputs, chunk));
    for (const other of sharing) {
      for (const file of staticClosure(outputs, other)) if (file !== other) files.add(file);
    }
    const modules = [];
    for (const file of files) {
      if (taken.has(file)) continue;
      taken.add(file);
      for (const [input, { bytesInOutput }] of Object.entries(outputs[file].inputs)) {
        const plain = !input.includes(':') && !input.includes('?');
        if (
          plain &&
          bytesInOutput > 0 &&
          inputs[input]?.format === 'esm' &&
          !sideEffectFree(input)
        ) {
          modules.push(input);
        }
      }
    }
    return modules.sort();
  });
  const signedIn = signedInTargets(metafile, entries, [
    ...stages.filter((stage) => stage.scope === 'signed in').map((stage) => stage.entry),
  ]);
  const groupsOf = (target) => {
    const own = stages.findIndex((stage) => stage.entry === target);
    return stages.flatMap((stage, index) => {
      if (index === own) return [index];
      if (own >= 0 && index > own) return [];
      return stage.scope === 'every page' || signedIn.has(target) ? [index] : [];
    });
  };
  return { groups, groupsOf };
}

/** The lazy targets (input paths) that load only on signed-in screens (SIGNED_IN_ROUTE_MODULES). */
function signedInTargets(metafile, entries, stageEntries) {
  const { outputs, inputs } = metafile;
  // Which entry points each module is loaded with: those whose static closure holds its chunk.
  const entriesOfModule = new Map();
  for (const file of entries) {
    for (const chunk of staticClosure(outputs, file)) {
      for (const input of Object.keys(outputs[chunk]?.inputs ?? {})) {
        if (!entriesOfModule.has(input)) entriesOfModule.set(input, new Set());
        entriesOfModule.get(input).add(outputs[file].entryPoint);
      }
    }
  }
  const importers = new Map();
  for (const [input, { imports }] of Object.entries(inputs)) {
    for (const imported of imports) {
      if (imported.kind !== 'dynamic-import') continue;
      if (!importers.has(imported.path)) importers.set(imported.path, []);
      importers.get(imported.path).push(input);
    }
  }
  const signedIn = new Set(stageEntries);
  for (const [target, from] of importers) {
    if (from.some((input) => SIGNED_IN_ROUTE_MODULES.includes(input))) signedIn.add(target);
  }
  for (let grown = true; grown; ) {
    grown = false;
    for (const [target, from] of importers) {
      if (signedIn.has(target)) continue;
      const only = from.every((input) => {
        const loadedWith = entriesOfModule.get(input);
        return loadedWith && loadedWith.size > 0 && [...loadedWith].every((e) => signedIn.has(e));
      });
      if (only) {
        signedIn.add(target);
        grown = true;
      }
    }
  }
  return signedIn;
}

/**
 * The second pass's plugin (see CHUNK_STAGES): a lazy target of src/ or model/ becomes a small module that
 * imports its stages' modules (chunkPlan) and re-exports the original, `default` included where
 * the first pass saw one.
 */
function chunkStages(metafile) {
  const { groups, groupsOf } = chunkPlan(metafile);
  // The app's own modules: src/ and the kernel it shares with the server (the callables' areas
  // are lazy targets of model/).
  const ownDirs = ['src', 'model'].map((dir) => path.join(root, dir) + path.sep);
  const relative = (file) => path.relative(root, file).split(path.sep).join('/');
  const withDefault = new Set(
    Object.values(metafile.outputs)
      .filter((output) => output.entryPoint && output.exports.includes('default'))
      .map((output) => output.entryPoint),
  );
  return {
    name: 'chunk-stages',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData?.chunkStages) return undefined;
        const resolved = await resolveUnmarked(build, args, { chunkStages: true });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const own = ownDirs.some((dir) => resolved.path.startsWith(dir));
        if (resolved.namespace !== 'file' || !own) return resolved;
        return { path: resolved.path, namespace: 'chunk-stage-target' };
      });
      build.onResolve({ filter: /^chunk-stage:\d+$/ }, (args) => ({
        path: args.path,
        namespace: 'chunk-stage',
      }));
      build.onLoad({ filter: /.*/, namespace: 'chunk-stage' }, (args) => ({
        contents: groups[Number(args.path.split(':')[1])]
          .map((module) => `import ${JSON.stringify(path.join(root, module))};`)
          .join('\n'),
        resolveDir: root,
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: 'chunk-stage-target' }, (args) => {
        const target = relative(args.path);
        const original = JSON.stringify(args.path);
        const lines = groupsOf(target).map((index) => `import "chunk-stage:${index}";`);
        lines.push(`export * from ${original};`);
        if (withDefault.has(target)) lines.push(`export { default } from ${original};`);
        return { contents: lines.join('\n'), resolveDir: path.dirname(args.path), loader: 'js' };
      });
    },
  };
}

/** The URL path of a build output, given the folder the site is served from. */
const urlOf = (file, servedFrom) =>
  `/${path.relative(servedFrom, path.resolve(root, file)).split(path.sep).join('/')}`;

const AUTH_MODULE = 'src/firebase/auth.ts';

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
  // The Auth SDK, which the session store imports on first need: the shell serves the signed-in
  // routes, whose first render waits for it. Prerendered public pages preload nothing.
  const auth = Object.keys(outputs).find((file) => outputs[file].inputs?.[AUTH_MODULE]);
  if (auth) visit(auth);
  const css = outputs[entryFile].cssBundle;
  return { entry: entryFile, js: [...seen], css: css ? [css] : [] };
}

/** The site's public origin, for canonical links, Open Graph URLs and the sitemap. */
export const DEFAULT_SITE_ORIGIN = 'https://demo-smm.web.app';
const DEFAULT_DESCRIPTION = 'Plan, publish and measure social media; the agency client portal.';

const escapeAttribute = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The HTML of a page: the empty shell (`page` absent), or a prerendered public route whose
 * markup fills #root, marked with its variant and path so that main.tsx hydrates it only
 * where it was rendered for (see src/app/hydrate.ts).
 */
export function indexHtml({ initial, liveReload = false, outdir = DIST, page = undefined }) {
  const toUrl = (file) => urlOf(file, outdir);
  // A prerendered page paints without its JavaScript, so its chunks do not compete with the
  // first paint for the phone's bandwidth: the entry script imports them when it runs.
  const preload = page
    ? ''
    : initial.js.map((file) => `    <link rel="modulepreload" href="${toUrl(file)}">`).join('\n');
  // A prerendered page carries its stylesheet inline (a few kB): it paints after one round
  // trip instead of two. The shell links it, so the app's pages share one cached copy.
  const styles = initial.css
    .map((file) =>
      page
        ? `    <style>${readFileSync(path.resolve(root, file), 'utf8').trim()}</style>`
        : `    <link rel="stylesheet" href="${toUrl(file)}">`,
    )
    .join('\n');
  const reloader = liveReload
    ? `\n    <script type="module">new EventSource('/esbuild').addEventListener('change', () => location.reload());</script>`
    : '';
  const title = page?.title ?? 'SMM Studio';
  const description = page?.description ?? DEFAULT_DESCRIPTION;
  const seo = page
    ? `
    <link rel="canonical" href="${page.url}">
    <meta property="og:type" content="website">
    <meta property="og:site_name" content="${escapeAttribute(page.siteName)}">
    <meta property="og:title" content="${escapeAttribute(title)}">
    <meta property="og:description" content="${description}">
    <meta property="og:url" content="${page.url}">
    <meta property="og:locale" content="en">
    <meta name="twitter:card" content="summary">`
    : '';
  const rootElement = page
    ? `<div id="root" data-prerendered="${page.marker}">${page.html}</div>`
    : '<div id="root"><div class="boot-spinner" role="status" aria-label="Loading"></div></div>';
  return `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light dark">
    <meta name="theme-color" content="#3246d3">
    <meta name="description" content="${description}">
    <title>${escapeAttribute(title)}</title>${seo}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="manifest" href="/manifest.webmanifest">
${styles}
${preload}
    <script type="module" src="${toUrl(initial.entry)}"></script>${reloader}
  </head>
  <body>
    ${rootElement}
    <noscript>This application needs JavaScript.</noscript>
  </body>
</html>
`;
}

/** Where Hosting (cleanUrls) finds a page: / and /connect/ as index.html, others as NAME.html. */
export function htmlFileOf(urlPath) {
  if (urlPath.endsWith('/')) return `${urlPath.slice(1)}index.html`;
  return `${urlPath.slice(1)}.html`;
}

/** The first lead paragraph of a prerendered page, as plain text, for its description. */
function leadOf(html) {
  const lead = html.match(/<p class="lead">([\s\S]*?)<\/p>/)?.[1];
  const text = lead?.replace(/<[^>]+>/g, '').trim();
  return text || null;
}

/**
 * Renders every public route of both variants (src/app/prerender.tsx, bundled for Node with
 * the same defines as the browser build) into its own HTML file, then writes robots.txt and
 * sitemap.xml.
 */
async function prerender({ outdir, initial, emulators, siteOrigin }) {
  const scratch = path.join(root, '.cache', 'prerender', `${process.pid}-${Date.now()}`);
  const bundle = path.join(scratch, 'prerender.mjs');
  try {
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: [path.join(root, 'src/app/prerender.tsx')],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      target: 'node20',
      jsx: 'automatic',
      loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
      assetNames: 'assets/[name]-[hash]',
      publicPath: '/',
      define: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __DEV__: 'false',
        __EMULATORS__: JSON.stringify(emulators ?? null),
      },
      logLevel: 'warning',
      plugins: [catalogParts, stripLinguiMessages],
    });
    const { prerenderPublicRoutes } = await import(pathToFileURL(bundle).href);
    const pages = await prerenderPublicRoutes();
    for (const page of pages) {
      const file = path.join(outdir, htmlFileOf(page.urlPath));
      await mkdir(path.dirname(file), { recursive: true });
      const url = `${siteOrigin}${page.urlPath}`;
      await writeFile(
        file,
        indexHtml({
          initial,
          outdir,
          page: {
            ...page,
            url,
            description: leadOf(page.html) ?? page.description,
            // Without a trailing slash: Hosting serves /connect and /connect/ alike.
            marker: `${page.product}:${page.urlPath.replace(/\/$/, '')}`,
          },
        }),
      );
    }
    await writeFile(
      path.join(outdir, 'robots.txt'),
      `User-agent: *\nAllow: /\nDisallow: /app\nDisallow: /connect/app\n\nSitemap: ${siteOrigin}/sitemap.xml\n`,
    );
    const urls = pages
      .filter((page) => !page.noIndex)
      .map((page) => `  <url><loc>${siteOrigin}${page.urlPath}</loc></url>`)
      .join('\n');
    await writeFile(
      path.join(outdir, 'sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    );
    return pages;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** sw.js: src/service-worker.js with this build's cache name and precache list filled in. */
export function serviceWorkerSource({ assets, dev }) {
  const precache = dev ? [] : ['/shell.html', ...assets];
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
  const shell = indexHtml({ initial, liveReload, outdir });
  // index.html is the shell until a production build prerenders the home page over it;
  // shell.html stays the shell, for Hosting's SPA rewrite and the service worker's offline answer.
  await writeFile(path.join(outdir, 'index.html'), shell);
  await writeFile(path.join(outdir, 'shell.html'), shell);
  await writeFile(
    path.join(outdir, 'sw.js'),
    serviceWorkerSource({ assets: [...publicFiles, ...assets], dev }),
  );
  return { initial, assets };
}

/**
 * A one-off build into `outdir` (emptied first). Used by the CLI below and, with a
 * scratch folder, by scripts/size.ts and scripts/lighthouse.ts so that measuring never disturbs a served dist/.
 */
export async function build({
  dev = false,
  emulators = null,
  outdir = DIST,
  siteOrigin = process.env.SITE_ORIGIN || DEFAULT_SITE_ORIGIN,
} = {}) {
  const started = performance.now();
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  await copyPublic(outdir);
  // A production build runs twice: the first pass, written nowhere, tells the second which
  // modules each stage brings (CHUNK_STAGES); how chunks split does not depend on minifying or
  // source maps, so that pass does neither.
  const firstPass = dev
    ? null
    : (
        await esbuild.build({
          ...buildOptions({ dev, emulators, outdir }),
          write: false,
          minify: false,
          sourcemap: false,
        })
      ).metafile;
  const result = await esbuild.build(buildOptions({ dev, emulators, outdir, firstPass }));
  const shell = await writeShell(result.metafile, { dev, outdir });
  const ms = performance.now() - started;
  // Prerendering is timed apart: the bench (scripts/build.bench.ts) times the bundler.
  const pages = dev
    ? []
    : await prerender({ outdir, initial: shell.initial, emulators, siteOrigin });
  return {
    metafile: result.metafile,
    ...shell,
    pages,
    ms,
    prerenderMs: performance.now() - started - ms,
  };
}

function option(args, name, fallback) {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
}

/**
 * Development build that rebuilds on change; with `serve`, also serves it with live reload. It
 * talks to the emulators, so it never goes into dist/ (Hosting's public folder, which a deploy
 * uploads): `--outdir` (the local stack passes its own), else `.cache/dev-dist`.
 */
async function watch(args, { serve }) {
  const emulators = await readEmulatorHosts(firebaseConfigPath(args));
  const outdir = path.resolve(option(args, '--outdir', path.join(root, '.cache', 'dev-dist')));
  await mkdir(outdir, { recursive: true });
  await copyPublic(outdir);
  const shellWriter = {
    name: 'shell',
    setup(pluginBuild) {
      pluginBuild.onEnd(async (result) => {
        if (result.errors.length === 0 && result.metafile) {
          await writeShell(result.metafile, { dev: true, liveReload: serve, outdir });
          if (!serve) console.log(`Rebuilt ${outdir} at ${new Date().toLocaleTimeString()}`);
        }
      });
    },
  };
  const context = await esbuild.context(
    buildOptions({ dev: true, emulators, plugins: [shellWriter], outdir }),
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
    fallback: path.join(outdir, 'shell.html'),
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
  // A bundle wired to the emulators stays out of dist/ unless asked for by name (--outdir).
  const outdir = path.resolve(
    option(args, '--outdir', emulators ? path.join(root, '.cache', 'emulators-dist') : DIST),
  );
  const result = await build({ dev: args.includes('--dev'), emulators, outdir });
  console.log(
    `Built ${path.relative(root, outdir) || '.'} in ${Math.round(result.ms)} ms: ${result.assets.length} files, ` +
      `${result.initial.js.length} initial chunks, emulators ${emulators ? 'on' : 'off'}; ` +
      `${result.pages.length} pages prerendered in ${Math.round(result.prerenderMs)} ms`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
