// The public pages' Firestore content (plans, services, team, policies) is not in their
// prerendered HTML: the HTML reserves its place (the loading state), and after hydration a
// returning visitor sees the copy kept from the last visit at once while the fresh one loads
// through the app's one loader (src/ui/use-load.ts).

import { type DependencyList, useEffect, useState } from 'react';
import { type Load, useLoad } from '../../ui/use-load';

const CACHE_PREFIX = 'public-cache:';

function readCache<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(CACHE_PREFIX + key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

function writeCache(key: string, value: unknown): void {
  try {
    localStorage.setItem(CACHE_PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the next visit simply waits for the network.
  }
}

/** A load answered from the copy of the last visit says so, until the fresh read replaces it. */
export type CachedLoad<T> = Load<T> | { state: 'ready'; value: T; cached: true };

/**
 * Where the content on screen comes from, for the page's `data-load` attribute: tests (and
 * anyone debugging) wait for 'network' to know the fresh read has replaced the kept copy.
 */
export function loadSource(load: CachedLoad<unknown>): 'loading' | 'failed' | 'cache' | 'network' {
  if (load.state !== 'ready') return load.state;
  return 'cached' in load ? 'cache' : 'network';
}

/**
 * useLoad (failures logged: the pages show their own text) plus the copy of the last visit,
 * under `key` (which must name everything `read` depends on, e.g. 'plans:smm:fr'). The first
 * render is the loading state, as in the prerendered HTML, so hydration matches; the cached
 * copy replaces it right after and stays when the fresh read fails (offline, say). Values must
 * survive JSON (numbers for dates).
 */
export function useCachedLoad<T>(read: () => Promise<T>, key: string): CachedLoad<T> {
  const { load } = useLoad(
    async () => {
      const value = await read();
      writeCache(key, value);
      return value;
    },
    [key] satisfies DependencyList,
    { report: 'log' },
  );
  const [cached, setCached] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    const value = readCache<T>(key);
    setCached(value === null ? null : { key, value });
  }, [key]);
  if (load.state === 'ready' || cached === null || cached.key !== key) return load;
  return { state: 'ready', value: cached.value, cached: true };
}
