// Each locale's compiled catalog in two chunks, split by build.mjs (catalogPartsPlugin): `site`,
// the words of the public site (the modules under its SITE_MESSAGE_FOLDERS), and `rest`, the
// words only signed-in screens use. A public page downloads its language's site part alone; the
// router loads the rest before a signed-in screen (activate.ts, loadAllMessages). Outside esbuild
// (tests, type checks) each import is the whole catalog.

import type { Messages } from '@lingui/core';
import type { Locale } from '@model/constants';

type Loader = () => Promise<{ messages: Messages }>;
export type CatalogPart = 'site' | 'rest';

export const catalogParts: Record<Locale, Record<CatalogPart, Loader>> = {
  en: {
    site: () => import('./locales/en/messages?site'),
    rest: () => import('./locales/en/messages?rest'),
  },
  es: {
    site: () => import('./locales/es/messages?site'),
    rest: () => import('./locales/es/messages?rest'),
  },
  fr: {
    site: () => import('./locales/fr/messages?site'),
    rest: () => import('./locales/fr/messages?rest'),
  },
  it: {
    site: () => import('./locales/it/messages?site'),
    rest: () => import('./locales/it/messages?rest'),
  },
  pt: {
    site: () => import('./locales/pt/messages?site'),
    rest: () => import('./locales/pt/messages?rest'),
  },
  de: {
    site: () => import('./locales/de/messages?site'),
    rest: () => import('./locales/de/messages?rest'),
  },
  ar: {
    site: () => import('./locales/ar/messages?site'),
    rest: () => import('./locales/ar/messages?rest'),
  },
  zh: {
    site: () => import('./locales/zh/messages?site'),
    rest: () => import('./locales/zh/messages?rest'),
  },
};

/** The messages of a locale's parts (both unless told), in one object. */
export async function loadCatalog(
  locale: Locale,
  parts: readonly CatalogPart[] = ['site', 'rest'],
): Promise<Messages> {
  const loaded = await Promise.all(parts.map((part) => catalogParts[locale][part]()));
  return Object.assign({}, ...loaded.map((module) => module.messages));
}
