// CPU-seconds each process of a stack spends, from /proc: on a shared machine a wall-clock rate
// says as much about the neighbours as about the code, while the CPU time a process used for a
// thousand redirects hardly depends on how busy the machine is.

import { readdirSync, readFileSync } from 'node:fs';

/** One process's name (what it runs, shortened) and the CPU time it has used so far, in ms. */
interface Sample {
  role: string;
  cpuMs: number;
}

/** The role of a process by its command line: the stack's parts named as the bench prints them. */
function roleOf(commandLine: string): string {
  if (commandLine.includes('functionsEmulatorRuntime')) return 'function workers';
  if (commandLine.includes('firebase-tools'))
    return 'firebase-tools (Hosting + Functions emulators)';
  if (commandLine.includes('emulator/server.ts')) return 'Firestore emulator (ours)';
  if (commandLine.includes('maildev')) return 'MailDev';
  if (commandLine.includes('servedAsCloudFunctions')) return 'Cloud Functions-like server';
  if (commandLine.includes('esbuild')) return 'esbuild';
  if (commandLine.includes('emulator/stack/start.ts')) return 'stack supervisor';
  return 'other';
}

function statOf(pid: number): { parent: number; cpuMs: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 4, 14 and 15 of the line: parent, utime and stime (clock ticks of 10 ms).
    return { parent: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 };
  } catch {
    return undefined;
  }
}

/** Every live process under `root` (itself included), by pid. */
export function sampleTree(root: number): Map<number, Sample> {
  const parents = new Map<number, number[]>();
  const stats = new Map<number, { parent: number; cpuMs: number }>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = statOf(pid);
    if (!stat) continue;
    stats.set(pid, stat);
    parents.set(stat.parent, [...(parents.get(stat.parent) ?? []), pid]);
  }
  const samples = new Map<number, Sample>();
  const queue = [root];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    const stat = stats.get(pid);
    if (!stat) continue;
    let commandLine = '';
    try {
      commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue;
    }
    samples.set(pid, { role: roleOf(commandLine), cpuMs: stat.cpuMs });
    queue.push(...(parents.get(pid) ?? []));
  }
  return samples;
}

/**
 * CPU-seconds per `per` requests by role between two samples of the same tree: a process started
 * in between counts from zero; one that ended in between is lost (its parent's reaped time is not
 * read), so the bench samples while the workers it measures are alive.
 */
export function cpuByRole(
  before: Map<number, Sample>,
  after: Map<number, Sample>,
  requests: number,
  per = 1000,
): { role: string; processes: number; seconds: number }[] {
  const roles = new Map<string, { processes: number; ms: number }>();
  for (const [pid, sample] of after) {
    const spent = sample.cpuMs - (before.get(pid)?.cpuMs ?? 0);
    const role = roles.get(sample.role) ?? { processes: 0, ms: 0 };
    roles.set(sample.role, {
      processes: role.processes + (spent > 0 ? 1 : 0),
      ms: role.ms + spent,
    });
  }
  return [...roles]
    .filter(([, { ms }]) => ms > 0)
    .map(([role, { processes, ms }]) => ({
      role,
      processes,
      seconds: (ms / 1000) * (per / requests),
    }))
    .sort((a, b) => b.seconds - a.seconds);
}
