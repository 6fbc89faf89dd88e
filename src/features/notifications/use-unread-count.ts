import { useCallback, useEffect, useState } from 'react';
import { countUnread } from '../../firebase/notifications';

/** The live listener (the full Firestore SDK), fetched only once the page is idle. */
const loadListener = () => import('../../firebase/notification-listener');

/** Runs `start` when the browser is idle (or soon, where it cannot tell); returns a cancel. */
function whenIdle(start: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(start, { timeout: 3_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(start, 200);
  return () => clearTimeout(handle);
}

/**
 * How the bell polls when it is not live: until the listener's first answer from the server,
 * while the listener is offline, and for good if it fails. The count is asked for again soon
 * after a change or the user's own action, then less and less often while nothing changes.
 */
export const POLL = {
  /** The first wait, and the wait again after anything changed. */
  fastMs: 5_000,
  /** The longest wait while nothing changes. */
  slowMs: 60_000,
  /** After the user submits a form or presses a button: the server's notice follows shortly. */
  afterActionMs: [1_500, 5_000],
} as const;

/** The wait after a poll: back to fast when the count changed, otherwise twice as long. */
export function nextDelay(previous: number, changed: boolean): number {
  return changed ? POLL.fastMs : Math.min(previous * 2, POLL.slowMs);
}

/**
 * The unread count, kept current. Live: a Firestore listener, loaded once the page is idle,
 * sends every change as it happens. Otherwise (before its first answer, offline, or after it
 * failed) polled with backoff while the tab is visible, asked at once when the tab comes back,
 * shortly after the user's own actions (a form sent, a button pressed: an approval or a comment
 * notifies at once) and whenever `refresh` is called (after marking read).
 */
export function useUnreadCount(uid: string | null): {
  count: number | null;
  /** Whether the count comes from the live listener (rather than the poll). */
  live: boolean;
  refresh: () => void;
} {
  const [count, setCount] = useState<number | null>(null);
  const [tick, setTick] = useState(0);
  const [live, setLive] = useState(false);
  const refresh = useCallback(() => setTick((value) => value + 1), []);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    let stop: (() => void) | undefined;
    const cancelIdle = whenIdle(() => {
      loadListener().then(
        ({ watchUnreadCount }) => {
          if (!current) return;
          stop = watchUnreadCount(uid, (state) => {
            if (!current) return;
            if (state.live) setCount(state.count);
            setLive(state.live);
            // A listener that failed for good is dropped; the poll carries on.
            if (!state.live && state.final) stop?.();
          });
        },
        // The chunk did not load (offline, a new deployment): the poll carries on.
        () => undefined,
      );
    });
    return () => {
      current = false;
      cancelIdle();
      stop?.();
      setLive(false);
    };
  }, [uid]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick asks again on purpose
  useEffect(() => {
    if (!uid || live) return;
    let current = true;
    let last: number | null = null;
    let delay: number = POLL.fastMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon: ReturnType<typeof setTimeout>[] = [];
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(poll, delay);
    };
    const ask = (): Promise<boolean> => {
      if (document.visibilityState !== 'visible') return Promise.resolve(false);
      return countUnread(uid).then(
        (value) => {
          if (!current) return false;
          // The first answer counts as news: the next ask comes after the fast wait.
          const changed = last === null || value !== last;
          last = value;
          setCount(value);
          return changed;
        },
        // A failed ask keeps the last count; the next one tries again.
        () => false,
      );
    };
    const poll = () => {
      ask().then((changed) => {
        if (!current) return;
        delay = nextDelay(delay, changed);
        schedule();
      });
    };
    const fast = () => {
      delay = POLL.fastMs;
      poll();
    };
    const onAction = (event: Event) => {
      const target = event.target as Element | null;
      if (event.type === 'click' && !target?.closest?.('button')) return;
      for (const handle of soon.splice(0)) clearTimeout(handle);
      for (const ms of POLL.afterActionMs) soon.push(setTimeout(fast, ms));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') fast();
    };
    fast();
    document.addEventListener('visibilitychange', onVisible);
    document.addEventListener('submit', onAction, true);
    document.addEventListener('click', onAction, true);
    return () => {
      current = false;
      clearTimeout(timer);
      for (const handle of soon) clearTimeout(handle);
      document.removeEventListener('visibilitychange', onVisible);
      document.removeEventListener('submit', onAction, true);
      document.removeEventListener('click', onAction, true);
    };
  }, [uid, tick, live]);
  return { count, live, refresh };
}
