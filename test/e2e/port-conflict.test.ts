import { describe, expect, it } from 'vitest';
import { e2eStack } from './stack';
import { runStack, stopStack } from './stack-process';

const stack = e2eStack();

describe('a second stack on the same ports', () => {
  it('explains the port conflict and exits without a stack trace', async () => {
    const second = runStack(['--port-offset', String(stack.portOffset), '--no-watch', '--no-seed']);
    const code = await Promise.race([
      second.exited,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 30_000)),
    ]);
    if (code === 'timeout') await stopStack(second);
    const output = second.output();
    expect(code).toBe(1);
    expect(output).toContain(
      `port ${stack.hostingPort} (hosting) is already in use — is another \`npm start\` running?`,
    );
    expect(output).not.toMatch(/^\s+at /m);

    // The running stack was not disturbed.
    const response = await fetch(`${stack.baseUrl}/`);
    expect(response.status).toBe(200);
  });
});
