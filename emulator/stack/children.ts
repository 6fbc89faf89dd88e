// The stack's child processes, started together and stopped together, with their output prefixed.

import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ChildSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Sees every output line too, for children whose readiness shows only in what they print. */
  onLine?: (line: string) => void;
}

export interface RunningChild {
  name: string;
  pid: number;
  /** Set once the process has exited: why, in words. */
  exited: string | undefined;
  /** Resolves when the process has exited. */
  done: Promise<void>;
}

type Log = (line: string) => void;

/**
 * Starts children each in its own process group (detached), so that stopping one also stops
 * whatever it started itself (firebase-tools starts the functions runtime, the build its watcher),
 * and prefixes every output line with the child's name.
 */
export class ChildGroup {
  private readonly children: { child: ChildProcess; running: RunningChild }[] = [];
  private stopping = false;

  constructor(
    private readonly log: Log,
    private readonly onUnexpectedExit: (child: RunningChild) => void,
  ) {}

  start(spec: ChildSpec): RunningChild {
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid === undefined) throw new Error(`could not start ${spec.name} (${spec.command})`);
    let resolveDone: () => void = () => {};
    const running: RunningChild = {
      name: spec.name,
      pid: child.pid,
      exited: undefined,
      done: new Promise<void>((resolve) => {
        resolveDone = resolve;
      }),
    };
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        spec.onLine?.(line);
        this.log(`[${spec.name}] ${line}`);
      });
    }
    child.on('error', (error) => {
      running.exited = `${spec.name} could not run: ${error.message}`;
      resolveDone();
    });
    child.on('exit', (code, signal) => {
      running.exited = `${spec.name} exited (${signal ? `signal ${signal}` : `code ${code}`})`;
      resolveDone();
      if (!this.stopping) this.onUnexpectedExit(running);
    });
    this.children.push({ child, running });
    return running;
  }

  /** SIGTERM to every process group, then SIGKILL to any that outlive the grace period. */
  async stopAll(graceMs = 5000): Promise<void> {
    this.stopping = true;
    const alive = this.children.filter(({ running }) => running.exited === undefined);
    for (const { running } of alive) signalGroup(running.pid, 'SIGTERM');
    const timer = new Promise<'timeout'>((resolve) =>
      setTimeout(() => resolve('timeout'), graceMs).unref(),
    );
    await Promise.race([Promise.all(alive.map(({ running }) => running.done)), timer]);
    for (const { running } of alive) {
      // The group may hold grandchildren even after its leader exited, so it is always swept.
      signalGroup(running.pid, 'SIGKILL');
    }
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone: nothing to stop.
  }
}
