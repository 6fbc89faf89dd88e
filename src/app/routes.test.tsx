// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { detectVariant, type Variant } from '@model/variant';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { messages } from '../i18n/locales/en/messages';
import { VariantProvider } from '../ui/variant';

// Vite's import.meta.glob, which vitest resolves (the app's build has no use for it).
declare global {
  interface ImportMeta {
    glob(patterns: string | string[]): Record<string, () => Promise<unknown>>;
  }
}

// The session store reaches Firebase only through these modules; routing never calls them.
// A provider that never calls back: each test sets the session itself.
vi.mock('../firebase/auth', () => ({ listenToAuth: () => () => undefined }));
vi.mock('../firebase/users', () => ({}));
vi.mock('../firebase/plans', () => ({ listActivePlans: async () => [] }));
// The screens a route renders load their data through these; here that data never arrives (a
// screen stays on its spinner), so no test reaches a network.
const pending = () => new Promise<never>(() => {});
vi.mock('../firebase/firestore', () => ({ firestoreLite: pending }));
vi.mock('../firebase/public-read', () => ({ readPublicDoc: pending, queryPublicDocs: pending }));
vi.mock('../firebase/functions', () => ({ callFunction: pending }));
vi.mock('../firebase/storage', () => ({ uploadFile: pending }));
// The signed-in frame's live counts (the bell, the approvals count) would open the full SDK's
// Listen stream, which without the emulators' settings reaches for production Firestore.
vi.mock('../firebase/notification-listener', () => ({ watchUnreadCount: () => () => undefined }));
vi.mock('../firebase/review/review-listener', () => ({
  watchPostsInReview: () => () => undefined,
}));

const { resetSession, session } = await import('../session/store');
const { AppRoutes } = await import('./AppRoutes');
const { matchRoute, routeTables } = await import('./routes');
const { CONNECT_ONLY_PATHS } = await import('./signed-in-routes');

const seedConnectTable: Record<string, string[]> = {
  '/': [],
  '/login': ['redirectIfAuthenticated'],
  '/about': [],
  '/contact': [],
  '/faq': [],
  '/plans': [],
  '/services': [],
  '/privacy': [],
  '/terms': [],
  '/cookies': [],
  '/consent': [],
  '/app': ['requiresAuth'],
  '/app/posts': ['requiresAuth'],
  '/app/analytics': ['requiresAuth'],
  '/app/admin': ['requiresAuth', 'requiresAdmin'],
  '/app/admin/policies': ['requiresAuth', 'requiresAdmin', 'superAdminOnly'],
  '/app/admin/users': ['requiresAuth', 'requiresAdmin'],
  '/app/admin/team': ['requiresAuth', 'requiresAdmin'],
  '/app/admin/super-admin': ['requiresAuth', 'requiresAdmin', 'superAdminOnly'],
  '/app/admin/settings': ['requiresAuth', 'requiresAdmin', 'superAdminOnly'],
  '/app/admin/pricing-plans': ['requiresAuth', 'requiresAdmin', 'superAdminOnly'],
  '/app/admin/service-requests': ['requiresAuth', 'requiresAdmin'],
  '/app/admin/client-onboarding': ['requiresAuth', 'requiresAdmin'],
  '/app/admin/courtesy-subscriptions': ['requiresAuth', 'requiresAdmin'],
};

/** The account routes both variants add to the base route table (invitation links, reset, settings). */
const accountRoutes: Record<string, string[]> = {
  '/invite/:token': [],
  '/review/:token': [],
  '/reset-password': ['redirectIfAuthenticated'],
  '/app/settings': ['requiresAuth'],
};

const FLAGS = [
  'requiresAuth',
  'requiresAdmin',
  'superAdminOnly',
  'redirectIfAuthenticated',
] as const;

function flagsOf(path: string, product: 'smm' | 'connect'): string[] {
  const route = routeTables[product].find((r) => r.path === path);
  return route ? FLAGS.filter((flag) => route[flag]) : ['<missing>'];
}

/** A signed-in account whose address is verified (the usual case in these tests). */
const signedIn = { isAuthenticated: true, uid: 'u', email: 'a@example.com', emailVerified: true };

function LocationProbe() {
  const [location] = useLocation();
  return <span>{location}</span>;
}

