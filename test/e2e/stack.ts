// The stack a test file runs against. `npm test` starts several and runs as many files at once,
// one per vitest worker; each worker (VITEST_POOL_ID, 1 to maxWorkers) keeps to its own stack,
// so two files never share one at the same time. A file run alone has the one stack.

import { inject } from 'vitest';
import type { E2eStack } from './global-setup';
import { ofThisWorker } from './stack-process';

export function e2eStack(): E2eStack {
  return ofThisWorker(inject('e2eStacks'));
}
