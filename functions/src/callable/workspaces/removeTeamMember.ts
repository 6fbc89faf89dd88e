// Removes a staff member from the team and from the client workspaces they served.

import * as domain from '../../domain/workspaces/team';
import { signedIn } from '../define';

export const removeTeamMember = signedIn('removeTeamMember', (input, { db, caller }) =>
  domain.removeTeamMember(db, caller, input),
);
