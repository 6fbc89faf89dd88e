// Applies settings/app once per page load, from its own lazy chunk so the initial JS does not
// carry Firestore: the site name goes to the document title and the switcher offers only the
// enabled languages, switching to the best offered one when the current one is not. The i18n
// and store functions come as arguments and React is not used: importing them here would
// split them out of the boot chunk into shared chunks and grow the initial JS.

import type { Locale } from '@model/constants';
import { readAppSettings } from '../../firebase/admin/admin-settings';
import type { site as siteStore } from '../../ui/site-store';
import { chooseLocale, offeredLocales } from './choose-locale';

export interface SiteSettingsTargets {
  site: typeof siteStore;
  /** The visitor's own pick in the language switcher, if any. */
  storedLocale: () => string | null;
  /** Activates a locale; `remember` false keeps it from counting as the visitor's pick. */
  activate: (locale: Locale, remember: boolean) => Promise<void>;
}

export async function applySiteSettings(targets: SiteSettingsTargets): Promise<void> {
  const settings = await readAppSettings();
  targets.site.name = settings.siteName.trim();
  targets.site.locales = offeredLocales(settings.enabledLocales);
  const next = chooseLocale({
    stored: targets.storedLocale(),
    browserLanguages: navigator.languages ?? [navigator.language],
    enabledLocales: settings.enabledLocales,
    defaultLocale: settings.defaultLocale,
  });
  // activateLocale keeps <html lang> on the active locale.
  if (next !== document.documentElement.lang) await targets.activate(next, false);
}
