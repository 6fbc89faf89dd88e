import { useLingui } from '@lingui/react';
import { type DependencyList, useCallback, useEffect, useState } from 'react';
import { errorSentence } from './error-text';
import { notify } from './notification-store';

export type AdminLoad<T> =
  | { state: 'loading' }
  | { state: 'ready'; value: T }
  | { state: 'failed' };

/**
 * Runs `load` whenever `deps` change or `reload()` is called, keeps only the latest answer,
 * and reports a failure as an error notification (the screen shows its retry button).
 */
export function useAdminLoad<T>(
  load: () => Promise<T>,
  deps: DependencyList,
): [AdminLoad<T>, () => void] {
  const [result, setResult] = useState<AdminLoad<T>>({ state: 'loading' });
  const [reloadKey, setReloadKey] = useState(0);
  const { _ } = useLingui();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what `load` reads
  useEffect(() => {
    let current = true;
    setResult({ state: 'loading' });
    load().then(
      (value) => current && setResult({ state: 'ready', value }),
      (error: unknown) => {
        notify(errorSentence(_, error), 'error');
        if (current) setResult({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [...deps, reloadKey]);
  const reload = useCallback(() => setReloadKey((k) => k + 1), []);
  return [result, reload];
}
