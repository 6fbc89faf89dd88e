// Setting a workspace's approval mode (its owner or the product's staff), and reopening an
// approved post for editing, which sends it back for approval. Posts already in
// review keep the levels they were sent with (approval.levels); the mode applies to the next
// request and to scheduling.

import type { ApprovalModeReply } from '@model/callables/approvals';
import { POST_ROLES } from '@model/capabilities';
import {
  approvalWorkflowOf,
  type ReopenPostInput,
  type SetApprovalModeInput,
  stepSide,
} from '@model/schemas/approval';
import { reminderHoursOf } from '@model/schemas/posts/approval-clock';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { recordAudit } from '../audit';
import type { Caller } from '../caller';
import { invalid, precondition } from '../errors';
import { actorName, excerpt, queueNotification } from '../notifications/outbox';
import { recordActivity } from '../posts/postActivity';
import { auditIfAdmin, postPath, readPost } from '../posts/posts';
import { actAs, readWorkspace } from '../workspaces/workspaces';
import { schedulesOnApproval } from './approvalSchedule';

export async function setApprovalMode(
  db: Firestore,
  caller: Caller,
  input: SetApprovalModeInput,
): Promise<ApprovalModeReply> {
  return db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    const as = actAs(workspace, caller, ['owner']);
    const steps =
      input.mode !== 'multi'
        ? []
        : (input.steps ??
          approvalWorkflowOf({ approvalMode: 'multi', approvalLevels: input.levels }));
    if (
      steps.some(
        (step) => step.who === 'people' && step.uids.some((uid) => !workspace.members[uid]),
      )
    ) {
      throw invalid('Everyone a step names must be a member of this workspace.');
    }
    const levels = steps.map(stepSide);
    const stored = Array.isArray(workspace.data.approvalLevels)
      ? workspace.data.approvalLevels
      : [];
    const storedSteps = JSON.stringify(workspace.data.approvalSteps ?? []);
    // Left out, the setting keeps what it was.
    const scheduleOnApproval = input.scheduleOnApproval ?? schedulesOnApproval(workspace.data);
    const reminderHours = input.reminderHours ?? reminderHoursOf(workspace.data);
    const reply = {
      workspaceId: workspace.id,
      mode: input.mode,
      levels,
      steps,
      scheduleOnApproval,
      reminderHours,
    };
    // Saving the mode it already has changes nothing and audits nothing.
    if (
      workspace.data.approvalMode === input.mode &&
      stored.length === levels.length &&
      stored.every((level, index) => level === levels[index]) &&
      storedSteps === JSON.stringify(steps) &&
      scheduleOnApproval === schedulesOnApproval(workspace.data) &&
      reminderHours === reminderHoursOf(workspace.data)
    ) {
      return reply;
    }
    tx.update(workspace.ref, {
      approvalMode: input.mode,
      approvalLevels: levels,
      approvalSteps: steps,
      scheduleOnApproval,
      approvalReminderHours: reminderHours,
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordAudit(db, tx, {
      action: 'workspace.approvalMode',
      actorUid: caller.uid,
      product: workspace.product,
      target: workspace.ref.path,
      details: { mode: input.mode, levels, steps, scheduleOnApproval, reminderHours, as },
    });
    return reply;
  });
}

/**
 * Opens an approved post for editing: it goes back to draft and its decision is cleared, so
 * whatever is changed is approved again before it can be scheduled (when the mode asks for
 * approval). The approved text is kept (approval.previousText) so the next review shows what
 * changed, and the people who approved it hear that it is being changed. The history says so.
 */
export async function reopenPost(
  db: Firestore,
  caller: Caller,
  input: ReopenPostInput,
): Promise<{ postId: string; status: string; changed: boolean }> {
  return db.runTransaction(async (tx) => {
    const post = await readPost(db, tx, input.workspaceId, input.postId, caller, POST_ROLES.edit);
    if (post.status === 'draft') return { postId: input.postId, status: 'draft', changed: false };
    if (post.status !== 'approved')
      throw precondition(`A post that is ${post.status} is not waiting to be scheduled.`);
    const approval = (post.data.approval ?? {}) as Record<string, unknown>;
    const text = typeof post.data.text === 'string' ? post.data.text : '';
    tx.update(post.ref, {
      status: 'draft',
      approval: { previousText: text, reopenedBy: caller.uid, decision: null },
      updatedAt: FieldValue.serverTimestamp(),
    });
    const approvers = new Set(
      (Array.isArray(approval.steps) ? approval.steps : [])
        .filter((step) => step?.decision === 'approved' && typeof step.by === 'string')
        .map((step) => String(step.by)),
    );
    approvers.delete(caller.uid);
    if (approvers.size > 0) {
      queueNotification(db, tx, {
        event: 'approval_reopened',
        audience: { uids: [...approvers] },
        params: { actor: actorName(caller), subject: excerpt(text) },
        path: postPath(post),
        workspaceId: post.workspace.id,
        product: post.workspace.product,
        actorUid: caller.uid,
      });
    }
    auditIfAdmin(db, tx, post.as, caller, post, 'post.reopen', {});
    recordActivity(tx, post.ref, {
      type: 'edited',
      actorUid: caller.uid,
      actorName: actorName(caller) ?? caller.uid,
      details: { reopened: true },
    });
    return { postId: input.postId, status: 'draft', changed: true };
  });
}
