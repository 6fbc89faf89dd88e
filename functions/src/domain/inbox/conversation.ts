// Reading a conversation for an action: the workspace, the caller's right to act there (the
// capability table's INBOX_ROLES), and the conversation itself, in the action's transaction.

import { INBOX_ROLES, type InboxAction } from '@model/capabilities';
import { inboxPath } from '@model/inbox-paths';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../caller';
import { notFound } from '../errors';
import { actAs, readWorkspace, type Workspace } from '../workspaces/workspaces';

export interface LoadedConversation {
  workspace: Workspace;
  ref: DocumentReference;
  data: Record<string, unknown>;
}

export async function readConversation(
  db: Firestore,
  tx: Transaction,
  caller: Caller,
  input: { workspaceId: string; conversationId: string },
  action: InboxAction,
): Promise<LoadedConversation> {
  const workspace = await readWorkspace(db, tx, input.workspaceId);
  actAs(workspace, caller, INBOX_ROLES[action]);
  const ref = workspace.ref.collection('conversations').doc(input.conversationId);
  const snap = await tx.get(ref);
  if (!snap.exists) throw notFound('The conversation');
  return { workspace, ref, data: snap.data() ?? {} };
}

/** Where a conversation opens in the workspace's variant (the bell and the email link to it). */
export function conversationPath(workspace: Workspace, conversationId: string): string {
  return inboxPath(workspace.product, { workspaceId: workspace.id, conversationId });
}
