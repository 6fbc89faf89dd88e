// Adds, changes or removes a workspace member; owners and admins of the product only.

import * as domain from '../../domain/workspaces/workspaces';
import { signedIn } from '../define';

export const setWorkspaceMember = signedIn('setWorkspaceMember', (input, { db, caller }) =>
  domain.setWorkspaceMember(db, caller, input),
);
