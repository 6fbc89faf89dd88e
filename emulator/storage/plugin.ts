// Runs the storage emulator inside emulator/server.ts, next to Firestore, so storage rules read the
// live database.

import type { StoragePlugin } from '../server';
import { firestoreDocAccessor } from './firestore-accessor';
import { startStorageEmulator } from './server';

export interface StoragePluginOptions {
  port?: number;
  rulesPath?: string;
  log?: (line: string) => void;
}

/**
 * Starts Storage inside emulator/server.ts, next to Firestore, so storage rules' firestore.get()
 * and firestore.exists() read the live '(default)' database of the host's project.
 */
export function storagePlugin(options: StoragePluginOptions): StoragePlugin {
  return async ({ host, projectId, firestore }) => {
    const storage = await startStorageEmulator({
      host,
      port: options.port,
      projectId,
      rulesPath: options.rulesPath,
      firestoreAccessor: () => firestoreDocAccessor(firestore.database(projectId)),
      log: options.log,
    });
    return { name: 'storage', host, port: storage.port, close: storage.close };
  };
}
