// Invites someone into a workspace with a member role (owners; staff for client workspaces).

import * as domain from '../../domain/invitations/invitationManage';
import { signedIn } from '../define';

export const inviteWorkspaceMember = signedIn(
  'inviteWorkspaceMember',
  (input, { db, caller, now }) => domain.inviteWorkspaceMember(db, caller, input, now),
);
