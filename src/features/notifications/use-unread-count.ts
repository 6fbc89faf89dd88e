import { useCallback, useEffect, useState } from 'react';
import { countUnread } from '../../firebase/notifications';

/** How often the bell asks again while the tab is visible. */
const REFRESH_MS = 15_000;

/**
 * The unread count, kept current: asked again every few seconds while the tab is visible, at
 * once when the tab comes back, and whenever `refresh` is called (after marking read).
 */
export function useUnreadCount(uid: string | null): { count: number | null; refresh: () => void } {
  const [count, setCount] = useState<number | null>(null);
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((value) => value + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tick asks again on purpose
  useEffect(() => {
    if (!uid) return;
    let current = true;
    const ask = () => {
      if (document.visibilityState !== 'visible') return;
      countUnread(uid).then(
        (value) => {
          if (current) setCount(value);
        },
        // A failed refresh keeps the last count; the next one tries again.
        () => undefined,
      );
    };
    ask();
    const timer = setInterval(ask, REFRESH_MS);
    document.addEventListener('visibilitychange', ask);
    return () => {
      current = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', ask);
    };
  }, [uid, tick]);
  return { count, refresh };
}
