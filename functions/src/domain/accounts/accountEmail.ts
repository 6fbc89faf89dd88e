// Account emails as the product sends them: the address's verification, a password reset and an
// email sign-in link, generated with the Admin SDK and delivered through the notification outbox
// (the product's templates, languages and mail server, MailDev in the local stack) instead of
// Firebase's own mailer. Each link leads to the app's origin: the action code is lifted out of
// the generated link and put on the app's own page, which applies it.
//
// The answer never tells whether an address has an account: a reset for an unknown address
// sends nothing and answers as if it had, and every request counts against the address and the
// client alike, so probing costs the same whatever the answer.

import type { Locale } from '@model/constants';
import type { AccountEmailKind } from '@model/schemas/account-email';
import type { Product } from '@model/variant';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  ACCOUNT_EMAIL_ADDRESS_RATE_LIMIT,
  ACCOUNT_EMAIL_CLIENT_RATE_LIMIT,
  appOrigin,
} from '../../config';
import { rateLimited } from '../../logs';
import type { Caller } from '../caller';
import { DomainError, invalid } from '../errors';
import { runOnce } from '../idempotency';
import type { NotifyEvent } from '../notifications/events';
import { OUTBOX } from '../notifications/outbox';
import { bucketId, countRequests } from '../rateLimit';

export interface AccountEmailRequest {
  requestId: string;
  kind: AccountEmailKind;
  email?: string;
  continuePath: string;
  product: Product;
  locale?: Locale;
}

const EVENT_OF: Record<AccountEmailKind, NotifyEvent> = {
  verify: 'account_verify',
  reset: 'account_reset',
  signIn: 'account_sign_in',
};

/** The query parameters of a generated action link that the app's page needs. */
const ACTION_PARAMS = ['mode', 'oobCode', 'apiKey', 'lang'] as const;

/**
 * The app's own address for an action link: the page the person continues to (or the reset
 * page), on the app's origin, carrying the generated link's action code.
 */
export function appActionLink(generated: string, appPath: string, origin = appOrigin()): string {
  const from = new URL(generated).searchParams;
  const target = new URL(appPath, `${origin}/`);
  for (const name of ACTION_PARAMS) {
    const value = from.get(name);
    if (value) target.searchParams.set(name, value);
  }
  return target.toString();
}

function basePath(product: Product): string {
  return product === 'connect' ? '/connect' : '';
}

/** The generated link, or null when the address has no account (a reset then sends nothing). */
async function generatedLink(
  auth: Auth,
  kind: AccountEmailKind,
  email: string,
  continueUrl: string,
): Promise<string | null> {
  try {
    if (kind === 'verify')
      return await auth.generateEmailVerificationLink(email, { url: continueUrl });
    if (kind === 'reset') return await auth.generatePasswordResetLink(email, { url: continueUrl });
    return await auth.generateSignInWithEmailLink(email, {
      url: continueUrl,
      handleCodeInApp: true,
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'auth/email-not-found' || code === 'auth/user-not-found') return null;
    throw error;
  }
}

export async function sendAccountEmail(
  db: Firestore,
  auth: Auth,
  request: AccountEmailRequest,
  who: { caller: Caller | null; address: string },
  now: Date,
): Promise<{ sent: true }> {
  const { caller } = who;
  if (request.kind === 'verify' && !caller) {
    throw new DomainError('unauthenticated', 'Please sign in to confirm your address.');
  }
  const email = (
    request.kind === 'verify' ? (caller?.tokenEmail ?? '') : (request.email ?? '')
  ).trim();
  if (!email) throw invalid('email: Enter the email address.');
  const owner = caller?.uid ?? bucketId('anon', who.address);
  const continueUrl = new URL(request.continuePath, `${appOrigin()}/`).toString();
  const appPath =
    request.kind === 'reset' ? `${basePath(request.product)}/reset-password` : request.continuePath;
  return runOnce(
    db,
    { operation: 'sendAccountEmail', owner, requestId: request.requestId, payload: request, now },
    async (tx) => {
      const [toAddress, fromClient] = await countRequests(
        db,
        tx,
        [
          {
            bucket: bucketId('accountMailTo', email.toLowerCase()),
            limit: ACCOUNT_EMAIL_ADDRESS_RATE_LIMIT,
          },
          {
            bucket: bucketId('accountMailFrom', who.address),
            limit: ACCOUNT_EMAIL_CLIENT_RATE_LIMIT,
          },
        ],
        now.getTime(),
      );
      const refused = [toAddress, fromClient].find((decision) => decision && !decision.allowed);
      if (refused) {
        rateLimited('accountMail', refused.retryAfterSeconds);
        throw new DomainError(
          'resource-exhausted',
          'Several emails were sent already. Please wait a little and try again.',
          refused.retryAfterSeconds,
        );
      }
      // A verified address needs no second confirmation, and an unknown one gets no reset link.
      if (request.kind === 'verify' && caller?.emailVerified) return { sent: true as const };
      const generated = await generatedLink(auth, request.kind, email, continueUrl);
      if (generated === null) return { sent: true as const };
      tx.create(db.collection(OUTBOX).doc(), {
        event: EVENT_OF[request.kind],
        product: request.product,
        recipients: [{ email, uid: null, locale: request.locale ?? null }],
        data: { email, link: appActionLink(generated, appPath) },
        createdAt: FieldValue.serverTimestamp(),
        status: 'pending',
      });
      return { sent: true as const };
    },
  );
}
