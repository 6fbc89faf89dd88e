// A person's own account: consent, sign-in, account email, export, deletion, API keys: each
// callable's payload schema and reply (see ./entry.ts).

import { sendAccountEmailSchema } from '../schemas/account-email';
import {
  type ApiKeySummary,
  createApiKeySchema,
  listApiKeysSchema,
  revokeApiKeySchema,
} from '../schemas/api-keys';
import {
  deleteMyAccountSchema,
  exportMyDataSchema,
  secureSignInSchema,
} from '../schemas/invitations';
import { recordConsentSchema } from '../schemas/policies';
import { reply } from './entry';

/** A sign-in whose address was just verified: a password set before then is removed. */
export interface SecuredSignIn {
  /** The password set before verification was removed and earlier sessions ended. */
  passwordRemoved: boolean;
  /** With passwordRemoved: a sign-in for the caller's own session, begun after the cut-off. */
  customToken?: string;
}

export const ACCOUNT_CALLABLES = {
  createApiKey: {
    input: createApiKeySchema,
    reply: reply<{
      keyId: string;
      prefix: string;
      key?: string;
    }>(),
  },
  deleteMyAccount: {
    input: deleteMyAccountSchema,
    reply: reply<{
      uid: string;
      deletedWorkspaces: string[];
      transferredWorkspaces: string[];
    }>(),
  },
  exportMyData: {
    input: exportMyDataSchema,
    reply: reply<{
      exportedAt: string;
      // Everything stored about the person, downloaded as one JSON file and read by no screen.
      [section: string]: unknown;
    }>(),
  },
  listApiKeys: {
    input: listApiKeysSchema,
    reply: reply<{
      keys: ApiKeySummary[];
    }>(),
  },
  recordConsent: {
    input: recordConsentSchema,
    reply: reply<{
      kind: string;
      version: number;
    }>(),
  },
  revokeApiKey: {
    input: revokeApiKeySchema,
    reply: reply<{
      keyId: string;
      revoked: true;
    }>(),
  },
  secureSignIn: {
    input: secureSignInSchema,
    reply: reply<SecuredSignIn>(),
  },
  sendAccountEmail: {
    input: sendAccountEmailSchema,
    reply: reply<{
      sent: true;
    }>(),
  },
} as const;
