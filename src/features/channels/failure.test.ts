import { describe, expect, it } from 'vitest';
import { connectFailure, isNotSetUp } from './failure';

const callError = (code: string, details?: unknown) =>
  Object.assign(new Error('Bluesky could not be reached just now.'), { code, details });

describe('a failed connection', () => {
  it('is read by the reason the functions name, whatever its code', () => {
    expect(connectFailure(callError('functions/unavailable', { reason: 'unreachable' }))).toBe(
      'unreachable',
    );
    expect(connectFailure(callError('functions/invalid-argument', { reason: 'no_server' }))).toBe(
      'no_server',
    );
  });

  it('has no reason when the functions name none, or one the app does not know', () => {
    expect(connectFailure(callError('functions/invalid-argument'))).toBeNull();
    expect(connectFailure(callError('functions/unavailable', { reason: 'gremlins' }))).toBeNull();
    expect(connectFailure(null)).toBeNull();
  });

  it('is a network not set up when the functions refuse with failed-precondition', () => {
    expect(isNotSetUp(callError('functions/failed-precondition'))).toBe(true);
    expect(isNotSetUp(callError('functions/failed-precondition', { reason: 'not_set_up' }))).toBe(
      true,
    );
    // A network that refused is not one this server lacks.
    expect(isNotSetUp(callError('functions/failed-precondition', { reason: 'rejected' }))).toBe(
      false,
    );
    expect(isNotSetUp(callError('functions/unavailable'))).toBe(false);
  });
});
