// Each locale's compiled catalog in three chunks, split by build.mjs (catalogParts): `site`, the
// words of the public site (the modules under its SITE_MESSAGE_FOLDERS); `admin`, the words of
// the staff's admin screens alone (src/features/admin-*); `rest`, the other words of signed-in
// screens. A public page downloads its language's site part alone; the router loads the rest
// before a signed-in screen and the admin part before an admin one (activate.ts). Outside
// esbuild (tests, type checks) each import is the whole catalog.

import type { Messages } from '@lingui/core';
import type { Locale } from '@model/constants';

type Loader = () => Promise<{ messages: Messages }>;
export type CatalogPart = 'site' | 'admin' | 'rest';

export const catalogParts: Record<Locale, Record<CatalogPart, Loader>> = {
  en: {
    site: () => import('./locales/en/messages?site'),
    admin: () => import('./locales/en/messages?admin'),
    rest: () => import('./locales/en/messages?rest'),
  },
  es: {
    site: () => import('./locales/es/messages?site'),
    admin: () => import('./locales/es/messages?admin'),
    rest: () => import('./locales/es/messages?rest'),
  },
  fr: {
    site: () => import('./locales/fr/messages?site'),
    admin: () => import('./locales/fr/messages?admin'),
    rest: () => import('./locales/fr/messages?rest'),
  },
  it: {
    site: () => import('./locales/it/messages?site'),
    admin: () => import('./locales/it/messages?admin'),
    rest: () => import('./locales/it/messages?rest'),
  },
  pt: {
    site: () => import('./locales/pt/messages?site'),
    admin: () => import('./locales/pt/messages?admin'),
    rest: () => import('./locales/pt/messages?rest'),
  },
  de: {
    site: () => import('./locales/de/messages?site'),
    admin: () => import('./locales/de/messages?admin'),
    rest: () => import('./locales/de/messages?rest'),
  },
  ar: {
    site: () => import('./locales/ar/messages?site'),
    admin: () => import('./locales/ar/messages?admin'),
    rest: () => import('./locales/ar/messages?rest'),
  },
  zh: {
    site: () => import('./locales/zh/messages?site'),
    admin: () => import('./locales/zh/messages?admin'),
    rest: () => import('./locales/zh/messages?rest'),
  },
};

/** The messages of a locale's parts (all unless told), in one object. */
export async function loadCatalog(
  locale: Locale,
  parts: readonly CatalogPart[] = ['site', 'admin', 'rest'],
): Promise<Messages> {
  const loaded = await Promise.all(parts.map((part) => catalogParts[locale][part]()));
  return Object.assign({}, ...loaded.map((module) => module.messages));
}
