// Sentences of the client report page.

export const report = {
  lead: /*i18n*/ {
    id: 'report.lead',
    message:
      'What the agency did and how the posts performed, compared with the period before. Every number opens the posts and snapshots it comes from.',
  },
  workspace: /*i18n*/ { id: 'report.workspace', message: 'Workspace' },
  period: /*i18n*/ { id: 'report.period', message: 'Period' },
  lastWeek: /*i18n*/ { id: 'report.lastWeek', message: 'Last week' },
  lastMonth: /*i18n*/ { id: 'report.lastMonth', message: 'Last month' },
  custom: /*i18n*/ { id: 'report.custom', message: 'Custom days' },
  from: /*i18n*/ { id: 'report.from', message: 'From' },
  to: /*i18n*/ { id: 'report.to', message: 'To' },
  show: /*i18n*/ { id: 'report.show', message: 'Show report' },
  range: /*i18n*/ { id: 'report.range', message: '{from} – {to}, {zone} time' },
  published: /*i18n*/ { id: 'report.published', message: 'Posts published' },
  onTime: /*i18n*/ { id: 'report.onTime', message: 'On time' },
  onTimeDetail: /*i18n*/ {
    id: 'report.onTimeDetail',
    message: '{onTime} of {due} scheduled posts within a minute of their time',
  },
  failures: /*i18n*/ { id: 'report.failures', message: 'Failures' },
  reach: /*i18n*/ { id: 'report.reach', message: 'Reach' },
  impressions: /*i18n*/ { id: 'report.impressions', message: 'Impressions' },
  engagements: /*i18n*/ { id: 'report.engagements', message: 'Engagements' },
  rate: /*i18n*/ { id: 'report.rate', message: 'Engagement rate' },
  followers: /*i18n*/ { id: 'report.followers', message: 'Follower change' },
  previous: /*i18n*/ { id: 'report.previous', message: 'previous period: {value}' },
  byNetwork: /*i18n*/ { id: 'report.byNetwork', message: 'By network' },
  network: /*i18n*/ { id: 'report.network', message: 'Network' },
  total: /*i18n*/ { id: 'report.total', message: 'Total' },
  topPosts: /*i18n*/ { id: 'report.topPosts', message: 'Top posts' },
  openPost: /*i18n*/ { id: 'report.openPost', message: 'Open on the network' },
  service: /*i18n*/ { id: 'report.service', message: 'Approvals and requests' },
  approvals: /*i18n*/ { id: 'report.approvals', message: 'Approvals decided' },
  approvalTime: /*i18n*/ {
    id: 'report.approvalTime',
    message: 'median {median}, slowest {slowest}',
  },
  requestsOpened: /*i18n*/ { id: 'report.requestsOpened', message: 'Service requests opened' },
  requestsAnswered: /*i18n*/ {
    id: 'report.requestsAnswered',
    message: 'Service requests answered',
  },
  conversations: /*i18n*/ { id: 'report.conversations', message: 'Inbox conversations answered' },
  firstReply: /*i18n*/ { id: 'report.firstReply', message: 'median first reply {median}' },
  ledger: /*i18n*/ { id: 'report.ledger', message: 'Work done' },
  ledgerPublished: /*i18n*/ {
    id: 'report.ledgerPublished',
    message: '{count, plural, one {# post published} other {# posts published}}',
  },
  ledgerApprovals: /*i18n*/ {
    id: 'report.ledgerApprovals',
    message: '{count, plural, one {# approval decided} other {# approvals decided}}',
  },
  ledgerRequests: /*i18n*/ {
    id: 'report.ledgerRequests',
    message:
      '{count, plural, one {# service request answered} other {# service requests answered}}',
  },
  ledgerConversations: /*i18n*/ {
    id: 'report.ledgerConversations',
    message: '{count, plural, one {# conversation answered} other {# conversations answered}}',
  },
  ledgerFailures: /*i18n*/ {
    id: 'report.ledgerFailures',
    message: '{count, plural, one {# failure explained} other {# failures explained}}',
  },
  nothing: /*i18n*/ { id: 'report.nothing', message: 'Nothing happened in this period.' },
  exportCsv: /*i18n*/ { id: 'report.exportCsv', message: 'Export the rows (CSV)' },
  downloadPdf: /*i18n*/ { id: 'report.downloadPdf', message: 'Download PDF' },
  pdfFailed: /*i18n*/ { id: 'report.pdfFailed', message: 'The PDF could not be made: {reason}' },
  sourcesTitle: /*i18n*/ { id: 'report.sourcesTitle', message: '{figure}: where it comes from' },
  sourcesNone: /*i18n*/ { id: 'report.sourcesNone', message: 'No rows: this figure is zero.' },
  kind: /*i18n*/ { id: 'report.kind', message: 'Row' },
  time: /*i18n*/ { id: 'report.time', message: 'Time' },
  what: /*i18n*/ { id: 'report.what', message: 'What' },
  values: /*i18n*/ { id: 'report.values', message: 'Figures' },
  close: /*i18n*/ { id: 'report.close', message: 'Close' },
  kindDelivery: /*i18n*/ { id: 'report.kindDelivery', message: 'Post published' },
  kindFailure: /*i18n*/ { id: 'report.kindFailure', message: 'Post failed' },
  kindSnapshot: /*i18n*/ { id: 'report.kindSnapshot', message: 'Metrics snapshot' },
  kindFollowers: /*i18n*/ { id: 'report.kindFollowers', message: 'Follower count' },
  kindApproval: /*i18n*/ { id: 'report.kindApproval', message: 'Approval' },
  kindRequest: /*i18n*/ { id: 'report.kindRequest', message: 'Service request' },
  kindConversation: /*i18n*/ { id: 'report.kindConversation', message: 'Conversation' },
  kindClicks: /*i18n*/ { id: 'report.kindClicks', message: 'Link clicks' },
  linkClicks: /*i18n*/ {
    id: 'report.linkClicks',
    message: 'Link clicks on this period’s posts, to date',
  },
  post: /*i18n*/ { id: 'report.post', message: 'Post' },
  clicks: /*i18n*/ { id: 'report.clicks', message: 'Clicks' },
  visitors: /*i18n*/ { id: 'report.visitors', message: 'Visitors (one a day)' },
  noWorkspace: /*i18n*/ {
    id: 'report.noWorkspace',
    message: 'There is no workspace whose reports you can read.',
  },
  loadFailed: /*i18n*/ {
    id: 'report.loadFailed',
    message: 'The report could not be loaded: {reason}',
  },
  link: /*i18n*/ { id: 'report.link', message: 'Client report' },
  chartTitle: /*i18n*/ { id: 'report.chartTitle', message: 'Posts published per day' },
  chartSummary: /*i18n*/ {
    id: 'report.chartSummary',
    message: 'Chart of {count} posts published from {from} to {to}.',
  },
};

