// Choosing the locale: the one the visitor picked before, else the browser's first
// supported language, else the default.

import { DEFAULT_LOCALE, type Locale, RTL_LOCALES, SUPPORTED_LOCALES } from '@model/constants';

export const LOCALE_STORAGE_KEY = 'smm.locale';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function pickLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isSupportedLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const language = tag.toLowerCase().split('-')[0];
    if (isSupportedLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}
