// Setting a workspace's approval mode (its owner or the product's staff), and reopening an
// approved post for editing, which sends it back for approval. Posts already in
// review keep the levels they were sent with (approval.levels); the mode applies to the next
// request and to scheduling.

import { POST_ROLES } from '@model/capabilities';
import {
  DEFAULT_MULTI_LEVELS,
  type ReopenPostInput,
  type SetApprovalModeInput,
} from '@model/schemas/approval';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { recordAudit } from '../audit';
import type { Caller } from '../caller';
import { precondition } from '../errors';
import { actorName } from '../notifications/outbox';
import { recordActivity } from '../posts/postActivity';
import { auditIfAdmin, readPost } from '../posts/posts';
import { actAs, readWorkspace } from '../workspaces/workspaces';
import { schedulesOnApproval } from './approvalSchedule';

export async function setApprovalMode(
  db: Firestore,
  caller: Caller,
  input: SetApprovalModeInput,
): Promise<{ workspaceId: string; mode: string; levels: string[]; scheduleOnApproval: boolean }> {
  return db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    const as = actAs(workspace, caller, ['owner']);
    const levels = input.mode === 'multi' ? (input.levels ?? [...DEFAULT_MULTI_LEVELS]) : [];
    const stored = Array.isArray(workspace.data.approvalLevels)
      ? workspace.data.approvalLevels
      : [];
    // Left out, the setting keeps what it was.
    const scheduleOnApproval = input.scheduleOnApproval ?? schedulesOnApproval(workspace.data);
    const reply = { workspaceId: workspace.id, mode: input.mode, levels, scheduleOnApproval };
    // Saving the mode it already has changes nothing and audits nothing.
    if (
      workspace.data.approvalMode === input.mode &&
      stored.length === levels.length &&
      stored.every((level, index) => level === levels[index]) &&
      scheduleOnApproval === schedulesOnApproval(workspace.data)
    ) {
      return reply;
    }
    tx.update(workspace.ref, {
      approvalMode: input.mode,
      approvalLevels: levels,
      scheduleOnApproval,
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordAudit(db, tx, {
      action: 'workspace.approvalMode',
      actorUid: caller.uid,
      product: workspace.product,
      target: workspace.ref.path,
      details: { mode: input.mode, levels, scheduleOnApproval, as },
    });
    return reply;
  });
}

/**
 * Opens an approved post for editing: it goes back to draft and its approval is cleared, so
 * whatever is changed is approved again before it can be scheduled (when the mode asks for
 * approval). The history says so.
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
    tx.update(post.ref, {
      status: 'draft',
      approval: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
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
