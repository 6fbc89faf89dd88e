import { useEffect, useRef, useState } from 'react';

export type Load<T> =
  | { state: 'loading' }
  | { state: 'ready'; value: T }
  | { state: 'failed'; error: unknown };

// The public pages' Firestore content (plans, services, team, policies) is not in their
// prerendered HTML: the HTML reserves its place (the loading state) and, after hydration, a
// returning visitor sees the copy kept from the last visit at once while the fresh one loads.
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

/**
 * Runs `load` whenever `key` changes (a string naming what is loaded, e.g. 'plans:smm:fr')
 * and keeps only the latest answer. The first render is always the loading state, as in the
 * prerendered HTML, so hydration matches; the cached copy, if any, replaces it right after.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): Load<T> {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    let current = true;
    const cached = readCache<T>(key);
    setResult(cached === null ? { state: 'loading' } : { state: 'ready', value: cached });
    latest.current().then(
      (value) => {
        writeCache(key, value);
        if (current) setResult({ state: 'ready', value });
      },
      (error: unknown) => {
        console.warn(`Loading ${key} failed`, error);
        // A cached copy stays on screen when the refresh fails (offline, say).
        if (current && cached === null) setResult({ state: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
  return result;
}
