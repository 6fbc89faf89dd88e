// The server-side message catalogue: one module per locale, picked by the recipient's locale.

import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES } from '@model/constants';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { pt } from './pt';
import type { Catalogue } from './types';
import { zh } from './zh';

const CATALOGUES: Record<Locale, Catalogue> = { en, es, fr, it, pt, de, ar, zh };

export function localeOf(value: unknown): Locale {
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  const short = value.toLowerCase().split(/[-_]/)[0] ?? '';
  return (SUPPORTED_LOCALES as readonly string[]).includes(short)
    ? (short as Locale)
    : DEFAULT_LOCALE;
}

export function catalogue(locale: Locale): Catalogue {
  return CATALOGUES[locale];
}

export type { Catalogue };
