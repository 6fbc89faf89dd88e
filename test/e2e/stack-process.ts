import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/** Every firebase.json port moved by this much, so the tests never meet a developer's stack. */
export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 20_000);

/**
 * The port offsets of the stacks a run shares out among its test workers: E2E_STACK_OFFSETS
 * (a comma-separated list, set by `npm test`, which starts one stack per offset), otherwise the
 * one stack on E2E_PORT_OFFSET. Worker n of a vitest run (VITEST_POOL_ID) uses the nth.
 */
export const E2E_STACK_OFFSETS = (process.env.E2E_STACK_OFFSETS ?? String(E2E_PORT_OFFSET))
  .split(',')
  .map(Number);

/**
 * This test worker's one of `stacks` (one per offset of E2E_STACK_OFFSETS): worker n
 * (VITEST_POOL_ID, 1 to maxWorkers) keeps to the nth, so two files never share a stack at once.
 */
export function ofThisWorker<T>(stacks: readonly T[]): T {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return stacks[(worker - 1) % stacks.length] as T;
}

export interface StackRun {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs `npm start`'s entry point (not through npm, so signals reach it directly). */
export function runStack(args: string[], logName?: string, env: NodeJS.ProcessEnv = {}): StackRun {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'emulator', 'stack', 'start.ts'), ...args],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    },
  );
  let text = '';
  let log: NodeJS.WritableStream | undefined;
  if (logName) {
    mkdirSync(join(ROOT, 'test-results'), { recursive: true });
    log = createWriteStream(join(ROOT, 'test-results', logName));
  }
  const collect = (chunk: Buffer) => {
    text += chunk.toString();
    log?.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

/** Stops a stack run and everything it started: SIGTERM, then SIGKILL after the grace period. */
export async function stopStack(run: StackRun, graceMs = 20_000): Promise<void> {
  const pid = run.child.pid;
  if (pid === undefined || run.child.exitCode !== null) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = new Promise((resolve) => setTimeout(resolve, graceMs));
  await Promise.race([run.exited, timer]);
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
