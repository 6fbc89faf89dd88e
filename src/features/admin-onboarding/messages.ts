// The words of this admin screen; the words several admin screens share are in
// src/ui/admin/.

export const onboardingPage = {
  lead: /*i18n*/ {
    id: 'admin.onboarding.lead',
    message: 'Invite new clients, follow their onboarding and review what they submit.',
  },
  invite: /*i18n*/ { id: 'admin.onboarding.invite', message: 'Invite a client' },
  email: /*i18n*/ { id: 'admin.onboarding.email', message: 'Client email' },
  workspaceName: /*i18n*/ { id: 'admin.onboarding.workspaceName', message: 'Client name' },
  sendInvite: /*i18n*/ { id: 'admin.onboarding.sendInvite', message: 'Send invitation' },
  invited: /*i18n*/ {
    id: 'admin.onboarding.invited',
    message: 'Invitation sent to {email} to onboard as {name}.',
  },
  emailInvalid: /*i18n*/ {
    id: 'admin.onboarding.emailInvalid',
    message: 'Enter a valid email address.',
  },
  nameRequired: /*i18n*/ {
    id: 'admin.onboarding.nameRequired',
    message: 'Enter the client’s name.',
  },
  status: /*i18n*/ { id: 'admin.onboarding.status', message: 'Status' },
  all: /*i18n*/ { id: 'admin.onboarding.all', message: 'All' },
  client: /*i18n*/ { id: 'admin.onboarding.client', message: 'Client' },
  progress: /*i18n*/ { id: 'admin.onboarding.progress', message: 'Steps done' },
  stepsDone: /*i18n*/ { id: 'admin.onboarding.stepsDone', message: '{done} of {total}' },
  invitedOn: /*i18n*/ { id: 'admin.onboarding.invitedOn', message: 'Invited' },
  open: /*i18n*/ { id: 'admin.onboarding.open', message: 'Open {email}' },
  empty: /*i18n*/ {
    id: 'admin.onboarding.empty',
    message: 'No onboarding in this status. Pick another status or invite a client.',
  },
  failed: /*i18n*/ {
    id: 'admin.onboarding.failed',
    message: 'The onboardings could not be loaded.',
  },
  stepDone: /*i18n*/ { id: 'admin.onboarding.stepDone', message: 'Done' },
  stepOpen: /*i18n*/ { id: 'admin.onboarding.stepOpen', message: 'Not done yet' },
  noAnswers: /*i18n*/ { id: 'admin.onboarding.noAnswers', message: 'No answers.' },
  review: /*i18n*/ { id: 'admin.onboarding.review', message: 'Review' },
  reason: /*i18n*/ {
    id: 'admin.onboarding.reason',
    message: 'Comment for the client (required to reject)',
  },
  approve: /*i18n*/ { id: 'admin.onboarding.approve', message: 'Approve' },
  reject: /*i18n*/ { id: 'admin.onboarding.reject', message: 'Reject' },
  reasonRequired: /*i18n*/ {
    id: 'admin.onboarding.reasonRequired',
    message: 'Say why, so the client can fix it.',
  },
  confirmApprove: /*i18n*/ {
    id: 'admin.onboarding.confirmApprove',
    message: 'Approve the onboarding of {email}? Their workspace becomes an active client.',
  },
  confirmReject: /*i18n*/ {
    id: 'admin.onboarding.confirmReject',
    message: 'Send the onboarding of {email} back with your comment?',
  },
  approved: /*i18n*/ { id: 'admin.onboarding.approved', message: '{email} is approved.' },
  rejected: /*i18n*/ {
    id: 'admin.onboarding.rejected',
    message: '{email} was sent back with your comment.',
  },
  reviewComment: /*i18n*/ { id: 'admin.onboarding.reviewComment', message: 'Review comment' },
  notSubmitted: /*i18n*/ {
    id: 'admin.onboarding.notSubmitted',
    message: 'The client has not submitted the onboarding yet.',
  },
  channels: /*i18n*/ { id: 'admin.onboarding.channels', message: 'Channels of {name}' },
  close: /*i18n*/ { id: 'admin.onboarding.close', message: 'Close' },
};
