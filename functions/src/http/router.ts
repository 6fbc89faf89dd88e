// Path resolution for the REST API. The API lives under /connect (the connect API
// path), optionally behind the Hosting rewrite's /api prefix. Versions are path segments:
// /connect/v1/... is version 1, and /connect/... (no version) is an alias of the current
// version, so links in the app keep working when v2 arrives and v1 stays until retired.

import { CONNECT_API_PATH } from '@model/constants';
import { NotFoundError } from './errors';
import type { Route } from './types';

export const CURRENT_VERSION = 'v1';
export const SUPPORTED_VERSIONS: readonly string[] = ['v1'];

export interface Resolved {
  version: string;
  /** The path under the version, always starting with '/'. */
  rest: string;
}

export function resolvePath(rawPath: string): Resolved {
  let path = rawPath.replace(/\/{2,}/g, '/');
  if (path === '/api' || path.startsWith('/api/')) path = path.slice(4) || '/';
  if (path !== CONNECT_API_PATH && !path.startsWith(`${CONNECT_API_PATH}/`)) {
    throw new NotFoundError(`The API lives under ${CONNECT_API_PATH}.`);
  }
  let rest = path.slice(CONNECT_API_PATH.length) || '/';
  let version = CURRENT_VERSION;
  const first = /^\/(v\d+)(\/|$)/.exec(rest);
  if (first?.[1]) {
    version = first[1];
    if (!SUPPORTED_VERSIONS.includes(version)) {
      throw new NotFoundError(
        `API version ${version} does not exist; the current version is ${CURRENT_VERSION}.`,
      );
    }
    rest = rest.slice(first[1].length + 1) || '/';
  }
  if (rest.length > 1 && rest.endsWith('/')) rest = rest.slice(0, -1);
  return { version, rest };
}

/** The parameters of a route pattern matching a path, or null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] ?? '';
    const actual = got[i] ?? '';
    if (segment.startsWith('{') && segment.endsWith('}')) {
      let value: string;
      try {
        value = decodeURIComponent(actual);
      } catch {
        return null;
      }
      if (value === '') return null;
      params[segment.slice(1, -1)] = value;
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}

export function findRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } {
  let pathKnown = false;
  for (const route of routes) {
    const params = matchPattern(route.pattern, path);
    if (!params) continue;
    pathKnown = true;
    if (route.method === method || (method === 'HEAD' && route.method === 'GET'))
      return { route, params };
  }
  if (pathKnown) {
    const allowed = routes
      .filter((route) => matchPattern(route.pattern, path))
      .map((route) => route.method);
    throw new NotFoundError(`${path} answers ${allowed.join(' and ')} only.`);
  }
  throw new NotFoundError(`There is no route ${path}.`);
}
