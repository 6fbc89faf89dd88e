// Applies settings/app once per page load, from its own lazy chunk so the initial JS does not
// carry Firestore: the site name goes to the document title and the switcher offers only the
// enabled languages, switching to the best offered one when the current one is not; on a
// client's own host name, the client's white label (name, logo and colours). The i18n
// and store functions come as arguments and React is not used: importing them here would
// split them out of the boot chunk into shared chunks and grow the initial JS.

import type { Locale } from '@model/constants';
import type { PublicWhiteLabel } from '@model/schemas/branding/white-label';
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
  const label = labelOfHost(location.hostname);
  const settings = await readAppSettings();
  targets.site.name = settings.siteName.trim();
  // A client's own host name (northwind.connect.example) wears that client's white label.
  const worn = await label;
  if (worn) {
    targets.site.name = worn.agencyName;
    const { publicFileUrl } = await import('../../firebase/public-file');
    targets.site.label = {
      agencyName: worn.agencyName,
      logoUrl: worn.logoPath ? publicFileUrl(worn.logoPath) : null,
    };
    const root = document.documentElement;
    root.style.setProperty('--brand', worn.colour);
    root.style.setProperty('--brand-dark', worn.colour);
    root.style.setProperty('--on-brand', worn.textColour);
    root.dataset.whiteLabel = '';
  }
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

/** The label of a host with a name before its connect label; null for any other host. */
async function labelOfHost(hostname: string): Promise<PublicWhiteLabel | null> {
  const labels = hostname.toLowerCase().split('.');
  const at = labels.indexOf('connect');
  if (at < 1) return null;
  try {
    const { whiteLabelForHost } = await import('../../firebase/review/review-links');
    return (await whiteLabelForHost(hostname.toLowerCase())).whiteLabel;
  } catch {
    return null;
  }
}
