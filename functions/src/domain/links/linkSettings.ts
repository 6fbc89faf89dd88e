// Saving a workspace's link settings (UTM parameters, short links): by those who schedule its
// posts, as the capability table says (model/capabilities.ts GROWTH_ROLES).

import { GROWTH_ROLES } from '@model/capabilities';
import type { LinkSettings, SetLinkSettingsInput } from '@model/schemas/growth/links';
import type { Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../caller';
import { saveWorkspaceSetting } from '../workspaces/workspaceSetting';
import { linkSettingsRef } from './postLinks';

export function setLinkSettings(
  db: Firestore,
  caller: Caller,
  input: SetLinkSettingsInput,
): Promise<LinkSettings> {
  return saveWorkspaceSetting(db, caller, input, GROWTH_ROLES.links, linkSettingsRef);
}
