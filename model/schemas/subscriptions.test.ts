import { describe, expect, it } from 'vitest';
import { courtesyState } from './subscriptions';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const DAY = 86_400_000;

describe('courtesyState', () => {
  it('calls a running grant active', () => {
    expect(courtesyState({ status: 'courtesy', expiresAt: NOW + DAY, endedBy: null }, NOW)).toBe(
      'active',
    );
  });

  it('calls a grant past its end expired before the expiry job has run', () => {
    expect(courtesyState({ status: 'courtesy', expiresAt: NOW - 1, endedBy: null }, NOW)).toBe(
      'expired',
    );
  });

  it('tells a grant the job ended from one staff revoked', () => {
    expect(courtesyState({ status: 'active', expiresAt: NOW - DAY, endedBy: 'system' }, NOW)).toBe(
      'expired',
    );
    expect(courtesyState({ status: 'active', expiresAt: NOW + DAY, endedBy: 'uid-1' }, NOW)).toBe(
      'revoked',
    );
    expect(
      courtesyState({ status: 'cancelled', expiresAt: NOW - DAY, endedBy: 'uid-1' }, NOW),
    ).toBe('revoked');
  });
});
