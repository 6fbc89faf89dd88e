import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  getStorage,
  ref,
  type StorageError,
  uploadBytes,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulatorHost, startEmulatorHost } from '../../emulator/server';
import { storagePlugin } from '../../emulator/storage/plugin';

// Storage hosted next to Firestore in emulator/server.ts: storage rules see documents written
// through the Firestore emulator's own REST transport, in the same process.

const PROJECT = 'demo-storage-host';
const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /workspaces/{wid}/brand/{file} {
      allow create: if request.auth != null
        && firestore.get(/databases/(default)/documents/workspaces/$(wid)/members/$(request.auth.uid)).data.role == 'owner';
    }
  }
}
`;

let host: RunningEmulatorHost;
let app: FirebaseApp;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storage-host-'));
  writeFileSync(join(dir, 'storage.rules'), RULES);
  host = await startEmulatorHost({
    host: '127.0.0.1',
    projectId: PROJECT,
    firestore: { port: 0 },
    storage: storagePlugin({ port: 0, rulesPath: join(dir, 'storage.rules'), log: () => {} }),
    log: () => {},
  });
  app = initializeApp(
    { projectId: PROJECT, storageBucket: `${PROJECT}.appspot.com`, apiKey: 'k' },
    'host',
  );
});

afterAll(async () => {
  await deleteApp(app);
  await host?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('storage hosted with Firestore', () => {
  it('decides storage rules from documents written through the Firestore emulator', async () => {
    expect(host.storage?.port).toBeGreaterThan(0);
    const storage = getStorage(app);
    connectStorageEmulator(storage, '127.0.0.1', host.storage!.port, {
      mockUserToken: { sub: 'zoe' },
    });
    const upload = () =>
      uploadBytes(ref(storage, 'workspaces/w9/brand/logo.png'), new Uint8Array(10), {
        contentType: 'image/png',
      }).then(
        () => 'no error',
        (error: StorageError) => error.code,
      );
    expect(await upload()).toBe('storage/unauthorized');

    const documentUrl = `http://127.0.0.1:${host.firestore.port}/v1/projects/${PROJECT}/databases/(default)/documents/workspaces/w9/members/zoe`;
    const written = await fetch(documentUrl, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: { role: { stringValue: 'owner' } } }),
    });
    expect(written.status).toBe(200);
    expect(await upload()).toBe('no error');
  });

  it('names the taken port when Storage cannot start', async () => {
    await expect(
      startEmulatorHost({
        host: '127.0.0.1',
        projectId: PROJECT,
        firestore: { port: 0 },
        storage: storagePlugin({ port: host.storage!.port }),
        log: () => {},
      }),
    ).rejects.toThrow(`Port ${host.storage!.port} on 127.0.0.1 is already in use.`);
  });
});
