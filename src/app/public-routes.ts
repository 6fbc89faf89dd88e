// The public pages of each variant. The connect table is the agency's public site (FAQ,
// plans, services); the smm table is a product site with features and pricing instead.

import { nav } from '../ui/messages';
import type { AppRoute } from './route-types';

const page = { layout: 'public' } as const;

const login: AppRoute = {
  ...page,
  path: '/login',
  title: nav.login,
  redirectIfAuthenticated: true,
  load: () => import('../features/login/LoginPage').then((m) => m.LoginPage),
};

// Account pages: reset and invitation exist in both variants; sign-up only in
// smm, since an agency's portal is entered by invitation.
const resetPassword: AppRoute = {
  ...page,
  path: '/reset-password',
  title: nav.resetPassword,
  redirectIfAuthenticated: true,
  load: () => import('../features/login/ResetPasswordPage').then((m) => m.ResetPasswordPage),
};

const invitation: AppRoute = {
  ...page,
  path: '/invite/:token',
  title: nav.invitation,
  load: () => import('../features/login/InvitePage').then((m) => m.InvitePage),
};

const shared: AppRoute[] = [
  resetPassword,
  invitation,
  {
    ...page,
    path: '/about',
    title: nav.about,
    load: () => import('../features/public/AboutPage').then((m) => m.AboutPage),
  },
  {
    ...page,
    path: '/contact',
    title: nav.contact,
    load: () => import('../features/public/ContactPage').then((m) => m.ContactPage),
  },
  {
    ...page,
    path: '/privacy',
    title: nav.privacy,
    load: () => import('../features/public/PrivacyPage').then((m) => m.PrivacyPage),
  },
  {
    ...page,
    path: '/terms',
    title: nav.terms,
    load: () => import('../features/public/TermsPage').then((m) => m.TermsPage),
  },
  {
    ...page,
    path: '/cookies',
    title: nav.cookies,
    load: () => import('../features/public/CookiesPage').then((m) => m.CookiesPage),
  },
  {
    ...page,
    path: '/consent',
    title: nav.consent,
    load: () => import('../features/public/ConsentPage').then((m) => m.ConsentPage),
  },
];

export const connectPublicRoutes: AppRoute[] = [
  {
    ...page,
    path: '/',
    title: nav.home,
    load: () => import('../features/public/ConnectHomePage').then((m) => m.ConnectHomePage),
  },
  login,
  {
    ...page,
    path: '/faq',
    title: nav.faq,
    load: () => import('../features/public/FaqPage').then((m) => m.FaqPage),
  },
  {
    ...page,
    path: '/plans',
    title: nav.plans,
    load: () => import('../features/public/PlansPage').then((m) => m.PlansPage),
  },
  {
    ...page,
    path: '/services',
    title: nav.services,
    load: () => import('../features/public/ServicesPage').then((m) => m.ServicesPage),
  },
  ...shared,
];

export const smmPublicRoutes: AppRoute[] = [
  {
    ...page,
    path: '/',
    title: nav.home,
    load: () => import('../features/public/SmmHomePage').then((m) => m.SmmHomePage),
  },
  login,
  {
    ...page,
    path: '/signup',
    title: nav.signup,
    redirectIfAuthenticated: true,
    load: () => import('../features/login/SignupPage').then((m) => m.SignupPage),
  },
  {
    ...page,
    path: '/features',
    title: nav.features,
    load: () => import('../features/public/FeaturesPage').then((m) => m.FeaturesPage),
  },
  {
    ...page,
    path: '/pricing',
    title: nav.pricing,
    load: () => import('../features/public/PlansPage').then((m) => m.PlansPage),
  },
  ...shared,
];
