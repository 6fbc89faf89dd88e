// Called by the app right after an email-link sign-in, the sign-in that verifies an address: a
// password set on the account before then is removed and earlier sessions end
// (domain/passwordTrust.ts).

import { secureVerifiedAccount } from '../../domain/accounts/passwordTrust';
import { signedIn } from '../define';

export const secureSignIn = signedIn('secureSignIn', (_input, { db, auth, caller }) =>
  secureVerifiedAccount(db, auth, caller.uid, caller.authTime),
);
