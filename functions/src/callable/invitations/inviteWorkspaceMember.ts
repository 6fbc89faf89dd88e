// Invites someone into a workspace with a member role (owners; staff for client workspaces).

import { inviteWorkspaceMemberSchema } from '@model/schemas/invitations';
import * as domain from '../../domain/invitations/invitationManage';
import { signedIn } from '../define';

export const inviteWorkspaceMember = signedIn(
  'inviteWorkspaceMember',
  inviteWorkspaceMemberSchema,
  (input, { db, caller, now }) => domain.inviteWorkspaceMember(db, caller, input, now),
);
