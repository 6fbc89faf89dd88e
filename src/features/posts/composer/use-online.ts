// Whether the browser says it is online, as React state: the composer shows its offline state
// from it and runs a save that waited for the connection when it returns.

import { useSyncExternalStore } from 'react';

function subscribe(changed: () => void): () => void {
  addEventListener('online', changed);
  addEventListener('offline', changed);
  return () => {
    removeEventListener('online', changed);
    removeEventListener('offline', changed);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
