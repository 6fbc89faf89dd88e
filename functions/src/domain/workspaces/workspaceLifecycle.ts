// Renaming and deleting workspaces. Owners do it for their own; admins of the workspace's
// product (staff, for connect client workspaces) too, audited.
//
// Deleting happens in two steps. One transaction removes the workspace document (so nobody can
// reach anything in it from that moment), its channel secrets, its subscription and its API
// keys, and writes the audit entry. Then the subcollections (channels, posts and their comments,
// metrics, notifications) and the stored media are removed; if that clean-up is interrupted
// nothing is reachable any more, and deleting again finishes it.

import type { DeleteWorkspaceInput, UpdateWorkspaceInput } from '@model/schemas/workspaces';
import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { unexpectedError } from '../../logs';
import { recordAudit } from '../audit';
import type { Caller } from '../caller';
import { actAs, readWorkspace } from './workspaces';

export async function updateWorkspace(
  db: Firestore,
  caller: Caller,
  input: UpdateWorkspaceInput,
): Promise<{ workspaceId: string; updated: string[] }> {
  return db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    const as = actAs(workspace, caller, ['owner']);
    const patch: Record<string, unknown> = {};
    if (input.name !== undefined && input.name !== workspace.data.name) patch.name = input.name;
    if (input.timeZone !== undefined && input.timeZone !== workspace.data.timeZone)
      patch.timeZone = input.timeZone;
    const updated = Object.keys(patch);
    if (updated.length === 0) return { workspaceId: workspace.id, updated };
    tx.update(workspace.ref, { ...patch, updatedAt: FieldValue.serverTimestamp() });
    if (as === 'admin') {
      recordAudit(db, tx, {
        action: 'workspace.update',
        actorUid: caller.uid,
        product: workspace.product,
        target: workspace.ref.path,
        details: { fields: updated },
      });
    }
    return { workspaceId: workspace.id, updated };
  });
}

/** Deletes a document's subcollections, depth first, then the document itself. */
export async function deleteTree(db: Firestore, ref: DocumentReference): Promise<void> {
  for (const collection of await ref.listCollections()) {
    const docs = await collection.listDocuments();
    for (const child of docs) await deleteTree(db, child);
  }
  await ref.delete();
}

/** Removes what a deleted workspace leaves behind once its document is gone. */
export async function purgeWorkspace(
  db: Firestore,
  ref: DocumentReference,
  removeMedia: (prefix: string) => Promise<void>,
): Promise<void> {
  await deleteTree(db, ref);
  try {
    await removeMedia(`workspaces/${ref.id}/`);
  } catch (error) {
    // The files are unreachable without the workspace (storage rules read it); log and go on.
    unexpectedError('deleteWorkspace.media', error);
  }
}

/** What deleting a workspace removes besides its subcollections, read in the transaction. */
export async function workspaceCompanions(
  db: Firestore,
  tx: Transaction,
  ref: DocumentReference,
): Promise<DocumentReference[]> {
  const [channels, keys] = await Promise.all([
    tx.get(ref.collection('channels')),
    tx.get(db.collection('apiKeys').where('workspaceId', '==', ref.id)),
  ]);
  return [
    ...channels.docs.map((channel) => db.collection('channelSecrets').doc(channel.id)),
    ...keys.docs.map((key) => key.ref),
    db.collection('subscriptions').doc(ref.id),
    ref,
  ];
}

export async function deleteWorkspace(
  db: Firestore,
  caller: Caller,
  input: DeleteWorkspaceInput,
  removeMedia: (prefix: string) => Promise<void>,
): Promise<{ workspaceId: string; deleted: true }> {
  const ref = db.collection('workspaces').doc(input.workspaceId);
  await db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    actAs(workspace, caller, ['owner']);
    for (const doc of await workspaceCompanions(db, tx, ref)) tx.delete(doc);
    recordAudit(db, tx, {
      action: 'workspace.delete',
      actorUid: caller.uid,
      product: workspace.product,
      target: ref.path,
      details: { name: workspace.data.name ?? null },
    });
  });
  await purgeWorkspace(db, ref, removeMedia);
  return { workspaceId: input.workspaceId, deleted: true };
}
