// `npm run seed`: loads the seed into running emulators.

import { emulatorEnv, loadStackConfig } from '../stack/config';
import { loadSeed } from './load';

/**
 * Polls until the Auth, Firestore and Storage emulators answer. The stack starts the seed
 * together with the emulators (SEED_WAIT_MS), so its own start-up overlaps theirs and the
 * accounts exist before the functions, and with them the auth trigger, have loaded.
 */
async function waitForEmulators(hosts: (string | undefined)[], waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (const host of hosts) {
    if (!host) continue;
    for (;;) {
      try {
        const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) });
        const body = await response.text();
        // The Auth emulator answers before it is ready, and says so.
        if (!/"ready":\s*false/.test(body)) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * `npm run seed`: loads the demo into running emulators. The stack runner sets the emulator
 * variables itself; run by hand, they come from firebase.json (shifted by STACK_PORT_OFFSET).
 */
async function main(): Promise<void> {
  const root = new URL('../..', import.meta.url).pathname;
  const config = loadStackConfig(root, Number(process.env.STACK_PORT_OFFSET ?? 0));
  const defaults = emulatorEnv(config);
  for (const name of [
    'FIRESTORE_EMULATOR_HOST',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'FIREBASE_STORAGE_EMULATOR_HOST',
    'STORAGE_EMULATOR_HOST',
  ] as const) {
    process.env[name] ??= defaults[name];
  }
  // Offline, google-auth-library's probe of the GCE metadata server only fails slowly.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const projectId = process.env.GCLOUD_PROJECT ?? config.projectId;
  const waitMs = Number(process.env.SEED_WAIT_MS ?? 0);
  if (waitMs > 0) {
    await waitForEmulators(
      [
        process.env.FIREBASE_AUTH_EMULATOR_HOST,
        process.env.FIRESTORE_EMULATOR_HOST,
        process.env.FIREBASE_STORAGE_EMULATOR_HOST,
      ],
      waitMs,
    );
  }
  const started = Date.now();
  const result = await loadSeed({ projectId, log: (line) => console.log(line) });
  console.log(
    `seed: loaded ${result.accounts} accounts, ${result.documents} documents and ${result.files} images in ${Date.now() - started} ms`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`seed failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
