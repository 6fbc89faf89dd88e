// Loads a locale's catalog, activates it and reflects it on <html> (lang, and dir="rtl" for
// Arabic), remembering the choice for the next visit.

import { i18n } from '@lingui/core';
import type { Locale } from '@model/constants';
import { type CatalogPart, loadCatalog } from './catalogs';
import { directionOf, LOCALE_STORAGE_KEY, pickLocale } from './locale';

/** The locale the visitor picked in the switcher, if any. */
export function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function initialLocale(): Locale {
  return pickLocale(readStoredLocale(), navigator.languages ?? [navigator.language]);
}

// The catalog parts beyond the public site's that a screen has asked for (the rest before a
// signed-in screen, the admin part before an admin one): from then on each language loads them
// with its site part. Before, only the site part of the catalog (catalogs.ts).
const asked = new Set<CatalogPart>();
/** `${locale} ${part}` of every part loaded. */
const loaded = new Set<string>();

/** `remember` is false when the app chose for the visitor, so only their own pick is kept. */
export async function activateLocale(locale: Locale, remember = true): Promise<void> {
  const wanted = [...asked];
  const messages = await loadCatalog(locale, ['site', ...wanted]);
  for (const part of wanted) loaded.add(`${locale} ${part}`);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  // A screen asked for more words while this language loaded.
  await Promise.all([...asked].map(loadPart));
  if (!remember) return;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
}

/**
 * Adds a part of the catalog to the active language, and makes every later language load it
 * too. The router awaits it before a screen that needs it.
 */
async function loadPart(part: CatalogPart): Promise<void> {
  asked.add(part);
  const locale = i18n.locale as Locale;
  const key = `${locale} ${part}`;
  if (!locale || loaded.has(key)) return;
  const messages = await loadCatalog(locale, [part]);
  // i18n.load merges into the locale's messages and tells the provider to render again.
  if (i18n.locale === locale) i18n.load(locale, messages);
  loaded.add(key);
}

/** The words only signed-in screens use (the catalog's rest part). */
export function loadAllMessages(): Promise<void> {
  return loadPart('rest');
}

/** The words of the staff's admin screens (the catalog's admin part). */
export function loadAdminMessages(): Promise<void> {
  return loadPart('admin');
}
