import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { isAdmin, isSuperAdmin, type Role } from '@model/roles';
import type { Product } from '@model/variant';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link, useLocation, useSearch } from 'wouter';
import ApprovalsNavItem from '../../features/dashboard/ApprovalsNavItem';
import InboxNavItem from '../../features/inbox/InboxNavItem';
import { AppNotices } from '../../features/notices/AppNotices';
import Bell from '../../features/notifications/Bell';
import { session, signOut, verifySession } from '../../session/store';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { common, nav } from '../../ui/messages';
import { NavDrawer } from '../../ui/NavDrawer';
import { useMediaQuery } from '../../ui/use-media-query';
import { BRAND_NAMES, useVariant } from '../../ui/variant';
import { appLayoutMessages } from './app-layout-messages';

type NavLink = [string, MessageDescriptor];

// The bell, the inbox's and the approvals' live counts and the notices (maintenance, new terms)
// are part of the frame, static imports: every signed-in screen shows them at once, and as lazy
// parts each was a request of its own (and split the code they share into more), not a saving.
// Their live listeners still load the full Firestore SDK lazily (src/firebase/*-listener.ts).

// Until the address is verified, signed-in screens show this instead: invitations and
// grants need a verified address.
const VerifyEmail = lazy(() =>
  import('../../features/login/VerifyEmail').then((m) => ({ default: m.VerifyEmail })),
);

// A connect client's agency white label on the frame: its own chunk, loaded for clients only.
const PortalBrand = lazy(() => import('../../features/portal-brand/PortalBrand'));

const everyone: NavLink[] = [
  ['/app', nav.dashboard],
  ['/app/posts', nav.posts],
  ['/app/analytics', nav.analytics],
];

/** smm users manage their own channels; in connect, agency staff do it for their clients. */
const productLinks: Record<Product, NavLink[]> = {
  smm: [
    ...everyone,
    ['/app/reports', nav.reports],
    ['/app/library', nav.library],
    ['/app/channels', nav.channels],
    ['/app/workspaces', nav.workspaces],
  ],
  connect: everyone,
};

/** Admin sections per product: client onboarding and service requests run an agency. */
const adminLinks: Record<Product, NavLink[]> = {
  smm: [
    ['/app/admin', nav.adminDashboard],
    ['/app/admin/users', nav.users],
    ['/app/admin/team', nav.team],
    ['/app/admin/courtesy-subscriptions', nav.courtesySubscriptions],
  ],
  connect: [
    ['/app/admin', nav.adminDashboard],
    ['/app/admin/users', nav.users],
    ['/app/admin/team', nav.team],
    ['/app/admin/service-requests', nav.serviceRequests],
    ['/app/admin/client-onboarding', nav.clientOnboarding],
    ['/app/admin/courtesy-subscriptions', nav.courtesySubscriptions],
  ],
};

const superAdminLinks: NavLink[] = [
  ['/app/admin/pricing-plans', nav.pricingPlans],
  ['/app/admin/policies', nav.policies],
  ['/app/admin/settings', nav.settings],
  ['/app/admin/super-admin', nav.superAdmin],
];

const roleLabels: Record<Role, MessageDescriptor> = {
  user: appLayoutMessages.roleUser,
  admin: appLayoutMessages.roleAdmin,
  super_admin: appLayoutMessages.roleSuperAdmin,
  saas_admin: appLayoutMessages.roleSaasAdmin,
};

