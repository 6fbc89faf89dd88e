import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../emulator/seed/dataset';
import { gradientPng } from '../../emulator/seed/png';
import { loadStackConfig } from '../../emulator/stack/config';
import { e2eStack } from './stack';
import { ROOT } from './stack-process';

const stack = e2eStack();

/** `npm run seed` as a developer runs it: ports from firebase.json, shifted like the e2e stack. */
function runSeedCli(): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, STACK_PORT_OFFSET: String(stack.portOffset) };
  for (const name of [
    'FIRESTORE_EMULATOR_HOST',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'FIREBASE_STORAGE_EMULATOR_HOST',
    'STORAGE_EMULATOR_HOST',
  ]) {
    delete env[name];
  }
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'emulator/seed/cli.ts')], {
      cwd: ROOT,
      env,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('seed loader', () => {
  it('loads the same data again into the running emulators (idempotent), images included', async () => {
    const first = await runSeedCli();
    expect(first.output).toContain('seed: loaded 10 accounts');
    expect(first.code, first.output).toBe(0);
    const second = await runSeedCli();
    expect(second.code, second.output).toBe(0);

    const seed = buildSeed();
    const { endpoints, projectId } = loadStackConfig(ROOT, stack.portOffset);
    process.env.FIRESTORE_EMULATOR_HOST = `${endpoints.firestore.host}:${endpoints.firestore.port}`;
    const app = initializeApp({ projectId }, `e2e-seed-${Date.now()}`);
    try {
      const db = getFirestore(app);
      const snapshots = await db.getAll(...seed.documents.map((d) => db.doc(d.path)));
      snapshots.forEach((snapshot, index) => {
        const expected = seed.documents[index]!;
        expect(snapshot.exists, expected.path).toBe(true);
        // The stack's publisher runs every minute and may take a seeded post that is due or was
        // left mid-publish (an expired lease) between the load and this read: once it has moved
        // such a post on, the post is the publisher's, not the loader's.
        const status = (expected.data as { status?: unknown }).status;
        const movedByPublisher =
          expected.path.includes('/posts/') &&
          (status === 'publishing' || status === 'scheduled') &&
          (snapshot.get('status') !== status ||
            JSON.stringify(snapshot.get('lease') ?? null) !==
              JSON.stringify((expected.data as { lease?: unknown }).lease ?? null));
        if (movedByPublisher) return;
        expect(snapshot.data(), expected.path).toEqual(expected.data);
      });
    } finally {
      await deleteApp(app);
    }
    // The images through the Firebase Storage REST API the app uses (the owner token stands in
    // for an admin, as with the official emulator).
    const storage = `http://${endpoints.storage.host}:${endpoints.storage.port}`;
    for (const file of seed.files) {
      const response = await fetch(
        `${storage}/v0/b/${projectId}.appspot.com/o/${encodeURIComponent(file.path)}?alt=media`,
        { headers: { authorization: 'Bearer owner' } },
      );
      expect(response.status, file.path).toBe(200);
      expect(response.headers.get('content-type'), file.path).toBe('image/png');
      const contents = Buffer.from(await response.arrayBuffer());
      expect(
        contents.equals(gradientPng(file.width, file.height, file.from, file.to)),
        file.path,
      ).toBe(true);
    }
  });
});
