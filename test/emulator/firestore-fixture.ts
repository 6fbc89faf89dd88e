// Starts the Firestore emulator in this process on a free port for one test suite.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import {
  type RunningFirestoreEmulator,
  startFirestoreEmulator,
} from '../../emulator/firestore/server';

export interface TestEmulator extends RunningFirestoreEmulator {
  url: string;
  /** host:port, the form FIRESTORE_EMULATOR_HOST takes. */
  hostPort: string;
  stop(): Promise<void>;
}

export async function startTestEmulator(
  projectId: string,
  options: { rules?: string; watchRules?: boolean } = {},
): Promise<TestEmulator & { rulesPath?: string }> {
  let folder: string | undefined;
  let rulesPath: string | undefined;
  if (options.rules !== undefined) {
    folder = await mkdtemp(path.join(tmpdir(), 'fs-emulator-'));
    rulesPath = path.join(folder, 'firestore.rules');
    await writeFile(rulesPath, options.rules);
  }
  const emulator = await startFirestoreEmulator({
    host: '127.0.0.1',
    port: 0,
    projectId,
    rulesPath,
    watchRules: options.watchRules,
    log: () => undefined,
  });
  return {
    ...emulator,
    rulesPath,
    url: `http://127.0.0.1:${emulator.port}`,
    hostPort: `127.0.0.1:${emulator.port}`,
    stop: async () => {
      await emulator.close();
      if (folder) await rm(folder, { recursive: true, force: true });
    },
  };
}

/** A document path as a full resource name in the emulator's default database. */
export function documentName(projectId: string, path: string): string {
  return `projects/${projectId}/databases/(default)/documents/${path}`;
}

/** A test page's module script bundled for the browser with the SDKs it imports. */
export async function bundlePageScript(pageScript: string): Promise<string> {
  const bundled = await build({
    stdin: { contents: pageScript, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return bundled.outputFiles[0]?.text ?? '';
}
