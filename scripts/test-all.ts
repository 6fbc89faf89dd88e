// `npm test`: every check and suite, in lanes that run side by side (the machine has two
// cores). One lane runs what needs no Firebase emulators from firebase-tools (type checks, lint,
// unit, emulator, rules and functions unit suites, size budgets). The other starts three local
// stacks at once, on three port offsets, and runs the end-to-end files three at a time, then the
// functions integration suites three at a time (they clear the data before each test, so they
// never share a stack with end-to-end files): vitest hands each worker the next file, and worker n
// uses stack n (test/e2e/stack.ts). Browser journeys mostly wait (for the network, a listener, a
// task), so three at once keep the cores busy. No test is retried. Each step's output is printed
// in one block when it ends, then a table of every step's time and the ten slowest test files.

import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { READY_LINE } from '../emulator/stack/banner';
import {
  E2E_PORT_OFFSET,
  ROOT,
  runStack,
  type StackRun,
  stopStack,
} from '../test/e2e/stack-process';

interface Step {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

interface Outcome {
  lane: string;
  name: string;
  ok: boolean;
  seconds: number;
  /** A failed step's failing tests (vitest's FAIL and × lines), for the run's last lines. */
  failures?: string[];
}

const outcomes: Outcome[] = [];
const started = Date.now();
const seconds = (since: number) => (Date.now() - since) / 1000;

/**
 * The lines naming failed tests in a vitest run's output, once each: CI keeps only the last lines
 * of a run, so the end of the run repeats them under the table.
 */
function failingTests(output: string): string[] {
  return [
    ...matchingLines(output, (line) => /^(FAIL|×|✗)\s|^\w*Error\b/.test(line)),
    ...failedPages(output),
  ];
}

/**
 * The e2e suites' notes of where each page of a failed test stood (test/e2e/browser.ts), each
 * on one line: a run on a clean machine leaves nothing else to read.
 */
function failedPages(output: string): string[] {
  const lines = stripVTControlCharacters(output).split('\n');
  const notes: string[] = [];
  lines.forEach((line, index) => {
    if (!line.startsWith('[failed test] page at')) return;
    const text = lines
      .slice(index + 1, index + 12)
      .map((next) => next.trim())
      .filter(Boolean)
      .join(' | ');
    notes.push(`${line.trim()} ${text}`.slice(0, 600));
  });
  return notes;
}

function matchingLines(output: string, test: (line: string) => boolean): string[] {
  const lines = stripVTControlCharacters(output)
    .split('\n')
    .map((line) => line.trim())
    .filter(test)
    .map((line) => line.slice(0, 200));
  return [...new Set(lines)];
}

function run(lane: string, step: Step): Promise<boolean> {
  const since = Date.now();
  console.log(`[${lane}] ${step.name} started`);
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const child = spawn(command as string, args, {
      cwd: step.cwd ?? ROOT,
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      const took = seconds(since);
      const output = Buffer.concat(chunks);
      const text = output.toString();
      outcomes.push({
        lane,
        name: step.name,
        ok,
        seconds: took,
        failures: ok ? undefined : failingTests(text),
      });
      console.log(
        `\n===== [${lane}] ${step.name}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${took.toFixed(1)} s =====`,
      );
      process.stdout.write(output);
      console.log(`===== end of ${step.name} =====\n`);
      resolve(ok);
    });
  });
}

/** Where each vitest step writes its JSON report, read for the slowest files at the end. */
const REPORTS = join(ROOT, 'test-results', 'vitest');

/**
 * A vitest run of `project` (and any `also` projects in the same run), named after the first,
 * with up to `workers` files at once if given.
 */
