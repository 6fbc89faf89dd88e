// The account emails the functions send in place of Firebase's own (sendAccountEmail): the
// verification, password reset and sign-in links, with the product's templates and the app's
// origin. The page names where the link leads back as a path inside the app, never an origin:
// the functions put their own app origin in front, so no caller can send our email to its site.

import * as v from 'valibot';
import { emailSchema } from '../schemas';
import { localeSchema, productSchema, requestIdSchema } from './common';

export const ACCOUNT_EMAIL_KINDS = ['verify', 'reset', 'signIn'] as const;
export type AccountEmailKind = (typeof ACCOUNT_EMAIL_KINDS)[number];

/** A path inside the app (with the variant's base), e.g. /connect/app or /login. */
export const appPathSchema = v.pipe(
  v.string(),
  v.maxLength(500),
  v.regex(/^\/(?![/\\])[^\s#]*$/, 'continuePath must be a path inside the app, such as /app.'),
);

export const sendAccountEmailSchema = v.strictObject({
  requestId: requestIdSchema,
  kind: v.picklist(ACCOUNT_EMAIL_KINDS),
  /** The address for a reset or sign-in link; a verification goes to the caller's own. */
  email: v.optional(emailSchema),
  continuePath: appPathSchema,
  product: productSchema,
  locale: v.optional(localeSchema),
});
export type SendAccountEmailInput = v.InferOutput<typeof sendAccountEmailSchema>;
