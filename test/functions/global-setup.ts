// Global setup of the functions integration suites: one stack for every suite file.

import type { TestProject } from 'vitest/node';
import { startFunctionsStack } from './start-stack';

export default async function setup(project: TestProject) {
  const { stack, stop } = await startFunctionsStack();
  project.provide('functionsStack', stack);
  return stop;
}
