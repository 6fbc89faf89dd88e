// One dynamic import per locale, so each compiled catalog is its own chunk and only the
// active language is downloaded.

import type { Messages } from '@lingui/core';
import type { Locale } from '../lib/constants';

export const catalogLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages'),
  es: () => import('./locales/es/messages'),
  fr: () => import('./locales/fr/messages'),
  it: () => import('./locales/it/messages'),
  pt: () => import('./locales/pt/messages'),
  de: () => import('./locales/de/messages'),
  ar: () => import('./locales/ar/messages'),
  zh: () => import('./locales/zh/messages'),
};
