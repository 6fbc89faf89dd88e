import { describe, expect, it } from 'vitest';
import { failureReason } from './reason';

describe('failureReason', () => {
  it('shows the server’s own sentence for an expected callable error', () => {
    const error = Object.assign(new Error('The last owner cannot leave the workspace.'), {
      code: 'functions/failed-precondition',
    });
    expect(failureReason(error, 'please try again.')).toBe(
      'The last owner cannot leave the workspace.',
    );
  });

  it('never shows an internal failure’s text or a provider error’s', () => {
    const internal = Object.assign(new Error('TypeError: x is undefined'), {
      code: 'functions/internal',
    });
    const network = Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), {
      code: 'auth/network-request-failed',
    });
    expect(failureReason(internal, 'please try again.')).toBe('please try again.');
    expect(failureReason(network, 'please try again.')).toBe('please try again.');
    expect(failureReason('boom', 'please try again.')).toBe('please try again.');
  });
});
