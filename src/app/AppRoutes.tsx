import { useLingui } from '@lingui/react';
import { type ComponentType, lazy, Suspense, useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio/react';
import { useLocation, useSearch } from 'wouter';
import {
  activateLocale,
  loadAdminMessages,
  loadAllMessages,
  readStoredLocale,
} from '../i18n/activate';
import { guardRoute } from '../session/guard';
import { session, startAuthListener, verifySession } from '../session/store';
import { common } from '../ui/messages';
import { site } from '../ui/site-store';
import { BRAND_NAMES, useVariant } from '../ui/variant';
import { PublicLayout } from './layouts/PublicLayout';
import { appMessages } from './messages';
import { NotFoundPage } from './NotFoundPage';
import { PageLoadFailed } from './PageLoadFailed';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import {
  type AppRoute,
  needsAdminMessages,
  needsAllMessages,
  needsAuthProvider,
} from './route-types';
import { matchRoute } from './routes';

// The signed-in layout (navigation, bell, notices) is its own chunk: the public pages, where
// the landing page's initial JavaScript is measured, never need it.
// Its words are beyond the public site's part of the catalog.
const AppLayout = lazy(() =>
  Promise.all([import('./layouts/AppLayout'), loadAllMessages()]).then(([module]) => ({
    default: module.AppLayout,
  })),
);

// One lazy component per route row, created once, so React keeps each page's chunk.
const lazyPages = new WeakMap<AppRoute, ComponentType>();

function pageFor(route: AppRoute): ComponentType {
  let page = lazyPages.get(route);
  if (!page) {
    page = lazy(() =>
      Promise.all([
        route.load(),
        needsAllMessages(route) ? loadAllMessages() : undefined,
        needsAdminMessages(route) ? loadAdminMessages() : undefined,
      ]).then(([component]) => ({ default: component })),
    );
    lazyPages.set(route, page);
  }
  return page;
}

/**
 * What a route shows while its page's chunk loads (and while the guard waits for the session):
 * the skeleton of the kind of page coming, admin tables, lists, cards or text. The markup is
 * src/ui/Skeleton's, whose CSS is in the initial stylesheet; the component itself would add a
 * shared chunk to the landing page's initial JavaScript.
 */
function RouteSkeleton({ route: { layout, path } }: { route: AppRoute }) {
  const { _ } = useLingui();
  const shape =
    layout !== 'app' || path.includes('settings')
      ? 'lines'
      : path.includes('admin/')
        ? 'table'
        : /posts|channels|notif/.test(path)
          ? 'list'
          : 'cards';
  return (
    <div className={`skeleton skeleton-${shape}`} role="status" aria-busy="true">
      <span className="visually-hidden">{_(common.loading)}</span>
      {[0, 1, 2, 3].map((bone) => (
        <span key={bone} className="skeleton-bone" aria-hidden="true" />
      ))}
    </div>
  );
}

function useDocumentTitle(title: string): void {
  const { product } = useVariant();
  const { name } = useSnapshot(site);
  useEffect(() => {
    document.title = `${title} · ${name || BRAND_NAMES[product]}`;
  }, [title, product, name]);
}

function GuardedRoute({ route }: { route: AppRoute }) {
  const { _ } = useLingui();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const snap = useSnapshot(session);
  const decision = guardRoute(route, snap, { path, search });
  const target = decision.kind === 'redirect' ? decision.to : null;
  const forcesAuthCheck = Boolean(route.requiresAuth || route.requiresAdmin);
  const needsProvider = needsAuthProvider(route);

  useDocumentTitle(_(route.title));

  useEffect(() => {
    if (target !== null) navigate(target, { replace: true });
  }, [target, navigate]);

  // A public page may have started without the Auth SDK; this route needs it running.
  useEffect(() => {
    if (needsProvider) startAuthListener();
  }, [needsProvider]);

  useEffect(() => {
    if (forcesAuthCheck && path) void verifySession();
  }, [forcesAuthCheck, path]);

  const Layout = route.layout === 'app' ? AppLayout : PublicLayout;
  const Page = useMemo(() => pageFor(route), [route]);
  const loading = <RouteSkeleton route={route} />;
  if (decision.kind !== 'render') {
    return route.layout === 'app' ? loading : <Layout>{loading}</Layout>;
  }
  return (
    <Suspense fallback={loading}>
      <Layout>
        <RouteErrorBoundary key={path} fallback={<PageLoadFailed />}>
          <Suspense fallback={loading}>
            <Page />
          </Suspense>
        </RouteErrorBoundary>
      </Layout>
    </Suspense>
  );
}

function NotFound() {
  const { _ } = useLingui();
  useDocumentTitle(_(appMessages.notFoundTitle));
  return (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  );
}

export function AppRoutes({ routes }: { routes: readonly AppRoute[] }) {
  const [path] = useLocation();
  const route = matchRoute(routes, path);
  // settings/app (site name, enabled and default languages), in its own chunk after mount;
  // without it the app keeps its built-in name and every language.
  useEffect(() => {
    import('../features/site/apply-site-settings')
      .then((m) =>
        m.applySiteSettings({ site, storedLocale: readStoredLocale, activate: activateLocale }),
      )
      .catch(() => undefined);
  }, []);
  return route ? <GuardedRoute route={route} /> : <NotFound />;
}
