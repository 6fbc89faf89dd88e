// Saving a workspace's best-time experiment (on or off, the share drawn to exploration): by
// those who schedule its posts, as the capability table says (GROWTH_ROLES.experiment). The
// share's bounds are the payload schema's, so a bad share is refused before anything is read.

import { GROWTH_ROLES } from '@model/capabilities';
import type {
  ExperimentSettings,
  SetBestTimeExperimentInput,
} from '@model/schemas/growth/experiment';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../caller';
import { actAs, readWorkspace } from '../workspaces/workspaces';
import { experimentRef } from './experiment';

export async function setBestTimeExperiment(
  db: Firestore,
  caller: Caller,
  input: SetBestTimeExperimentInput,
): Promise<ExperimentSettings> {
  return db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    actAs(workspace, caller, GROWTH_ROLES.experiment);
    const ref = experimentRef(workspace.ref);
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
