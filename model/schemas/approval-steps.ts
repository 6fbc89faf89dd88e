// A workspace's approval workflow, the one source of truth for who decides what: the capability
// checks on the screens (the composer's and the approvals inbox's buttons) and the callables that
// decide (functions/src/domain/approvals) read it here. The workflow is stored on the workspace
// (workspaces/{id}.approvalMode and .approvalSteps, written by setApprovalMode only) and copied
// onto a post when it is sent for approval (approval.workflow), so a post in review keeps the
// steps it was sent with. Each step names who decides (named people, a workspace role, or the
// client's approvers) and whether Any one of them or All of them must approve. The workspace's
// owner and the product's staff may decide any step, and their approval completes it.

import * as v from 'valibot';
import { MEMBER_ROLES } from '../member-roles';

export const APPROVAL_MODES = ['none', 'optional', 'required', 'multi'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

/** The side a step is on: the agency's own people, or the client's. */
export const APPROVAL_LEVELS = ['internal', 'client'] as const;
export type ApprovalLevel = (typeof APPROVAL_LEVELS)[number];

export const DEFAULT_MULTI_LEVELS: readonly ApprovalLevel[] = ['internal', 'client'];

/** Workspace member roles who decide at each level of the older, level-only form. */
export const LEVEL_DECIDERS: Readonly<Record<ApprovalLevel, readonly string[]>> = {
  internal: ['owner', 'editor'],
  client: ['owner', 'approver'],
};

export const APPROVAL_STEP_WHO = ['people', 'role', 'client'] as const;
export const APPROVAL_STEP_RULES = ['any', 'all'] as const;
/** Most steps a workflow holds, and most people a step names. */
export const MAX_APPROVAL_STEPS = 5;
export const MAX_STEP_PEOPLE = 20;

export const approvalStepDefSchema = v.variant('who', [
  v.strictObject({
    who: v.literal('people'),
    uids: v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/))),
      v.minLength(1, 'Name at least one person for this step.'),
      v.maxLength(MAX_STEP_PEOPLE),
    ),
    rule: v.picklist(APPROVAL_STEP_RULES),
  }),
  v.strictObject({
    who: v.literal('role'),
    role: v.picklist(MEMBER_ROLES),
    rule: v.picklist(APPROVAL_STEP_RULES),
  }),
  v.strictObject({ who: v.literal('client'), rule: v.picklist(APPROVAL_STEP_RULES) }),
]);
export type ApprovalStepDef = v.InferOutput<typeof approvalStepDefSchema>;

/** What the workflow functions read of a workspace. */
export interface Workflowed {
  product?: unknown;
  approvalMode?: unknown;
  approvalLevels?: unknown;
  approvalSteps?: unknown;
}

/** What a workspace without a stored mode does: connect posts are the client's to approve. */
export function defaultApprovalMode(product: string): ApprovalMode {
  return product === 'connect' ? 'required' : 'optional';
}

export function approvalModeOf(workspace: { product?: unknown; approvalMode?: unknown }) {
  const stored = workspace.approvalMode;
  return typeof stored === 'string' && (APPROVAL_MODES as readonly string[]).includes(stored)
    ? (stored as ApprovalMode)
    : defaultApprovalMode(String(workspace.product ?? 'smm'));
}

/** A level of the older form as the step it always meant. */
function levelStep(level: ApprovalLevel): ApprovalStepDef {
  return level === 'internal'
    ? { who: 'role', role: 'editor', rule: 'any' }
    : { who: 'client', rule: 'any' };
}

/** Stored steps that still parse (a damaged one is left out rather than trusted). */
function parsedSteps(stored: unknown): ApprovalStepDef[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((step) => {
    const parsed = v.safeParse(approvalStepDefSchema, step);
    return parsed.success ? [parsed.output] : [];
  });
}

/** The steps a post passes through, in order; empty when nobody approves. */
export function approvalWorkflowOf(workspace: Workflowed): ApprovalStepDef[] {
  const mode = approvalModeOf(workspace);
  if (mode === 'none') return [];
  if (mode !== 'multi') return [{ who: 'client', rule: 'any' }];
  const steps = parsedSteps(workspace.approvalSteps);
  if (steps.length > 0) return steps;
  const levels = Array.isArray(workspace.approvalLevels)
    ? workspace.approvalLevels.filter((level): level is ApprovalLevel =>
        (APPROVAL_LEVELS as readonly string[]).includes(String(level)),
      )
    : [];
  return (levels.length >= 2 ? levels : DEFAULT_MULTI_LEVELS).map(levelStep);
}

