import { describe, expect, it } from 'vitest';
import {
  mayOnGrowth,
  mayOnPost,
  mayOnReports,
  postRulesOf,
  type WorkspaceActor,
} from './capabilities';

const owner: WorkspaceActor = { memberRole: 'owner', staff: false };

describe('postRulesOf', () => {
  it("follows the workspace's approval mode, defaulting to its product's", () => {
    expect(postRulesOf({ product: 'smm' })).toBe('smm');
    expect(postRulesOf({ product: 'connect' })).toBe('connect');
    expect(postRulesOf({ product: 'smm', approvalMode: 'required' })).toBe('connect');
    expect(postRulesOf({ product: 'smm', approvalMode: 'multi' })).toBe('connect');
    expect(postRulesOf({ product: 'connect', approvalMode: 'optional' })).toBe('smm');
    expect(postRulesOf({ product: 'connect', approvalMode: 'none' })).toBe('no_approval');
    expect(postRulesOf({ product: 'smm', approvalMode: 'bogus' })).toBe('smm');
  });

  it('offers scheduling a draft only where the workspace does not require approval', () => {
    const schedulesDraft = (workspace: { product: string; approvalMode?: string }) =>
      mayOnPost(owner, 'schedule', 'draft', postRulesOf(workspace));
    expect(schedulesDraft({ product: 'smm' })).toBe(true);
    expect(schedulesDraft({ product: 'smm', approvalMode: 'required' })).toBe(false);
    expect(schedulesDraft({ product: 'connect' })).toBe(false);
    expect(schedulesDraft({ product: 'connect', approvalMode: 'optional' })).toBe(true);
    expect(schedulesDraft({ product: 'connect', approvalMode: 'none' })).toBe(true);
  });

  it('offers "Request approval" only where approvals are turned on', () => {
    const asks = (workspace: { product: string; approvalMode?: string }) =>
      mayOnPost(owner, 'requestApproval', 'draft', postRulesOf(workspace));
    expect(asks({ product: 'smm' })).toBe(true);
    expect(asks({ product: 'smm', approvalMode: 'none' })).toBe(false);
    expect(asks({ product: 'connect', approvalMode: 'none' })).toBe(false);
    expect(asks({ product: 'connect', approvalMode: 'multi' })).toBe(true);
  });
});

describe('mayOnReports', () => {
  const as = (memberRole: WorkspaceActor['memberRole'], staff = false): WorkspaceActor => ({
    memberRole,
    staff,
  });

  it("lets every member read their workspace's reports and nobody else", () => {
    for (const role of ['owner', 'editor', 'approver', 'viewer'] as const) {
      expect(mayOnReports(as(role), 'read')).toBe(true);
    }
    expect(mayOnReports(as(null), 'read')).toBe(false);
  });

  it('lets only the owner and staff create, schedule and share', () => {
    for (const action of ['create', 'schedule', 'share'] as const) {
      expect(mayOnReports(as('owner'), action)).toBe(true);
      expect(mayOnReports(as(null, true), action)).toBe(true);
      expect(mayOnReports(as('approver'), action)).toBe(false);
      expect(mayOnReports(as('viewer'), action)).toBe(false);
      expect(mayOnReports(as('editor'), action)).toBe(false);
    }
  });
});

describe('mayOnGrowth', () => {
  const as = (memberRole: WorkspaceActor['memberRole'], staff = false): WorkspaceActor => ({
    memberRole,
    staff,
  });

  it('lets members read best times and clicks, and owners, editors and staff set link settings', () => {
    for (const role of ['owner', 'editor', 'approver', 'viewer'] as const) {
      expect(mayOnGrowth(as(role), 'read')).toBe(true);
      expect(mayOnGrowth(as(role), 'links')).toBe(role === 'owner' || role === 'editor');
      expect(mayOnGrowth(as(role), 'experiment')).toBe(role === 'owner' || role === 'editor');
    }
    expect(mayOnGrowth(as(null), 'read')).toBe(false);
    expect(mayOnGrowth(as(null, true), 'links')).toBe(true);
    expect(mayOnGrowth(as(null, true), 'experiment')).toBe(true);
  });
});
