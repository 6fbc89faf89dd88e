// Loads a locale's catalog, activates it and reflects it on <html> (lang, and dir="rtl" for
// Arabic), remembering the choice for the next visit.

import { i18n } from '@lingui/core';
import type { Locale } from '../lib/constants';
import { catalogLoaders } from './catalogs';
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

/** `remember` is false when the app chose for the visitor, so only their own pick is kept. */
export async function activateLocale(locale: Locale, remember = true): Promise<void> {
  const { messages } = await catalogLoaders[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  if (!remember) return;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
}