// React warns unless it knows it runs inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Mounts the app's routes at `url` and lets lazy pages and guard redirects settle. */
async function renderAt(url: string, variant: Variant) {
  const memory = memoryLocation({ path: url, record: true });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <VariantProvider value={variant}>
          <Router base={variant.base} hook={memory.hook} searchHook={memory.searchHook}>
            <AppRoutes routes={routeTables[variant.product]} />
          </Router>
        </VariantProvider>
      </I18nProvider>,
    );
  });
  // Settled means two flushes of pending work in a row changed neither the markup nor the
  // location (the chunks are loaded beforehand, so this takes a few flushes).
  let html = '';
  let location = '';
  for (let stable = 0; stable < 2; ) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const next = [container.innerHTML, memory.history?.at(-1) ?? url];
    stable = next[0] === html && next[1] === location ? stable + 1 : 0;
    [html, location] = next as [string, string];
  }
  await act(async () => root.unmount());
  container.remove();
  return { html, location };
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages });
});

beforeEach(() => {
  resetSession('connect');
  session.authStatus = 'ready';
});

describe('route tables', () => {
  it('hold exactly the connect routes of the seed and the account routes, with their access flags', () => {
    const paths = routeTables.connect.map((route) => route.path);
    const expected = { ...seedConnectTable, ...accountRoutes };
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.sort()).toEqual(Object.keys(expected).sort());
    for (const [path, flags] of Object.entries(expected)) {
      expect(flagsOf(path, 'connect'), path).toEqual(flags);
    }
  });

  it('give smm its own public pages and the same signed-in and admin routes', () => {
    const smmPaths = routeTables.smm.map((route) => route.path);
    for (const path of ['/', '/login', '/features', '/pricing', '/about', '/contact']) {
      expect(smmPaths).toContain(path);
    }
    const shared = Object.keys(seedConnectTable).filter(
      (p) => p.startsWith('/app') && !CONNECT_ONLY_PATHS.includes(p),
    );
    for (const path of shared) {
      expect(flagsOf(path, 'smm'), path).toEqual(seedConnectTable[path]);
    }
    // The agency's screens (client requests and onboarding) are connect's alone.
    for (const path of CONNECT_ONLY_PATHS) {
      expect(matchRoute(routeTables.smm, path), path).toBeNull();
      expect(matchRoute(routeTables.connect, path), path).not.toBeNull();
    }
    expect(flagsOf('/login', 'smm')).toEqual(['redirectIfAuthenticated']);
    expect(smmPaths).not.toContain('/faq');
  });

  it('give smm a channels page behind sign-in that the connect table does not have', () => {
    expect(flagsOf('/app/channels', 'smm')).toEqual(['requiresAuth']);
    expect(routeTables.connect.map((route) => route.path)).not.toContain('/app/channels');
  });

  it('give smm a media library behind sign-in that the fixed connect table does not have', () => {
    expect(flagsOf('/app/library', 'smm')).toEqual(['requiresAuth']);
    expect(routeTables.connect.map((route) => route.path)).not.toContain('/app/library');
  });

  it('give smm self-service sign-up and workspaces, and both the account routes', () => {
    expect(flagsOf('/signup', 'smm')).toEqual(['redirectIfAuthenticated']);
    expect(flagsOf('/app/workspaces', 'smm')).toEqual(['requiresAuth']);
    for (const [path, flags] of Object.entries(accountRoutes)) {
      expect(flagsOf(path, 'smm'), path).toEqual(flags);
    }
    const connectPaths = routeTables.connect.map((route) => route.path);
    expect(connectPaths).not.toContain('/signup');
    expect(connectPaths).not.toContain('/app/workspaces');
  });

  it('match an invitation link whatever its token, but only as one whole segment', () => {
    expect(matchRoute(routeTables.connect, '/invite/abc_DEF-123')?.path).toBe('/invite/:token');
    expect(matchRoute(routeTables.smm, '/invite/abc/')?.path).toBe('/invite/:token');
    expect(matchRoute(routeTables.smm, '/invite')).toBeNull();
    expect(matchRoute(routeTables.smm, '/invite/a/b')).toBeNull();
  });

  it('match a path exactly, tolerate a trailing slash, and leave unknown paths unmatched', () => {
    expect(matchRoute(routeTables.connect, '/plans')?.path).toBe('/plans');
    expect(matchRoute(routeTables.connect, '/plans/')?.path).toBe('/plans');
    expect(matchRoute(routeTables.connect, '/')?.path).toBe('/');
    expect(matchRoute(routeTables.connect, '/nope')).toBeNull();
    expect(matchRoute(routeTables.smm, '/plans')).toBeNull();
  });

  // Loading every page transforms most of the app on first import: more than the default 5 s
  // when the machine is busy.
  it('load a page component for every route', { timeout: 60_000 }, async () => {
    for (const route of [...routeTables.connect, ...routeTables.smm]) {
      expect(typeof (await route.load()), route.path).toBe('function');
    }
  });
});

