import { canMoveServiceRequest as canMove } from '@model/schemas/service-requests';
import { describe, expect, it } from 'vitest';

describe('service request statuses', () => {
  it('move forward, reopen from done or rejected, and never jump back to new', () => {
    expect(canMove('new', 'in_progress')).toBe(true);
    expect(canMove('waiting_client', 'done')).toBe(true);
    expect(canMove('done', 'in_progress')).toBe(true);
    expect(canMove('rejected', 'in_progress')).toBe(true);
    expect(canMove('in_progress', 'new')).toBe(false);
    expect(canMove('done', 'rejected')).toBe(false);
    expect(canMove('done', 'done')).toBe(true);
  });
});
