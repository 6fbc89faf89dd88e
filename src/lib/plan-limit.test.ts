import { describe, expect, it } from 'vitest';
import { planLimitOf } from './plan-limit';

const refusal = (code: string, details?: unknown) =>
  Object.assign(new Error('refused'), { code: `functions/${code}`, details });

describe('planLimitOf', () => {
  it('reads the channel limit a refusal names', () => {
    expect(
      planLimitOf(
        refusal('resource-exhausted', { limit: 'channels', allowed: 2, held: 2, plan: 'Free' }),
      ),
    ).toEqual({ limit: 'channels', allowed: 2, held: 2, plan: 'Free' });
  });

  it('keeps a workspace without a plan as plan null', () => {
    expect(
      planLimitOf(refusal('resource-exhausted', { limit: 'channels', allowed: 3, held: 5 }))?.plan,
    ).toBeNull();
  });

  it('is null for a rate limit, another code or details of another shape', () => {
    expect(planLimitOf(refusal('resource-exhausted', { retryAfterSeconds: 30 }))).toBeNull();
    expect(
      planLimitOf(refusal('permission-denied', { limit: 'channels', allowed: 2, held: 2 })),
    ).toBeNull();
    expect(planLimitOf(refusal('resource-exhausted'))).toBeNull();
    expect(planLimitOf(new Error('plain'))).toBeNull();
  });
});
