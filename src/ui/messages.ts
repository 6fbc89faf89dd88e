// Words shared by the layouts and the screens: navigation labels and section titles.
// Each screen's own sentences live beside the screen.

export const nav = {
  home: /*i18n*/ { id: 'nav.home', message: 'Home' },
  features: /*i18n*/ { id: 'nav.features', message: 'Features' },
  pricing: /*i18n*/ { id: 'nav.pricing', message: 'Pricing' },
  plans: /*i18n*/ { id: 'nav.plans', message: 'Plans' },
  services: /*i18n*/ { id: 'nav.services', message: 'Services' },
  about: /*i18n*/ { id: 'nav.about', message: 'About' },
  contact: /*i18n*/ { id: 'nav.contact', message: 'Contact' },
  faq: /*i18n*/ { id: 'nav.faq', message: 'FAQ' },
  login: /*i18n*/ { id: 'nav.login', message: 'Sign in' },
  privacy: /*i18n*/ { id: 'nav.privacy', message: 'Privacy' },
  terms: /*i18n*/ { id: 'nav.terms', message: 'Terms' },
  cookies: /*i18n*/ { id: 'nav.cookies', message: 'Cookies' },
  consent: /*i18n*/ { id: 'nav.consent', message: 'Consent centre' },
  dashboard: /*i18n*/ { id: 'nav.dashboard', message: 'Dashboard' },
  posts: /*i18n*/ { id: 'nav.posts', message: 'Posts' },
  inbox: /*i18n*/ { id: 'nav.inbox', message: 'Inbox' },
  inboxUnread: /*i18n*/ {
    id: 'inbox.navUnread',
    message: '{count, plural, one {# unread conversation} other {# unread conversations}}',
  },
  channels: /*i18n*/ { id: 'nav.channels', message: 'Channels' },
  library: /*i18n*/ { id: 'nav.library', message: 'Media library' },
  notifications: /*i18n*/ { id: 'nav.notifications', message: 'Notifications' },
  analytics: /*i18n*/ { id: 'nav.analytics', message: 'Analytics' },
  reports: /*i18n*/ { id: 'nav.reports', message: 'Reports' },
  adminDashboard: /*i18n*/ { id: 'nav.adminDashboard', message: 'Admin dashboard' },
  users: /*i18n*/ { id: 'nav.users', message: 'Users' },
  team: /*i18n*/ { id: 'nav.team', message: 'Team' },
  serviceRequests: /*i18n*/ { id: 'nav.serviceRequests', message: 'Service requests' },
  clientOnboarding: /*i18n*/ { id: 'nav.clientOnboarding', message: 'Client onboarding' },
  courtesySubscriptions: /*i18n*/ {
    id: 'nav.courtesySubscriptions',
    message: 'Courtesy subscriptions',
  },
  pricingPlans: /*i18n*/ { id: 'nav.pricingPlans', message: 'Pricing plans' },
  policies: /*i18n*/ { id: 'nav.policies', message: 'Policies' },
  settings: /*i18n*/ { id: 'nav.settings', message: 'Settings' },
  superAdmin: /*i18n*/ { id: 'nav.superAdmin', message: 'Super admin' },
  signup: /*i18n*/ { id: 'nav.signup', message: 'Sign up' },
  resetPassword: /*i18n*/ { id: 'nav.resetPassword', message: 'Reset password' },
  invitation: /*i18n*/ { id: 'nav.invitation', message: 'Invitation' },
  review: /*i18n*/ { id: 'nav.review', message: 'Review' },
  account: /*i18n*/ { id: 'nav.account', message: 'Account' },
  workspaces: /*i18n*/ { id: 'nav.workspaces', message: 'Workspaces' },
};

export const common = {
  languageFailed: /*i18n*/ {
    id: 'common.languageFailed',
    message: 'This language could not be loaded. Check your connection and try again.',
  },
  loading: /*i18n*/ { id: 'common.loading', message: 'Loading…' },
  language: /*i18n*/ { id: 'common.language', message: 'Language' },
  mainNavigation: /*i18n*/ { id: 'common.mainNavigation', message: 'Main navigation' },
  footerNavigation: /*i18n*/ { id: 'common.footerNavigation', message: 'Legal' },
  skipToContent: /*i18n*/ { id: 'common.skipToContent', message: 'Skip to content' },
  rightsReserved: /*i18n*/ { id: 'common.rightsReserved', message: 'All rights reserved.' },
  dismiss: /*i18n*/ { id: 'common.dismiss', message: 'Dismiss' },
};

/** Names of the languages, each written in its own language for the switcher. */
export const LANGUAGE_NAMES = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
  de: 'Deutsch',
  ar: 'العربية',
  zh: '中文',
} as const;
