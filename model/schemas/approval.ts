// Approval modes per workspace (workspaces/{id}.approvalMode and .approvalLevels, written by the
// setApprovalMode callable only). none: nobody approves, posts schedule from draft; optional:
// approval may be asked for, drafts schedule too; required: one approval (by an approver or the
// owner) before scheduling; multi: the levels in order (e.g. the internal editor, then the
// client), and scheduling waits for the last one.

import * as v from 'valibot';
import { docIdSchema } from './common';

export const APPROVAL_MODES = ['none', 'optional', 'required', 'multi'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

export const APPROVAL_LEVELS = ['internal', 'client'] as const;
export type ApprovalLevel = (typeof APPROVAL_LEVELS)[number];

export const DEFAULT_MULTI_LEVELS: readonly ApprovalLevel[] = ['internal', 'client'];

/** Workspace member roles who decide at each level (admins of the product always may). */
export const LEVEL_DECIDERS: Readonly<Record<ApprovalLevel, readonly string[]>> = {
  internal: ['owner', 'editor'],
  client: ['owner', 'approver'],
};

/** What a workspace without a stored mode does: connect posts are the client's to approve. */
export function defaultApprovalMode(product: string): ApprovalMode {
  return product === 'connect' ? 'required' : 'optional';
}

export function approvalModeOf(workspace: {
  product?: unknown;
  approvalMode?: unknown;
}): ApprovalMode {
  const stored = workspace.approvalMode;
  return typeof stored === 'string' && (APPROVAL_MODES as readonly string[]).includes(stored)
    ? (stored as ApprovalMode)
    : defaultApprovalMode(String(workspace.product ?? 'smm'));
}

/** The levels a post passes through, in order; empty when nobody approves. */
export function approvalLevelsOf(workspace: {
  product?: unknown;
  approvalMode?: unknown;
  approvalLevels?: unknown;
}): ApprovalLevel[] {
  const mode = approvalModeOf(workspace);
  if (mode === 'none') return [];
  if (mode !== 'multi') return ['client'];
  const stored = Array.isArray(workspace.approvalLevels)
    ? workspace.approvalLevels.filter((level): level is ApprovalLevel =>
        (APPROVAL_LEVELS as readonly string[]).includes(String(level)),
      )
    : [];
  return stored.length >= 2 ? stored : [...DEFAULT_MULTI_LEVELS];
}

/**
 * Where a post in review stands: the levels it was sent with (approval.levels, else the
 * workspace's) and the index of the one it awaits. The server decides who may approve by this,
 * and the approvals inbox shows a post to the same people, so both read it here.
 */
export function approvalStep(
  approval: unknown,
  workspace: { product?: unknown; approvalMode?: unknown; approvalLevels?: unknown },
): { levels: ApprovalLevel[]; index: number; level: ApprovalLevel } {
  const stored = (approval ?? {}) as Record<string, unknown>;
  const sent = Array.isArray(stored.levels)
    ? stored.levels.filter((level): level is ApprovalLevel =>
        (APPROVAL_LEVELS as readonly string[]).includes(String(level)),
      )
    : approvalLevelsOf(workspace);
  const levels = sent.length > 0 ? sent : (['client'] as ApprovalLevel[]);
  const raw = typeof stored.level === 'number' ? stored.level : 0;
  const index = Math.min(Math.max(0, raw), levels.length - 1);
  return { levels, index, level: levels[index] as ApprovalLevel };
}

/**
 * Whether this person decides the step a post in review awaits: a member whose workspace role
 * decides at its level, or staff (an admin of the workspace's product), who always may.
 */
export function decidesStep(
  approval: unknown,
  workspace: { product?: unknown; approvalMode?: unknown; approvalLevels?: unknown },
  person: { memberRole: string | null | undefined; staff: boolean },
): boolean {
  if (person.staff) return true;
  const { level } = approvalStep(approval, workspace);
  return typeof person.memberRole === 'string' && LEVEL_DECIDERS[level].includes(person.memberRole);
}

/**
 * What the last approval did with the post's time (approval.scheduling): scheduled it; left it to
 * the team (the workspace schedules approved posts itself); or could not, as the post had no
 * time, its time had passed, or one of its channels can no longer publish.
 */
export const APPROVAL_SCHEDULING = [
  'scheduled',
  'manual',
  'no_time',
  'past',
  'channel_gone',
] as const;
export type ApprovalScheduling = (typeof APPROVAL_SCHEDULING)[number];

/** Whether a post must be approved before it is scheduled. */
export function approvalRequired(mode: ApprovalMode): boolean {
  return mode === 'required' || mode === 'multi';
}

export const setApprovalModeSchema = v.pipe(
  v.strictObject({
    workspaceId: docIdSchema,
    mode: v.picklist(APPROVAL_MODES),
    /** Approved posts with a time are scheduled at once (the default); false: the team does. */
    scheduleOnApproval: v.optional(v.boolean()),
    levels: v.optional(
      v.pipe(v.array(v.picklist(APPROVAL_LEVELS)), v.minLength(2), v.maxLength(4)),
    ),
  }),
  v.check(
    (input) => input.levels === undefined || input.mode === 'multi',
    'Levels apply to the multi-level mode only.',
  ),
  v.check(
    (input) =>
      input.levels === undefined ||
      input.levels.every((level, index) => index === 0 || input.levels?.[index - 1] !== level),
    'Two levels in a row must differ.',
  ),
);
export type SetApprovalModeInput = v.InferOutput<typeof setApprovalModeSchema>;

/** reopenPost: an approved post goes back to draft to be edited, and needs approval again. */
export const reopenPostSchema = v.strictObject({ workspaceId: docIdSchema, postId: docIdSchema });
export type ReopenPostInput = v.InferOutput<typeof reopenPostSchema>;
