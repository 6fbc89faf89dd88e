// The project's Firestore emulator in a thread of its own, for a bench whose handler and emulator
// together need more than one core: the thread answers its port once it listens.

import { parentPort, workerData } from 'node:worker_threads';
import { startFirestoreEmulator } from '../../../emulator/firestore/server';

const emulator = await startFirestoreEmulator({
  host: '127.0.0.1',
  port: 0,
  projectId: (workerData as { projectId: string }).projectId,
  log: () => undefined,
});
parentPort?.postMessage(emulator.port);
