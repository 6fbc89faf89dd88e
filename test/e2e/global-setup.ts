import type { TestProject } from 'vitest/node';
import { READY_LINE } from '../../emulator/stack/banner';
import { loadStackConfig } from '../../emulator/stack/config';
import { E2E_PORT_OFFSET, E2E_STACK_OFFSETS, ROOT, runStack, stopStack } from './stack-process';

export interface E2eStack {
  baseUrl: string;
  firestoreOrigin: string;
  functionsOrigin: string;
  portOffset: number;
  hostingPort: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per stack; each test worker uses one (test/e2e/stack.ts). */
    e2eStacks: E2eStack[];
  }
}

const READY_TIMEOUT_MS = 200_000;

function describeStack(offset: number): E2eStack {
  const { hosting, firestore, functions } = loadStackConfig(ROOT, offset).endpoints;
  return {
    baseUrl: `http://${hosting.host}:${hosting.port}`,
    firestoreOrigin: `http://${firestore.host}:${firestore.port}`,
    functionsOrigin: `http://${functions.host}:${functions.port}`,
    portOffset: offset,
    hostingPort: hosting.port,
  };
}

/**
 * Starts the whole stack on shifted ports, builds the app once, seeds it; stops it at the end.
 * Under `npm test` the runner has started the stacks already (TEST_STACK_RUNNING=1, one per
 * offset of E2E_STACK_OFFSETS, one per test worker) and shares them with the functions suites,
 * so they are used as they are.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const provide = (offsets: number[]) => project.provide('e2eStacks', offsets.map(describeStack));
  if (process.env.TEST_STACK_RUNNING === '1') {
    provide(E2E_STACK_OFFSETS);
    return async () => {};
  }
  // One log per offset: several suites may run at once, each on its own ports.
  const logName = `e2e-stack-${E2E_PORT_OFFSET}.log`;
  const run = runStack(['--port-offset', String(E2E_PORT_OFFSET), '--no-watch'], logName);
  const started = Date.now();
  while (!run.output().includes(READY_LINE)) {
    if (run.child.exitCode !== null || Date.now() - started > READY_TIMEOUT_MS) {
      await stopStack(run);
      throw new Error(
        `the e2e stack did not start (see test-results/${logName}):\n${run.output().slice(-3000)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  provide([E2E_PORT_OFFSET]);
  return () => stopStack(run);
}
