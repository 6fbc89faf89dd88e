import { useCallback, useState } from 'react';

/**
 * Server-side pages reached by cursors: `cursor` is where the current page starts (null for
 * the first), `next(c)` moves on to the page starting at `c`, `previous()` goes back one.
 */
export function usePages<C>() {
  // cursors[i] is where page i starts.
  const [cursors, setCursors] = useState<(C | null)[]>([null]);
  const [page, setPage] = useState(0);
  const next = useCallback(
    (cursor: C) => {
      setCursors((list) => [...list.slice(0, page + 1), cursor]);
      setPage(page + 1);
    },
    [page],
  );
  const previous = useCallback(() => setPage((p) => Math.max(0, p - 1)), []);
  const restart = useCallback(() => {
    setCursors([null]);
    setPage(0);
  }, []);
  return { page, cursor: cursors[page] ?? null, next, previous, restart };
}
