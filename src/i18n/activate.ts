// Loads a locale's catalog, activates it and reflects it on <html> (lang, and dir="rtl" for
// Arabic), remembering the choice for the next visit.

import { i18n } from '@lingui/core';
import type { Locale } from '@model/constants';
import { loadCatalog } from './catalogs';
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

// Whether a screen beyond the public site has asked for every word: from then on each language
// loads whole. Before, only the site part of the catalog (catalogs.ts).
let whole = false;
const wholeLocales = new Set<Locale>();

/** `remember` is false when the app chose for the visitor, so only their own pick is kept. */
export async function activateLocale(locale: Locale, remember = true): Promise<void> {
  const asked = whole;
  const messages = await loadCatalog(locale, asked ? ['site', 'rest'] : ['site']);
  if (asked) wholeLocales.add(locale);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  // A signed-in screen asked for every word while this language loaded its site part.
  if (whole && !asked) await loadAllMessages();
  if (!remember) return;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
}

/**
 * Adds the words only signed-in screens use (the catalog's rest part) to the active language,
 * and makes every later language load whole. The router awaits it before such a screen.
 */
export async function loadAllMessages(): Promise<void> {
  whole = true;
  const locale = i18n.locale as Locale;
  if (!locale || wholeLocales.has(locale)) return;
  const messages = await loadCatalog(locale, ['rest']);
  // i18n.load merges into the locale's messages and tells the provider to render again.
  if (i18n.locale === locale) i18n.load(locale, messages);
  wholeLocales.add(locale);
}
