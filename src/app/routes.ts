import type { Product } from '@model/variant';
import { connectPublicRoutes, smmPublicRoutes } from './public-routes';
import type { AppRoute } from './route-types';
import { CONNECT_ONLY_PATHS, signedInRoutes, smmSignedInRoutes } from './signed-in-routes';

export const routeTables: Record<Product, AppRoute[]> = {
  connect: [...connectPublicRoutes, ...signedInRoutes],
  smm: [
    ...smmPublicRoutes,
    ...signedInRoutes.filter((route) => !CONNECT_ONLY_PATHS.includes(route.path)),
    ...smmSignedInRoutes,
  ],
};

/**
 * The route a base-relative path opens, or null for the not-found page. A path matches by
 * equality, except that a `:name` segment (the invitation token) stands for any one
 * segment; a trailing slash is tolerated (/plans/ opens /plans) because visitors type it.
 */
export function matchRoute(routes: readonly AppRoute[], path: string): AppRoute | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return (
    routes.find((route) => new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`).test(trimmed)) ??
    null
  );
}
