// The firebase-tools command line that starts the Auth, Functions and Hosting emulators of a stack.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { StackConfig } from './config';

/**
 * The command line (after `node`) of the project's own emulator process, emulator/server.ts,
 * which hosts Firestore and Storage with their rules on firebase.json's ports. Undefined when
 * the file is missing.
 */
export function emulatorArgs(config: StackConfig): string[] | undefined {
  const { root, endpoints } = config;
  const server = join(root, 'emulator', 'server.ts');
  if (!existsSync(server)) return undefined;
  return [
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
    '--storage-port',
    String(endpoints.storage.port),
    '--storage-rules',
    config.storageRules,
  ];
}
