import { describe, expect, it } from 'vitest';
import { callableErrorCodeForStatus } from './callable-errors';
import {
  AppError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  UnauthorizedError,
  ValidationError,
} from './errors';

describe('application error classes', () => {
  it('carry the code and status of the seed catalogue', () => {
    const cases: [AppError, string, number][] = [
      [new RateLimitError(), 'RATE_LIMIT_EXCEEDED', 429],
      [new ValidationError(), 'VALIDATION_ERROR', 400],
      [new NotFoundError(), 'NOT_FOUND', 404],
      [new UnauthorizedError(), 'UNAUTHORIZED', 401],
      [new ForbiddenError(), 'FORBIDDEN', 403],
    ];
    for (const [error, code, status] of cases) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toBeInstanceOf(Error);
      expect([error.code, error.status]).toEqual([code, status]);
      expect(error.name).toBe(error.constructor.name);
    }
  });

  it('keep the message and details they are given', () => {
    expect(new ValidationError('Bad email', { email: 'email_invalid' }).issues).toEqual({
      email: 'email_invalid',
    });
    expect(new RateLimitError('Slow down', 60).retryAfterSeconds).toBe(60);
  });
});

describe('callableErrorCodeForStatus', () => {
  it('maps every status of the seed catalogue', () => {
    const table: [number, string][] = [
      [400, 'invalid-argument'],
      [401, 'unauthenticated'],
      [403, 'permission-denied'],
      [404, 'not-found'],
      [409, 'aborted'],
      [429, 'resource-exhausted'],
      [499, 'cancelled'],
      [500, 'internal'],
      [0, 'internal'],
      [501, 'unimplemented'],
      [503, 'unavailable'],
      [504, 'deadline-exceeded'],
    ];
    for (const [status, code] of table) expect(callableErrorCodeForStatus(status)).toBe(code);
  });

  it('maps any other status to unknown', () => {
    expect(callableErrorCodeForStatus(418)).toBe('unknown');
    expect(callableErrorCodeForStatus(502)).toBe('unknown');
  });
});
