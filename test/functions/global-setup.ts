// Global setup of the functions integration suites: one stack for every suite file. Under
// `npm test` the runner shares the end-to-end stack (TEST_STACK_RUNNING=1, on E2E_PORT_OFFSET)
// with these suites, after the end-to-end suites and with its scheduled ticks paused; the
// suites clear Firestore before each test, so the end-to-end data does not reach them.

import type { TestProject } from 'vitest/node';
import { loadStackConfig } from '../../emulator/stack/config';
import { mailDevEndpoints, mailDevUrl } from '../../emulator/stack/maildev';
import { E2E_PORT_OFFSET, ROOT } from '../e2e/stack-process';
import { REGION } from './stack';
import { startFunctionsStack } from './start-stack';

export default async function setup(project: TestProject) {
  if (process.env.TEST_STACK_RUNNING === '1') {
    const { projectId, endpoints } = loadStackConfig(ROOT, E2E_PORT_OFFSET);
    const hostPort = (endpoint: { host: string; port: number }) =>
      `${endpoint.host}:${endpoint.port}`;
    project.provide('functionsStack', {
      projectId,
      region: REGION,
      firestoreHost: hostPort(endpoints.firestore),
      authHost: hostPort(endpoints.auth),
      functionsUrl: `http://${hostPort(endpoints.functions)}/${projectId}/${REGION}`,
      tasksHost: hostPort(endpoints.tasks),
      mailDevUrl: mailDevUrl(mailDevEndpoints(E2E_PORT_OFFSET)),
      storageHost: hostPort(endpoints.storage),
    });
    return async () => {};
  }
  const { stack, stop } = await startFunctionsStack();
  project.provide('functionsStack', stack);
  return stop;
}