function vitest(
  project: string,
  { env, also = [], workers }: { env?: NodeJS.ProcessEnv; also?: string[]; workers?: number } = {},
): Step {
  return {
    name: project,
    command: [
      'npx',
      'vitest',
      'run',
      ...[project, ...also].flatMap((one) => ['--project', one]),
      ...(workers ? [`--maxWorkers=${workers}`] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(REPORTS, `${project.replace(/\W+/g, '-')}.json`)}`,
    ],
    env,
  };
}

/**
 * The stacks' port offsets: E2E_PORT_OFFSET, then 1,000 more for each next one (E2E_STACKS of
 * them, three by default). No two firebase.json ports (nor MailDev's) are 1,000, 2,000 or 3,000
 * apart, so the stacks never meet, and with the default offset no port lands on one that
 * browsers or Node's fetch refuse.
 */
const STACK_OFFSETS = Array.from(
  { length: Math.max(1, Number(process.env.E2E_STACKS ?? 3)) },
  (_, index) => E2E_PORT_OFFSET + index * 1000,
);

async function laneOne(): Promise<void> {
  const steps: Step[] = [
    { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', 'lint'] },
    // Both unit projects in one run (vitest.config.ts: the files sharing a module graph and
    // the ones that mock, each in its own), so vitest starts once.
    vitest('unit', { also: ['unit-isolated'] }),
    vitest('emulator'),
    vitest('rules'),
    vitest('functions-unit'),
    { name: 'size', command: ['npm', 'run', 'size'] },
  ];
  for (const step of steps) await run('checks', step);
}

const stacks: StackRun[] = [];
const stopAll = () => void Promise.all(stacks.map((stack) => stopStack(stack)));
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);

/** Starts the local stack on `offset` and answers it once ready, or undefined if it failed. */
async function startedStack(lane: string, offset: number): Promise<StackRun | undefined> {
  const since = Date.now();
  console.log(`[${lane}] starting the local stack on port offset ${offset}`);
  const logName = `e2e-stack-${offset}.log`;
  // test-all built functions/lib already: a stack's own build would rewrite it under the other.
  const stack = runStack(['--port-offset', String(offset), '--no-watch'], logName, {
    STACK_FUNCTIONS_BUILT: '1',
  });
  stacks.push(stack);
  while (!stack.output().includes(READY_LINE)) {
    if (stack.child.exitCode !== null || seconds(since) > 240) {
      outcomes.push({ lane, name: `stack ${offset}`, ok: false, seconds: seconds(since) });
      console.log(`[${lane}] the stack did not start (test-results/${logName}):`);
      console.log(stack.output().slice(-4000));
      await stopStack(stack);
      return undefined;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The banner says so when the seed failed: every suite would then fail to sign in, one by one.
  if (/^\s+seed\s+FAILED/m.test(stack.output())) {
    outcomes.push({ lane, name: `stack ${offset}`, ok: false, seconds: seconds(since) });
    console.log(`[${lane}] the seed did not load (test-results/${logName}):`);
    console.log(stack.output().slice(-4000));
    await stopStack(stack);
    return undefined;
  }
  outcomes.push({ lane, name: `stack ${offset}`, ok: true, seconds: seconds(since) });
  console.log(`[${lane}] stack ready after ${seconds(since).toFixed(1)} s`);
  return stack;
}

/** What the suites run with: the stacks are running, each worker takes one. */
const onStacks = {
  TEST_STACK_RUNNING: '1',
  E2E_STACK_OFFSETS: STACK_OFFSETS.join(','),
  // The browser suites' screenshots are for a person running a file (test/e2e/browser.ts).
  E2E_SCREENSHOTS: process.env.E2E_SCREENSHOTS ?? 'off',
};

/**
 * The stacks lane: builds functions/lib once, starts every stack, runs the end-to-end files on
 * them, then the functions suites (with the stacks' minute ticks paused: they would otherwise
 * publish and collect in the middle of suites that clear the data before each test).
 */
async function stacksLane(): Promise<void> {
  const lane = 'stacks';
  // One build of functions/lib for every stack (see startedStack).
  const built = await run(lane, {
    name: 'functions build',
    command: [process.execPath, 'build.mjs'],
    cwd: join(ROOT, 'functions'),
  });
  if (!built) return;
  const started = await Promise.all(STACK_OFFSETS.map((offset) => startedStack(lane, offset)));
  const running = started.filter((stack): stack is StackRun => stack !== undefined);
  try {
    if (running.length < started.length) return;
    const workers = running.length;
    await run(lane, vitest('e2e', { env: onStacks, workers }));
    for (const stack of running) stack.child.kill('SIGUSR2');
    await run(lane, vitest('functions', { env: onStacks, workers }));
  } finally {
    await Promise.all(running.map((stack) => stopStack(stack)));
  }
}

/** The ten test files that took longest, from every vitest step's JSON report. */
function printSlowestFiles(): void {
  const files: { name: string; seconds: number }[] = [];
  for (const outcome of outcomes) {
    const report = join(REPORTS, `${outcome.name.replace(/\W+/g, '-')}.json`);
    let parsed: { testResults?: { name: string; startTime: number; endTime: number }[] };
    try {
      parsed = JSON.parse(readFileSync(report, 'utf8'));
    } catch {
      continue;
    }
    for (const file of parsed.testResults ?? []) {
      files.push({
        name: relative(ROOT, file.name),
        seconds: (file.endTime - file.startTime) / 1000,
      });
    }
  }
  files.sort((a, b) => b.seconds - a.seconds);
  console.log('\nThe ten slowest test files:');
  for (const file of files.slice(0, 10)) {
    console.log(`${file.seconds.toFixed(1).padStart(7)} s  ${file.name}`);
  }
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
await Promise.all([laneOne(), stacksLane()]);
// Lighthouse on the four landing pages (scripts/lighthouse.ts: one Chromium, three runs each) once
// every lane is done: its timings are simulated from the CPU it observes, and busy lanes on two
// cores would measure the neighbours, not the pages.
// It audits the production build the size step made, when that step passed (scripts/size.ts).
const sized = outcomes.some((outcome) => outcome.name === 'size' && outcome.ok);
await run('checks', {
  name: 'lighthouse',
  command: ['npm', 'run', 'lighthouse'],
  env: sized ? { LIGHTHOUSE_DIST: join(ROOT, '.cache', 'size-build') } : undefined,
});

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
printSlowestFiles();
const failed = outcomes.filter((outcome) => !outcome.ok);
if (failed.length > 0) {
  console.log(`FAILED: ${failed.map((outcome) => outcome.name).join(', ')}`);
  for (const outcome of failed) {
    const failures = outcome.failures ?? [];
    for (const line of failures.slice(0, 30)) console.log(`  [${outcome.name}] ${line}`);
    if (failures.length > 30) console.log(`  [${outcome.name}] and ${failures.length - 30} more`);
  }
  process.exit(1);
}
console.log('Every check and suite passed.');
