// Which product variant the page belongs to. The connect variant applies
// when a label of the host name is exactly `connect` (connect.example.com,
// connect.localhost) or the path is /connect or lies under it; in the path case every route
// is relative to the /connect base.

import { CONNECT_API_PATH } from './constants';
import type { PRODUCTS } from './roles';

export type Product = (typeof PRODUCTS)[number];

export interface Variant {
  product: Product;
  /** Router base: '' at the site root, '/connect' when the variant is chosen by path. */
  base: string;
}

const CONNECT_MARKER = 'connect';

export function hostHasConnectMarker(hostname: string): boolean {
  return hostname
    .toLowerCase()
    .split('.')
    .some((label) => label === CONNECT_MARKER);
}

export function pathIsUnderConnect(pathname: string): boolean {
  return pathname === CONNECT_API_PATH || pathname.startsWith(`${CONNECT_API_PATH}/`);
}

export function detectVariant(hostname: string, pathname: string): Variant {
  if (pathIsUnderConnect(pathname)) return { product: 'connect', base: CONNECT_API_PATH };
  if (hostHasConnectMarker(hostname)) return { product: 'connect', base: '' };
  return { product: 'smm', base: '' };
}
