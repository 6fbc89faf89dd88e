// Approval modes per workspace (workspaces/{id}.approvalMode and .approvalSteps, written by the
// setApprovalMode callable only). none: nobody approves, posts schedule from draft; optional:
// approval may be asked for, drafts schedule too; required: one approval (by an approver or the
// owner) before scheduling; multi: the steps in order (e.g. the internal editor, then the
// client), and scheduling waits for the last one. The steps themselves: approval-steps.ts.

import * as v from 'valibot';
import {
  APPROVAL_LEVELS,
  APPROVAL_MODES,
  type ApprovalMode,
  approvalStepDefSchema,
  MAX_APPROVAL_STEPS,
} from './approval-steps';
import { docIdSchema } from './common';
import { REMINDER_HOURS } from './posts/approval-clock';

export * from './approval-steps';

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
    /** Hours between reminders to a waiting decider (posts/approval-clock.ts); 0: none. */
    reminderHours: v.optional(v.picklist(REMINDER_HOURS)),
    levels: v.optional(
      v.pipe(v.array(v.picklist(APPROVAL_LEVELS)), v.minLength(2), v.maxLength(4)),
    ),
    /** The multi-step mode's steps, in the order a post passes them. */
    steps: v.optional(
      v.pipe(
        v.array(approvalStepDefSchema),
        v.minLength(1, 'A multi-step workflow needs at least one step.'),
        v.maxLength(MAX_APPROVAL_STEPS, `A workflow holds at most ${MAX_APPROVAL_STEPS} steps.`),
      ),
    ),
  }),
  v.check(
    (input) => (input.levels === undefined && input.steps === undefined) || input.mode === 'multi',
    'Levels apply to the multi-level mode only.',
  ),
  v.check(
    (input) => input.levels === undefined || input.steps === undefined,
    'Send either levels or steps, not both.',
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
