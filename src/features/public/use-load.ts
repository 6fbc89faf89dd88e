import { useEffect, useRef, useState } from 'react';

export type Load<T> =
  | { state: 'loading' }
  | { state: 'ready'; value: T }
  | { state: 'failed'; error: unknown };

/**
 * Runs `load` whenever `key` changes (a string naming what is loaded, e.g. 'plans:smm:fr')
 * and keeps only the latest answer.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): Load<T> {
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    let current = true;
    setResult({ state: 'loading' });
    latest.current().then(
      (value) => current && setResult({ state: 'ready', value }),
      (error: unknown) => {
        console.warn(`Loading ${key} failed`, error);
        if (current) setResult({ state: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
  return result;
}
