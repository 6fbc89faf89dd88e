import { describe, expect, it } from 'vitest';
import {
  type ApprovalStepDef,
  approvalStep,
  approvalWorkflowOf,
  decidesStep,
  stepComplete,
  stepDeciders,
} from './approval-steps';

const members = { ana: 'owner', eve: 'editor', ed: 'editor', cal: 'approver', cy: 'approver' };
const steps: ApprovalStepDef[] = [
  { who: 'people', uids: ['eve', 'ed'], rule: 'all' },
  { who: 'client', rule: 'any' },
];
const workspace = { product: 'connect', approvalMode: 'multi', approvalSteps: steps };
const sent = (level: number, approvedBy: string[] = []) => ({ workflow: steps, level, approvedBy });
const as = (uid: string) => ({
  uid,
  memberRole: members[uid as keyof typeof members],
  staff: false,
});

describe('approvalWorkflowOf', () => {
  it('reads the stored steps in their order, and nothing when approvals are off', () => {
    expect(approvalWorkflowOf(workspace)).toEqual(steps);
    expect(approvalWorkflowOf({ ...workspace, approvalMode: 'none' })).toEqual([]);
    expect(approvalWorkflowOf({ product: 'smm', approvalMode: 'required' })).toEqual([
      { who: 'client', rule: 'any' },
    ]);
  });

  it('reads the older levels as the steps they meant, and drops a damaged step', () => {
    expect(
      approvalWorkflowOf({ approvalMode: 'multi', approvalLevels: ['client', 'internal'] }),
    ).toEqual([
      { who: 'client', rule: 'any' },
      { who: 'role', role: 'editor', rule: 'any' },
    ]);
    expect(
      approvalWorkflowOf({
        approvalMode: 'multi',
        approvalSteps: [{ who: 'people', uids: [], rule: 'any' }, steps[1]],
      }),
    ).toEqual([steps[1]]);
  });
});

describe('decidesStep: the button is offered exactly to the person whose step it is', () => {
  it('offers the first step to the people it names, and not to the client', () => {
    expect(decidesStep(sent(0), workspace, as('eve'))).toBe(true);
    expect(decidesStep(sent(0), workspace, as('ed'))).toBe(true);
    expect(decidesStep(sent(0), workspace, as('cal'))).toBe(false);
  });

  it('offers the client step to the client approvers only (and the owner and staff)', () => {
    expect(decidesStep(sent(1), workspace, as('cal'))).toBe(true);
    expect(decidesStep(sent(1), workspace, as('eve'))).toBe(false);
    expect(decidesStep(sent(1), workspace, as('ana'))).toBe(true);
    expect(decidesStep(sent(1), workspace, { memberRole: null, staff: true })).toBe(true);
    expect(decidesStep(sent(1), workspace, { uid: 'x', memberRole: null, staff: false })).toBe(
      false,
    );
  });

  it('no longer offers an All step to someone who approved it already', () => {
    expect(decidesStep(sent(0, ['eve']), workspace, as('eve'))).toBe(false);
    expect(decidesStep(sent(0, ['eve']), workspace, as('ed'))).toBe(true);
  });

  it('keeps the steps a post was sent with when the workspace changes its own', () => {
    const changed = { ...workspace, approvalSteps: [{ who: 'client', rule: 'any' }] };
    expect(approvalStep(sent(0), changed).step).toEqual(steps[0]);
    expect(approvalStep(sent(0), changed).level).toBe('internal');
  });
});

describe('stepComplete: Any against All', () => {
  it('completes an Any step with one approval', () => {
    expect(stepComplete(approvalStep(sent(1), workspace), members, as('cy'))).toBe(true);
  });

  it('completes an All step only with the last of its people', () => {
    expect(stepComplete(approvalStep(sent(0), workspace), members, as('eve'))).toBe(false);
    expect(stepComplete(approvalStep(sent(0, ['eve']), workspace), members, as('ed'))).toBe(true);
  });

  it('lets the owner complete an All step alone', () => {
    expect(stepComplete(approvalStep(sent(0), workspace), members, as('ana'))).toBe(true);
  });

  it('names the members a role or the client step means', () => {
    expect(stepDeciders({ who: 'client', rule: 'all' }, members)).toEqual(['cal', 'cy']);
    expect(stepDeciders({ who: 'role', role: 'editor', rule: 'all' }, members)).toEqual([
      'eve',
      'ed',
    ]);
    expect(stepDeciders({ who: 'people', uids: ['eve', 'gone'], rule: 'all' }, members)).toEqual([
      'eve',
    ]);
  });
});
