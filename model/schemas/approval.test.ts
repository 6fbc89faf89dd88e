import { describe, expect, it } from 'vitest';
import { approvalStep, decidesStep } from './approval';

const multi = { product: 'smm', approvalMode: 'multi', approvalLevels: ['internal', 'client'] };
const atLevel = (level: number) => ({ levels: ['internal', 'client'], level });
const member = (memberRole: string | null) => ({ memberRole, staff: false });

describe('approvalStep', () => {
  it('reads the level a post awaits from the levels it was sent with', () => {
    expect(approvalStep(atLevel(1), { product: 'smm' }).level).toBe('client');
    expect(approvalStep(atLevel(0), { product: 'smm' }).level).toBe('internal');
  });

  it("falls back to the workspace's levels and keeps the index within them", () => {
    expect(approvalStep({ level: 5 }, multi)).toMatchObject({
      levels: ['internal', 'client'],
      index: 1,
      level: 'client',
    });
    expect(approvalStep(null, { product: 'connect' }).level).toBe('client');
  });
});

describe('decidesStep: who decides the step a post awaits', () => {
  it('gives the internal level to the owner and editors, not to the approver', () => {
    expect(decidesStep(atLevel(0), multi, member('owner'))).toBe(true);
    expect(decidesStep(atLevel(0), multi, member('editor'))).toBe(true);
    expect(decidesStep(atLevel(0), multi, member('approver'))).toBe(false);
  });

  it('gives the client level to the owner and approvers, not to editors or viewers', () => {
    expect(decidesStep(atLevel(1), multi, member('owner'))).toBe(true);
    expect(decidesStep(atLevel(1), multi, member('approver'))).toBe(true);
    expect(decidesStep(atLevel(1), multi, member('editor'))).toBe(false);
    expect(decidesStep(atLevel(1), multi, member('viewer'))).toBe(false);
    expect(decidesStep(atLevel(1), multi, member(null))).toBe(false);
  });

  it("lets the product's staff decide any step", () => {
    expect(decidesStep(atLevel(0), multi, { memberRole: null, staff: true })).toBe(true);
  });
});
