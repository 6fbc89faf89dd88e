import { describe, expect, it } from 'vitest';
import { type GuardSession, guardRoute, loginPathFor, postLoginRedirect } from './guard';

const signedOut: GuardSession = {
  authStatus: 'ready',
  isAuthenticated: false,
  currentRole: null,
  roles: {},
  sessionExpired: false,
};
const user: GuardSession = {
  ...signedOut,
  isAuthenticated: true,
  currentRole: 'user',
  roles: { smm: 'user' },
};
const admin: GuardSession = { ...user, currentRole: 'admin', roles: { smm: 'admin' } };
const superAdmin: GuardSession = {
  ...user,
  currentRole: 'super_admin',
  roles: { connect: 'super_admin' },
};
const saasAdmin: GuardSession = {
  ...user,
  currentRole: 'saas_admin',
  roles: { smm: 'saas_admin' },
};

const app = { requiresAuth: true };
const adminRoute = { requiresAuth: true, requiresAdmin: true };
const superRoute = { requiresAuth: true, requiresAdmin: true, superAdminOnly: true };
const login = { redirectIfAuthenticated: true };
const at = (path: string, search = '') => ({ path, search });

describe('guardRoute', () => {
  it('waits for the auth check before deciding a signed-in route', () => {
    expect(guardRoute(app, { ...signedOut, authStatus: 'not_started' }, at('/app'))).toEqual({
      kind: 'wait',
    });
  });

  it('sends an unauthenticated user to /login with the original full path as redirect', () => {
    expect(guardRoute(app, signedOut, at('/app/posts'))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=/app/posts',
    });
    const decision = guardRoute(app, signedOut, at('/app/posts', 'status=draft&page=2'));
    expect(decision.kind).toBe('redirect');
    const to = decision.kind === 'redirect' ? decision.to : '';
    expect(new URL(to, 'https://x.test').searchParams.get('redirect')).toBe(
      '/app/posts?status=draft&page=2',
    );
  });

  it('sends an unauthenticated user away from admin routes to /login too', () => {
    expect(guardRoute(adminRoute, signedOut, at('/app/admin/users'))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=/app/admin/users',
    });
  });

  it('renders a signed-in route for a signed-in user', () => {
    expect(guardRoute(app, user, at('/app/posts'))).toEqual({ kind: 'render' });
    expect(guardRoute(app, user, at('/app'))).toEqual({ kind: 'render' });
  });

  it('sends a signed-in admin opening the app dashboard to the admin dashboard', () => {
    expect(guardRoute(app, admin, at('/app'))).toEqual({ kind: 'redirect', to: '/app/admin' });
    expect(guardRoute(app, saasAdmin, at('/app'))).toEqual({ kind: 'redirect', to: '/app/admin' });
    expect(guardRoute(app, admin, at('/app/posts'))).toEqual({ kind: 'render' });
  });

  it('sends a non-admin away from admin routes to the app dashboard', () => {
    expect(guardRoute(adminRoute, user, at('/app/admin'))).toEqual({
      kind: 'redirect',
      to: '/app',
    });
    expect(guardRoute(superRoute, user, at('/app/admin/settings'))).toEqual({
      kind: 'redirect',
      to: '/app',
    });
  });

  it('lets every admin-level role into admin routes', () => {
    for (const who of [admin, superAdmin, saasAdmin]) {
      expect(guardRoute(adminRoute, who, at('/app/admin/users'))).toEqual({ kind: 'render' });
    }
  });

  it('enforces super-admin-only routes: an admin who is not super admin goes to /app/admin', () => {
    expect(guardRoute(superRoute, admin, at('/app/admin/policies'))).toEqual({
      kind: 'redirect',
      to: '/app/admin',
    });
    expect(guardRoute(superRoute, saasAdmin, at('/app/admin/super-admin'))).toEqual({
      kind: 'redirect',
      to: '/app/admin',
    });
    expect(guardRoute(superRoute, superAdmin, at('/app/admin/super-admin'))).toEqual({
      kind: 'render',
    });
  });

  it('sends a user whose session expired to /login with error=session-expired and the way back', () => {
    expect(guardRoute(app, { ...signedOut, sessionExpired: true }, at('/app'))).toEqual({
      kind: 'redirect',
      to: '/login?error=session-expired&redirect=/app',
    });
    expect(
      guardRoute(app, { ...signedOut, sessionExpired: true }, at('/app/posts', 'view=week')),
    ).toEqual({
      kind: 'redirect',
      to: '/login?error=session-expired&redirect=/app/posts%3Fview%3Dweek',
    });
  });

  it('sends a signed-in user away from redirect-if-authenticated routes to /app', () => {
    expect(guardRoute(login, user, at('/login'))).toEqual({ kind: 'redirect', to: '/app' });
  });

  it('sends a signed-in admin away from redirect-if-authenticated routes to /app/admin', () => {
    expect(guardRoute(login, admin, at('/login'))).toEqual({ kind: 'redirect', to: '/app/admin' });
    expect(guardRoute(login, saasAdmin, at('/login'))).toEqual({
      kind: 'redirect',
      to: '/app/admin',
    });
  });

  it('applies the post-login rule when the login page carries a redirect query', () => {
    expect(guardRoute(login, user, at('/login', 'redirect=%2Fapp%2Fposts'))).toEqual({
      kind: 'redirect',
      to: '/app/posts',
    });
    expect(guardRoute(login, admin, at('/login', 'redirect=%2F%2Fevil.example'))).toEqual({
      kind: 'redirect',
      to: '/app/admin',
    });
  });

  it('renders the login page for a signed-out visitor', () => {
    expect(guardRoute(login, signedOut, at('/login'))).toEqual({ kind: 'render' });
  });

  it('renders public routes for anyone, even before the auth check', () => {
    expect(guardRoute({}, { ...signedOut, authStatus: 'not_started' }, at('/'))).toEqual({
      kind: 'render',
    });
    expect(guardRoute({}, admin, at('/plans'))).toEqual({ kind: 'render' });
  });
});

