// Deciding a post's approval, step by step. The workflow (model/schemas/approval-steps.ts) says
// which steps a post passes through and who decides each; the post's approval.level says where it
// stands and approval.approvedBy who approved that step so far. An approval that completes a step
// (Any: the first; All: the last of the people it names) moves the post to the next step (it
// stays in_review); completing the last approves it; changes requested at any step send it back
// to its author. The app's approvers and review-link reviewers decide through the same function.

import { MEMBER_ROLES, POST_ROLES } from '@model/capabilities';
import {
  type ApprovalPosition,
  type ApprovalStepDef,
  approvalStep,
  decidesStep,
  type StepPerson,
  stepComplete,
} from '@model/schemas/approval';
import type { DecidePostApprovalInput } from '@model/schemas/posts/posts';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../caller';
import { isAdminFor } from '../caller';
import { denied, invalid, precondition } from '../errors';
import { runOnce } from '../idempotency';
import { actorName, excerpt, queueNotification } from '../notifications/outbox';
import { recordActivity } from '../posts/postActivity';
import {
  auditIfAdmin,
  type LoadedPost,
  type PostStatusResult,
  postPath,
  readPost,
  scheduledFields,
  stepAudience,
} from '../posts/posts';
import { actAs } from '../workspaces/workspaces';
import { type ApprovalScheduling, placementOnApproval } from './approvalSchedule';

export interface Decider {
  uid: string | null;
  name: string;
  via: 'app' | 'review_link';
  /** Who decides in the workflow's terms; null for a review link, which completes a client step. */
  person: StepPerson | null;
}

/** The step the post awaits, and the steps it passes through (model/schemas/approval-steps.ts). */
export function currentLevel(post: LoadedPost): ApprovalPosition {
  return approvalStep(post.data.approval, post.workspace.data);
}

export interface DecisionResult extends PostStatusResult {
  /** What the last approval did with the post's time; absent for any other decision. */
  scheduling?: ApprovalScheduling;
}

/**
 * Writes a decision on a post in review; the caller has checked who may decide. The last
 * approval schedules the post for its time (approvalSchedule.ts); the caller plans its publish
 * task after the transaction when the answer says `scheduled`. Reads before it writes.
 */
