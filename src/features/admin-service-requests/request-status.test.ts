import { describe, expect, it } from 'vitest';
import { canMoveRequest, isOverdue } from './request-status';

describe('service request status moves', () => {
  it('reopens closed requests only into in progress', () => {
    expect(canMoveRequest('done', 'in_progress')).toBe(true);
    expect(canMoveRequest('done', 'new')).toBe(false);
    expect(canMoveRequest('rejected', 'waiting_client')).toBe(false);
  });
  it('never moves back to new', () => {
    expect(canMoveRequest('in_progress', 'new')).toBe(false);
    expect(canMoveRequest('new', 'new')).toBe(true);
  });
});

describe('overdue', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it('is a past due date on an open request', () => {
    expect(isOverdue(new Date('2026-04-30T12:00:00Z'), 'in_progress', now)).toBe(true);
    expect(isOverdue(new Date('2026-05-02T12:00:00Z'), 'in_progress', now)).toBe(false);
    expect(isOverdue(null, 'new', now)).toBe(false);
  });
  it('never flags a finished request', () => {
    expect(isOverdue(new Date('2026-04-30T12:00:00Z'), 'done', now)).toBe(false);
    expect(isOverdue(new Date('2026-04-30T12:00:00Z'), 'rejected', now)).toBe(false);
  });
});
