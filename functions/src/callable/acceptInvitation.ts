// Accepts an invitation link for the signed-in account with the invited, verified email.

import { invitationTokenInputSchema } from '../../../src/lib/schemas/invitations';
import * as domain from '../domain/invitationAccept';
import { signedIn } from './define';

export const acceptInvitation = signedIn(
  'acceptInvitation',
  invitationTokenInputSchema,
  (input, { db, caller, now }) => domain.acceptInvitation(db, caller, input.token, now),
);
