// The words of features that bring them with their own lazy chunk (build.mjs,
// LAZY_MESSAGE_FOLDERS), so a screen that may show such a feature (the dashboard) does not
// download them on its first load. The feature waits for its part in the active language, and
// loads it again for a language chosen later.

import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Locale } from '@model/constants';
import { useEffect, useState } from 'react';

type Loader = () => Promise<{ messages: Record<string, unknown> }>;
export type LazyPart = 'weather';

const parts: Record<LazyPart, Record<Locale, Loader>> = {
  weather: {
    en: () => import('./locales/en/messages?weather'),
    es: () => import('./locales/es/messages?weather'),
    fr: () => import('./locales/fr/messages?weather'),
    it: () => import('./locales/it/messages?weather'),
    pt: () => import('./locales/pt/messages?weather'),
    de: () => import('./locales/de/messages?weather'),
    ar: () => import('./locales/ar/messages?weather'),
    zh: () => import('./locales/zh/messages?weather'),
  },
};

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

function loadPart(i18n: I18n, part: LazyPart, locale: string): Promise<void> {
  const key = `${part}:${locale}`;
  const loader = parts[part][locale as Locale];
  if (!loader) return Promise.resolve();
  let done = loading.get(key);
  if (!done) {
    done = loader().then(({ messages }) => {
      loaded.add(key);
      i18n.load(locale, messages as never);
    });
    loading.set(key, done);
  }
  return done;
}

/** Whether the part's words are loaded in the active language (they are loaded on first use). */
export function useMessagePart(part: LazyPart): boolean {
  // The provider's instance, not @lingui/core's import: a page importing the core itself would
  // split it out of the chunk every page shares with the catalogs.
  const { i18n } = useLingui();
  const [ready, setReady] = useState(() => loaded.has(`${part}:${i18n.locale}`));
  useEffect(() => {
    let live = true;
    const load = () => {
      loadPart(i18n, part, i18n.locale).then(() => {
        if (live) setReady(true);
      });
    };
    load();
    const stop = i18n.on('change', load);
    return () => {
      live = false;
      stop();
    };
  }, [i18n, part]);
  return ready;
}
