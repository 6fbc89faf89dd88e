// The account emails (verification, password reset, sign-in link) go through the functions'
// sendAccountEmail callable, which sends them with the product's templates from the app's own
// origin; Firebase's mailer would send its own texts, and locally never reaches MailDev.

import { type Locale, SUPPORTED_LOCALES } from '@model/constants';
import type { AccountEmailKind } from '@model/schemas/account-email';
import type { Product } from '@model/variant';
import { callFunction } from './functions';

export interface AccountEmailRequest {
  kind: AccountEmailKind;
  /** Where the link leads back: a path inside the app, with the variant's base. */
  continuePath: string;
  product: Product;
  /** The address for a reset or a sign-in link; a verification goes to the caller's own. */
  email?: string;
}

export async function requestAccountEmail(request: AccountEmailRequest): Promise<void> {
  const locale = document.documentElement.lang || 'en';
  await callFunction('sendAccountEmail', {
    requestId: crypto.randomUUID(),
    ...request,
    ...(isLocale(locale) ? { locale } : {}),
  });
}

function isLocale(value: string): value is Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}
