import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ChildGroup } from './children';

/** Running, as opposed to gone or a zombie (in a container nobody may reap orphans). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

describe('ChildGroup', () => {
  it('prefixes output and stops a child together with the processes it started', async () => {
    const lines: string[] = [];
    const unexpected: string[] = [];
    const group = new ChildGroup(
      (line) => lines.push(line),
      (child) => unexpected.push(child.name),
    );
    // The child starts a grandchild that ignores nothing and would outlive a plain kill of its parent.
    const child = group.start({
      name: 'demo',
      command: process.execPath,
      args: [
        '-e',
        `const { spawn } = require('node:child_process');
         const g = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
         console.log('grandchild ' + g.pid);
         setInterval(() => {}, 1000);`,
      ],
      cwd: process.cwd(),
      env: process.env,
    });
    await expect
      .poll(() => lines.find((l) => l.startsWith('[demo] grandchild ')), { timeout: 15_000 })
      .toBeDefined();
    const grandchild = Number(lines.find((l) => l.startsWith('[demo] grandchild '))!.split(' ')[2]);
    expect(alive(grandchild)).toBe(true);

    await group.stopAll(2000);
    await child.done;
    expect(child.exited).toMatch(/demo exited/);
    await expect.poll(() => alive(grandchild), { timeout: 10_000 }).toBe(false);
    expect(unexpected).toEqual([]);
  }, 30_000);

  it('reports a child that dies on its own', async () => {
    const unexpected: string[] = [];
    const group = new ChildGroup(
      () => {},
      (child) => unexpected.push(child.exited ?? ''),
    );
    const child = group.start({
      name: 'crash',
      command: process.execPath,
      args: ['-e', 'process.exit(3)'],
      cwd: process.cwd(),
      env: process.env,
    });
    await child.done;
    expect(unexpected).toEqual(['crash exited (code 3)']);
  });
});
