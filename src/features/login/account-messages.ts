// Words of the account pages around signing in: sign-up, verification, password reset,
// email links and invitations.

import type { MessageDescriptor } from '@lingui/core';

export const signupMessages = {
  title: /*i18n*/ { id: 'signup.title', message: 'Create your account' },
  lead: /*i18n*/ {
    id: 'signup.lead',
    message:
      'Plan, approve and publish your posts. We will email you a link to confirm your address.',
  },
  name: /*i18n*/ { id: 'signup.name', message: 'Your name' },
  email: /*i18n*/ { id: 'signup.email', message: 'Email' },
  password: /*i18n*/ { id: 'signup.password', message: 'Password (at least 8 characters)' },
  submit: /*i18n*/ { id: 'signup.submit', message: 'Create account' },
  submitting: /*i18n*/ { id: 'signup.submitting', message: 'Creating your account…' },
  haveAccount: /*i18n*/ { id: 'signup.haveAccount', message: 'Already have an account? Sign in' },
  closedTitle: /*i18n*/ { id: 'signup.closedTitle', message: 'Sign-up is closed' },
  closedText: /*i18n*/ {
    id: 'signup.closedText',
    message:
      'New accounts cannot be created at the moment. If you were invited, open the link in your invitation email.',
  },
  createAccount: /*i18n*/ { id: 'signup.createAccount', message: 'New here? Create an account' },
};

export const verifyMessages = {
  title: /*i18n*/ { id: 'verify.title', message: 'Verify your email' },
  text: /*i18n*/ {
    id: 'verify.text',
    message: 'We sent a link to {email}. Open it to confirm your address, then continue here.',
  },
  resend: /*i18n*/ { id: 'verify.resend', message: 'Send the email again' },
  resent: /*i18n*/ { id: 'verify.resent', message: 'We sent a new verification email.' },
  continue: /*i18n*/ { id: 'verify.continue', message: 'I verified, continue' },
  notYet: /*i18n*/ {
    id: 'verify.notYet',
    message: 'Your address is not verified yet. Open the link in the email, then try again.',
  },
};

export const resetMessages = {
  forgot: /*i18n*/ { id: 'reset.forgot', message: 'Forgot your password?' },
  title: /*i18n*/ { id: 'reset.title', message: 'Reset your password' },
  lead: /*i18n*/ {
    id: 'reset.lead',
    message: 'Enter your email and we will send you a link to choose a new password.',
  },
  email: /*i18n*/ { id: 'reset.email', message: 'Email' },
  send: /*i18n*/ { id: 'reset.send', message: 'Send reset link' },
  sent: /*i18n*/ {
    id: 'reset.sent',
    message: 'If an account exists for {email}, a reset link is on its way. Check your inbox.',
  },
  newPassword: /*i18n*/ {
    id: 'reset.newPassword',
    message: 'New password (at least 8 characters)',
  },
  forEmail: /*i18n*/ { id: 'reset.forEmail', message: 'Choose a new password for {email}.' },
  save: /*i18n*/ { id: 'reset.save', message: 'Save new password' },
  done: /*i18n*/ {
    id: 'reset.done',
    message: 'Your password has been changed. You can sign in now.',
  },
  badCode: /*i18n*/ {
    id: 'reset.badCode',
    message: 'This reset link has expired or was already used. Ask for a new one below.',
  },
  backToLogin: /*i18n*/ { id: 'reset.backToLogin', message: 'Back to sign in' },
};

export const linkMessages = {
  title: /*i18n*/ { id: 'emailLink.title', message: 'Sign in without a password' },
  lead: /*i18n*/ {
    id: 'emailLink.lead',
    message: 'We will email you a link that signs you in.',
  },
  send: /*i18n*/ { id: 'emailLink.send', message: 'Email me a sign-in link' },
  sent: /*i18n*/ {
    id: 'emailLink.sent',
    message: 'A sign-in link is on its way to {email}. Open it in this browser.',
  },
  confirmTitle: /*i18n*/ { id: 'emailLink.confirmTitle', message: 'Finish signing in' },
  confirmLead: /*i18n*/ {
    id: 'emailLink.confirmLead',
    message: 'Enter the email address the link was sent to.',
  },
  confirm: /*i18n*/ { id: 'emailLink.confirm', message: 'Sign in' },
  signingIn: /*i18n*/ { id: 'emailLink.signingIn', message: 'Signing you in…' },
  badLink: /*i18n*/ {
    id: 'emailLink.badLink',
    message:
      'This sign-in link has expired, was already used, or belongs to another address. Ask for a new one.',
  },
  passwordRemoved: /*i18n*/ {
    id: 'emailLink.passwordRemoved',
    message:
      'For your safety, set a new password: the password this account had before its address was confirmed no longer works, and its other sessions were signed out.',
  },
  setPassword: /*i18n*/ { id: 'emailLink.setPassword', message: 'Set a new password' },
};

