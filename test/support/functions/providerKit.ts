// What every provider test needs: the network served by msw for the whole file, a publish request
// with defaults, and the ProviderError a failing call ends with.

import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { configureGuardForTests, type Resolver } from '../../../functions/src/net/guardedFetch';
import { ProviderError } from '../../../functions/src/providers/errors';
import type {
  ChannelSecrets,
  ProviderContext,
  PublishRequest,
} from '../../../functions/src/providers/types';

/**
 * Serves the handlers for the tests of the calling file; any request they do not answer fails
 * the test, so no call can reach a real network. `server.use` overrides last for one test.
 */
export function mockNetwork(...handlers: RequestHandler[]): ReturnType<typeof setupServer> {
  const server = setupServer(...handlers);
  let restore: () => void = () => undefined;
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    // The test hosts (pds.test, social.example, ...) do not resolve; the guard sees a public
    // address for each, and msw answers before any connection is made.
    restore = configureGuardForTests({ resolve: publicResolver, allowLoopback: false });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    restore();
    server.close();
  });
  return server;
}

/**
 * Resolves every name to one public address (a test never reaches it: msw answers first),
 * except under .invalid, which never resolves (RFC 2606), as with real DNS.
 */
export const publicResolver: Resolver = async (name) => {
  if (name.endsWith('.invalid')) {
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  }
  return [{ address: '93.184.215.14', family: 4 }];
};

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