function NavSection({
  title,
  links,
  extra,
}: {
  title?: MessageDescriptor;
  links: NavLink[];
  extra?: ReactNode;
}) {
  const { _ } = useLingui();
  // A view of a page (connect's inbox is /app/posts?view=inbox) is its own entry: the page's
  // link is not the current one then.
  const view = new URLSearchParams(useSearch()).has('view');
  return (
    <div className="app-nav-section">
      {title ? <h2>{_(title)}</h2> : null}
      <ul>
        {links.map(([href, label]) => (
          <li key={href}>
            <Link href={href} className={(active) => (active && !view ? 'active' : undefined)}>
              {_(label)}
            </Link>
          </li>
        ))}
        {extra}
      </ul>
    </div>
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  const { _ } = useLingui();
  const { product } = useVariant();
  const snap = useSnapshot(session);
  const admin = isAdmin(snap.currentRole, snap.roles);
  const superAdmin = isSuperAdmin(snap.roles);
  const [, navigate] = useLocation();
  // Coming back to the tab or back online, the provider is asked whether the session still
  // holds, so a session that ended meanwhile says so (drafts are kept) before the next save
  // fails. Here, in the signed-in frame's own chunk, not in every public page's script.
  useEffect(() => {
    const check = () => {
      if (document.visibilityState === 'visible') void verifySession(true);
    };
    document.addEventListener('visibilitychange', check);
    addEventListener('online', check);
    return () => {
      document.removeEventListener('visibilitychange', check);
      removeEventListener('online', check);
    };
  }, []);
  // Leaving for the login page in the same tick as the sign-out keeps the guard from
  // treating the page being left as one the user still wants.
  const onSignOut = () => {
    signOut();
    navigate('/login', { replace: true });
  };
  // On a phone (styles.css: 720 px and below) the header keeps the brand, the menu button and
  // the bell on one row; the account's link, role, language and sign-out move into the drawer.
  // Rendered in one place at a time, so a screen reader never meets them twice.
  const phone = useMediaQuery('(max-width: 720px)');
  const account = (
    <>
      {snap.email ? (
        // The account's own settings (profile, export, deletion) open from its name.
        <Link href="/app/settings" className="app-user-email">
          {_({ ...appLayoutMessages.signedInAs, values: { email: snap.email } })}
        </Link>
      ) : null}
      {snap.currentRole ? (
        <span className="role-badge">{_(roleLabels[snap.currentRole])}</span>
      ) : null}
    </>
  );
  const settings = (
    <>
      <LanguageSwitcher />
      <button type="button" className="button" onClick={onSignOut}>
        {_(appLayoutMessages.signOut)}
      </button>
    </>
  );
  const sections = (
    <>
      <NavSection
        links={productLinks[product]}
        extra={
          <>
            <InboxNavItem />
            <ApprovalsNavItem />
          </>
        }
      />
      {admin ? (
        <NavSection title={appLayoutMessages.administration} links={adminLinks[product]} />
      ) : null}
      {superAdmin ? (
        <NavSection title={appLayoutMessages.superAdministration} links={superAdminLinks} />
      ) : null}
    </>
  );
  return (
    <div className="app-layout">
      <a className="skip-link" href="#content">
        {_(common.skipToContent)}
      </a>
      <header className="app-header">
        <Link href="/" className="brand">
          {BRAND_NAMES[product]}
        </Link>
        {product === 'connect' && !admin ? (
          <Suspense fallback={null}>
            <PortalBrand />
          </Suspense>
        ) : null}
        {/* On a phone the navigation moves into a drawer behind a menu button (styles.css). */}
        <NavDrawer>
          <nav className="app-nav" aria-label={_(appLayoutMessages.appNavigation)}>
            {sections}
          </nav>
          {phone ? (
            <div className="drawer-account">
              {account}
              {settings}
            </div>
          ) : null}
        </NavDrawer>
        <div className="app-user">
          {phone ? null : account}
          <Bell />
          {phone ? null : settings}
        </div>
      </header>
      <div className="app-body">
        <nav className="app-nav app-sidebar" aria-label={_(appLayoutMessages.appNavigation)}>
          {sections}
        </nav>
        <main id="content" className="app-main" tabIndex={-1}>
          {snap.emailVerified ? (
            <>
              <AppNotices onSignOut={onSignOut} />
              {children}
            </>
          ) : (
            <Suspense fallback={null}>
              <VerifyEmail />
            </Suspense>
          )}
        </main>
      </div>
    </div>
  );
}
