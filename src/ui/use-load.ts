// One way for a screen to read its data: run a load when what it reads changes, show only the
// answer of the latest run (an earlier run that answers late is dropped), re-read on demand,
// and optionally keep the screen current by re-reading on an interval or when the window
// regains focus.

import { useLingui } from '@lingui/react';
import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import { errorSentence } from './error-text';
import { notify } from './notification-store';

export type Load<T> =
  | { state: 'loading' }
  | { state: 'ready'; value: T }
  | { state: 'failed'; error: unknown };

export interface LoadOptions {
  /**
   * Re-read every this many milliseconds while the page is visible. A refresh keeps the
   * current answer on screen (no spinner) and replaces it when the new one arrives.
   */
  refreshEveryMs?: number;
  /** Re-read when the window regains focus, the same quiet way. */
  refreshOnFocus?: boolean;
  /**
   * How a failure is reported: 'notify' (the default) shows the error notification, 'log'
   * only writes it to the console (for screens that show their own failure text, such as
   * the public pages), 'none' says nothing (for optional parts that simply stay hidden), and
   * a function reports it the screen's own way (its own sentence, say). A failed refresh keeps
   * the last answer and only reports.
   */
  report?: 'notify' | 'log' | 'none' | ((error: unknown) => void);
  /**
   * Wait this long after `deps` change before reading, so typing into a search or an editor
   * reads once after a pause rather than on every key. The previous answer stays meanwhile.
   */
  delayMs?: number;
  /** false: do not load at all (yet), e.g. while a required id is missing. Defaults to true. */
  enabled?: boolean;
  /**
   * A change of `deps` reads quietly: the previous answer stays on screen until the new one
   * arrives (a "show more" that extends the list it shows, say). The first read still loads.
   */
  keepWhileChanging?: boolean;
}

export interface Loaded<T> {
  load: Load<T>;
  /** Reads again, showing the spinner meanwhile. */
  reload: () => void;
  /** Reads again quietly, keeping the current answer until the new one arrives. */
  refresh: () => void;
  /**
   * Shows `value` as the answer at once (after a change the screen made itself, such as a
   * reorder), dropping any read still under way.
   */
  set: (value: T) => void;
}

/**
 * Runs `read` on mount, whenever `deps` change and whenever asked to, keeping only the
 * answer of the latest run. `deps` names everything `read` depends on.
 */
export function useLoad<T>(
  read: () => Promise<T>,
  deps: DependencyList,
  options: LoadOptions = {},
): Loaded<T> {
  const {
    refreshEveryMs,
    refreshOnFocus = false,
    report = 'notify',
    enabled = true,
    delayMs = 0,
    keepWhileChanging = false,
  } = options;
  const { _ } = useLingui();
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  // The number of the latest run: an answer from any earlier run is stale and is dropped.
  const latestRun = useRef(0);
  const latestRead = useRef(read);
  latestRead.current = read;
  const translate = useRef(_);
  translate.current = _;
  const hasValue = useRef(false);
  // A report function made anew on each render must not restart the loading.
  const reportRef = useRef(report);
  reportRef.current = report;

  const run = useCallback((quiet: boolean) => {
    const runId = ++latestRun.current;
    if (!quiet || !hasValue.current) {
      hasValue.current = false;
      setLoad({ state: 'loading' });
    }
    latestRead.current().then(
      (value) => {
        if (runId !== latestRun.current) return;
        hasValue.current = true;
        setLoad({ state: 'ready', value });
      },
      (error: unknown) => {
        const how = reportRef.current;
        if (typeof how === 'function') how(error);
        else if (how === 'notify') notify(errorSentence(translate.current, error), 'error');
        else if (how === 'log') console.warn('Loading failed', error);
        if (runId !== latestRun.current) return;
        // A quiet refresh that fails leaves the answer already shown in place.
        if (quiet && hasValue.current) return;
        setLoad({ state: 'failed', error });
      },
    );
  }, []);

  useEffect(() => {
    if (!enabled) return;
    if (delayMs <= 0) run(keepWhileChanging);
    const timer = delayMs > 0 ? setTimeout(() => run(true), delayMs) : undefined;
    return () => {
      clearTimeout(timer);
      // Unmounting or changing what is read makes every run so far stale.
      latestRun.current++;
    };
  }, [...deps, enabled, delayMs, keepWhileChanging, run]);

  useEffect(() => {
    if (!enabled || !refreshEveryMs) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') run(true);
    }, refreshEveryMs);
    return () => clearInterval(timer);
  }, [enabled, refreshEveryMs, run]);

  useEffect(() => {
    if (!enabled || !refreshOnFocus) return;
    const onFocus = () => run(true);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [enabled, refreshOnFocus, run]);

  const reload = useCallback(() => run(false), [run]);
  const refresh = useCallback(() => run(true), [run]);
  const set = useCallback((value: T) => {
    latestRun.current++;
    hasValue.current = true;
    setLoad({ state: 'ready', value });
  }, []);
  return { load, reload, refresh, set };
}

/** The loaded value, or `fallback` while loading or after a failure. */
export function valueOr<T>(load: Load<T>, fallback: T): T {
  return load.state === 'ready' ? load.value : fallback;
}

/** The loaded value, `loading` while it loads, or `failed` after a failure. */
export function loadedOr<T, L, F>(load: Load<T>, loading: L, failed: F): T | L | F {
  return load.state === 'ready' ? load.value : load.state === 'loading' ? loading : failed;
}
