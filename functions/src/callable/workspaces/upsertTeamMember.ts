// Adds a staff member to the agency's team or edits their public profile (connect staff).

import * as domain from '../../domain/workspaces/team';
import { signedIn } from '../define';

export const upsertTeamMember = signedIn('upsertTeamMember', (input, { db, caller, now }) =>
  domain.upsertTeamMember(db, caller, input, now),
);
