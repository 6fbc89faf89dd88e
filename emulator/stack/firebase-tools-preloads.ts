// How firebase-tools is launched with the preloads that make its Functions emulator start lean.

import { join } from 'node:path';

/**
 * What firebase-tools is started with, by the local stack and the functions suites' stack: the
 * node options before its bin script, and its environment. Its own process preloads
 * lazy-auth-validators.cjs and shared-functions-workers.cjs; the function workers it starts inherit NODE_OPTIONS and preload
 * lean-functions-worker.cjs (each file says why).
 */
export function firebaseToolsLaunch(
  root: string,
  env: NodeJS.ProcessEnv,
): { nodeArgs: string[]; env: NodeJS.ProcessEnv } {
  const preload = (file: string) => join(root, 'emulator', 'stack', file);
  // NODE_OPTIONS splits on spaces; a quoted path may hold them.
  const worker = `--require ${JSON.stringify(preload('lean-functions-worker.cjs'))}`;
  return {
    nodeArgs: [
      '--require',
      preload('lazy-auth-validators.cjs'),
      '--require',
      preload('shared-functions-workers.cjs'),
    ],
    env: { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, worker].filter(Boolean).join(' ') },
  };
}
