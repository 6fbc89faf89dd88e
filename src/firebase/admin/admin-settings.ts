// settings/app as every visitor's app reads it (site name, locales, maintenance). Reads are
// shared for a short while so the public banner and the signed-in screens do not each fetch
// it. Kept free of schemas and callables: the public pages' banner loads this file.

import type { Locale } from '@model/constants';
import type { Product } from '@model/variant';
import { readPublicDoc } from '../public-read';

export interface AppSettings {
  siteName: string;
  supportEmail: string;
  enabledLocales: Locale[];
  defaultLocale: Locale;
  /** Both products at once (older settings). */
  maintenance: boolean;
  /** Each product's own maintenance mode. */
  maintenanceFor: Record<Product, boolean>;
  maintenanceMessage: string;
  /** Whether visitors may create smm accounts themselves (absent means open). */
  smmSignupOpen: boolean;
  /** Its updatedAt in ms: the version a change is based on (null before the first save). */
  version: number | null;
}

const SHARE_MS = 30_000;
let shared: { at: number; value: Promise<AppSettings> } | null = null;

async function fetchSettings(): Promise<AppSettings> {
  // Every visitor may read it: the shared REST reader, without the SDK (public-read.ts).
  const data = (await readPublicDoc('settings/app'))?.data ?? {};
  const maintenanceFor = (data.maintenanceFor ?? {}) as Record<string, unknown>;
  const locales = Array.isArray(data.enabledLocales)
    ? (data.enabledLocales.filter((l: unknown) => typeof l === 'string') as Locale[])
    : [];
  return {
    siteName: typeof data.siteName === 'string' ? data.siteName : '',
    supportEmail: typeof data.supportEmail === 'string' ? data.supportEmail : '',
    enabledLocales: locales,
    defaultLocale: (typeof data.defaultLocale === 'string' ? data.defaultLocale : 'en') as Locale,
    maintenance: data.maintenance === true,
    maintenanceFor: {
      smm: maintenanceFor.smm === true,
      connect: maintenanceFor.connect === true,
    },
    maintenanceMessage: typeof data.maintenanceMessage === 'string' ? data.maintenanceMessage : '',
    smmSignupOpen: data.smmSignupOpen !== false,
    version: data.updatedAt instanceof Date ? data.updatedAt.getTime() : null,
  };
}

/** settings/app; `fresh` skips the shared copy (the settings screen after a change). */
export function readAppSettings(fresh = false): Promise<AppSettings> {
  const now = Date.now();
  if (fresh || !shared || now - shared.at > SHARE_MS) {
    const value = fetchSettings();
    shared = { at: now, value };
    // A failed read is not kept: the next caller tries again.
    value.catch(() => {
      if (shared?.value === value) shared = null;
    });
  }
  return shared.value;
}

/** Drops the shared copy, after a change. */
export function forgetAppSettings(): void {
  shared = null;
}

/** Whether one product is down for maintenance, by its own switch or the older one for both. */
export function maintenanceIn(
  settings: AppSettings | null,
  product: Product,
): settings is AppSettings {
  return settings !== null && (settings.maintenance || settings.maintenanceFor[product]);
}
