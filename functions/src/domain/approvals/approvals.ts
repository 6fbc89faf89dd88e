// Deciding a post's approval, level by level. The workspace's mode (model/schemas/approval.ts)
// says which levels a post passes through; the post's approval.level says where it stands. An
// approval at a level that is not the last moves the post to the next level (it stays
// in_review); the last one approves it; changes requested at any level send it back to its
// author. The app's approvers and review-link reviewers decide through the same function.

import { POST_ROLES } from '@model/capabilities';
import {
  type ApprovalLevel,
  approvalStep,
  decidesStep,
  LEVEL_DECIDERS,
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
  membersWithRole,
  type PostStatusResult,
  postPath,
  readPost,
  scheduledFields,
} from '../posts/posts';
import { actAs } from '../workspaces/workspaces';
import { type ApprovalScheduling, placementOnApproval } from './approvalSchedule';

export interface Decider {
  uid: string | null;
  name: string;
  via: 'app' | 'review_link';
}

/** The level the post awaits, and the levels it passes through (model/schemas/approval.ts). */
export function currentLevel(post: LoadedPost): {
  levels: ApprovalLevel[];
  index: number;
  level: ApprovalLevel;
} {
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
  const { levels, index, level } = currentLevel(post);
  const steps = Array.isArray(approval.steps) ? approval.steps : [];
  const step = {
    level,
    decision,
    by: decider.uid,
    byName: decider.name.slice(0, 120),
    via: decider.via,
    at: new Date().toISOString(),
  };
  const final = decision === 'changes_requested' || index === levels.length - 1;
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
      levels,
      level: final ? index : index + 1,
      steps: [...steps, step],
      decidedBy: decider.uid,
      decidedByName: decider.name.slice(0, 120),
      decision: final ? decision : null,
      comment: comment || null,
      decidedAt: FieldValue.serverTimestamp(),
      scheduling: placement?.outcome ?? null,
      ...(placement?.channel ? { schedulingChannel: placement.channel } : {}),
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
    details: { level, ...(comment ? { comment } : {}) },
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
  const next = final ? null : (levels[index + 1] as ApprovalLevel);
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
        ? membersWithRole(post.workspace, LEVEL_DECIDERS[next])
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

function timeZoneOf(post: LoadedPost): string {
  return typeof post.data.timeZone === 'string' ? post.data.timeZone : 'UTC';
}

/** May this account decide at the post's current level? The approvals inbox asks the same. */
function mayDecide(post: LoadedPost, caller: Caller): boolean {
  return decidesStep(post.data.approval, post.workspace.data, {
    memberRole: post.workspace.members[caller.uid],
    staff: isAdminFor(caller, post.workspace.product),
  });
}

const ANY_DECIDER = [...new Set(Object.values(LEVEL_DECIDERS).flat())];

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
        const { level } = currentLevel(post);
        if (!mayDecide(post, caller)) {
          throw denied(
            level === 'internal'
              ? 'This post is in internal review: an editor decides first.'
              : 'You do not have permission to do this in this workspace.',
          );
        }
      }
      const result = await applyDecision(
        db,
        tx,
        post,
        { uid: caller.uid, name: actorName(caller) ?? caller.uid, via: 'app' },
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
