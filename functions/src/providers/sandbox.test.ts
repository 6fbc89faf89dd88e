import { describe, expect, it } from 'vitest';
import { ProviderError } from './errors';
import { providerFor } from './registry';
import { SANDBOX_BASE_URL, sandbox } from './sandbox';
import type { PublishRequest } from './types';

const secrets = { handle: '@studio.sandbox' };
const ctx = { saveSecrets: async () => undefined };
const request = (text: string, idempotencyKey = 'post1_chan1'): PublishRequest => ({
  idempotencyKey,
  text,
  media: [],
  attemptedAt: new Date('2026-01-01T00:00:00Z'),
});

async function kindOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return error instanceof ProviderError ? error.kind : 'no error';
}

describe('sandbox provider', () => {
  it('publishes without a network, with the same id for the same post and channel', async () => {
    const first = await sandbox.publish(request('hello'), secrets, ctx);
    const again = await sandbox.publish(request('hello'), secrets, ctx);
    const other = await sandbox.publish(request('hello', 'post1_chan2'), secrets, ctx);
    expect(first).toEqual(again);
    expect(first.externalId).not.toBe(other.externalId);
    expect(first.url.startsWith(`${SANDBOX_BASE_URL}/`)).toBe(true);
  });

  it('fails on demand through a marker in the text', async () => {
    expect(await kindOf(sandbox.publish(request('[sandbox:rate_limited] x'), secrets, ctx))).toBe(
      'rate_limited',
    );
    expect(await kindOf(sandbox.publish(request('[sandbox:auth] x'), secrets, ctx))).toBe('auth');
    expect(await kindOf(sandbox.publish(request('[sandbox:transient] x'), secrets, ctx))).toBe(
      'transient',
    );
    expect(await kindOf(sandbox.publish(request('[sandbox:permanent] x'), secrets, ctx))).toBe(
      'permanent',
    );
  });

  it('fails on demand through the channel settings', async () => {
    const failing = { ...ctx, settings: { sandboxFailure: 'auth' } };
    expect(await kindOf(sandbox.publish(request('plain'), secrets, failing))).toBe('auth');
  });

  it('an unknown outcome is found by reconciliation; a lost post is not', async () => {
    const unknown = request('[sandbox:unknown_outcome] maybe');
    expect(await kindOf(sandbox.publish(unknown, secrets, ctx))).toBe('unknown_outcome');
    expect(await sandbox.lookup(unknown, secrets, ctx)).toEqual(
      await sandbox.lookup(request('x'), secrets, ctx),
    );
    const lost = request('[sandbox:lost] gone');
    expect(await kindOf(sandbox.publish(lost, secrets, ctx))).toBe('unknown_outcome');
    expect(await sandbox.lookup(lost, secrets, ctx)).toBeNull();
  });

  it('is what the registry answers for "sandbox", and unknown networks are refused', () => {
    expect(providerFor('sandbox')).toBe(sandbox);
    expect(() => providerFor('myspace')).toThrow(/No publisher exists/);
  });
});
