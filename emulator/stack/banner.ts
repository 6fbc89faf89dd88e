// The banner the stack prints when ready: its URLs and the demo accounts.

import type { Product } from '@model/variant';
import { ACCOUNTS } from '../seed/accounts';
import type { RunningStack } from './stack';

/** The first line of the banner; tests wait for it to know the stack is up. */
export const READY_LINE = 'Local stack ready';

const ORDER = [
  'app',
  'hosting',
  'auth',
  'firestore',
  'storage',
  'functions',
  'tasks',
  'maildev',
  'publisher',
];

export function banner(stack: RunningStack): string {
  const { endpoints, projectId } = stack.config;
  const port = endpoints.hosting.port;
  const host = endpoints.hosting.host;
  const emailWidth = Math.max(...ACCOUNTS.map((a) => a.email.length));
  const variantUrl = (product: Product) =>
    product === 'smm' ? `http://${host}:${port}/` : `http://${host}:${port}/connect/`;
  const lines = [
    '',
    `${READY_LINE} — project ${projectId}, offline`,
    '',
    `  smm       http://${host}:${port}/`,
    `  connect   http://${host}:${port}/connect/`,
    `            http://connect.localhost:${port}/`,
    '',
    '  Services',
    ...[...stack.services]
      .sort((a, b) => ORDER.indexOf(a.service) - ORDER.indexOf(b.service))
      .map((s) => `    ${s.service.padEnd(10)} ${s.up ? 'up    ' : 'NOT UP'} ${s.detail}`),
    `    ${'seed'.padEnd(10)} ${stack.seeded}`,
    '',
    '  Demo accounts',
    ...ACCOUNTS.map(
      (a) =>
        `    ${a.email.padEnd(emailWidth)}  ${a.password}  ${variantUrl(a.product).padEnd(32)} ${a.purpose}`,
    ),
    '',
    '  Ctrl-C stops everything.',
    '',
  ];
  return lines.join('\n');
}