describe('loginPathFor', () => {
  it('keeps the query of the original path inside the redirect query', () => {
    expect(loginPathFor(at('/app/analytics', 'range=7d&x=a b'))).toBe(
      '/login?redirect=/app/analytics%3Frange%3D7d%26x%3Da%20b',
    );
    const back = new URLSearchParams('redirect=/app/analytics%3Frange%3D7d%26x%3Da%20b');
    expect(back.get('redirect')).toBe('/app/analytics?range=7d&x=a b');
  });
});

describe('postLoginRedirect', () => {
  it('goes to the redirect query path when it starts with /', () => {
    expect(postLoginRedirect('/app/posts', 'user')).toBe('/app/posts');
    expect(postLoginRedirect('/app/admin/users?page=2', 'admin')).toBe('/app/admin/users?page=2');
  });

  it('otherwise sends admin, super_admin and saas_admin to /app/admin', () => {
    expect(postLoginRedirect(null, 'admin')).toBe('/app/admin');
    expect(postLoginRedirect('', 'super_admin')).toBe('/app/admin');
    expect(postLoginRedirect(null, 'saas_admin')).toBe('/app/admin');
    expect(postLoginRedirect('app/posts', 'admin')).toBe('/app/admin');
  });

  it('otherwise sends anyone else to /app', () => {
    expect(postLoginRedirect(null, 'user')).toBe('/app');
    expect(postLoginRedirect('https://evil.example/', null)).toBe('/app');
  });

  it.each([
    '//evil.example',
    '//evil.example/app',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    'javascript:alert(1)',
    '/app\\..\\..\\evil',
  ])('never redirects to another origin: %j goes to the default', (attempt) => {
    expect(postLoginRedirect(attempt, 'user')).toBe('/app');
    expect(postLoginRedirect(attempt, 'admin')).toBe('/app/admin');
  });

  it('never sends the user back to the login page', () => {
    expect(postLoginRedirect('/login?redirect=/login', 'user')).toBe('/app');
  });
});
