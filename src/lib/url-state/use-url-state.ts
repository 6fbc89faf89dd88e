// A screen's state kept in its address, so a reload, Back, Forward or a shared link shows the
// same screen. `read` and `write` are the screen's own pure codec (posts-url.ts, or
// url-fields.ts for plain fields). A change replaces the current history entry; one that opens
// something (a view, a post, a conversation) pushes one, so Back closes it before it leaves
// the page.

import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

export function useUrlState<S, P>(
  read: (params: URLSearchParams) => S,
  write: (params: URLSearchParams, patch: P) => string,
): [S, (patch: P, push?: boolean) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const state = useMemo(() => read(new URLSearchParams(search)), [read, search]);
  const set = useCallback(
    (patch: P, push = false) => {
      // Read at the call, not the render: two changes in one tick both land.
      const next = write(new URLSearchParams(window.location.search), patch);
      navigate(next ? `${location}?${next}` : location, { replace: !push });
    },
    [location, navigate, write],
  );
  return [state, set];
}

/**
 * Something open by the address (a post, a conversation): `opened()` after pushing its entry,
 * `close(clear)` takes that entry back (history.back(), so Forward opens it again), or, when it
 * was opened by a link or a reload and this page added no entry, clears it in place. `rest` is
 * the rest of the screen's state (its filters, view): once that changes while something is
 * open, the entry below no longer shows the same screen, so closing clears in place too.
 */
export function useBackClose(open: boolean, rest = '') {
  const pushed = useRef(false);
  const current = useRef(rest);
  const atOpen = useRef(rest);
  current.current = rest;
  // Back already closed it: the entry it added is gone.
  if (!open || rest !== atOpen.current) pushed.current = false;
  return useMemo(
    () => ({
      opened: () => {
        pushed.current = true;
        atOpen.current = current.current;
      },
      close: (clear: () => void) => {
        if (pushed.current) {
          pushed.current = false;
          history.back();
        } else clear();
      },
    }),
    [],
  );
}
