// Accepts an invitation link for the signed-in account with the invited, verified email. The
// first acceptance is also a moment a password set before the address was verified is removed
// (domain/passwordTrust.ts): once the link is known to be acceptable and before the grant, so
// that password never holds the granted role.

import { type SecuredAccount, secureVerifiedAccount } from '../../domain/accounts/passwordTrust';
import * as domain from '../../domain/invitations/invitationAccept';
import { signedIn } from '../define';

export const acceptInvitation = signedIn(
  'acceptInvitation',
  async (input, { db, auth, caller, now }) => {
    let secured: SecuredAccount = { passwordRemoved: false };
    const accepted = await domain.acceptInvitation(db, caller, input.token, now, async () => {
      secured = await secureVerifiedAccount(db, auth, caller.uid, caller.authTime);
    });
    return secured.passwordRemoved ? { ...accepted, ...secured } : accepted;
  },
);
