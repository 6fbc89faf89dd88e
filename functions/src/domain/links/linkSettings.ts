// Saving a workspace's link settings (UTM parameters, short links): by those who schedule its
// posts, as the capability table says (model/capabilities.ts GROWTH_ROLES).

import { GROWTH_ROLES } from '@model/capabilities';
import type { LinkSettings, SetLinkSettingsInput } from '@model/schemas/growth/links';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../caller';
import { actAs, readWorkspace } from '../workspaces/workspaces';
import { linkSettingsRef } from './postLinks';

export async function setLinkSettings(
  db: Firestore,
  caller: Caller,
  input: SetLinkSettingsInput,
): Promise<LinkSettings> {
  return db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    actAs(workspace, caller, GROWTH_ROLES.links);
    const ref = linkSettingsRef(workspace.ref);
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
