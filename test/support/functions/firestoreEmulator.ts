// Test support: the project's Firestore emulator started in this process on a free port, and
// an Admin SDK Firestore handle pointed at it (one app per handle, so suites stay apart).

import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { startFirestoreEmulator } from '../../../emulator/firestore/server';
import { deleteApp, getFirestore, initializeApp } from './admin-sdk';

export interface TestFirestore {
  db: Firestore;
  projectId: string;
  hostPort: string;
  /** Deletes every document of the project. */
  clear(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestFirestore(
  projectId = `demo-fn-${randomUUID().slice(0, 8)}`,
): Promise<TestFirestore> {
  const emulator = await startFirestoreEmulator({
    host: '127.0.0.1',
    port: 0,
    projectId,
    log: () => undefined,
  });
  const hostPort = `127.0.0.1:${emulator.port}`;
  // The Admin SDK reads the emulator address from the environment when the handle is made.
  process.env.FIRESTORE_EMULATOR_HOST = hostPort;
  const app = initializeApp({ projectId }, `test-${randomUUID()}`);
  const db = getFirestore(app);
  db.settings({ ignoreUndefinedProperties: true });
  return {
    db,
    projectId,
    hostPort,
    clear: async () => {
      const response = await fetch(
        `http://${hostPort}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
        {
          method: 'DELETE',
        },
      );
      if (!response.ok) throw new Error(`Clearing the emulator failed: ${response.status}`);
    },
    stop: async () => {
      await db.terminate().catch(() => undefined);
      await deleteApp(app).catch(() => undefined);
      await emulator.close();
    },
  };
}
