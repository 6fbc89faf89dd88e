import { describe, expect, it } from 'vitest';
import { invokeScheduledFunction, tickPublisher } from '../../emulator/stack/publisher-tick';
import { e2eStack } from './stack';

const stack = e2eStack();

interface Trigger {
  id?: string;
  schedule?: unknown;
}

/** The scheduled functions the Functions emulator of the running stack has loaded. */
async function scheduledFunctions(): Promise<string[]> {
  const response = await fetch(`${stack.functionsOrigin}/backends`);
  const body = (await response.json()) as { backends: { functionTriggers?: Trigger[] }[] };
  return body.backends
    .flatMap((backend) => backend.functionTriggers ?? [])
    .filter((trigger) => trigger.schedule !== undefined && typeof trigger.id === 'string')
    .map((trigger) => trigger.id as string);
}

describe('the scheduler hook (Cloud Scheduler stand-in)', () => {
  it('runs a scheduled function of the Functions emulator over HTTP', async () => {
    const scheduled = await scheduledFunctions();
    expect(scheduled.length, 'functions/ declares at least one scheduled function').toBeGreaterThan(
      0,
    );
    expect(await invokeScheduledFunction(stack.functionsOrigin, 'demo-smm', scheduled[0]!)).toBe(
      200,
    );
    expect(
      await invokeScheduledFunction(stack.functionsOrigin, 'demo-smm', 'us-central1-none'),
    ).toBe(404);
  });

  it('ticks every every-minute scheduled function, or says that no publisher is deployed', async () => {
    const result = await tickPublisher(stack.functionsOrigin, 'demo-smm');
    if (result.invoked.length === 0) {
      expect(result.skipped).toBe('no publisher is deployed (no every-minute scheduled function)');
    } else {
      for (const call of result.invoked) expect(call.status, call.id).toBe(200);
    }
  });
});