export async function applyDecision(
  db: Firestore,
  tx: Transaction,
  post: LoadedPost,
  decider: Decider,
  decision: 'approved' | 'changes_requested',
  comment: string | undefined,
  now: Date,
): Promise<DecisionResult> {
  if (post.status !== 'in_review')
    throw precondition(`A post that is ${post.status} is not awaiting approval.`);
  if (decision === 'changes_requested' && !comment) {
    throw invalid('Say what should change: a comment is required when requesting changes.');
  }
  const approval = (post.data.approval ?? {}) as Record<string, unknown>;
  const position = currentLevel(post);
  const { steps: workflow, levels, index, level } = position;
  const steps = Array.isArray(approval.steps) ? approval.steps : [];
  const step = {
    level,
    index,
    decision,
    by: decider.uid,
    byName: decider.name.slice(0, 120),
    via: decider.via,
    at: new Date().toISOString(),
  };
  // An All step waits for the rest of its people; an approval that does not complete it is noted.
  const completes =
    decision === 'changes_requested' ||
    decider.person === null ||
    stepComplete(position, post.workspace.members, decider.person);
  const final = decision === 'changes_requested' || (completes && index === workflow.length - 1);
  const approvedBy = completes || decider.uid === null ? [] : [...position.approvedBy, decider.uid];
  const placement =
    final && decision === 'approved' ? await placementOnApproval(tx, post, now) : null;
  const scheduled = placement?.outcome === 'scheduled' && placement.at !== null;
  const status = scheduled ? 'scheduled' : final ? decision : 'in_review';
  tx.update(post.ref, {
    ...(scheduled && placement.at !== null ? scheduledFields(placement.at, timeZoneOf(post)) : {}),
    status,
    approval: {
      requestedBy: approval.requestedBy ?? null,
      requestedAt: approval.requestedAt ?? null,
      workflow,
      levels,
      level: final || !completes ? index : index + 1,
      approvedBy,
      steps: [...steps, step],
      decidedBy: decider.uid,
      decidedByName: decider.name.slice(0, 120),
      decision: final ? decision : null,
      comment: comment || null,
      decidedAt: FieldValue.serverTimestamp(),
      scheduling: placement?.outcome ?? null,
      ...(placement?.channel ? { schedulingChannel: placement.channel } : {}),
      ...(typeof approval.previousText === 'string' ? { previousText: approval.previousText } : {}),
      ...clockAfter(approval, final, completes),
    },
    updatedAt: FieldValue.serverTimestamp(),
  });
  if (comment) {
    tx.create(post.ref.collection('comments').doc(), {
      authorUid: decider.uid,
      authorName: decider.name.slice(0, 120),
      text: comment,
      kind: decision,
      internal: false,
      mentions: [],
      via: decider.via,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  recordActivity(tx, post.ref, {
    type: final ? decision : 'approval_step',
    actorUid: decider.uid,
    actorName: decider.name,
    via: decider.via,
    details: { level, step: index, ...(comment ? { comment } : {}) },
  });
  if (scheduled && placement.at !== null) {
    recordActivity(tx, post.ref, {
      type: 'scheduled',
      actorUid: decider.uid,
      actorName: decider.name,
      via: decider.via,
      details: { scheduledAt: new Date(placement.at).toISOString(), onApproval: true },
    });
  }
  const author = typeof post.data.authorUid === 'string' ? post.data.authorUid : null;
  const requester = typeof approval.requestedBy === 'string' ? approval.requestedBy : null;
  const next = final || !completes ? null : (workflow[index + 1] as ApprovalStepDef);
  // Part of an All step: the post waits for the others, who were told when it reached them.
  if (!final && !completes) return { postId: post.ref.id, status, changed: true };
  queueNotification(db, tx, {
    event: next
      ? 'approval_requested'
      : decision === 'approved'
        ? scheduled
          ? 'approved'
          : 'approved_unscheduled'
        : 'changes_requested',
    audience: {
      uids: next
        ? stepAudience(post.workspace, next)
        : [author, requester].filter((uid): uid is string => uid !== null),
    },
    params: {
      actor: decider.name,
      subject: excerpt(post.data.text),
      comment: comment || undefined,
      ...(scheduled && placement.at !== null
        ? { when: new Date(placement.at).toISOString(), zone: timeZoneOf(post) }
        : {}),
    },
    path: postPath(post),
    workspaceId: post.workspace.id,
    product: post.workspace.product,
    actorUid: decider.uid,
  });
  return {
    postId: post.ref.id,
    status,
    changed: true,
    ...(placement ? { scheduling: placement.outcome } : {}),
  };
}

/**
 * The review clock after a decision (model/schemas/posts/approval-clock.ts): the deadline stays
 * on record; a post still in review stays held once its deadline passed, and a step it moves on
 * to counts its reminders afresh; the last decision releases the hold.
 */
function clockAfter(
  approval: Record<string, unknown>,
  final: boolean,
  completes: boolean,
): Record<string, unknown> {
  const deadline = approval.deadline ?? null;
  if (final) return { deadline, heldAt: null };
  const heldAt = approval.heldAt ?? null;
  if (completes) return { deadline, heldAt, stepSince: FieldValue.serverTimestamp(), reminded: {} };
  return {
    deadline,
    heldAt,
    stepSince: approval.stepSince ?? approval.requestedAt ?? null,
    reminded: approval.reminded ?? {},
  };
}

function timeZoneOf(post: LoadedPost): string {
  return typeof post.data.timeZone === 'string' ? post.data.timeZone : 'UTC';
}

/** This account in the workflow's terms: its uid, its role in the workspace, staff or not. */
function stepPerson(post: LoadedPost, caller: Caller): StepPerson {
  return {
    uid: caller.uid,
    memberRole: post.workspace.members[caller.uid],
    staff: isAdminFor(caller, post.workspace.product),
  };
}

/** Any member may be named in a step; the step itself says who decides (decidesStep). */
const ANY_DECIDER = MEMBER_ROLES;

export async function decidePostApproval(
  db: Firestore,
  caller: Caller,
  input: DecidePostApprovalInput,
  now: Date,
): Promise<DecisionResult> {
  return runOnce(
    db,
    {
      operation: 'decidePostApproval',
      owner: caller.uid,
      requestId: input.requestId,
      payload: input,
      now,
    },
    async (tx) => {
      const post = await readPost(db, tx, input.workspaceId, input.postId, caller, ANY_DECIDER);
      // Outside a review, who may decide is the capability table's (model/capabilities.ts):
      // an editor hears permission-denied, as the screens never offer them the decision.
      if (post.status !== 'in_review') actAs(post.workspace, caller, POST_ROLES.decide);
      if (post.status === 'in_review') {
        const person = stepPerson(post, caller);
        if (!decidesStep(post.data.approval, post.workspace.data, person)) {
          const { level, approvedBy } = currentLevel(post);
          throw denied(
            approvedBy.includes(caller.uid)
              ? 'You approved this step already: it waits for the others it names.'
              : level === 'internal'
                ? 'This post is in internal review: its team decides first.'
                : 'You do not have permission to do this in this workspace.',
          );
        }
      }
      const result = await applyDecision(
        db,
        tx,
        post,
        {
          uid: caller.uid,
          name: actorName(caller) ?? caller.uid,
          via: 'app',
          person: stepPerson(post, caller),
        },
        input.decision,
        input.comment,
        now,
      );
      auditIfAdmin(db, tx, post.as, caller, post, 'post.approval.decide', {
        decision: input.decision,
      });
      return result;
    },
  );
}
