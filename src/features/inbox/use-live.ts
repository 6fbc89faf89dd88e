// A live list for a part of the inbox: starts a listener from the lazily loaded listener module
// and stops it when the part leaves; null until the first answer.

import { useEffect, useState } from 'react';

type Listeners = typeof import('../../firebase/inbox/inbox-listener');

export function useLive<T>(
  start: (load: Promise<Listeners>, update: (list: T[] | null) => void) => Promise<() => void>,
): T[] | null {
  const [list, setList] = useState<T[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each part is keyed by its conversation
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    void start(import('../../firebase/inbox/inbox-listener'), (next) => {
      if (live) setList((was) => next ?? was ?? []);
    }).then((unsubscribe) => {
      if (live) stop = unsubscribe;
      else unsubscribe();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return list;
}
