import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Product } from '@model/variant';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { session } from '../../session/store';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { common, nav } from '../../ui/messages';
import { site } from '../../ui/site-store';
import { BRAND_NAMES, useVariant } from '../../ui/variant';

const headerLinks: Record<Product, [string, MessageDescriptor][]> = {
  smm: [
    ['/features', nav.features],
    ['/pricing', nav.pricing],
    ['/about', nav.about],
    ['/contact', nav.contact],
  ],
  connect: [
    ['/services', nav.services],
    ['/plans', nav.plans],
    ['/faq', nav.faq],
    ['/about', nav.about],
    ['/contact', nav.contact],
  ],
};

const footerLinks: [string, MessageDescriptor][] = [
  ['/privacy', nav.privacy],
  ['/terms', nav.terms],
  ['/cookies', nav.cookies],
  ['/consent', nav.consent],
];

// The phone's menu: in the prerendered HTML, hydrated once its chunk is in.
const NavDrawer = lazy(() => import('../../ui/NavDrawer').then((m) => ({ default: m.NavDrawer })));

// Shown only while maintenance mode is on; its own chunk, read after the page is up.
const MaintenanceBanner = lazy(() =>
  import('../../features/notices/MaintenanceBanner').then((m) => ({
    default: m.MaintenanceBanner,
  })),
);

const activeClass = (active: boolean) => (active ? 'active' : undefined);

export function PublicLayout({ children }: { children: ReactNode }) {
  const { _ } = useLingui();
  const { product } = useVariant();
  const { isAuthenticated } = useSnapshot(session);
  // On a client's own host name (features/site), the agency's name and logo replace ours.
  const { label } = useSnapshot(site);
  const brand = label?.agencyName ?? BRAND_NAMES[product];
  const links = (
    <ul>
      {headerLinks[product].map(([href, label]) => (
        <li key={href}>
          <Link href={href} className={activeClass}>
            {_(label)}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="public-layout">
      <a className="skip-link" href="#content">
        {_(common.skipToContent)}
      </a>
      <header className="site-header">
        <Link href="/" className="brand" data-host-label={label ? '' : undefined}>
          {label?.logoUrl ? <img src={label.logoUrl} alt="" height={28} /> : null}
          {brand}
        </Link>
        <nav aria-label={_(common.mainNavigation)} className="site-nav">
          {links}
        </nav>
        {isAuthenticated ? (
          <Link href="/app" className="button button-primary">
            {_(nav.dashboard)}
          </Link>
        ) : (
          <Link href="/login" className="button button-primary">
            {_(nav.login)}
          </Link>
        )}
        <Suspense fallback={null}>
          <NavDrawer>
            <nav aria-label={_(common.mainNavigation)}>{links}</nav>
          </NavDrawer>
        </Suspense>
      </header>
      <main id="content" className="site-main" tabIndex={-1}>
        <Suspense fallback={null}>
          <MaintenanceBanner />
        </Suspense>
        {children}
      </main>
      <footer className="site-footer">
        <nav aria-label={_(common.footerNavigation)}>
          <ul>
            {footerLinks.map(([href, label]) => (
              <li key={href}>
                <Link href={href}>{_(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher />
        <p className="copyright">
          © {new Date().getFullYear()} {brand}. {_(common.rightsReserved)}
        </p>
      </footer>
    </div>
  );
}
