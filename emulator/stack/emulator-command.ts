import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StackConfig } from './config';

export interface EmulatorCommand {
  args: string[];
  /** Which of our two emulators this process serves. */
  serves: { firestore: boolean; storage: boolean };
}

/**
 * The command line of the project's own emulator process, emulator/server.ts, which hosts
 * Firestore and (once the Storage emulator is plugged in) Storage. Its options are parsed
 * strictly, so the storage options are passed only when the server declares them; until then
 * the stack runs Firestore alone and says Storage is not up.
 */
export function emulatorCommand(config: StackConfig): EmulatorCommand | undefined {
  const { root, endpoints } = config;
  const server = join(root, 'emulator', 'server.ts');
  if (!existsSync(server)) return undefined;
  const withStorage = readFileSync(server, 'utf8').includes("'storage-port'");
  return {
    args: [
      '--import',
      'tsx',
      server,
      '--host',
      endpoints.firestore.host,
      '--project',
      config.projectId,
      '--firestore-port',
      String(endpoints.firestore.port),
      '--firestore-rules',
      config.firestoreRules,
      ...(withStorage
        ? ['--storage-port', String(endpoints.storage.port), '--storage-rules', config.storageRules]
        : []),
    ],
    serves: { firestore: true, storage: withStorage },
  };
}