export const inviteMessages = {
  title: /*i18n*/ { id: 'invite.title', message: 'You are invited' },
  member: /*i18n*/ {
    id: 'invite.member',
    message: '{inviter} invited {email} to the workspace “{workspace}” as {role}.',
  },
  client: /*i18n*/ {
    id: 'invite.client',
    message: '{inviter} invited {email} to the client portal.',
  },
  staff: /*i18n*/ {
    id: 'invite.staff',
    message: '{inviter} invited {email} to join the team as {role}.',
  },
  expires: /*i18n*/ { id: 'invite.expires', message: 'This invitation is valid until {date}.' },
  accept: /*i18n*/ { id: 'invite.accept', message: 'Accept invitation' },
  accepting: /*i18n*/ { id: 'invite.accepting', message: 'Accepting…' },
  signedInAs: /*i18n*/ { id: 'invite.signedInAs', message: 'You are signed in as {email}.' },
  otherAccount: /*i18n*/ {
    id: 'invite.otherAccount',
    message:
      'You are signed in as {email}, but this invitation was sent to {invited}. Sign out, then sign in with the invited address.',
  },
  signOut: /*i18n*/ { id: 'invite.signOut', message: 'Sign out' },
  chooseTitle: /*i18n*/ { id: 'invite.chooseTitle', message: 'How would you like to continue?' },
  signIn: /*i18n*/ { id: 'invite.signIn', message: 'I have an account: sign in' },
  signUpTitle: /*i18n*/ {
    id: 'invite.signUpTitle',
    message: 'Create an account with the invited address',
  },
  signUp: /*i18n*/ { id: 'invite.signUp', message: 'Create account' },
  wrongEmail: /*i18n*/ {
    id: 'invite.wrongEmail',
    message: 'Use the address the invitation was sent to ({email}).',
  },
  goneTitle: /*i18n*/ { id: 'invite.goneTitle', message: 'This invitation cannot be used' },
  expired: /*i18n*/ {
    id: 'invite.expired',
    message: 'This invitation has expired. Ask the person who invited you to send a new one.',
  },
  revoked: /*i18n*/ {
    id: 'invite.revoked',
    message:
      'This invitation was withdrawn. Ask the person who invited you if you still need access.',
  },
  alreadyAccepted: /*i18n*/ {
    id: 'invite.alreadyAccepted',
    message: 'This invitation has already been accepted. Sign in to continue.',
  },
  notFound: /*i18n*/ {
    id: 'invite.notFound',
    message:
      'We could not find this invitation. Check that you opened the whole link from the email.',
  },
  loadFailed: /*i18n*/ {
    id: 'invite.loadFailed',
    message: 'The invitation could not be loaded. Check your connection and reload the page.',
  },
  goHome: /*i18n*/ { id: 'invite.goHome', message: 'Go to the home page' },
};

export const memberRoleNames: Record<string, MessageDescriptor> = {
  owner: /*i18n*/ { id: 'memberRole.owner', message: 'owner' },
  editor: /*i18n*/ { id: 'memberRole.editor', message: 'editor' },
  approver: /*i18n*/ { id: 'memberRole.approver', message: 'approver' },
  viewer: /*i18n*/ { id: 'memberRole.viewer', message: 'viewer' },
};

export const staffRoleNames: Record<string, MessageDescriptor> = {
  user: /*i18n*/ { id: 'invite.role.user', message: 'member' },
  admin: /*i18n*/ { id: 'invite.role.admin', message: 'administrator' },
  super_admin: /*i18n*/ { id: 'invite.role.superAdmin', message: 'super administrator' },
  saas_admin: /*i18n*/ { id: 'invite.role.saasAdmin', message: 'platform administrator' },
};

/**
 * Provider and callable failures the account screens word for themselves; any other failure
 * reads as the shared sentence for its code (errorSentence in src/ui/error-text.ts).
 */
export const accountErrors: Record<string, MessageDescriptor> = {
  'auth/email-already-in-use': /*i18n*/ {
    id: 'account.error.emailInUse',
    message: 'An account with this email already exists. Sign in instead.',
  },
  'auth/weak-password': /*i18n*/ {
    id: 'account.error.weakPassword',
    message: 'Choose a longer password (at least 8 characters).',
  },
  'auth/invalid-email': /*i18n*/ {
    id: 'account.error.invalidEmail',
    message: 'Enter a valid email address.',
  },
  'auth/too-many-requests': /*i18n*/ {
    id: 'account.error.tooMany',
    message: 'Too many attempts. Please wait a moment and try again.',
  },
  'auth/network-request-failed': /*i18n*/ {
    id: 'account.error.network',
    message: 'The service cannot be reached. Check your connection and try again.',
  },
  'functions/permission-denied': /*i18n*/ {
    id: 'account.error.permission',
    message: 'This invitation was sent to another address.',
  },
  'functions/failed-precondition': /*i18n*/ {
    id: 'account.error.precondition',
    message:
      'This cannot be done right now: the invitation may have expired or your email is not verified yet.',
  },
  'functions/not-found': /*i18n*/ {
    id: 'account.error.notFound',
    message: 'We could not find this invitation.',
  },
};
