// A password set before the address was verified proves nothing about who set it: anyone can
// sign up with an address that is not theirs and wait. When the address's owner later signs in
// with an email link (which verifies the address as it signs in) and accepts an invitation, the
// stranger's password would open a verified account holding the granted role.
//
// So the first time the server sees the address verified (after an email-link sign-in, which
// the app reports through secureSignIn, and when an invitation is accepted), a password that
// was already there is removed and every session begun before now ends (sessions.ts); the
// owner sets a password of their own through the reset flow, which proves the mailbox. Firebase
// names an email-link session and a password session alike (sign_in_provider 'password'), so
// the session cannot tell whose the password is, and none keeps it. users/{uid}.emailVerifiedAt
// records that the check ran: a password set after it (by a verified session, or through the
// reset flow) is kept. Seeded accounts carry it (they are verified with a known password).

import type { CallableReply } from '@model/callables';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { passwordRemoved } from '../../logs';
import { endSessions } from './sessions';

export type SecuredAccount = CallableReply<'secureSignIn'> & Record<string, unknown>;

export async function secureVerifiedAccount(
  db: Firestore,
  auth: Auth,
  uid: string,
  /**
   * The auth_time of the sign-in that proved the address (seconds): sessions begun before it end,
   * it does not. Ending it too, when a second boundary fell between that sign-in and this call,
   * refused the app's own session (rules and callables) while it switched to the custom token.
   */
  provedAt?: number | null,
): Promise<SecuredAccount> {
  const user = await auth.getUser(uid);
  if (!user.emailVerified || !user.email) return { passwordRemoved: false };
  const ref = db.collection('users').doc(uid);
  const doc = await ref.get();
  if (doc.get('emailVerifiedAt') != null) return { passwordRemoved: false };
  const hasPassword = typeof user.passwordHash === 'string' && user.passwordHash !== '';
  if (hasPassword) {
    // Unlinking the password provider also clears the address (Firebase keeps an email only
    // with a provider); it is put back, verified, so email links and the reset flow still work.
    await auth.updateUser(uid, { providersToUnlink: ['password'] });
    await auth.updateUser(uid, { email: user.email, emailVerified: true });
    await endSessions(db, auth, uid, provedAt);
    passwordRemoved(uid);
  }
  if (doc.exists)
    await ref.update({
      emailVerifiedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  if (!hasPassword) return { passwordRemoved: false };
  return { passwordRemoved: true, customToken: await auth.createCustomToken(uid) };
}
