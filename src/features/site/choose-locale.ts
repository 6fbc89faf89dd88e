// Which locale a visitor gets once settings/app is known: the super admin may switch some
// languages off and name a default for visitors whose own preference the site cannot meet.

import { type Locale, SUPPORTED_LOCALES } from '@model/constants';

/** The enabled locales the app can show, in the app's order; all of them when none is named. */
export function offeredLocales(enabled: readonly string[]): Locale[] {
  const offered = SUPPORTED_LOCALES.filter((locale) => enabled.includes(locale));
  return offered.length > 0 ? offered : [...SUPPORTED_LOCALES];
}

export interface LocaleChoiceInput {
  /** What the visitor picked in the language switcher before, if anything. */
  stored: string | null;
  /** navigator.languages, most preferred first. */
  browserLanguages: readonly string[];
  enabledLocales: readonly string[];
  defaultLocale: string;
}

/**
 * The visitor's stored choice if still offered, else their browser's first offered language,
 * else the site's default when offered, else the first offered locale.
 */
export function chooseLocale(input: LocaleChoiceInput): Locale {
  const offered = offeredLocales(input.enabledLocales);
  const isOffered = (value: string | null | undefined): value is Locale =>
    (offered as readonly (string | null | undefined)[]).includes(value);
  if (isOffered(input.stored)) return input.stored;
  for (const tag of input.browserLanguages) {
    const language = tag.toLowerCase().split('-')[0];
    if (isOffered(language)) return language;
  }
  if (isOffered(input.defaultLocale)) return input.defaultLocale;
  return offered[0] ?? 'en';
}