/** A client step is the client's approvers' (review links decide those); any other is internal. */
export function stepSide(step: ApprovalStepDef): ApprovalLevel {
  return step.who === 'client' || (step.who === 'role' && step.role === 'approver')
    ? 'client'
    : 'internal';
}

/** The levels a post passes through, in order (each step's side); empty when nobody approves. */
export function approvalLevelsOf(workspace: Workflowed): ApprovalLevel[] {
  return approvalWorkflowOf(workspace).map(stepSide);
}

export interface ApprovalPosition {
  steps: ApprovalStepDef[];
  index: number;
  step: ApprovalStepDef;
  /** The side of the step awaited, and of every step. */
  level: ApprovalLevel;
  levels: ApprovalLevel[];
  /** Who approved the awaited step so far (an All step waits for the rest). */
  approvedBy: string[];
}

/**
 * Where a post in review stands: the steps it was sent with (approval.workflow; else its older
 * approval.levels; else the workspace's), the index of the one it awaits, and who approved that
 * step so far.
 */
export function approvalStep(approval: unknown, workspace: Workflowed): ApprovalPosition {
  const stored = (approval ?? {}) as Record<string, unknown>;
  let steps = parsedSteps(stored.workflow);
  if (steps.length === 0 && Array.isArray(stored.levels)) {
    steps = stored.levels
      .filter((level): level is ApprovalLevel =>
        (APPROVAL_LEVELS as readonly string[]).includes(String(level)),
      )
      .map(levelStep);
  }
  if (steps.length === 0) steps = approvalWorkflowOf(workspace);
  if (steps.length === 0) steps = [{ who: 'client', rule: 'any' }];
  const raw = typeof stored.level === 'number' ? stored.level : 0;
  const index = Math.min(Math.max(0, raw), steps.length - 1);
  const step = steps[index] as ApprovalStepDef;
  const approvedBy = Array.isArray(stored.approvedBy) ? stored.approvedBy.map(String) : [];
  return { steps, index, step, level: stepSide(step), levels: steps.map(stepSide), approvedBy };
}

/** Whether a member with `role` and `uid` is one of the step's named deciders. */
function namedIn(step: ApprovalStepDef, uid: string | null | undefined, role: unknown): boolean {
  switch (step.who) {
    case 'people':
      return typeof uid === 'string' && step.uids.includes(uid);
    case 'role':
      return role === step.role;
    case 'client':
      return role === 'approver';
  }
}

/** The members a step names (its All waits for each of them), from the workspace's members. */
export function stepDeciders(
  step: ApprovalStepDef,
  members: Readonly<Record<string, unknown>>,
): string[] {
  return Object.entries(members)
    .filter(([uid, role]) => namedIn(step, uid, role))
    .map(([uid]) => uid);
}

/** Someone who may decide: a member (their uid and role there) or the product's staff. */
export interface StepPerson {
  uid?: string | null;
  memberRole: string | null | undefined;
  staff: boolean;
}

/**
 * Whether this person decides the step a post in review awaits now: one the step names who has
 * not yet approved it, the workspace's owner, or staff. The server refuses anyone else, and the
 * screens offer the decision to exactly these people.
 */
export function decidesStep(approval: unknown, workspace: Workflowed, person: StepPerson): boolean {
  if (person.staff || person.memberRole === 'owner') return true;
  if (typeof person.memberRole !== 'string') return false;
  const { step, approvedBy } = approvalStep(approval, workspace);
  if (typeof person.uid === 'string' && approvedBy.includes(person.uid)) return false;
  return namedIn(step, person.uid, person.memberRole);
}

/**
 * Whether an approval by `person` completes the awaited step: Any needs one; All needs every
 * member the step names (those who approved before, and this one); an owner or staff completes
 * it alone.
 */
export function stepComplete(
  position: ApprovalPosition,
  members: Readonly<Record<string, unknown>>,
  person: StepPerson,
): boolean {
  if (position.step.rule === 'any' || person.staff || person.memberRole === 'owner') return true;
  const done = new Set([...position.approvedBy, ...(person.uid ? [person.uid] : [])]);
  return stepDeciders(position.step, members).every((uid) => done.has(uid));
}
