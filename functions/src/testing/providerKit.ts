// What every provider test needs: the network served by msw for the whole file, a publish request
// with defaults, and the ProviderError a failing call ends with.

import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { ProviderError } from '../providers/errors';
import type { ChannelSecrets, ProviderContext, PublishRequest } from '../providers/types';

/**
 * Serves the handlers for the tests of the calling file; any request they do not answer fails
 * the test, so no call can reach a real network. `server.use` overrides last for one test.
 */
export function mockNetwork(...handlers: RequestHandler[]): ReturnType<typeof setupServer> {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A publish request builder with the file's defaults; the first attempt is a second ago unless given. */
export function requestMaker(defaults: Partial<PublishRequest> = {}) {
  return (text: string, extra: Partial<PublishRequest> = {}): PublishRequest => ({
    idempotencyKey: 'post1_chan1',
    media: [],
    attemptedAt: new Date(Date.now() - 1000),
    ...defaults,
    text,
    ...extra,
  });
}

/** The ProviderError the promise rejects with; fails the test when it resolves or throws anything else. */
export async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** A provider context keeping every secret the provider saves, emptied before each test. */
export function savingContext(timeoutMs = 300): {
  saved: ChannelSecrets[];
  ctx: () => ProviderContext;
} {
  const saved: ChannelSecrets[] = [];
  beforeEach(() => {
    saved.length = 0;
  });
  return {
    saved,
    ctx: () => ({
      saveSecrets: async (secrets: ChannelSecrets) => {
        saved.push(secrets);
      },
      timeoutMs,
    }),
  };
}

/** Environment variables (an app's client registration) set for each test of the file. */
export function testEnv(vars: Record<string, string>): void {
  beforeEach(() => {
    for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
}
