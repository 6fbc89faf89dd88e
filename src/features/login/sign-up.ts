import type { Product } from '@model/variant';
import { requestAccountEmail } from '../../firebase/account-email';
import { saveProfile } from '../../firebase/accounts';
import { createAccount } from '../../firebase/identity-toolkit';
import { login, session } from '../../session/store';

/**
 * Creates an email/password account, signs it in through the session's own login (the auth
 * listener and the guard then take over), sends the verification email with a link back to
 * `continuePath`, and keeps the name typed on the profile.
 */
export async function signUp(
  email: string,
  password: string,
  displayName: string,
  continuePath: string,
  product: Product,
): Promise<void> {
  const uid = await createAccount(email, password, displayName);
  if (!(await login(email, password))) {
    throw Object.assign(new Error(session.error ?? ''), { code: session.errorCode ?? '' });
  }
  await requestAccountEmail({ kind: 'verify', continuePath, product });
  // The name is a nicety: the account works without it and the profile screen can set it.
  if (displayName) void saveNameWhenReady(uid, displayName);
}

/** Writes the name once the auth trigger has created the users document (a few seconds). */
async function saveNameWhenReady(uid: string, displayName: string): Promise<void> {
  for (let attempt = 0; attempt < 15; attempt++) {
    if (await saveProfile(uid, { displayName }).catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
