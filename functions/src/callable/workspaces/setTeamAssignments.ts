// Sets which client workspaces a team member serves.

import * as domain from '../../domain/workspaces/team';
import { signedIn } from '../define';

export const setTeamAssignments = signedIn('setTeamAssignments', (input, { db, caller }) =>
  domain.setTeamAssignments(db, caller, input),
);
