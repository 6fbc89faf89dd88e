// Sentences of the analytics screen.

export const analytics = {
  lead: /*i18n*/ {
    id: 'analytics.lead',
    message: 'How your posts and channels performed over the period you choose.',
  },
  period: /*i18n*/ { id: 'analytics.period', message: 'Period' },
  last7: /*i18n*/ { id: 'analytics.last7', message: 'Last 7 days' },
  last30: /*i18n*/ { id: 'analytics.last30', message: 'Last 30 days' },
  last90: /*i18n*/ { id: 'analytics.last90', message: 'Last 90 days' },
  workspace: /*i18n*/ { id: 'analytics.workspace', message: 'Workspace' },
  allWorkspaces: /*i18n*/ { id: 'analytics.allWorkspaces', message: 'All workspaces' },
  impressions: /*i18n*/ { id: 'analytics.impressions', message: 'Impressions' },
  engagements: /*i18n*/ { id: 'analytics.engagements', message: 'Engagements' },
  likes: /*i18n*/ { id: 'analytics.likes', message: 'Likes' },
  reposts: /*i18n*/ { id: 'analytics.reposts', message: 'Reposts' },
  replies: /*i18n*/ { id: 'analytics.replies', message: 'Replies' },
  clicks: /*i18n*/ { id: 'analytics.clicks', message: 'Clicks' },
  rate: /*i18n*/ { id: 'analytics.rate', message: 'Engagement rate' },
  posts: /*i18n*/ { id: 'analytics.posts', message: 'Posts' },
  followers: /*i18n*/ { id: 'analytics.followers', message: 'Followers' },
  vsPrevious: /*i18n*/ { id: 'analytics.vsPrevious', message: '{change} vs previous period' },
  noPrevious: /*i18n*/ { id: 'analytics.noPrevious', message: 'no earlier data' },
  chartTitle: /*i18n*/ {
    id: 'analytics.chartTitle',
    message: 'Impressions and engagements per day',
  },
  chartSummary: /*i18n*/ {
    id: 'analytics.chartSummary',
    message:
      'Chart of {impressions} impressions and {engagements} engagements from {from} to {to}.',
  },
  byChannel: /*i18n*/ { id: 'analytics.byChannel', message: 'By channel' },
  byPost: /*i18n*/ { id: 'analytics.byPost', message: 'By post' },
  channel: /*i18n*/ { id: 'analytics.channel', message: 'Channel' },
  post: /*i18n*/ { id: 'analytics.post', message: 'Post' },
  exportCsv: /*i18n*/ { id: 'analytics.exportCsv', message: 'Export CSV' },
  empty: /*i18n*/ {
    id: 'analytics.empty',
    message:
      'No results in this period yet. Numbers appear a day after your posts go out; try a longer period.',
  },
  noWorkspace: /*i18n*/ {
    id: 'analytics.noWorkspace',
    message: 'You are not a member of any workspace yet, so there is nothing to measure.',
  },
  loadFailed: /*i18n*/ {
    id: 'analytics.loadFailed',
    message: 'Analytics could not be loaded. Reload the page to try again.',
  },
  byDay: /*i18n*/ { id: 'analytics.byDay', message: 'Figures by day' },
  day: /*i18n*/ { id: 'analytics.day', message: 'Day' },
};
