// Words of client review, staff side: the approval mode and the review links of a workspace.

export const rm = {
  panelTitle: /*i18n*/ { id: 'review.panelTitle', message: 'Client review' },
  modeLabel: /*i18n*/ { id: 'review.modeLabel', message: 'Approval before scheduling' },
  scheduleOnApproval: /*i18n*/ {
    id: 'review.scheduleOnApproval',
    message: 'Schedule an approved post for its time at once',
  },
  modeNone: /*i18n*/ { id: 'review.modeNone', message: 'None: posts are scheduled directly' },
  modeOptional: /*i18n*/ {
    id: 'review.modeOptional',
    message: 'Optional: approval may be asked for',
  },
  modeRequired: /*i18n*/ { id: 'review.modeRequired', message: 'Required: the client approves' },
  modeMulti: /*i18n*/ {
    id: 'review.modeMulti',
    message: 'Multi-step: the steps below, in order',
  },
  modeSaved: /*i18n*/ { id: 'review.modeSaved', message: 'Approval mode saved.' },
  remindersLabel: /*i18n*/ { id: 'review.remindersLabel', message: 'Remind waiting approvers' },
  remindEvery: /*i18n*/ { id: 'review.remindEvery', message: 'Every {hours} hours' },
  remindNever: /*i18n*/ { id: 'review.remindNever', message: 'Never' },
  remindersHint: /*i18n*/ {
    id: 'review.remindersHint',
    message: 'By notification and email, while a post waits on their step.',
  },
  remindersSaved: /*i18n*/ { id: 'review.remindersSaved', message: 'Reminders saved.' },
  linksTitle: /*i18n*/ { id: 'review.linksTitle', message: 'Review links' },
  linksLead: /*i18n*/ {
    id: 'review.linksLead',
    message:
      'Anyone with a review link can see this workspace’s posts of the period and approve them or ask for changes, without an account.',
  },
  from: /*i18n*/ { id: 'review.from', message: 'From' },
  to: /*i18n*/ { id: 'review.to', message: 'To' },
  scope: /*i18n*/ { id: 'review.scope', message: 'Posts shown' },
  scopeAwaiting: /*i18n*/ { id: 'review.scopeAwaiting', message: 'Awaiting approval' },
  scopeUpcoming: /*i18n*/ { id: 'review.scopeUpcoming', message: 'All upcoming posts' },
  validDays: /*i18n*/ { id: 'review.validDays', message: 'Valid for (days)' },
  reviewerName: /*i18n*/ { id: 'review.reviewerName', message: 'Reviewer’s name (optional)' },
  reviewerEmail: /*i18n*/ { id: 'review.reviewerEmail', message: 'Reviewer’s email (optional)' },
  create: /*i18n*/ { id: 'review.create', message: 'Create review link' },
  reviewerEmailHint: /*i18n*/ {
    id: 'review.reviewerEmailHint',
    message: 'With an address, the link is emailed to the reviewer as well.',
  },
  createdEmailed: /*i18n*/ {
    id: 'review.createdEmailed',
    message:
      'Review link created and emailed to {email}. You can also copy it now: it is shown only once.',
  },
  created: /*i18n*/ {
    id: 'review.created',
    message: 'Review link created. Copy it now: it is shown only once.',
  },
  newLink: /*i18n*/ { id: 'review.newLink', message: 'New review link' },
  copy: /*i18n*/ { id: 'review.copy', message: 'Copy link' },
  copied: /*i18n*/ { id: 'review.copied', message: 'Link copied.' },
  none: /*i18n*/ { id: 'review.none', message: 'No review links yet.' },
  linkRow: /*i18n*/ {
    id: 'review.linkRow',
    message: '{reviewer}: posts from {from} to {to}, until {expires}',
  },
  anyone: /*i18n*/ { id: 'review.anyone', message: 'Any reviewer' },
  statusActive: /*i18n*/ { id: 'review.statusActive', message: 'Active' },
  statusExpired: /*i18n*/ { id: 'review.statusExpired', message: 'Expired' },
  statusRevoked: /*i18n*/ { id: 'review.statusRevoked', message: 'Revoked' },
  revoke: /*i18n*/ { id: 'review.revoke', message: 'Revoke' },
  revoked: /*i18n*/ { id: 'review.revoked', message: 'Review link revoked.' },
};

export const modeNames = {
  none: rm.modeNone,
  optional: rm.modeOptional,
  required: rm.modeRequired,
  multi: rm.modeMulti,
} as const;
