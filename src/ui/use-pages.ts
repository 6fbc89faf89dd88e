import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

/** Both ways between a table's cursor and the text its address holds for it. */
export interface CursorKeys<C> {
  key(cursor: C): string;
  fromKey(key: string): C;
}

/** Keys of a table whose cursors are text already (an id, a time). */
export const TEXT_CURSOR_KEYS: CursorKeys<string> = {
  key: (cursor) => cursor,
  fromKey: (key) => key,
};

/** The address's key of the pages' cursors: one `after` per page turned, oldest first. */
const AFTER = 'after';

/**
 * Server-side pages reached by cursors: `cursor` is where the current page starts (null for
 * the first), `next(c)` moves on to the page starting at `c`, `previous()` goes back one.
 * A change of `resetOn` (the table's filters as its address holds them, which Back can change)
 * starts again at the first page in the same render, so no page of other filters is read.
 *
 * Given `keys`, the cursors live in the address (`?after=…`, one per page turned), so a reload,
 * Back, Forward or a shared link shows the same page; each turn is a history entry.
 */
export function usePages<C>(resetOn = '', keys?: CursorKeys<C>) {
  const inMemory = useMemoryPages<C>(resetOn);
  const inAddress = useAddressPages<C>(resetOn, keys);
  return keys ? inAddress : inMemory;
}

function useMemoryPages<C>(resetOn: string) {
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

function useAddressPages<C>(resetOn: string, keys: CursorKeys<C> | undefined) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  // The filters the address's pages belong to: those the table opened with, then each one
  // it turned a page under. Other filters (a search just typed, Back to other filters) start
  // at the first page.
  const [filtersSeen, setFiltersSeen] = useState(resetOn);
  const same = filtersSeen === resetOn;
  const turned = useMemo(() => new URLSearchParams(search).getAll(AFTER), [search]);
  const page = same ? turned.length : 0;
  const key = page > 0 ? (turned[page - 1] ?? null) : null;
  // The cursors this table turned pages with (the listing's own, no read needed to resume).
  const known = useRef(new Map<string, C>());
  const cursor = useMemo(
    () => (key === null || !keys ? null : (known.current.get(key) ?? keys.fromKey(key))),
    [key, keys],
  );
  const go = useCallback(
    (list: string[], replace = false) => {
      const params = new URLSearchParams(window.location.search);
      params.delete(AFTER);
      for (const item of list) params.append(AFTER, item);
      const query = params.toString();
      navigate(query ? `${location}?${query}` : location, { replace });
    },
    [location, navigate],
  );
  // Pages turned under other filters leave the address, so a reload never pairs them.
  useEffect(() => {
    if (same || !keys) return;
    // First the address loses the old pages, then (with none left) the filters are the table's.
    if (turned.length > 0) go([], true);
    else setFiltersSeen(resetOn);
  }, [same, keys, resetOn, turned, go]);
  const next = useCallback(
    (at: C) => {
      if (!keys) return;
      const text = keys.key(at);
      known.current.set(text, at);
      setFiltersSeen(resetOn);
      go([...(same ? turned : []), text]);
    },
    [keys, go, turned, same, resetOn],
  );
  const previous = useCallback(() => go(turned.slice(0, -1)), [go, turned]);
  const restart = useCallback(() => go([], true), [go]);
  return { page, cursor, next, previous, restart };
}
