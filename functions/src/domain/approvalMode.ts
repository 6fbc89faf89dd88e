// Setting a workspace's approval mode: its owner or the product's staff. Posts already in
// review keep the levels they were sent with (approval.levels); the mode applies to the next
// request and to scheduling.

import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { DEFAULT_MULTI_LEVELS, type SetApprovalModeInput } from '../../../src/lib/schemas/approval';
import { recordAudit } from './audit';
import type { Caller } from './caller';
import { actAs, readWorkspace } from './workspaces';

export async function setApprovalMode(
  db: Firestore,
  caller: Caller,
  input: SetApprovalModeInput,
): Promise<{ workspaceId: string; mode: string; levels: string[] }> {
  return db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    const as = actAs(workspace, caller, ['owner']);
    const levels = input.mode === 'multi' ? (input.levels ?? [...DEFAULT_MULTI_LEVELS]) : [];
    tx.update(workspace.ref, {
      approvalMode: input.mode,
      approvalLevels: levels,
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordAudit(db, tx, {
      action: 'workspace.approvalMode',
      actorUid: caller.uid,
      product: workspace.product,
      target: workspace.ref.path,
      details: { mode: input.mode, levels, as },
    });
    return { workspaceId: workspace.id, mode: input.mode, levels };
  });
}
