// Starts the Firestore emulator: one port serving gRPC and REST, per-project databases and
// security rules, optionally reloading the rules file when it changes.
import { type FSWatcher, watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { listen } from '../listen';
import type { FirestoreDatabase } from './core/database';
import { EmulatorState } from './core/emulator-state';
import { defaultRulesEngine } from './rules-gate';
import { createDualProtocolServer } from './transport/dual-protocol-listener';
import { FirestoreService } from './transport/firestore-service';
import { createGrpcServer } from './transport/grpc-transport';
import { createHttpHandler } from './transport/http-handler';
import { WebChannelSessions } from './transport/webchannel-transport';
import { firestoreProtoRoot } from './wire/proto';

export interface FirestoreEmulatorOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  projectId: string;
  /** firestore.rules to load for every project that has no rules of its own. */
  rulesPath?: string;
  /** Reload rulesPath when the file changes (the CLI turns this on). */
  watchRules?: boolean;
  /** Where reload messages go; defaults to the console. */
  log?: (message: string) => void;
}

export interface RunningFirestoreEmulator {
  host: string;
  port: number;
  state: EmulatorState;
  /** The database of a project (default: the start-up project and "(default)"). */
  database(projectId?: string, databaseId?: string): FirestoreDatabase;
  /** Browser Listen streams (WebChannel sessions) currently open. */
  openChannels(): number;
  close(): Promise<void>;
}

/** Thrown when the port is already taken, so callers can say so plainly. */
export { PortInUseError } from '../listen';

async function loadRulesFile(state: EmulatorState, rulesPath: string): Promise<void> {
  const content = await readFile(rulesPath, 'utf8');
  state.setRules(null, [{ name: path.basename(rulesPath), content }]);
}

function watchRulesFile(
  state: EmulatorState,
  rulesPath: string,
  log: (message: string) => void,
): FSWatcher {
  let timer: NodeJS.Timeout | undefined;
  // Editors often replace the file instead of writing it, so the folder is watched, not the file.
  const watcher = watch(path.dirname(path.resolve(rulesPath)), (_event, fileName) => {
    if (fileName && fileName.toString() !== path.basename(rulesPath)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      loadRulesFile(state, rulesPath).then(
        () => log(`Rules updated from ${rulesPath}.`),
        (error: unknown) =>
          log(
            `Failed to update rules from ${rulesPath}; keeping the previous rules: ${
              error instanceof Error ? error.message : String(error)
            }`,
          ),
      );
    }, 30);
  });
  watcher.on('error', () => watcher.close());
  return watcher;
}

interface GrpcStack {
  server: import('@grpc/grpc-js').Server;
  injector: import('@grpc/grpc-js').ConnectionInjector;
}

async function loadGrpcStack(state: EmulatorState, service: FirestoreService): Promise<GrpcStack> {
  const grpcModule = await import('@grpc/grpc-js');
  const server = createGrpcServer(grpcModule, state, service);
  const injector = server.createConnectionInjector(grpcModule.ServerCredentials.createInsecure());
  return { server, injector };
}

export async function startFirestoreEmulator(
  options: FirestoreEmulatorOptions,
): Promise<RunningFirestoreEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((message: string) => console.log(`[firestore] ${message}`));
  const state = new EmulatorState(defaultRulesEngine, options.projectId);
  if (options.rulesPath) await loadRulesFile(state, options.rulesPath);

  const service = new FirestoreService(state);
  const channels = new WebChannelSessions(state);
  const http1 = http.createServer(
    { keepAliveTimeout: 5000 },
    createHttpHandler(state, service, channels),
  );
  const sockets = new Set<net.Socket>();
  // grpc-js and the protos take a good part of the start-up time, so they load right after the
  // port is listening; a gRPC connection that arrives earlier waits for them.
  let grpcReady: Promise<GrpcStack> | undefined;
  const grpcStack = () => {
    grpcReady ??= loadGrpcStack(state, service);
    return grpcReady;
  };
  const server = createDualProtocolServer({
    http1,
    onHttp2: (connection) => {
      grpcStack().then(
        (stack) => stack.injector.injectConnection(connection),
        (error: unknown) => {
          log(`gRPC is unavailable: ${error instanceof Error ? error.message : String(error)}`);
          connection.destroy();
        },
      );
    },
  });
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const port = await listen(server, host, options.port ?? 0);
  setImmediate(() => {
    grpcStack().catch(() => undefined);
    firestoreProtoRoot();
  });
  const watcher =
    options.rulesPath && options.watchRules
      ? watchRulesFile(state, options.rulesPath, log)
      : undefined;

  return {
    host,
    port,
    state,
    database: (projectId = options.projectId, databaseId = '(default)') =>
      state.database(projectId, databaseId),
    openChannels: () => channels.size,
    close: async () => {
      watcher?.close();
      channels.closeAll();
      if (grpcReady) {
        const stack = await grpcReady.catch(() => undefined);
        stack?.injector.destroy();
        stack?.server.forceShutdown();
      }
      http1.closeAllConnections();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
