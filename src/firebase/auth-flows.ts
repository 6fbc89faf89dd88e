// The account flows that need the signed-in Firebase user: applying the verification link's
// code, reloading the user, finishing an email-link sign-in and
// re-authentication. Only the account screens (lazy chunks) import this file; the requests
// that need no signed-in user are in identity-toolkit.ts.

import type { SecuredSignIn } from '@model/callables/account';
import {
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signInWithEmailLink,
} from 'firebase/auth';
import type { AuthUser } from '../lib/auth-port';
import { firebaseAuth } from './auth';
import { callFunction } from './functions';
import { forgetLinkEmail, identityToolkit } from './identity-toolkit';

function signedInUser() {
  const user = firebaseAuth().currentUser;
  if (!user) throw Object.assign(new Error('Not signed in.'), { code: 'auth/no-current-user' });
  return user;
}

/**
 * Confirms the signed-in user's address with the code of the verification link (opened on the
 * app's page), then reloads the user so the session sees it verified.
 */
export async function applyVerificationCode(oobCode: string): Promise<AuthUser | null> {
  await identityToolkit('update', { oobCode });
  return reloadSignedInUser();
}

/**
 * Reloads the signed-in user from the provider and forces a new ID token, so the server sees
 * email_verified once the address is confirmed. Returns the user as the session keeps it.
 */
export async function reloadSignedInUser(): Promise<AuthUser | null> {
  const user = firebaseAuth().currentUser;
  if (!user) return null;
  await user.reload();
  await user.getIdToken(true);
  return { uid: user.uid, email: user.email, emailVerified: user.emailVerified };
}

/**
 * The server ended every session begun before it removed the password, this one included: the
 * sign-in it hands back starts a fresh one for the same account.
 */
export async function resumeSecuredSession(secured: Partial<SecuredSignIn>): Promise<boolean> {
  if (!secured.passwordRemoved || !secured.customToken) return false;
  await signInWithCustomToken(firebaseAuth(), secured.customToken);
  return true;
}

/**
 * Signs in with an email link, the sign-in that verifies the address, and has the server remove
 * a password set before then. Answers whether it did (the page then says so).
 */
export async function completeEmailLinkSignIn(email: string, href: string): Promise<boolean> {
  const { user } = await signInWithEmailLink(firebaseAuth(), email, href);
  await user.getIdToken(true);
  forgetLinkEmail();
  return resumeSecuredSession(await callFunction('secureSignIn', {}));
}

/**
 * A fresh sign-in of the same account: its new ID token carries a new auth_time, which is what
 * the server's recent-login check reads. Signing in again rather than re-authenticating keeps
 * the SDK's re-authentication code out of the initial JavaScript (one SDK module holds both).
 */
async function signInAgain(uid: string, signIn: () => Promise<{ user: { uid: string } }>) {
  const { user } = await signIn();
  if (user.uid !== uid)
    throw Object.assign(new Error('Another account.'), { code: 'auth/user-mismatch' });
}

/** Proves a recent sign-in with the password, as deleting an account requires. */
export async function reauthenticateWithPassword(password: string): Promise<void> {
  const user = signedInUser();
  if (!user.email) throw Object.assign(new Error('No email.'), { code: 'auth/missing-email' });
  await signInAgain(user.uid, () =>
    signInWithEmailAndPassword(firebaseAuth(), user.email ?? '', password),
  );
}

/** Proves a recent sign-in with an email link opened on this page. */
export async function reauthenticateWithLink(href: string): Promise<void> {
  const user = signedInUser();
  if (!user.email) throw Object.assign(new Error('No email.'), { code: 'auth/missing-email' });
  await signInAgain(user.uid, () => signInWithEmailLink(firebaseAuth(), user.email ?? '', href));
}

/** Whether the signed-in account can confirm itself with a password. */
export function hasPasswordSignIn(): boolean {
  return firebaseAuth().currentUser?.providerData.some((p) => p.providerId === 'password') ?? false;
}
