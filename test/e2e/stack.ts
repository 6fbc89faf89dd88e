// The stack a test file runs against. `npm test` starts several and runs as many files at once,
// one per vitest worker; each worker (VITEST_POOL_ID, 1 to maxWorkers) keeps to its own stack,
// so two files never share one at the same time. A file run alone has the one stack.

import { inject } from 'vitest';
import type { E2eStack } from './global-setup';

export function e2eStack(): E2eStack {
  const stacks = inject('e2eStacks');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return stacks[(worker - 1) % stacks.length] as E2eStack;
}
