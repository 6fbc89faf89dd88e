// The public pages of each variant. The connect table is the agency's public site (FAQ,
// plans, services); the smm table is a product site with features and pricing instead.

import { nav } from '../ui/messages';
import { type AppRoute, row } from './route-types';

const page = { layout: 'public' } as const;
const signIn = { ...page, redirectIfAuthenticated: true } as const;

const login: AppRoute = row(signIn, '/login', nav.login, () =>
  import('../features/login/LoginPage').then((m) => m.LoginPage),
);

// Account pages: reset and invitation exist in both variants; sign-up only in
// smm, since an agency's portal is entered by invitation.
const resetPassword: AppRoute = row(signIn, '/reset-password', nav.resetPassword, () =>
  import('../features/login/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);

const invitation: AppRoute = row(
  { ...page, usesSession: true },
  '/invite/:token',
  nav.invitation,
  () => import('../features/login/InvitePage').then((m) => m.InvitePage),
);

const shared: AppRoute[] = [
  resetPassword,
  invitation,
  // Client review: a review link, opened without an account; with `?view=report`, a report
  // share link (src/app/ReviewRoute.tsx).
  row({ ...page, allMessages: true }, '/review/:token', nav.review, () =>
    import('./ReviewRoute').then((m) => m.ReviewRoute),
  ),
  row(page, '/about', nav.about, () =>
    import('../features/public/AboutPage').then((m) => m.AboutPage),
  ),
  row(page, '/contact', nav.contact, () =>
    import('../features/public/ContactPage').then((m) => m.ContactPage),
  ),
  row(page, '/privacy', nav.privacy, () =>
    import('../features/public/PrivacyPage').then((m) => m.PrivacyPage),
  ),
  row(page, '/terms', nav.terms, () =>
    import('../features/public/TermsPage').then((m) => m.TermsPage),
  ),
  row(page, '/cookies', nav.cookies, () =>
    import('../features/public/CookiesPage').then((m) => m.CookiesPage),
  ),
  row(page, '/consent', nav.consent, () =>
    import('../features/public/ConsentPage').then((m) => m.ConsentPage),
  ),
];

export const connectPublicRoutes: AppRoute[] = [
  row(page, '/', nav.home, () =>
    import('../features/public/ConnectHomePage').then((m) => m.ConnectHomePage),
  ),
  login,
  row(page, '/faq', nav.faq, () => import('../features/public/FaqPage').then((m) => m.FaqPage)),
  row(page, '/plans', nav.plans, () =>
    import('../features/public/PlansPage').then((m) => m.PlansPage),
  ),
  row(page, '/services', nav.services, () =>
    import('../features/public/ServicesPage').then((m) => m.ServicesPage),
  ),
  ...shared,
];

export const smmPublicRoutes: AppRoute[] = [
  row(page, '/', nav.home, () =>
    import('../features/public/SmmHomePage').then((m) => m.SmmHomePage),
  ),
  login,
  row(signIn, '/signup', nav.signup, () =>
    import('../features/login/SignupPage').then((m) => m.SignupPage),
  ),
  row(page, '/features', nav.features, () =>
    import('../features/public/FeaturesPage').then((m) => m.FeaturesPage),
  ),
  row(page, '/pricing', nav.pricing, () =>
    import('../features/public/PlansPage').then((m) => m.PlansPage),
  ),
  ...shared,
];
