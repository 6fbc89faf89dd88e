import { describe, expect, it } from 'vitest';
import { courtesyEnd } from './courtesy-period';

describe('courtesyEnd', () => {
  it('ends the same day the given number of months later, at midnight UTC', () => {
    expect(courtesyEnd(new Date('2026-11-21T15:30:00Z'), 3).toISOString()).toBe(
      '2027-02-21T00:00:00.000Z',
    );
  });

  it('ends on the last day of a shorter month', () => {
    expect(courtesyEnd(new Date('2027-01-31T08:00:00Z'), 1).toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
  });
});
