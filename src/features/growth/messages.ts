// Sentences of the growth tools: best time to post, link settings, link clicks.

export const growth = {
  title: /*i18n*/ { id: 'growth.title', message: 'Growth tools' },
  lead: /*i18n*/ {
    id: 'growth.lead',
    message: 'When to post on each channel, and whether your links bring visitors.',
  },
  link: /*i18n*/ { id: 'growth.link', message: 'Best time to post and link clicks' },
  workspace: /*i18n*/ { id: 'growth.workspace', message: 'Workspace' },
  noWorkspace: /*i18n*/ { id: 'growth.noWorkspace', message: 'You belong to no workspace yet.' },
  loadFailed: /*i18n*/ {
    id: 'growth.loadFailed',
    message: 'The growth tools could not be loaded: {reason}',
  },
  bestTitle: /*i18n*/ { id: 'growth.bestTitle', message: 'Best time to post' },
  channel: /*i18n*/ { id: 'growth.channel', message: 'Channel' },
  noChannel: /*i18n*/ { id: 'growth.noChannel', message: 'This workspace has no channel yet.' },
  measured: /*i18n*/ {
    id: 'growth.measured',
    message:
      'Learned from {posts} published posts. Confidence that the best hour beats this channel’s average: {confidence} %.',
  },
  fallback: /*i18n*/ {
    id: 'growth.fallback',
    message:
      'Network default: this channel has {posts} measured posts, {needed} are needed. Source: {source}',
  },
  best: /*i18n*/ { id: 'growth.best', message: 'Best times: {slots}' },
  heatmap: /*i18n*/ {
    id: 'growth.heatmap',
    message: 'Engagement rate by hour of the week ({zone})',
  },
  cell: /*i18n*/ { id: 'growth.cell', message: '{slot}: {rate} % ({posts} posts)' },
  emptyCell: /*i18n*/ { id: 'growth.emptyCell', message: '{slot}: no post near this hour' },
  linksTitle: /*i18n*/ { id: 'growth.linksTitle', message: 'Links' },
  utm: /*i18n*/ { id: 'growth.utm', message: 'Add UTM parameters to links when publishing' },
  source: /*i18n*/ { id: 'growth.source', message: 'utm_source (empty: the network’s name)' },
  medium: /*i18n*/ { id: 'growth.medium', message: 'utm_medium' },
  campaign: /*i18n*/ {
    id: 'growth.campaign',
    message: 'utm_campaign for posts without a campaign or series',
  },
  shorten: /*i18n*/ {
    id: 'growth.shorten',
    message: 'Replace links with short links on this app’s address that count clicks',
  },
  save: /*i18n*/ { id: 'growth.save', message: 'Save link settings' },
  saved: /*i18n*/ { id: 'growth.saved', message: 'Link settings saved.' },
  badValue: /*i18n*/ {
    id: 'growth.badValue',
    message: 'A UTM value holds at most 60 letters, digits, dots, dashes and underscores.',
  },
  readOnly: /*i18n*/ {
    id: 'growth.readOnly',
    message: 'The workspace’s owners and editors change these settings.',
  },
  clicksTitle: /*i18n*/ { id: 'growth.clicksTitle', message: 'Link clicks per post' },
  post: /*i18n*/ { id: 'growth.post', message: 'Post' },
  clicks: /*i18n*/ { id: 'growth.clicks', message: 'Clicks' },
  visitors: /*i18n*/ { id: 'growth.visitors', message: 'Visitors (one a day)' },
  noClicks: /*i18n*/ { id: 'growth.noClicks', message: 'No short link has been clicked yet.' },
};
