import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code they test; suites that need a running emulator live under test/.
export default defineConfig({
  test: {
    // Stopping a whole emulator stack (the e2e and functions suites) takes longer than the
    // default 10 s.
    teardownTimeout: 60_000,
    projects: [
      {
        // The app's build-time constants (build.mjs): tests run as a production build would,
        // with no emulators.
        define: { __DEV__: 'false', __EMULATORS__: 'null' },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'emulator/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // A few unit suites drive Chromium or build the site; in CI they share two cores with
          // the end-to-end lane, where the default 5 s is not enough.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll's default second is too short for a Chromium page switching language
          // on a loaded machine; a poll that succeeds returns as soon as it does.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
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
        test: {
          name: 'functions',
          include: ['test/functions/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/functions/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        // End-to-end in headless Chromium against the whole local stack, which the global
        // setup starts on firebase.json's ports shifted by an offset (so a developer's
        // `npm start` keeps running) and stops afterwards.
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 240_000,
          expect: { poll: { timeout: 30_000 } },
          // A browser test that fails runs once more before it counts as failed: on two cores
          // shared with a second stack, a page can miss a wait that it meets on any other run.
          // The reporter marks such a test "(retry x1)" and npm test lists it as flaky.
          retry: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
