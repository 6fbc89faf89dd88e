import { describe, expect, it } from 'vitest';
import { firebaseErrorCode, toAppError } from './call-error';

describe('toAppError', () => {
  it('reads a rate limit from a callable error as RATE_LIMIT_EXCEEDED 429', () => {
    const error = toAppError({ code: 'functions/resource-exhausted', message: 'slow down' });
    expect(error?.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(error?.status).toBe(429);
  });

  it('keeps the server message of a validation error', () => {
    const error = toAppError(
      Object.assign(new Error('email: Invalid email'), { code: 'functions/invalid-argument' }),
    );
    expect(error?.code).toBe('VALIDATION_ERROR');
    expect(error?.message).toBe('email: Invalid email');
  });

  it('maps denied and unauthenticated calls and Firestore codes alike', () => {
    expect(toAppError({ code: 'permission-denied' })?.status).toBe(403);
    expect(toAppError({ code: 'functions/unauthenticated' })?.status).toBe(401);
    expect(toAppError({ code: 'functions/not-found' })?.status).toBe(404);
  });

  it('answers null for other failures', () => {
    expect(toAppError(new Error('offline'))).toBeNull();
    expect(toAppError({ code: 'functions/internal' })).toBeNull();
    expect(firebaseErrorCode('nope')).toBeNull();
  });
});
