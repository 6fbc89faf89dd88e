// One settings document of a workspace (its growth tools' links and experiment, for instance),
// saved whole by those the capability table allows, stamped with who saved it and when.

import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { Caller } from '../caller';
import { actAs, readWorkspace } from './workspaces';

export async function saveWorkspaceSetting<T extends Record<string, unknown>>(
  db: Firestore,
  caller: Caller,
  input: { workspaceId: string; settings: T },
  roles: readonly string[],
  refOf: (workspace: DocumentReference) => DocumentReference,
): Promise<T> {
  return db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    actAs(workspace, caller, roles);
    const ref = refOf(workspace.ref);
    const exists = (await tx.get(ref)).exists;
    tx.set(
      ref,
      {
        ...input.settings,
        updatedBy: caller.uid,
        updatedAt: FieldValue.serverTimestamp(),
        ...(exists ? {} : { createdAt: FieldValue.serverTimestamp() }),
      },
      { merge: true },
    );
    return input.settings;
  });
}
