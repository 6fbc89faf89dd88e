// Sentences of the notification centre (bell, history) and the notification settings.

export const m = {
  bell: /*i18n*/ { id: 'notifications.bell', message: 'Notifications' },
  bellUnread: /*i18n*/ {
    id: 'notifications.bellUnread',
    message: '{count, plural, one {Notifications, # unread} other {Notifications, # unread}}',
  },
  panelTitle: /*i18n*/ { id: 'notifications.panelTitle', message: 'Notifications' },
  empty: /*i18n*/ {
    id: 'notifications.empty',
    message: 'Nothing new. Notices about your posts and requests appear here.',
  },
  loadFailed: /*i18n*/ {
    id: 'notifications.loadFailed',
    message: 'The notifications could not be loaded. Please try again.',
  },
  markRead: /*i18n*/ { id: 'notifications.markRead', message: 'Mark read' },
  markAllRead: /*i18n*/ { id: 'notifications.markAllRead', message: 'Mark all read' },
  allRead: /*i18n*/ {
    id: 'notifications.allRead',
    message: 'Every notification is marked as read.',
  },
  unreadLabel: /*i18n*/ { id: 'notifications.unreadLabel', message: 'Unread' },
  seeAll: /*i18n*/ { id: 'notifications.seeAll', message: 'See all notifications' },
  settingsLink: /*i18n*/ { id: 'notifications.settingsLink', message: 'Notification settings' },
  close: /*i18n*/ { id: 'notifications.close', message: 'Close' },
  saveFailed: /*i18n*/ {
    id: 'notifications.saveFailed',
    message: 'Your change could not be saved. Please try again.',
  },
  historyTitle: /*i18n*/ { id: 'notifications.historyTitle', message: 'Notifications' },
  historyLead: /*i18n*/ {
    id: 'notifications.historyLead',
    message: 'Everything the app told you about: approvals, publishing, channels and requests.',
  },
  loadMore: /*i18n*/ { id: 'notifications.loadMore', message: 'Show older' },
  settingsTitle: /*i18n*/ { id: 'notifications.settingsTitle', message: 'Notification settings' },
  settingsLead: /*i18n*/ {
    id: 'notifications.settingsLead',
    message:
      'Choose, for each kind of notice, whether it reaches you by email, in the app, both or not at all.',
  },
  category: /*i18n*/ { id: 'notifications.category', message: 'Kind of notice' },
  catApprovals: /*i18n*/ {
    id: 'notifications.cat.approvals',
    message: 'Approvals (requests, approvals, changes requested)',
  },
  catPublishing: /*i18n*/ { id: 'notifications.cat.publishing', message: 'Publishing results' },
  catChannels: /*i18n*/ {
    id: 'notifications.cat.channels',
    message: 'Channels that need reconnecting',
  },
  catRequests: /*i18n*/ { id: 'notifications.cat.requests', message: 'Service requests' },
  catOnboarding: /*i18n*/ { id: 'notifications.cat.onboarding', message: 'Client onboarding' },
  catSubscriptions: /*i18n*/ {
    id: 'notifications.cat.subscriptions',
    message: 'Courtesy subscriptions',
  },
  chBoth: /*i18n*/ { id: 'notifications.ch.both', message: 'Email and in the app' },
  chEmail: /*i18n*/ { id: 'notifications.ch.email', message: 'Email only' },
  chInApp: /*i18n*/ { id: 'notifications.ch.in_app', message: 'In the app only' },
  chNone: /*i18n*/ { id: 'notifications.ch.none', message: 'Off' },
  digest: /*i18n*/ {
    id: 'notifications.digest',
    message: 'Send one email a day with everything instead of one per notice',
  },
  alwaysNote: /*i18n*/ {
    id: 'notifications.alwaysNote',
    message: 'Invitations and new terms to accept are always emailed.',
  },
  save: /*i18n*/ { id: 'notifications.save', message: 'Save' },
  saved: /*i18n*/ { id: 'notifications.saved', message: 'Your notification settings are saved.' },
};
