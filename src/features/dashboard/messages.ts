// Sentences of the dashboard.

export const dashboard = {
  loadFailed: /*i18n*/ {
    id: 'dashboard.loadFailed',
    message: 'Your dashboard could not be loaded. Reload the page to try again.',
  },
  noWorkspace: /*i18n*/ {
    id: 'dashboard.noWorkspace',
    message:
      'You are not a member of any workspace yet. Ask your workspace owner or the agency to invite you.',
  },
  noWorkspaceYet: /*i18n*/ {
    id: 'dashboard.noWorkspaceYet',
    message:
      'You have no workspace yet. Create one for your brand, or ask a workspace owner to invite you.',
  },
  createWorkspace: /*i18n*/ { id: 'dashboard.createWorkspace', message: 'Create a workspace' },
  compose: /*i18n*/ { id: 'dashboard.compose', message: 'Compose a post' },
  upcomingTitle: /*i18n*/ { id: 'dashboard.upcomingTitle', message: 'Upcoming posts' },
  upcomingEmpty: /*i18n*/ {
    id: 'dashboard.upcomingEmpty',
    message: 'Nothing is scheduled. Compose a post and pick a time.',
  },
  upcomingEmptyClient: /*i18n*/ {
    id: 'dashboard.upcomingEmptyClient',
    message: 'Nothing is scheduled yet; your agency will add posts here.',
  },
  resultsTitle: /*i18n*/ { id: 'dashboard.resultsTitle', message: 'Recent results' },
  resultsEmpty: /*i18n*/ { id: 'dashboard.resultsEmpty', message: 'No post has gone out yet.' },
  channelsTitle: /*i18n*/ { id: 'dashboard.channelsTitle', message: 'Channel health' },
  channelsOk: /*i18n*/ {
    id: 'dashboard.channelsOk',
    message:
      '{count, plural, one {Your channel is connected.} other {All # channels are connected.}}',
  },
  channelsNone: /*i18n*/ {
    id: 'dashboard.channelsNone',
    message: 'No channel is connected yet. Connect one to start publishing.',
  },
  manageChannels: /*i18n*/ {
    id: 'dashboard.manageChannels',
    message: 'Connect, reconnect or disconnect channels',
  },
  needsReconnect: /*i18n*/ {
    id: 'dashboard.needsReconnect',
    message:
      '{channel} needs reconnecting: the network no longer accepts our access. Nothing will publish there until it is reconnected.',
  },
  retryQueued: /*i18n*/ {
    id: 'dashboard.retryQueued',
    message: 'Trying again now on the channels that failed.',
  },
  approvalsTitle: /*i18n*/ { id: 'dashboard.approvalsTitle', message: 'Awaiting your approval' },
  approvalsNav: /*i18n*/ { id: 'dashboard.approvalsNav', message: 'Approvals' },
  approvalsEmpty: /*i18n*/ {
    id: 'dashboard.approvalsEmpty',
    message: 'Nothing is waiting for you. We will tell you when a post needs your approval.',
  },
  approve: /*i18n*/ { id: 'dashboard.approve', message: 'Approve' },
  requestChanges: /*i18n*/ { id: 'dashboard.requestChanges', message: 'Request changes' },
  comment: /*i18n*/ { id: 'dashboard.comment', message: 'Comment for the team' },
  commentRequired: /*i18n*/ { id: 'dashboard.commentRequired', message: 'Say what should change.' },
  approved: /*i18n*/ { id: 'dashboard.approved', message: 'Post approved.' },
  changesRequested: /*i18n*/ {
    id: 'dashboard.changesRequested',
    message: 'Your change request has been sent.',
  },
  notApprover: /*i18n*/ {
    id: 'dashboard.notApprover',
    message: 'Only the workspace approver can decide.',
  },
  requestsTitle: /*i18n*/ { id: 'dashboard.requestsTitle', message: 'Your service requests' },
  requestsEmpty: /*i18n*/ {
    id: 'dashboard.requestsEmpty',
    message: 'You have not requested a service yet. Use the form below.',
  },
  requestTitle: /*i18n*/ { id: 'dashboard.requestTitle', message: 'Request a service' },
  service: /*i18n*/ { id: 'dashboard.service', message: 'Service' },
  otherService: /*i18n*/ { id: 'dashboard.otherService', message: 'Something else' },
  requestSubject: /*i18n*/ { id: 'dashboard.requestSubject', message: 'Title' },
  requestDetails: /*i18n*/ { id: 'dashboard.requestDetails', message: 'What do you need?' },
  requestSend: /*i18n*/ { id: 'dashboard.requestSend', message: 'Send request' },
  requestSent: /*i18n*/ {
    id: 'dashboard.requestSent',
    message: 'Your request has been sent to the agency.',
  },
  requestInvalid: /*i18n*/ {
    id: 'dashboard.requestInvalid',
    message: 'Give your request a title and a few words of detail.',
  },
  workspace: /*i18n*/ { id: 'dashboard.workspace', message: 'Workspace' },
  onboardingTitle: /*i18n*/ { id: 'dashboard.onboardingTitle', message: 'Your onboarding' },
  onboardingProgress: /*i18n*/ {
    id: 'dashboard.onboardingProgress',
    message: '{percent}% complete',
  },
  failed: /*i18n*/ { id: 'dashboard.failed', message: 'That did not work. Please try again.' },
};

export const postStatus: Record<string, { id: string; message: string }> = {
  draft: /*i18n*/ { id: 'postStatus.draft', message: 'Draft' },
  in_review: /*i18n*/ { id: 'postStatus.inReview', message: 'In review' },
  changes_requested: /*i18n*/ { id: 'postStatus.changesRequested', message: 'Changes requested' },
  approved: /*i18n*/ { id: 'postStatus.approved', message: 'Approved' },
  scheduled: /*i18n*/ { id: 'postStatus.scheduled', message: 'Scheduled' },
  publishing: /*i18n*/ { id: 'postStatus.publishing', message: 'Publishing' },
  published: /*i18n*/ { id: 'postStatus.published', message: 'Published' },
  partially_published: /*i18n*/ {
    id: 'postStatus.partiallyPublished',
    message: 'Partly published',
  },
  failed: /*i18n*/ { id: 'postStatus.failed', message: 'Failed' },
  cancelled: /*i18n*/ { id: 'postStatus.cancelled', message: 'Cancelled' },
};

export const requestStatus: Record<string, { id: string; message: string }> = {
  new: /*i18n*/ { id: 'requestStatus.new', message: 'New' },
  in_progress: /*i18n*/ { id: 'requestStatus.inProgress', message: 'In progress' },
  waiting_client: /*i18n*/ { id: 'requestStatus.waitingClient', message: 'Waiting for you' },
  done: /*i18n*/ { id: 'requestStatus.done', message: 'Done' },
  rejected: /*i18n*/ { id: 'requestStatus.rejected', message: 'Declined' },
};
