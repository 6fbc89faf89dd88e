// Identity Toolkit over REST: creating an account and the out-of-band codes (checking and
// spending a reset code), the same endpoints the Auth SDK calls; the reset and sign-in emails
// themselves are the functions' (account-email.ts).
// The SDK's own wrappers live in the file that holds initializeAuth, so each one a lazy
// screen used would land in the initial JS; these requests need only the API key (and, for
// the verification email in auth-flows.ts, an ID token). No import here reaches the SDK.

import type { Product } from '@model/variant';
import { requestAccountEmail } from './account-email';
import { firebaseApp } from './app';

/** Identity Toolkit's error messages as the SDK's error codes, which the screens word. */
const REST_ERRORS: Record<string, string> = {
  EMAIL_EXISTS: 'auth/email-already-in-use',
  EMAIL_NOT_FOUND: 'auth/user-not-found',
  OPERATION_NOT_ALLOWED: 'auth/operation-not-allowed',
  INVALID_EMAIL: 'auth/invalid-email',
  INVALID_OOB_CODE: 'auth/invalid-action-code',
  EXPIRED_OOB_CODE: 'auth/expired-action-code',
  USER_DISABLED: 'auth/user-disabled',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'auth/too-many-requests',
  WEAK_PASSWORD: 'auth/weak-password',
  INVALID_ID_TOKEN: 'auth/invalid-user-token',
};

export async function identityToolkit<T>(
  method: string,
  body: object,
  locale?: string,
): Promise<T> {
  const origin = __EMULATORS__
    ? `${__EMULATORS__.auth}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  let response: Response;
  try {
    response = await fetch(`${origin}/v1/accounts:${method}?key=${firebaseApp().options.apiKey}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // The language of the email Firebase sends.
        ...(locale ? { 'x-firebase-locale': locale } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw Object.assign(new Error('Network failure.'), { code: 'auth/network-request-failed' });
  }
  const reply = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  if (!response.ok || reply.error) {
    const reason = String(reply.error?.message ?? '').split(/[ :]/, 1)[0] ?? '';
    throw Object.assign(new Error(reason || 'Request failed.'), {
      code: REST_ERRORS[reason] ?? 'auth/internal-error',
    });
  }
  return reply as T;
}

export function pageLocale(): string {
  return document.documentElement.lang || 'en';
}

// The address an email link was sent to, so the link opened in the same browser needs no
// second typing (Firebase's recommended pattern).
const LINK_EMAIL_KEY = 'emailForSignIn';

/** Creates an email/password account; the caller then signs in with the password. */
export async function createAccount(
  email: string,
  password: string,
  displayName = '',
): Promise<string> {
  // The name goes with the account, so the auth trigger copies it to the users document at once.
  const { localId } = await identityToolkit<{ localId: string }>('signUp', {
    email,
    password,
    ...(displayName ? { displayName } : {}),
    returnSecureToken: true,
  });
  return localId;
}

/** Emails a password reset link (nothing is sent, and nothing said, for an unknown address). */
export async function requestPasswordReset(
  email: string,
  continuePath: string,
  product: Product,
): Promise<void> {
  await requestAccountEmail({ kind: 'reset', email, continuePath, product });
}

/** The address a reset code belongs to; throws when the code is expired or used. */
export async function checkPasswordResetCode(code: string): Promise<string> {
  const reply = await identityToolkit<{ email?: string }>('resetPassword', { oobCode: code });
  return reply.email ?? '';
}

export async function resetPassword(code: string, newPassword: string): Promise<void> {
  await identityToolkit('resetPassword', { oobCode: code, newPassword });
}

export async function sendSignInLink(
  email: string,
  continuePath: string,
  product: Product,
): Promise<void> {
  await requestAccountEmail({ kind: 'signIn', email, continuePath, product });
  try {
    window.localStorage.setItem(LINK_EMAIL_KEY, email);
  } catch {
    // Private windows may refuse storage; the page then asks for the address again.
  }
}

/** Whether `href` carries an email sign-in link's code (read without starting Auth). */
export function isEmailSignInLink(href: string): boolean {
  const params = new URL(href).searchParams;
  return params.get('mode') === 'signIn' && params.has('oobCode');
}

/** The address stored when the link was sent from this browser, if any. */
export function storedLinkEmail(): string | null {
  try {
    return window.localStorage.getItem(LINK_EMAIL_KEY);
  } catch {
    return null;
  }
}

export function forgetLinkEmail(): void {
  try {
    window.localStorage.removeItem(LINK_EMAIL_KEY);
  } catch {
    // Nothing to clean up when storage is refused.
  }
}
