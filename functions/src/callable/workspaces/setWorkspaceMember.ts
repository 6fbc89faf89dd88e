// Adds, changes or removes a workspace member; owners and admins of the product only.

import { setWorkspaceMemberSchema } from '@model/schemas/workspaces';
import * as domain from '../../domain/workspaces/workspaces';
import { signedIn } from '../define';

export const setWorkspaceMember = signedIn(
  'setWorkspaceMember',
  setWorkspaceMemberSchema,
  (input, { db, caller }) => domain.setWorkspaceMember(db, caller, input),
);
