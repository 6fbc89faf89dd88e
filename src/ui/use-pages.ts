import { useCallback, useState } from 'react';

/**
 * Server-side pages reached by cursors: `cursor` is where the current page starts (null for
 * the first), `next(c)` moves on to the page starting at `c`, `previous()` goes back one.
 * A change of `resetOn` (the table's filters as its address holds them, which Back can change)
 * starts again at the first page in the same render, so no page of other filters is read.
 */
export function usePages<C>(resetOn = '') {
  // cursors[i] is where page i starts.
  const [cursors, setCursors] = useState<(C | null)[]>([null]);
  const [pageState, setPage] = useState(0);
  const [filtersSeen, setFiltersSeen] = useState(resetOn);
  const same = filtersSeen === resetOn;
  if (!same) {
    setFiltersSeen(resetOn);
    setCursors([null]);
    setPage(0);
  }
  const page = same ? pageState : 0;
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
  return { page, cursor: same ? (cursors[page] ?? null) : null, next, previous, restart };
}
