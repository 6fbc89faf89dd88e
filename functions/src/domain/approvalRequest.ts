// Sending a post for approval: by a person (the requestPostApproval callable) or by an agent
// through an API key (platform/agentSchedule), both through sendForApproval, so a post enters
// review one way, with its history entry and the deciders' notification.

import { POST_ROLES, postRulesOf, postStatusesFor } from '@model/capabilities';
import { approvalWorkflowOf, stepSide } from '@model/schemas/approval';
import { MAX_DEADLINE_DAYS } from '@model/schemas/posts/approval-clock';
import type { RequestPostApprovalInput } from '@model/schemas/posts/posts';
import { FieldValue, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { invalid, precondition } from './errors';
import { actorName, excerpt, queueNotification } from './notifications/outbox';
import { recordActivity } from './posts/postActivity';
import {
  auditIfAdmin,
  type LoadedPost,
  type PostStatusResult,
  postPath,
  readPost,
  refuseUnusableChannels,
  stepAudience,
} from './posts/posts';

export async function requestPostApproval(
  db: Firestore,
  caller: Caller,
  input: RequestPostApprovalInput,
  now: Date = new Date(),
): Promise<PostStatusResult> {
  const deadline = deadlineOf(input.deadline, now);
  return db.runTransaction(async (tx) => {
    const post = await readPost(
      db,
      tx,
      input.workspaceId,
      input.postId,
      caller,
      POST_ROLES.requestApproval,
    );
    const as = post.as;
    const rules = postRulesOf(post.workspace.data);
    if (rules === 'no_approval') {
      throw precondition('Approvals are turned off in this workspace: schedule the post instead.');
    }
    if (post.status === 'in_review')
      return { postId: input.postId, status: post.status, changed: false };
    if (!postStatusesFor('requestApproval', rules).includes(post.status)) {
      throw precondition(`A post that is ${post.status} cannot be sent for approval.`);
    }
    // As schedulePost: approving a post bound to fail on a broken channel helps nobody.
    const channels = Array.isArray(post.data.channelIds) ? post.data.channelIds : [];
    await refuseUnusableChannels(tx, post, channels);
    sendForApproval(db, tx, post, {
      uid: caller.uid,
      name: actorName(caller) ?? caller.uid,
      notifyName: actorName(caller),
      deadline,
    });
    auditIfAdmin(db, tx, as, caller, post, 'post.approval.request', {});
    return { postId: input.postId, status: 'in_review', changed: true };
  });
}

/** A requested deadline, refused when it has passed or lies too far ahead. */
function deadlineOf(requested: string | undefined, now: Date): Date | null {
  if (requested === undefined) return null;
  const at = new Date(requested);
  if (at.getTime() <= now.getTime()) {
    throw invalid('The approval deadline has passed: choose a later time.');
  }
  if (at.getTime() > now.getTime() + MAX_DEADLINE_DAYS * 86_400_000) {
    throw invalid(`An approval deadline lies at most ${MAX_DEADLINE_DAYS} days ahead.`);
  }
  return at;
}

/** Who sends a post for approval: an account, or an API key speaking for one (`via`). */
export interface ApprovalRequester {
  /** The account: the decision is reported to it. */
  uid: string;
  /** The name on the post's history. */
  name: string;
  /** The name in the deciders' notification (undefined: it names nobody). */
  notifyName: string | undefined;
  via?: 'api' | 'mcp';
  /** When the approval should be complete (approval-clock.ts); absent or null: no deadline. */
  deadline?: Date | null;
}

/**
 * Puts a post that may be sent for approval (checked by the caller, with its channels) in review
 * at the workspace's first level: the approval record, the history entry and the deciders'
 * notification, all in the caller's transaction.
 */
export function sendForApproval(
  db: Firestore,
  tx: Transaction,
  post: LoadedPost,
  requester: ApprovalRequester,
): void {
  const workflow = approvalWorkflowOf(post.workspace.data);
  const levels = workflow.map(stepSide);
  const first = workflow[0];
  if (first === undefined) {
    throw precondition('Approvals are turned off in this workspace: schedule the post instead.');
  }
  // A reopened post carries the text that was approved, so its deciders see what changed.
  const before = (post.data.approval ?? {}) as Record<string, unknown>;
  tx.update(post.ref, {
    status: 'in_review',
    approval: {
      ...(typeof before.previousText === 'string' ? { previousText: before.previousText } : {}),
      requestedBy: requester.uid,
      requestedAt: FieldValue.serverTimestamp(),
      // The awaited step's start, from which its deciders' reminders count.
      stepSince: FieldValue.serverTimestamp(),
      deadline: requester.deadline ? Timestamp.fromDate(requester.deadline) : null,
      heldAt: null,
      workflow,
      levels,
      level: 0,
      approvedBy: [],
      steps: [],
      decidedBy: null,
      decision: null,
      comment: null,
    },
    updatedAt: FieldValue.serverTimestamp(),
  });
  recordActivity(tx, post.ref, {
    type: 'approval_requested',
    actorUid: requester.via ? null : requester.uid,
    actorName: requester.name,
    ...(requester.via ? { via: requester.via } : {}),
    details: {
      levels,
      ...(requester.deadline ? { deadline: requester.deadline.toISOString() } : {}),
    },
  });
  queueNotification(db, tx, {
    event: 'approval_requested',
    audience: { uids: stepAudience(post.workspace, first) },
    params: { actor: requester.notifyName, subject: excerpt(post.data.text) },
    path: postPath(post),
    workspaceId: post.workspace.id,
    product: post.workspace.product,
    actorUid: requester.uid,
  });
}