export const share = {
  title: /*i18n*/ { id: 'report.share.title', message: 'Share with the client' },
  lead: /*i18n*/ {
    id: 'report.share.lead',
    message:
      'A link opens this report without an account for 30 days. Anyone holding it can read it; revoke it when it is no longer needed.',
  },
  create: /*i18n*/ { id: 'report.share.create', message: 'Create a share link' },
  created: /*i18n*/ {
    id: 'report.share.created',
    message: 'Copy the link now: it is shown only once.',
  },
  linkLabel: /*i18n*/ { id: 'report.share.linkLabel', message: 'Share link' },
  revoke: /*i18n*/ { id: 'report.share.revoke', message: 'Revoke' },
  revokeName: /*i18n*/ {
    id: 'report.share.revokeName',
    message: 'Revoke the link for {from} – {to}',
  },
  revokeQuestion: /*i18n*/ {
    id: 'report.share.revokeQuestion',
    message: 'Revoke this link? Whoever holds it will no longer see the report.',
  },
  linkRow: /*i18n*/ {
    id: 'report.share.linkRow',
    message: '{from} – {to}, until {expires}',
  },
  active: /*i18n*/ { id: 'report.share.active', message: 'active' },
  expired: /*i18n*/ { id: 'report.share.expired', message: 'expired' },
  revoked: /*i18n*/ { id: 'report.share.revoked', message: 'revoked' },
  failed: /*i18n*/ {
    id: 'report.share.failed',
    message: 'The link could not be changed: {reason}',
  },
  endedTitle: /*i18n*/ { id: 'report.share.endedTitle', message: 'This report link has ended' },
  endedBody: /*i18n*/ {
    id: 'report.share.endedBody',
    message: 'It expired or was revoked. Ask the agency for a new link.',
  },
};

export const schedule = {
  title: /*i18n*/ { id: 'report.schedule.title', message: 'Send it on a schedule' },
  lead: /*i18n*/ {
    id: 'report.schedule.lead',
    message:
      'Weekly reports go out each Monday with last week, monthly ones on the 1st with last month, at this time in the workspace’s zone, with the PDF attached.',
  },
  frequency: /*i18n*/ { id: 'report.schedule.frequency', message: 'How often' },
  weekly: /*i18n*/ { id: 'report.schedule.weekly', message: 'Weekly' },
  monthly: /*i18n*/ { id: 'report.schedule.monthly', message: 'Monthly' },
  time: /*i18n*/ { id: 'report.schedule.time', message: 'Time' },
  email: /*i18n*/ { id: 'report.schedule.email', message: 'Recipient’s email' },
  language: /*i18n*/ { id: 'report.schedule.language', message: 'Language' },
  add: /*i18n*/ { id: 'report.schedule.add', message: 'Add a recipient' },
  remove: /*i18n*/ { id: 'report.schedule.remove', message: 'Remove' },
  save: /*i18n*/ { id: 'report.schedule.save', message: 'Save the schedule' },
  saved: /*i18n*/ {
    id: 'report.schedule.saved',
    message: 'Scheduled. The next report goes out {next}.',
  },
  row: /*i18n*/ {
    id: 'report.schedule.row',
    message: '{frequency} at {time} to {recipients}; next {next}',
  },
  stop: /*i18n*/ { id: 'report.schedule.stop', message: 'Stop' },
  stopName: /*i18n*/ {
    id: 'report.schedule.stopName',
    message: 'Stop the schedule to {recipients}',
  },
  stopQuestion: /*i18n*/ {
    id: 'report.schedule.stopQuestion',
    message: 'Stop this schedule? No more reports will be sent by it.',
  },
  failed: /*i18n*/ {
    id: 'report.schedule.failed',
    message: 'The schedule could not be saved: {reason}',
  },
};

export const overview = {
  title: /*i18n*/ { id: 'report.overview.title', message: 'All clients, last month' },
  client: /*i18n*/ { id: 'report.overview.client', message: 'Client' },
  change: /*i18n*/ { id: 'report.overview.change', message: 'Engagement change' },
  pending: /*i18n*/ { id: 'report.overview.pending', message: 'Approvals waiting' },
  overdue: /*i18n*/ { id: 'report.overview.overdue', message: 'Requests overdue' },
  export: /*i18n*/ { id: 'report.overview.export', message: 'Export the table (CSV)' },
};
