// Revokes a pending invitation: its link stops working.

import * as domain from '../../domain/invitations/invitationManage';
import { signedIn } from '../define';

export const revokeInvitation = signedIn('revokeInvitation', (input, { db, caller, now }) =>
  domain.revokeInvitation(db, caller, input, now),
);
