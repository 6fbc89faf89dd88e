// `npm test`: every check and suite, in two lanes that run side by side (the machine has two
// cores). One lane runs what needs no Firebase emulators from firebase-tools (type checks, lint,
// unit, emulator, rules and functions unit suites, size budgets); the other starts the whole
// local stack once and runs the end-to-end suites, then the functions integration suites
// against the same stack, so firebase-tools starts once. Each step's output is printed in one
// block when it ends, then a table of every step's time.

import { spawn } from 'node:child_process';
import { READY_LINE } from '../emulator/stack/banner';
import { E2E_PORT_OFFSET, ROOT, runStack, stopStack } from '../test/e2e/stack-process';

interface Step {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
}

interface Outcome {
  lane: string;
  name: string;
  ok: boolean;
  seconds: number;
}

const outcomes: Outcome[] = [];
const started = Date.now();
const seconds = (since: number) => (Date.now() - since) / 1000;

function run(lane: string, step: Step): Promise<boolean> {
  const since = Date.now();
  console.log(`[${lane}] ${step.name} started`);
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const child = spawn(command as string, args, {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      const took = seconds(since);
      outcomes.push({ lane, name: step.name, ok, seconds: took });
      console.log(
        `\n===== [${lane}] ${step.name}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${took.toFixed(1)} s =====`,
      );
      process.stdout.write(Buffer.concat(chunks));
      console.log(`===== end of ${step.name} =====\n`);
      resolve(ok);
    });
  });
}

const vitest = (project: string, env?: NodeJS.ProcessEnv): Step => ({
  name: project,
  command: ['npx', 'vitest', 'run', '--project', project],
  env,
});

async function laneOne(): Promise<void> {
  const steps: Step[] = [
    { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', 'lint'] },
    vitest('unit'),
    vitest('emulator'),
    vitest('rules'),
    vitest('functions-unit'),
    { name: 'size', command: ['npm', 'run', 'size'] },
  ];
  for (const step of steps) await run('checks', step);
}

async function laneTwo(): Promise<void> {
  const lane = 'stack';
  const since = Date.now();
  console.log(`[${lane}] starting the local stack on port offset ${E2E_PORT_OFFSET}`);
  const logName = `e2e-stack-${E2E_PORT_OFFSET}.log`;
  const stack = runStack(['--port-offset', String(E2E_PORT_OFFSET), '--no-watch'], logName);
  const stopOnExit = () => void stopStack(stack);
  process.once('SIGINT', stopOnExit);
  process.once('SIGTERM', stopOnExit);
  try {
    while (!stack.output().includes(READY_LINE)) {
      if (stack.child.exitCode !== null || seconds(since) > 240) {
        outcomes.push({ lane, name: 'stack start', ok: false, seconds: seconds(since) });
        console.log(`[${lane}] the stack did not start (test-results/${logName}):`);
        console.log(stack.output().slice(-4000));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    outcomes.push({ lane, name: 'stack start', ok: true, seconds: seconds(since) });
    console.log(`[${lane}] stack ready after ${seconds(since).toFixed(1)} s`);
    const shared = { TEST_STACK_RUNNING: '1', E2E_PORT_OFFSET: String(E2E_PORT_OFFSET) };
    await run(lane, vitest('e2e', shared));
    // The functions suites clear the data before each test; the minute ticks would otherwise
    // publish and collect in the middle of them.
    stack.child.kill('SIGUSR2');
    await run(lane, vitest('functions', shared));
  } finally {
    await stopStack(stack);
  }
}

await Promise.all([laneOne(), laneTwo()]);
// Lighthouse on the four landing pages (scripts/lighthouse.ts: one Chromium, four runs) once
// both lanes are done: its timings are simulated from the CPU it observes, and two busy lanes
// on two cores would measure the neighbours, not the pages.
await run('checks', { name: 'lighthouse', command: ['npm', 'run', 'lighthouse'] });

const total = seconds(started);
console.log('\nStep                 Lane     Result   Time');
for (const outcome of outcomes) {
  console.log(
    `${outcome.name.padEnd(20)} ${outcome.lane.padEnd(8)} ${(outcome.ok ? 'passed' : 'FAILED').padEnd(8)} ${outcome.seconds.toFixed(1).padStart(6)} s`,
  );
}
const sum = outcomes.reduce((all, outcome) => all + outcome.seconds, 0);
console.log(
  `\nAll steps: ${sum.toFixed(1)} s one after another; ${total.toFixed(1)} s wall clock.`,
);
const failed = outcomes.filter((outcome) => !outcome.ok);
if (failed.length > 0) {
  console.log(`FAILED: ${failed.map((outcome) => outcome.name).join(', ')}`);
  process.exit(1);
}
console.log('Every check and suite passed.');
