// The signed-in and admin routes, the same in both variants.

import { nav } from '../ui/messages';
import type { AppRoute } from './route-types';
import { loadClientOnboarding, loadDashboard } from './slots';

const app = { layout: 'app', requiresAuth: true } as const;
const admin = { ...app, requiresAdmin: true } as const;
const superAdmin = { ...admin, superAdminOnly: true } as const;

export const signedInRoutes: AppRoute[] = [
  {
    ...app,
    path: '/app',
    title: nav.dashboard,
    load: loadDashboard,
  },
  {
    ...app,
    path: '/app/posts',
    title: nav.posts,
    load: () => import('../features/posts/PostsPage').then((m) => m.PostsPage),
  },
  {
    ...app,
    path: '/app/analytics',
    title: nav.analytics,
    load: () => import('../features/analytics/AnalyticsPage').then((m) => m.AnalyticsPage),
  },
  {
    ...app,
    path: '/app/settings',
    title: nav.account,
    load: () => import('../features/account/AccountPage').then((m) => m.AccountPage),
  },
  {
    ...admin,
    path: '/app/admin',
    title: nav.adminDashboard,
    load: () => import('../features/admin/AdminDashboardPage').then((m) => m.AdminDashboardPage),
  },
  {
    ...superAdmin,
    path: '/app/admin/policies',
    title: nav.policies,
    load: () => import('../features/admin/PoliciesPage').then((m) => m.PoliciesPage),
  },
  {
    ...admin,
    path: '/app/admin/users',
    title: nav.users,
    load: () => import('../features/admin/UsersPage').then((m) => m.UsersPage),
  },
  {
    ...admin,
    path: '/app/admin/team',
    title: nav.team,
    load: () => import('../features/admin/TeamPage').then((m) => m.TeamPage),
  },
  {
    ...superAdmin,
    path: '/app/admin/super-admin',
    title: nav.superAdmin,
    load: () => import('../features/admin/SuperAdminPage').then((m) => m.SuperAdminPage),
  },
  {
    ...superAdmin,
    path: '/app/admin/settings',
    title: nav.settings,
    load: () => import('../features/admin/SettingsPage').then((m) => m.SettingsPage),
  },
  {
    ...superAdmin,
    path: '/app/admin/pricing-plans',
    title: nav.pricingPlans,
    load: () => import('../features/admin/PricingPlansPage').then((m) => m.PricingPlansPage),
  },
  {
    ...admin,
    path: '/app/admin/service-requests',
    title: nav.serviceRequests,
    load: () => import('../features/admin/ServiceRequestsPage').then((m) => m.ServiceRequestsPage),
  },
  {
    ...admin,
    path: '/app/admin/client-onboarding',
    title: nav.clientOnboarding,
    load: loadClientOnboarding,
  },
  {
    ...admin,
    path: '/app/admin/courtesy-subscriptions',
    title: nav.courtesySubscriptions,
    load: () =>
      import('../features/admin/CourtesySubscriptionsPage').then(
        (m) => m.CourtesySubscriptionsPage,
      ),
  },
];

/** smm's own signed-in screens; connect's signed-in table is fixed and does not grow. */
export const smmSignedInRoutes: AppRoute[] = [
  {
    ...app,
    path: '/app/channels',
    title: nav.channels,
    load: () => import('../features/channels/ChannelsPage').then((m) => m.ChannelsPage),
  },
  {
    ...app,
    path: '/app/workspaces',
    title: nav.workspaces,
    load: () => import('../features/account/WorkspacesPage').then((m) => m.WorkspacesPage),
  },
];
