// Keeps the posts screens (list, calendar, dashboard) current without a reload: while a post in view may change any
// second (publishing, or scheduled to go out now or within the next two minutes) the screen
// re-reads quietly every few seconds; otherwise it re-reads when the window regains focus or
// the tab becomes visible again (approvals and comments by other people). A listener would
// pull the full Firestore SDK into these chunks; a short poll on a query they already run
// costs nothing when nothing is due.

import { useEffect, useRef } from 'react';

/** How often a screen re-reads while something in it is due or publishing. */
export const DUE_POLL_MS = 4000;
/** How far ahead a scheduled post counts as due. */
const DUE_AHEAD_MS = 2 * 60_000;

/** What a post-like item needs for somethingDue. */
export interface Schedulable {
  status: string;
  scheduledAt: Date | null;
}

/** Whether any of `posts` may change state any second. */
export function somethingDue(posts: readonly Schedulable[], now: number): boolean {
  return posts.some(
    (post) =>
      post.status === 'publishing' ||
      (post.status === 'scheduled' &&
        post.scheduledAt !== null &&
        post.scheduledAt.getTime() <= now + DUE_AHEAD_MS),
  );
}

/**
 * Calls `refresh` every DUE_POLL_MS while `due` and the tab is visible, and whenever the
 * window regains focus or the tab becomes visible.
 */
export function useLiveRefresh(refresh: () => void, due: boolean): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!due) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') latest.current();
    }, DUE_POLL_MS);
    return () => clearInterval(timer);
  }, [due]);
  useEffect(() => {
    const onFocus = () => latest.current();
    const onVisible = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}

/**
 * The list after a quiet re-read of its first page: the fresh page when only one page is
 * shown; otherwise the posts already shown, each replaced by its fresh copy, so the pages
 * loaded with "Show more" stay.
 */
export function mergeFirstPage<T extends { id: string }>(
  shown: readonly T[],
  fresh: readonly T[],
): T[] {
  if (shown.length <= fresh.length) return [...fresh];
  const byId = new Map(fresh.map((post) => [post.id, post]));
  return shown.map((post) => byId.get(post.id) ?? post);
}
