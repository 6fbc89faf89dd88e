// Global setup of the functions integration suites: one stack for every suite file. Under
// `npm test` the runner shares the end-to-end stacks (TEST_STACK_RUNNING=1, on the offsets of
// E2E_STACK_OFFSETS) with these suites, after the end-to-end suites and with their scheduled ticks
// paused, one stack per test worker (support.ts, stack()); the suites clear Firestore before each
// test, so the end-to-end data does not reach them.

import type { TestProject } from 'vitest/node';
import { loadStackConfig } from '../../emulator/stack/config';
import { mailDevEndpoints, mailDevUrl } from '../../emulator/stack/maildev';
import { E2E_STACK_OFFSETS, ROOT } from '../e2e/stack-process';
import { type FunctionsStack, REGION } from './stack';
import { startFunctionsStack } from './start-stack';

export default async function setup(project: TestProject) {
  if (process.env.TEST_STACK_RUNNING === '1') {
    project.provide('functionsStacks', E2E_STACK_OFFSETS.map(onStack));
    return async () => {};
  }
  const { stack, stop } = await startFunctionsStack();
  project.provide('functionsStacks', [stack]);
  return stop;
}

/** Where the suites find the functions and emulators of the local stack on `offset`. */
function onStack(offset: number): FunctionsStack {
  const { projectId, endpoints } = loadStackConfig(ROOT, offset);
  const hostPort = (endpoint: { host: string; port: number }) =>
    `${endpoint.host}:${endpoint.port}`;
  return {
    projectId,
    region: REGION,
    firestoreHost: hostPort(endpoints.firestore),
    authHost: hostPort(endpoints.auth),
    functionsUrl: `http://${hostPort(endpoints.functions)}/${projectId}/${REGION}`,
    tasksHost: hostPort(endpoints.tasks),
    mailDevUrl: mailDevUrl(mailDevEndpoints(offset)),
    storageHost: hostPort(endpoints.storage),
  };
}