describe('routing under a variant base', () => {
  // Every lazy chunk a render below can reach is imported once here, before any test renders
  // (the routes' pages, the layout, and what the route wrappers here load lazily, such as the
  // posts page behind PostsRoute): a render then waits only for loaded modules to resolve,
  // never for the first transform of a page (seconds on a busy machine, longer than any settling
  // a render allows).
  beforeAll(async () => {
    const wrappers = import.meta.glob(['./**/*.tsx', '!./**/*.test.tsx']);
    const pages = import.meta.glob('../features/**/*Page.tsx');
    await Promise.all([
      ...[...routeTables.connect, ...routeTables.smm].map((route) => route.load()),
      ...Object.values({ ...wrappers, ...pages }).map((load) => load()),
      import('../i18n/activate').then((m) => m.loadAllMessages()),
    ]);
  }, 120_000);

  it('reads paths relative to /connect when the variant was chosen by path', async () => {
    const variant = detectVariant('localhost', '/connect/app/posts');
    const memory = memoryLocation({ path: '/connect/app/posts' });
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <Router base={variant.base} hook={memory.hook}>
          <LocationProbe />
        </Router>,
      );
    });
    expect(container.innerHTML).toBe('<span>/app/posts</span>');
    await act(async () => root.unmount());
  });

  it('renders connect pages whose links stay under the /connect base', async () => {
    const { html } = await renderAt('/connect/plans', { product: 'connect', base: '/connect' });
    expect(html).toContain('href="/connect/services"');
    expect(html).toContain('href="/connect/faq"');
    expect(html).toContain('href="/connect/login"');
    expect(html).not.toContain('href="/features"');
    expect(html).toContain('<h1>Plans</h1>');
  });

  it('renders the smm home page and navigation at the site root', async () => {
    const { html } = await renderAt('/', { product: 'smm', base: '' });
    expect(html).toContain('href="/features"');
    expect(html).toContain('href="/pricing"');
    expect(html).toContain('Plan, publish and measure your social media in one place');
  });

  it('shows the not-found page for a path no route lists', async () => {
    const { html } = await renderAt('/connect/no-such-page', {
      product: 'connect',
      base: '/connect',
    });
    expect(html).toContain('Page not found');
  });

  it('shows only a skeleton of the page for a signed-in route until the auth check is done', async () => {
    session.authStatus = 'not_started';
    const { html, location } = await renderAt('/connect/app/posts', {
      product: 'connect',
      base: '/connect',
    });
    expect(html).toContain('class="skeleton skeleton-list" role="status" aria-busy="true"');
    expect(html).not.toContain('class="spinner"');
    expect(html).not.toContain('App navigation');
    expect(location).toBe('/connect/app/posts');
  });

  it('shapes the waiting skeleton like the page coming: a table for admin lists, cards for the dashboard', async () => {
    session.authStatus = 'not_started';
    const admin = await renderAt('/app/admin/users', { product: 'smm', base: '' });
    expect(admin.html).toContain('class="skeleton skeleton-table"');
    const dashboard = await renderAt('/app', { product: 'smm', base: '' });
    expect(dashboard.html).toContain('class="skeleton skeleton-cards"');
    const settings = await renderAt('/app/settings', { product: 'smm', base: '' });
    expect(settings.html).toContain('class="skeleton skeleton-lines"');
  });

  it('sends a signed-out visitor of /connect/app/posts to the connect login with the redirect query', async () => {
    const { location } = await renderAt('/connect/app/posts', {
      product: 'connect',
      base: '/connect',
    });
    expect(location).toBe('/connect/login?redirect=/app/posts');
  });

  it('sends an admin who is not super admin from a super-admin page to /app/admin', async () => {
    Object.assign(session, signedIn);
    session.roles = { smm: 'admin' };
    session.currentRole = 'admin';
    const { location } = await renderAt('/app/admin/settings', { product: 'smm', base: '' });
    expect(location).toBe('/app/admin');
  });

  it('sends a signed-in user away from the login page by the post-login rule', async () => {
    Object.assign(session, signedIn);
    session.roles = { smm: 'user' };
    session.currentRole = 'user';
    const { location } = await renderAt('/login?redirect=%2Fapp%2Fanalytics', {
      product: 'smm',
      base: '',
    });
    expect(location).toBe('/app/analytics');
  });

  it('shows admin links only to admins and super-admin links only to super admins', async () => {
    Object.assign(session, signedIn);
    const connect = { product: 'connect', base: '/connect' } as const;
    session.roles = { connect: 'admin' };
    session.currentRole = 'admin';
    const admin = await renderAt('/connect/app/posts', connect);
    expect(admin.html).toContain('href="/connect/app/admin/users"');
    expect(admin.html).toContain('href="/connect/app/admin/client-onboarding"');
    expect(admin.html).not.toContain('href="/connect/app/admin/settings"');

    session.roles = { connect: 'super_admin' };
    session.currentRole = 'super_admin';
    const superAdmin = await renderAt('/connect/app/posts', connect);
    expect(superAdmin.html).toContain('href="/connect/app/admin/settings"');
    expect(superAdmin.html).toContain('href="/connect/app/admin/super-admin"');

    session.roles = { connect: 'user' };
    session.currentRole = 'user';
    const user = await renderAt('/connect/app/posts', connect);
    expect(user.html).toContain('href="/connect/app/posts"');
    expect(user.html).toContain('<h1>Posts</h1>');
    expect(user.html).not.toContain('/app/admin');
  });

  it('shows "verify your email" instead of a signed-in page until the address is verified', async () => {
    Object.assign(session, { ...signedIn, emailVerified: false });
    session.roles = { smm: 'user' };
    session.currentRole = 'user';
    const { html, location } = await renderAt('/app/posts', { product: 'smm', base: '' });
    expect(location).toBe('/app/posts');
    expect(html).toContain('Verify your email');
    expect(html).not.toContain('<h1>Posts</h1>');
  });

  it('lists the channels page in the smm navigation only', async () => {
    Object.assign(session, signedIn);
    session.roles = { smm: 'user', connect: 'user' };
    session.currentRole = 'user';
    const smm = await renderAt('/app/channels', { product: 'smm', base: '' });
    expect(smm.html).toContain('<a href="/app/channels" class="active">Channels</a>');
    expect(smm.html).toContain('<h1>Channels</h1>');
    const connect = await renderAt('/connect/app/posts', { product: 'connect', base: '/connect' });
    expect(connect.html).not.toContain('/app/channels');
    const missing = await renderAt('/connect/app/channels', {
      product: 'connect',
      base: '/connect',
    });
    expect(missing.html).not.toContain('<h1>Channels</h1>');
  });

  it('gives connect the notification history and settings as views of /app/settings', async () => {
    Object.assign(session, signedIn);
    session.roles = { connect: 'user' };
    session.currentRole = 'user';
    const connect = { product: 'connect', base: '/connect' } as const;
    const history = await renderAt('/connect/app/settings?view=notifications', connect);
    expect(history.location).toBe('/connect/app/settings?view=notifications');
    expect(history.html).toContain('<h1>Notifications</h1>');
    expect(history.html).toContain('href="/connect/app/settings?view=notification-settings"');
    const settings = await renderAt('/connect/app/settings?view=notification-settings', connect);
    expect(settings.html).toContain('<h1>Notification settings</h1>');
    expect(settings.html).toContain('aria-current="page"');
    // The paths smm uses are not connect's.
    const missing = await renderAt('/connect/app/notifications', connect);
    expect(missing.html).not.toContain('<h1>Notifications</h1>');
  });

  it("links connect's admins, and no one else, to the API keys and webhooks view of /app/settings", async () => {
    const connect = { product: 'connect', base: '/connect' } as const;
    const link = 'href="/connect/app/settings?view=platform"';
    Object.assign(session, signedIn);
    session.roles = { connect: 'user' };
    session.currentRole = 'user';
    const client = await renderAt('/connect/app/settings?view=notifications', connect);
    expect(client.html).toContain('<h1>Notifications</h1>');
    expect(client.html).not.toContain(link);
    session.roles = { connect: 'admin' };
    session.currentRole = 'admin';
    const view = await renderAt('/connect/app/settings?view=platform', connect);
    expect(view.location).toBe('/connect/app/settings?view=platform');
    expect(view.html).toContain(`<a aria-current="page" ${link}>API keys and webhooks</a>`);
    expect(view.html).not.toContain('role="alert"');
  });
});
