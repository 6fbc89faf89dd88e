// Sends a pending or expired invitation again with a fresh link and expiry; the old link dies.

import * as domain from '../../domain/invitations/invitationManage';
import { signedIn } from '../define';

export const resendInvitation = signedIn('resendInvitation', (input, { db, caller, now }) =>
  domain.resendInvitation(db, caller, input, now),
);
