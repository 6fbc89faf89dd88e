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

/** Whether a post must be approved before it is scheduled. */
export function approvalRequired(mode: ApprovalMode): boolean {
  return mode === 'required' || mode === 'multi';
}

export const setApprovalModeSchema = v.pipe(
  v.strictObject({
    workspaceId: docIdSchema,
    mode: v.picklist(APPROVAL_MODES),
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
