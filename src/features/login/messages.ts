import type { MessageDescriptor } from '@lingui/core';

export const loginMessages = {
  title: /*i18n*/ { id: 'login.title', message: 'Sign in' },
  lead: /*i18n*/ { id: 'login.lead', message: 'Welcome back. Sign in to your account.' },
  leadConnect: /*i18n*/ {
    id: 'login.leadConnect',
    message: 'Clients and staff: sign in to your portal.',
  },
  email: /*i18n*/ { id: 'login.email', message: 'Email' },
  password: /*i18n*/ { id: 'login.password', message: 'Password' },
  submit: /*i18n*/ { id: 'login.submit', message: 'Sign in' },
  submitting: /*i18n*/ { id: 'login.submitting', message: 'Signing in…' },
  sessionExpired: /*i18n*/ {
    id: 'login.sessionExpired',
    message: 'Your session has expired. Please sign in again.',
  },
  failed: /*i18n*/ { id: 'login.failed', message: 'Login failed. Please try again.' },
  draftKept: /*i18n*/ {
    id: 'login.draftKept',
    message: 'Your session ended; your draft is kept.',
  },
};

/** Validation issue keys of model/schemas.ts, worded for the form. */
export const issueMessages: Record<string, MessageDescriptor> = {
  email_required: /*i18n*/ {
    id: 'login.issue.emailRequired',
    message: 'Enter your email address.',
  },
  email_invalid: /*i18n*/ {
    id: 'login.issue.emailInvalid',
    message: 'Enter a valid email address.',
  },
  password_required: /*i18n*/ {
    id: 'login.issue.passwordRequired',
    message: 'Enter your password.',
  },
  password_too_short: /*i18n*/ {
    id: 'login.issue.passwordTooShort',
    message: 'The password is too short.',
  },
  password_too_long: /*i18n*/ {
    id: 'login.issue.passwordTooLong',
    message: 'The password is too long.',
  },
};

/** Provider error codes worded for people; other failures show the store's message. */
export const authErrorMessages: Record<string, MessageDescriptor> = {
  'auth/invalid-credential': /*i18n*/ {
    id: 'login.error.invalidCredential',
    message: 'The email or password is incorrect.',
  },
  'auth/user-disabled': /*i18n*/ {
    id: 'login.error.userDisabled',
    message: 'This account has been disabled. Please contact us.',
  },
  'auth/too-many-requests': /*i18n*/ {
    id: 'login.error.tooManyRequests',
    message: 'Too many attempts. Please wait a moment and try again.',
  },
  'auth/network-request-failed': /*i18n*/ {
    id: 'login.error.network',
    message: 'The sign-in service cannot be reached. Check your connection and try again.',
  },
};
// Older provider versions report a wrong password and an unknown email separately.
authErrorMessages['auth/wrong-password'] = authErrorMessages['auth/invalid-credential']!;
authErrorMessages['auth/user-not-found'] = authErrorMessages['auth/invalid-credential']!;
authErrorMessages['auth/invalid-email'] = issueMessages.email_invalid!;
