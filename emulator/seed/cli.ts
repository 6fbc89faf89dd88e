import { emulatorEnv, loadStackConfig } from '../stack/config';
import { loadSeed } from './load';

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
