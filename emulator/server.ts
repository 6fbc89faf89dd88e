// One process hosting the project's emulators, each on its own port: Firestore (gRPC + REST) and,
// plugged in by the Storage emulator, Storage. Sharing the process lets storage rules read the
// live Firestore data through firestore.get()/exists().
//
//   npx tsx emulator/server.ts --host 127.0.0.1 --project demo-x \
//     --firestore-port 8080 --firestore-rules firestore.rules \
//     --storage-port 9199 --storage-rules storage.rules
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startFunctionTriggers } from './firestore/function-triggers';
import {
  PortInUseError,
  type RunningFirestoreEmulator,
  startFirestoreEmulator,
} from './firestore/server';
import { storagePlugin } from './storage/plugin';

/** What every hosted emulator gives back. */
export interface HostedEmulator {
  name: string;
  host: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The place where the Storage emulator plugs in: a function that starts it once Firestore is up,
 * with access to Firestore's databases for storage rules. Pass it as `storage` to
 * startEmulatorHost; main() below passes emulator/storage/plugin.ts when --storage-port is given.
 */
export type StoragePlugin = (context: {
  host: string;
  projectId: string;
  firestore: RunningFirestoreEmulator;
}) => Promise<HostedEmulator>;

export interface EmulatorHostOptions {
  host?: string;
  projectId: string;
  firestore: { port?: number; rulesPath?: string; watchRules?: boolean };
  storage?: StoragePlugin;
  log?: (message: string) => void;
}

export interface RunningEmulatorHost {
  firestore: RunningFirestoreEmulator;
  storage?: HostedEmulator;
  close(): Promise<void>;
}

export async function startEmulatorHost(
  options: EmulatorHostOptions,
): Promise<RunningEmulatorHost> {
  const host = options.host ?? '127.0.0.1';
  const firestore = await startFirestoreEmulator({
    host,
    port: options.firestore.port,
    projectId: options.projectId,
    rulesPath: options.firestore.rulesPath,
    watchRules: options.firestore.watchRules,
    log: options.log,
  });
  let storage: HostedEmulator | undefined;
  try {
    storage = await options.storage?.({ host, projectId: options.projectId, firestore });
  } catch (error) {
    // Nothing half started: a storage failure takes Firestore down with it.
    await firestore.close();
    throw error;
  }
  return {
    firestore,
    storage,
    close: async () => {
      await storage?.close();
      await firestore.close();
    },
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      project: { type: 'string', default: process.env.GCLOUD_PROJECT ?? 'demo-project' },
      'firestore-port': { type: 'string', default: '8080' },
      'firestore-rules': { type: 'string' },
      'storage-port': { type: 'string' },
      'storage-rules': { type: 'string' },
    },
  });
  try {
    const running = await startEmulatorHost({
      host: values.host,
      projectId: values.project,
      firestore: {
        port: Number(values['firestore-port']),
        rulesPath: values['firestore-rules'],
        watchRules: Boolean(values['firestore-rules']),
      },
      storage: values['storage-port']
        ? storagePlugin({
            port: Number(values['storage-port']),
            rulesPath: values['storage-rules'],
            log: console.log,
          })
        : undefined,
    });
    // The local stack names its Functions emulator here, so Firestore triggers (the
    // notification outbox) fire there as they would in production.
    const functionsOrigin = process.env.FIRESTORE_FUNCTION_TRIGGERS;
    if (functionsOrigin) {
      running.firestore.state.functionTriggers = startFunctionTriggers({
        database: running.firestore.database(),
        functionsOrigin,
        projectId: values.project,
        log: (line) => console.log(`[firestore triggers] ${line}`),
      });
    }
    console.log(`Firestore emulator ready on ${values.host}:${running.firestore.port}`);
    if (running.storage) {
      console.log(`Storage emulator ready on ${running.storage.host}:${running.storage.port}`);
    }
    const stop = () => {
      running.close().then(() => process.exit(0));
      setTimeout(() => process.exit(0), 2000).unref();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(
      error instanceof PortInUseError
        ? `Cannot start the emulators: port ${error.port} on ${error.host} is already in use.`
        : `Cannot start the emulators: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
