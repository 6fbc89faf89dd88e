// Words of the admin side of accounts: invitations, deleting a user, client members and the
// sign-up switch.

export const adminAccounts = {
  invitationsTitle: /*i18n*/ { id: 'admin.invitations.title', message: 'Invitations' },
  invitationsLead: /*i18n*/ {
    id: 'admin.invitations.lead',
    message:
      'Every invitation link sent for this product. Resend gives a new link valid for 7 days; revoke stops the link working.',
  },
  show: /*i18n*/ { id: 'admin.invitations.show', message: 'Show' },
  all: /*i18n*/ { id: 'admin.invitations.all', message: 'All' },
  email: /*i18n*/ { id: 'admin.invitations.email', message: 'Email' },
  grants: /*i18n*/ { id: 'admin.invitations.grants', message: 'Access' },
  invitedBy: /*i18n*/ { id: 'admin.invitations.invitedBy', message: 'Invited by' },
  status: /*i18n*/ { id: 'admin.invitations.status', message: 'Status' },
  validUntil: /*i18n*/ { id: 'admin.invitations.validUntil', message: 'Valid until' },
  actions: /*i18n*/ { id: 'admin.invitations.actions', message: 'Actions' },
  empty: /*i18n*/ { id: 'admin.invitations.empty', message: 'No invitation in this state.' },
  failed: /*i18n*/ {
    id: 'admin.invitations.failed',
    message: 'The invitations could not be loaded.',
  },
  memberOf: /*i18n*/ { id: 'admin.invitations.memberOf', message: '{role} of {workspace}' },
  invitationSent: /*i18n*/ {
    id: 'admin.users.invitationSent',
    message: 'Invitation sent to {email}.',
  },
  deleteUser: /*i18n*/ { id: 'admin.users.delete', message: 'Delete' },
  deleteUserFor: /*i18n*/ { id: 'admin.users.deleteFor', message: 'Delete {email}' },
  confirmDelete: /*i18n*/ {
    id: 'admin.users.confirmDelete',
    message:
      'Delete the account of {email}? Their personal data is removed, their API keys stop working and the workspaces they alone own are deleted. This cannot be undone.',
  },
  deleted: /*i18n*/ { id: 'admin.users.deleted', message: 'The account of {email} was deleted.' },
  clientMembers: /*i18n*/ { id: 'admin.onboarding.members', message: 'People of {name}' },
  signupTitle: /*i18n*/ { id: 'super.settings.signup', message: 'Self-service sign-up (SMM)' },
  signupHint: /*i18n*/ {
    id: 'super.settings.signupHint',
    message:
      'When off, nobody can create an SMM account from the sign-up page; invitation links still work.',
  },
  signupOpen: /*i18n*/ { id: 'super.settings.signupOpen', message: 'Anyone may sign up' },
};
