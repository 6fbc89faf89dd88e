import { describe, expect, it } from 'vitest';
import { newerVersionOf } from './newer-version';

describe('newerVersionOf', () => {
  it('reads who saved the newer version, when, and its version from the refusal', () => {
    const error = Object.assign(new Error('changed'), {
      code: 'functions/aborted',
      details: {
        reason: 'newer-version',
        version: 1764400000000,
        changedBy: 'Rosa',
        changedAt: '2026-11-29T07:06:40.000Z',
      },
    });
    expect(newerVersionOf(error)).toEqual({
      by: 'Rosa',
      at: new Date('2026-11-29T07:06:40.000Z'),
      version: 1764400000000,
    });
  });

  it('is null for any other refusal, an aborted transaction included', () => {
    expect(newerVersionOf({ code: 'functions/aborted', details: undefined })).toBeNull();
    expect(
      newerVersionOf({ code: 'functions/invalid-argument', details: { reason: 'newer-version' } }),
    ).toBeNull();
    expect(newerVersionOf(new Error('offline'))).toBeNull();
  });

  it('leaves out who and when where the server could not say', () => {
    expect(
      newerVersionOf({
        code: 'functions/aborted',
        details: { reason: 'newer-version', version: null, changedBy: null, changedAt: null },
      }),
    ).toEqual({ by: null, at: null, version: null });
  });
});
