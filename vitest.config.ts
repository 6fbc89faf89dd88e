import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { E2E_STACK_OFFSETS } from './test/e2e/stack-process';

// Unit tests sit beside the code they test; suites that need a running emulator live under test/.

/** Where unit files live, and which names are theirs (only the app has .tsx components). */
const UNIT_FILES = {
  src: /\.test\.tsx?$/,
  model: /\.test\.ts$/,
  emulator: /\.test\.ts$/,
  scripts: /\.test\.ts$/,
  'test/support': /\.test\.ts$/,
};

/**
 * What a unit file does that the files run after it in a shared module graph would inherit:
 * replacing a module (`vi.mock`, `vi.doMock` and the `vi.hoisted` values they use), a global or an
 * environment variable (`vi.stubGlobal`, `vi.stubEnv`). A file asking for a DOM
 * (`@vitest-environment happy-dom`) may share: vitest never gives a DOM file's worker to a node
 * file, and test/unit/shared-dom.ts fails a DOM file that leaves the window changed.
 */
const NEEDS_OWN_CONTEXT = /\bvi\.(?:mock|doMock|hoisted|stubGlobal|stubEnv)\(/;

/**
 * The unit files that run in a fresh module graph each, found by their text when the config
 * loads, so that a new file that mocks is isolated without anyone listing it.
 */
const isolatedUnitFiles = Object.entries(UNIT_FILES)
  .flatMap(([folder, testName]) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => testName.test(name))
      .map((name) => join(folder, name)),
  )
  .filter((path) => NEEDS_OWN_CONTEXT.test(readFileSync(path, 'utf8')))
  .sort();

/**
 * How many local stacks `npm test` started for the end-to-end and functions suites
 * (E2E_STACK_OFFSETS): as many files of those suites run at once, each on its own stack
 * (test/e2e/stack.ts); a run alone has one stack and one file at a time.
 */
const STACKS = E2E_STACK_OFFSETS.length;

const unitFiles = [
  'src/**/*.test.{ts,tsx}',
  'model/**/*.test.ts',
  'emulator/**/*.test.ts',
  'scripts/**/*.test.ts',
  'test/support/**/*.test.ts',
];

/**
 * The kernel's one name (tsconfig.base.json's paths, the esbuild alias of both builds). Every
 * project gets it: an inline project reads nothing of the root config.
 */
const resolve = { alias: { '@model': join(import.meta.dirname, 'model') } };

/**
 * A unit project: the app's build-time constants (build.mjs), so tests run as a production build
 * would, with no emulators. A new object each call: vitest empties a project's `define` as it
 * reads it, so two projects cannot share one.
 */
function unitProject(test: {
  name: string;
  include: string[];
  exclude?: string[];
  isolate?: boolean;
  setupFiles?: string[];
  pool?: 'threads';
}) {
  return {
    resolve,
    define: { __DEV__: 'false', __EMULATORS__: 'null' },
    test: {
      ...test,
      environment: 'node',
      // A few unit suites drive Chromium or build the site; in CI they share two cores with
      // the end-to-end lane, where the default 5 s is not enough.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // expect.poll's default second is too short for a Chromium page switching language
      // on a loaded machine; a poll that succeeds returns as soon as it does.
      expect: { poll: { timeout: 15_000 } },
    },
  };
}

export default defineConfig({
  test: {
    // Stopping a whole emulator stack (the e2e and functions suites) takes longer than the
    // default 10 s.
    teardownTimeout: 60_000,
    projects: [
      // The unit files that mock nothing share one module graph per worker: each would otherwise
      // start a fresh worker that loads and transforms its imports again (about two thirds of the
      // suite's CPU time). Every file restores the module state it changes; the DOM files share
      // one window per worker, apart from the node files, and leave it as they found it.
      unitProject({
        name: 'unit',
        include: unitFiles,
        exclude: [...configDefaults.exclude, ...isolatedUnitFiles],
        isolate: false,
        setupFiles: ['test/unit/shared-dom.ts'],
      }),
      // The unit files NEEDS_OWN_CONTEXT picks, each in a fresh module graph, in a worker thread
      // of its own: starting one costs less CPU than forking a process (a file that needs a
      // process, to chdir say, fails loudly there).
      unitProject({ name: 'unit-isolated', include: isolatedUnitFiles, pool: 'threads' }),
      {
        resolve,
        test: {
          name: 'emulator',
          include: ['test/emulator/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        resolve,
        // The security rules suite: starts the project's emulator itself (global-setup.ts) and
        // fails the run when an expression of firestore.rules was never evaluated.
        test: {
          name: 'rules',
          include: ['test/rules/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/rules/global-setup.ts'],
          // One module graph for the files (each otherwise loads the Firebase SDK again): each
          // file tests its own project on the shared emulator and mocks no module.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        resolve,
        // Functions: domain and API unit tests beside the code (each starts the Firestore
        // emulator in-process), and integration suites through firebase-tools' Functions and
        // Auth emulators (test/functions/global-setup.ts builds and starts them).
        test: {
          name: 'functions-unit',
          include: ['functions/src/**/*.test.ts'],
          environment: 'node',
          // The files share one module graph per worker: each would otherwise load and transform
          // firebase-admin, the emulator and the providers again (about half the suite's CPU
          // time). Every file starts its own emulator on its own port and restores what it stubs.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: 'functions',
          include: ['test/functions/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/functions/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One process per worker for its files, as in e2e below: they share support.ts's
          // Admin app on the worker's stack and mock nothing.
          isolate: false,
          fileParallelism: STACKS > 1,
          maxWorkers: STACKS,
        },
      },
      {
        resolve,
        // End-to-end in headless Chromium against the whole local stack, which the global
        // setup starts on firebase.json's ports shifted by an offset (so a developer's
        // `npm start` keeps running) and stops afterwards.
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          // Each test leaves the seeded workspaces' posts as it found them (the file says why).
          setupFiles: ['test/e2e/own-posts.ts'],
          testTimeout: 180_000,
          hookTimeout: 240_000,
          expect: { poll: { timeout: 30_000 } },
          // No retry: a browser test that passes only on its second try has a race to find.
          retry: 0,
          // One process per worker for all its files (each worker keeps to one stack), instead
          // of a new one per file that loads firebase-admin and Playwright again: the files name
          // their Firebase apps per run, set the same emulator addresses, mock nothing and close
          // their browsers.
          isolate: false,
          fileParallelism: STACKS > 1,
          maxWorkers: STACKS,
        },
      },
    ],
  },
});
