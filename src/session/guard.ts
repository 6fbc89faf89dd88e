// The route guard as a pure decision: given a route's flags, the
// session and where the user is going, it says render, wait for the auth check, or go
// elsewhere. The router only carries the decision out.

import { isAdmin, isAdminRole, isSuperAdmin, type ProductRoles, type Role } from '@model/roles';
import { safeRedirectPath } from '../lib/safe-redirect';

export interface RouteFlags {
  requiresAuth?: boolean;
  requiresAdmin?: boolean;
  superAdminOnly?: boolean;
  redirectIfAuthenticated?: boolean;
}

export interface GuardSession {
  authStatus: 'not_started' | 'ready';
  isAuthenticated: boolean;
  currentRole: Role | null;
  roles: ProductRoles;
  sessionExpired: boolean;
}

export interface GuardLocation {
  /** Base-relative path, e.g. /app/posts. */
  path: string;
  /** Query string without the leading '?', e.g. 'tab=2'. */
  search: string;
}

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string };

export const LOGIN_PATH = '/login';
export const APP_HOME = '/app';
export const ADMIN_HOME = '/app/admin';
export const SESSION_EXPIRED_PATH = `${LOGIN_PATH}?error=session-expired`;

/** Where a signed-in user lands when nothing else is asked for. */
function homeFor(session: GuardSession): string {
  return isAdmin(session.currentRole, session.roles) ? ADMIN_HOME : APP_HOME;
}

/**
 * The login page with the original full path (path and query) as its redirect query. Slashes
 * stay readable (/login?redirect=/app/posts); everything else that could end the value is
 * percent-encoded.
 */
export function loginPathFor(location: GuardLocation): string {
  const full = location.search ? `${location.path}?${location.search}` : location.path;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(full).replace(/%2F/g, '/')}`;
}

/**
 * The post-login rule: the redirect query path if it starts with / (and stays inside
 * the app: never another origin, never the login page again); otherwise an admin of any kind
 * (the role module's test: admin, super_admin, saas_admin) goes to /app/admin, anyone else to
 * /app, so no admin lands on /app only to be sent on.
 */
export function postLoginRedirect(redirect: string | null, currentRole: Role | null): string {
  const safe = safeRedirectPath(redirect);
  if (safe !== null) {
    const pathname = safe.split(/[?#]/, 1)[0];
    if (pathname !== LOGIN_PATH) return safe;
  }
  return isAdminRole(currentRole) ? ADMIN_HOME : APP_HOME;
}

export function guardRoute(
  route: RouteFlags,
  session: GuardSession,
  location: GuardLocation,
): GuardDecision {
  if (route.requiresAuth || route.requiresAdmin || route.superAdminOnly) {
    if (session.authStatus !== 'ready') return { kind: 'wait' };
    // The path stays in the redirect query, so signing in again comes back to it.
    if (session.sessionExpired) {
      const back = loginPathFor(location).slice(LOGIN_PATH.length + 1);
      return { kind: 'redirect', to: `${SESSION_EXPIRED_PATH}&${back}` };
    }
    if (!session.isAuthenticated) return { kind: 'redirect', to: loginPathFor(location) };
    const admin = isAdmin(session.currentRole, session.roles);
    if ((route.requiresAdmin || route.superAdminOnly) && !admin) {
      return { kind: 'redirect', to: APP_HOME };
    }
    if (route.superAdminOnly && !isSuperAdmin(session.roles)) {
      return { kind: 'redirect', to: ADMIN_HOME };
    }
    if (location.path.replace(/\/+$/, '') === APP_HOME && admin)
      return { kind: 'redirect', to: ADMIN_HOME };
    return { kind: 'render' };
  }
  if (route.redirectIfAuthenticated) {
    if (session.authStatus !== 'ready') return { kind: 'wait' };
    if (!session.isAuthenticated) return { kind: 'render' };
    const redirect = new URLSearchParams(location.search).get('redirect');
    const to = redirect ? postLoginRedirect(redirect, session.currentRole) : homeFor(session);
    return { kind: 'redirect', to };
  }
  return { kind: 'render' };
}
