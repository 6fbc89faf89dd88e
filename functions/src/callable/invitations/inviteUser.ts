// Invites a client or a staff member by an invitation link; nothing is granted until accepted.

import * as domain from '../../domain/invitations/invitationManage';
import { signedIn } from '../define';

export const inviteUser = signedIn('inviteUser', (input, { db, caller, now }) =>
  domain.inviteUser(db, caller, input, now),
);
