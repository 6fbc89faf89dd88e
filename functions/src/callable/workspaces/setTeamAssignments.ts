// Sets which client workspaces a team member serves.

import { setTeamAssignmentsSchema } from '@model/schemas/team';
import * as domain from '../../domain/workspaces/team';
import { signedIn } from '../define';

export const setTeamAssignments = signedIn(
  'setTeamAssignments',
  setTeamAssignmentsSchema,
  (input, { db, caller }) => domain.setTeamAssignments(db, caller, input),
);
