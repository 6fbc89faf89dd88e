// The signed-in and admin routes, the same in both variants.

import { nav } from '../ui/messages';
import { type AppRoute, row } from './route-types';
import { loadClientOnboarding, loadDashboard } from './slots';

const app = { layout: 'app', requiresAuth: true } as const;
const admin = { ...app, requiresAdmin: true } as const;
const superAdmin = { ...admin, superAdminOnly: true } as const;

export const signedInRoutes: AppRoute[] = [
  row(app, '/app', nav.dashboard, loadDashboard),
  // The posts page, and in connect (whose table has no inbox route) the inbox as a view of it:
  // src/app/PostsRoute.tsx.
  row(app, '/app/posts', nav.posts, () => import('./PostsRoute').then((m) => m.PostsRoute)),
  // The analytics screen, and the client report as a view of it (connect's table has no
  // report route): src/app/AnalyticsRoute.tsx.
  row(app, '/app/analytics', nav.analytics, () =>
    import('./AnalyticsRoute').then((m) => m.AnalyticsRoute),
  ),
  // The account page, and in connect (whose table has no notification routes) the
  // notification history and settings as views of it: src/app/SettingsRoute.tsx.
  row(app, '/app/settings', nav.account, () =>
    import('./SettingsRoute').then((m) => m.SettingsRoute),
  ),
  row(admin, '/app/admin', nav.adminDashboard, () =>
    import('../features/admin-dashboard/AdminDashboardPage').then((m) => m.AdminDashboardPage),
  ),
  row(superAdmin, '/app/admin/policies', nav.policies, () =>
    import('../features/admin-policies/PoliciesPage').then((m) => m.PoliciesPage),
  ),
  row(admin, '/app/admin/users', nav.users, () =>
    import('../features/admin-users/UsersPage').then((m) => m.UsersPage),
  ),
  row(admin, '/app/admin/team', nav.team, () =>
    import('../features/admin-team/TeamPage').then((m) => m.TeamPage),
  ),
  row(superAdmin, '/app/admin/super-admin', nav.superAdmin, () =>
    import('../features/admin-super/SuperAdminPage').then((m) => m.SuperAdminPage),
  ),
  row(superAdmin, '/app/admin/settings', nav.settings, () =>
    import('../features/admin-settings/SettingsPage').then((m) => m.SettingsPage),
  ),
  row(superAdmin, '/app/admin/pricing-plans', nav.pricingPlans, () =>
    import('../features/admin-plans/PricingPlansPage').then((m) => m.PricingPlansPage),
  ),
  row(admin, '/app/admin/service-requests', nav.serviceRequests, () =>
    import('../features/admin-service-requests/ServiceRequestsPage').then(
      (m) => m.ServiceRequestsPage,
    ),
  ),
  row(admin, '/app/admin/client-onboarding', nav.clientOnboarding, loadClientOnboarding),
  row(admin, '/app/admin/courtesy-subscriptions', nav.courtesySubscriptions, () =>
    import('../features/admin-courtesy/CourtesySubscriptionsPage').then(
      (m) => m.CourtesySubscriptionsPage,
    ),
  ),
];

/**
 * Admin screens that run an agency (its clients' requests and onboarding): connect only. The
 * smm menu does not list them and the smm route table leaves them out, so they answer
 * not-found there instead of half-loading connect's data.
 */
export const CONNECT_ONLY_PATHS: readonly string[] = [
  '/app/admin/service-requests',
  '/app/admin/client-onboarding',
];

/** smm's own signed-in screens; connect's signed-in table is fixed and does not grow. */
export const smmSignedInRoutes: AppRoute[] = [
  row(app, '/app/channels', nav.channels, () =>
    import('../features/channels/ChannelsPage').then((m) => m.ChannelsPage),
  ),
  // Media library (media helper): files uploaded once and reused in posts.
  row(app, '/app/library', nav.library, () =>
    import('../features/library/LibraryPage').then((m) => m.LibraryPage),
  ),
  // The unified inbox (connect reaches it as /app/posts?view=inbox).
  row(app, '/app/inbox', nav.inbox, () =>
    import('../features/inbox/InboxPage').then((m) => m.InboxPage),
  ),
  // Client reports (issue 35); connect shows them at /app/analytics?view=report.
  row(app, '/app/reports', nav.reports, () =>
    import('../features/reports/ReportsPage').then((m) => m.ReportsPage),
  ),
  row(app, '/app/workspaces', nav.workspaces, () =>
    import('../features/account/WorkspacesPage').then((m) => m.WorkspacesPage),
  ),
  row(app, '/app/notifications', nav.notifications, () =>
    import('../features/notifications/NotificationsPage').then((m) => m.NotificationsPage),
  ),
  row(app, '/app/settings/notifications', nav.notifications, () =>
    import('../features/notifications/NotificationSettingsPage').then(
      (m) => m.NotificationSettingsPage,
    ),
  ),
];
